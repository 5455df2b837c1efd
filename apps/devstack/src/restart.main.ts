import { resolve } from 'node:path';
import { say, since, sleep, warn } from '@app/devstack';
import { ROOT } from './paths';
import { launcherPidFile, readRestartStatus, RESTART_SIGNAL, runningLauncher } from './restart-signal';

/** A limit for a deploy on a busy machine (a build, migrations, every replica): past it, something is stuck. */
const RESTART_LIMIT_MS = 15 * 60_000;

/**
 * `npm run restart`: once scripts/bootstrap.mjs has built what changed, asks the `npm start` running on this checkout's
 * DATA_DIR for a rolling restart (docs/running.md#rolling-restart) and waits for it to end: exit code 0 once every
 * replica is replaced, 1 when a step failed (the launcher's output says which) or no launcher runs. A restart already
 * under way when asked is the one waited for.
 */
async function main(): Promise<void> {
  const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const pid = runningLauncher(dataDir);
  if (pid === undefined) {
    warn(
      `npm start is not running on ${dataDir} (no live launcher in ${launcherPidFile(dataDir)}): nothing to restart`,
    );
    process.exit(1);
  }
  const asked = Date.now();
  process.kill(pid, RESTART_SIGNAL);
  say(`asked npm start (pid ${pid}) for a rolling restart: its output shows each step`);
  while (Date.now() - asked < RESTART_LIMIT_MS) {
    await sleep(500);
    if (runningLauncher(dataDir) !== pid) {
      warn('npm start stopped during the rolling restart');
      process.exit(1);
    }
    const status = readRestartStatus(dataDir);
    if (!status || status.state === 'running' || (status.endedAt ?? 0) < asked) continue;
    if (status.state === 'failed') {
      warn(`rolling restart failed: ${status.reason}`);
      process.exit(1);
    }
    say(`rolling restart finished in ${since(asked)}`);
    return;
  }
  warn(`the rolling restart did not end within ${RESTART_LIMIT_MS / 60_000} minutes: see npm start's output`);
  process.exit(1);
}

void main();
