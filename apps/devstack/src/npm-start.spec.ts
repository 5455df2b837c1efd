import { execFileSync } from 'node:child_process';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { send } from './npm-start';

/**
 * The stop tests compare when a refused request was sent with when the answered ones were: a request counts as sent
 * when it went out on its connection, not when `send` was called, since this process may pause in between.
 */
describe('send', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('dates a request from its connection, not from a pause of this process before it went out', async () => {
    const called = Date.now();
    // A lane sends, and another's synchronous work (a blocking child process, as bookingPayload's slots) runs before
    // the connection is attempted.
    const answer = await Promise.resolve().then(() => {
      const sent = send(port, 'GET', '/');
      queueMicrotask(() => execFileSync('sleep', ['0.3']));
      return sent;
    });
    expect(answer.status).toBe(200);
    expect(answer.sentAt - called).toBeGreaterThanOrEqual(290);
  });
});
