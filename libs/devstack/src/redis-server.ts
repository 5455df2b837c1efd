import { ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { captureCommand, sleep, stopChild } from './run-command';

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts redis-server as our child on a private loopback port, in memory only (the queue's durable truth is the
 * Postgres outbox). An orphan from a killed run is shut down first so it cannot hold the port.
 */
export async function startRedis(port: number): Promise<RunningRedis> {
  await captureCommand('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForRedis(port, child);
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopChild(child) };
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
