import { ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { captureCommand, endOf, sleep, stopChild } from './run-command';

export interface RunningRedis {
  url: string;
  port: number;
  /** Resolves once the server has exited, however (stop() included), with how. */
  ended(): Promise<string>;
  stop(): Promise<void>;
  /** SIGSTOP: the server keeps its connections open but answers nothing (a hung host, not a refused connection). */
  pause(): void;
  /** SIGCONT: it answers again, every command that waited meanwhile first. */
  resume(): void;
}

/**
 * Databases a private server has: `npm test` gives each integration worker one per spare-Redis suite plus its own, and
 * the browser suite one more, past Redis's default of 16 (a SELECT past it fails, and the client stays on database 0,
 * shared with whoever else landed there).
 */
export const PRIVATE_REDIS_DATABASES = 64;

/**
 * Starts redis-server as our child on a private loopback port. With `dataDir` its data survives a restart (an
 * append-only file, flushed on a clean stop): an event the outbox relay has handed to the queue lives only in Redis,
 * so a job waiting or running at a stop must still be there on the next start. Without it (throwaway stacks), memory
 * only. An orphan from a killed run is shut down first so it cannot hold the port.
 */
export async function startRedis(port: number, dataDir?: string): Promise<RunningRedis> {
  await captureCommand('redis-cli', ['-p', String(port), 'shutdown']);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const storage = dataDir
    ? ['--dir', dataDir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '']
    : ['--save', '', '--appendonly', 'no'];
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--databases', String(PRIVATE_REDIS_DATABASES)],
      ...[...storage, '--loglevel', 'warning'],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const ended = endOf(child);
  await waitForRedis(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    ended: () => ended,
    stop: () => stopChild(child),
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

async function waitForRedis(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null)
      throw new Error(`redis-server exited with code ${child.exitCode} (port ${port} busy?)`);
    if (await pingRedis(port)) return;
    await sleep(50);
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
