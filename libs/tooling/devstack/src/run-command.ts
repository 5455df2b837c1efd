import { ChildProcess, spawn, SpawnOptions } from 'node:child_process';

const active = new Set<ChildProcess>();

/**
 * Runs a command to completion; resolves with its exit code (never rejects on failure). Its output is inherited, or
 * with `output`, passed there as it comes (stdout and stderr in one stream), e.g. to be printed whole at the end.
 */
export function runCommand(
  command: string,
  args: string[],
  { output, ...options }: SpawnOptions & { output?: (chunk: Buffer) => void } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    if (output) for (const stream of [child.stdout, child.stderr]) stream?.on('data', output);
    active.add(child);
    child.on('error', () => resolve(127));
    // With `output`, once its pipes are drained too, so that nothing it printed last is missing.
    child.on(output ? 'close' : 'exit', (code: number | null, signal: NodeJS.Signals | null) => {
      active.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** Passes a stop signal on to every command still running (they clean up their own children, e.g. browsers). */
export function terminateRunningCommands(): void {
  for (const child of active) child.kill('SIGTERM');
}

/** Runs a command and returns its stdout, or undefined when it fails. */
export function captureCommand(command: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', () => resolve(undefined));
    child.on('exit', (code) => resolve(code === 0 ? out : undefined));
  });
}

/** Resolves once `child` (just started) has exited, with how: "exited with code 1" or "was killed by SIGKILL". */
export function endOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `was killed by ${signal}` : `exited with code ${code}`)),
  );
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
