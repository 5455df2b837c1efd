import { ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { endOf, stopChild } from './run-command';

export interface NodeService {
  name: string;
  child: ChildProcess;
  /** Resolves once it has exited, however (stop() included), with how. */
  ended(): Promise<string>;
  stop(): Promise<void>;
}

export interface NodeServiceOptions {
  /** `pretty` (default): pino JSON lines as short `[name]`-prefixed lines; `discard`: stdout goes nowhere. */
  output?: 'pretty' | 'discard';
  /** Extra node options, e.g. a profiler. */
  nodeArgs?: string[];
}

/**
 * An app's time to finish its requests and jobs when stopped (the whole stack stops within 10 s); then SIGKILL, and a
 * job it left unfinished goes back to the queue (BullMQ's stalled-job check) and runs again.
 */
const APP_STOP_GRACE_MS = 6_000;

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * Starts one of our compiled apps as a child with an IPC channel: if this process dies, even by SIGKILL, the
 * channel closes and the child shuts itself down. Its pino JSON lines are printed as short readable lines.
 */
export function startNodeService(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  { output = 'pretty', nodeArgs = [] }: NodeServiceOptions = {},
): NodeService {
  const discard = output === 'discard';
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, script], {
    env,
    stdio: ['ignore', discard ? 'ignore' : 'pipe', 'pipe', 'ipc'],
  });
  const print = (stream: NodeJS.WritableStream) => (line: string) => stream.write(`[${name}] ${readable(line)}\n`);
  // Discarded, not silenced: the app still pays for its logging, as in production (the benchmark relies on it).
  if (!discard) createInterface({ input: child.stdout! }).on('line', print(process.stdout));
  createInterface({ input: child.stderr! }).on('line', print(process.stderr));
  const ended = endOf(child);
  return { name, child, ended: () => ended, stop: () => stopChild(child, APP_STOP_GRACE_MS) };
}

function readable(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const { level, msg, time: _time, pid: _pid, hostname: _host, name: _name, context, ...rest } = JSON.parse(line);
    const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
    return `${LEVELS[level] ?? level} ${context ? `${context}: ` : ''}${msg ?? ''}${extra}`;
  } catch {
    return line;
  }
}
