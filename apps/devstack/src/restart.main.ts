import { resolve } from 'node:path';
import { say, warn } from '@app/devstack';
import { ROOT } from './paths';
import { launcherPidFile, RESTART_SIGNAL, runningLauncher } from './restart-signal';

/**
 * `npm run restart`: once scripts/bootstrap.mjs has built what changed, asks the `npm start` running on this checkout's
 * DATA_DIR for a rolling restart (docs/running.md#rolling-restart). Its progress shows in that launcher's output.
 */
function main(): void {
  const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const pid = runningLauncher(dataDir);
  if (pid === undefined) {
    warn(
      `npm start is not running on ${dataDir} (no live launcher in ${launcherPidFile(dataDir)}): nothing to restart`,
    );
    process.exit(1);
  }
  process.kill(pid, RESTART_SIGNAL);
  say(`asked npm start (pid ${pid}) for a rolling restart: its output shows the progress`);
}

main();
