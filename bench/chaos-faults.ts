import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { descendants, isAlive } from '@app/devstack';
import { waitFor } from '@app/testing';
import type { SmtpHold } from '../apps/devstack/src/smtp-hold';

/** How long a paused PostgreSQL or Redis stays paused. */
const PAUSE_MS = 15_000;
/** A slowed SMTP server greets each sender this late, for this long. */
const SMTP_ANSWER_MS = 30_000;
const SMTP_SLOW_FOR_MS = 60_000;
/** How long a rolling restart may take on a busy machine: a limit, not a figure. */
const RESTART_LIMIT_MS = 180_000;

export interface ChaosStack {
  /** npm's pid: the launcher and everything it started are under it. */
  npmPid: number;
  dataDir: string;
  smtp: SmtpHold;
  env: NodeJS.ProcessEnv;
  root: string;
}

export interface Fault {
  name: string;
  /** Breaks something, and resolves once the fault is over (a pause ended, a restart finished). */
  inject(stack: ChaosStack): Promise<void>;
}

const commandLine = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** The live processes under npm whose command line contains `part`. */
function processesRunning(stack: ChaosStack, part: string): number[] {
  return descendants(stack.npmPid)
    .map(({ pid }) => pid)
    .filter((pid) => commandLine(pid).includes(part));
}

const apis = (stack: ChaosStack) => processesRunning(stack, 'apps/api/src/main.js');
const workers = (stack: ChaosStack) => processesRunning(stack, 'apps/worker/src/main.js');
const redisServer = (stack: ChaosStack) => processesRunning(stack, 'redis-server')[0];
const runningRedis = (stack: ChaosStack) =>
  waitFor(async () => redisServer(stack), RESTART_LIMIT_MS, 'Redis to be running');
/** The running postmaster's pid, or undefined while there is none (the launcher is starting it again). */
const postmaster = (stack: ChaosStack): number | undefined => {
  try {
    const pid = Number(readFileSync(join(stack.dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
    return isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
};
/**
 * The postmaster, once there is one: on a loaded machine the previous fault's PostgreSQL may still be starting when
 * the next fault comes.
 */
const runningPostmaster = (stack: ChaosStack) =>
  waitFor(async () => postmaster(stack), RESTART_LIMIT_MS, 'PostgreSQL to be running');

const pick = <T>(list: T[]): T => {
  if (!list.length) throw new Error('nothing to break: the process is not running');
  return list[Math.floor(Math.random() * list.length)];
};

async function paused(pids: number[]): Promise<void> {
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGCONT');
}

/** Waits until `list` answers processes again (the launcher restarted what was stopped). */
const backUp = (what: string, list: () => number[], count = 1) =>
  waitFor(async () => list().length >= count, RESTART_LIMIT_MS, `${what} to be running again`);

/**
 * `npm run restart` as an operator types it, with the stack's settings: it builds, applies migrations and replaces
 * the replicas one at a time.
 */
function rollingRestart(stack: ChaosStack): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'restart'], {
      cwd: stack.root,
      env: stack.env,
      stdio: 'ignore',
      detached: true,
    });
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), RESTART_LIMIT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run restart exited ${code}`));
    });
  });
}

/** The faults production brings, one of each in turn (a chaos run picks them in order, round after round). */
export const FAULTS: Fault[] = [
  {
    name: 'api replica SIGKILL',
    inject: async (stack) => {
      const before = apis(stack).length;
      process.kill(pick(apis(stack)), 'SIGKILL');
      await backUp('the api replicas', () => apis(stack), before);
    },
  },
  { name: 'rolling restart', inject: rollingRestart },
  {
    name: 'PostgreSQL stopped',
    inject: async (stack) => {
      const pid = await runningPostmaster(stack);
      process.kill(pid, 'SIGKILL');
      await waitFor(async () => !isAlive(pid) && postmaster(stack) !== undefined, RESTART_LIMIT_MS, 'PostgreSQL back');
    },
  },
  {
    name: 'PostgreSQL paused',
    // The postmaster and its backends: pausing only the first would leave sessions answering.
    inject: async (stack) => {
      const main = await runningPostmaster(stack);
      await paused([main, ...descendants(main).map(({ pid }) => pid)]);
    },
  },
  {
    name: 'Redis stopped',
    inject: async (stack) => {
      const pid = await runningRedis(stack);
      process.kill(pid, 'SIGKILL');
      await waitFor(async () => !isAlive(pid) && Boolean(redisServer(stack)), RESTART_LIMIT_MS, 'Redis back');
    },
  },
  { name: 'Redis paused', inject: async (stack) => paused([await runningRedis(stack)]) },
  {
    name: 'worker SIGKILL',
    inject: async (stack) => {
      const before = workers(stack).length;
      process.kill(pick(workers(stack)), 'SIGKILL');
      await backUp('the workers', () => workers(stack), before);
    },
  },
  {
    name: 'SMTP answering after 30 s',
    inject: async (stack) => {
      stack.smtp.answerAfter(SMTP_ANSWER_MS);
      await new Promise((resolve) => setTimeout(resolve, SMTP_SLOW_FOR_MS));
      stack.smtp.answerAfter(0);
    },
  },
];
