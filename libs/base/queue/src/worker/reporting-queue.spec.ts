import { Logger } from '@nestjs/common';
import { createServer } from 'node:net';
import { redisOptions } from '../redis-connection';
import { ReportingQueue } from './reporting-queue';

/** A port nothing listens on: every connection attempt is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('ReportingQueue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('made while Redis refuses, it prints no stack trace; another error is a warning of the queue', async () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const queue = new ReportingQueue('email', {
      // One attempt, and no wait for a socket already gone when it closes (ioredis waits 2 s by default): the test
      // leaves nothing running behind it.
      connection: redisOptions(`redis://127.0.0.1:${await closedPort()}`, {
        retryStrategy: () => null,
        disconnectTimeout: 0,
      }),
    });
    const emitted = jest.spyOn(queue, 'emit');
    try {
      // BullMQ prints an 'error' no listener took with console.error: a refused connection must not reach it.
      const deadline = Date.now() + 10_000;
      while (!emitted.mock.calls.some(([event]) => event === 'error') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(emitted.mock.calls.filter(([event]) => event === 'error').length).toBeGreaterThan(0);
      expect(printed).not.toHaveBeenCalled();
      expect(warned).not.toHaveBeenCalled();

      const odd = new Error('ERR unknown command');
      queue.emit('error', odd);
      expect(warned).toHaveBeenCalledWith({ err: odd, queue: 'email' }, 'queue error');
    } finally {
      await queue.close();
    }
  });
});
