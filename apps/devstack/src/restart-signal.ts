import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running `npm start` leaves its launcher's pid, under its DATA_DIR: `npm run restart` signals that process. */
export const launcherPidFile = (dataDir: string): string => join(dataDir, 'launcher.pid');

/** What the launcher takes as "replace the apps with the current build" (docs/running.md#rolling-restart). */
export const RESTART_SIGNAL = 'SIGHUP';

/**
 * The pid of the launcher running on `dataDir`, or undefined when none does: no pid file, or one a killed launcher
 * left whose pid is now gone or another program's.
 */
export function runningLauncher(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(launcherPidFile(dataDir), 'utf8').trim());
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return commandLine.includes('start.main.js') ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** What the launcher last said of a rolling restart, in `<DATA_DIR>/rolling-restart.json`: `npm run restart` waits on it. */
export interface RestartStatus {
  state: 'running' | 'finished' | 'failed';
  /** Epoch ms. */
  startedAt: number;
  endedAt?: number;
  /** The failed step, when it failed. */
  reason?: string;
}

const restartStatusFile = (dataDir: string) => join(dataDir, 'rolling-restart.json');

export function writeRestartStatus(dataDir: string, status: RestartStatus): void {
  writeFileSync(restartStatusFile(dataDir), JSON.stringify(status));
}

export function readRestartStatus(dataDir: string): RestartStatus | undefined {
  try {
    return JSON.parse(readFileSync(restartStatusFile(dataDir), 'utf8')) as RestartStatus;
  } catch {
    return undefined;
  }
}
