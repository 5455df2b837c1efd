import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { AppModule } from '@api/app.module';
import { startTestApp, TestApp, waitFor } from '@app/testing';

interface AccessLine {
  msg: string;
  req?: { url: string; ip: string };
}

/** An address of this machine that is not loopback, to connect from a peer the default does not trust. */
const externalAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('client addresses and trusted proxies', () => {
  const started: TestApp[] = [];
  const lines: AccessLine[] = [];
  const logger = pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) });
  afterAll(() => Promise.all(started.map((t) => t.close())));

  async function start(env: Record<string, string> = {}): Promise<TestApp> {
    const t = await startTestApp({ imports: [AppModule], env, logger });
    started.push(t);
    return t;
  }

  /** The address the api saw for one request, read back from its access log line. */
  async function seenAddress(base: string | TestApp['server'], forwardedFor: string): Promise<string> {
    const url = `/api/site?probe=${Math.random().toString(36).slice(2)}`;
    await request(base).get(url).set('X-Forwarded-For', forwardedFor);
    const line = await waitFor(async () => lines.find((l) => l.req?.url === url), 3000, 'the access line');
    return line.req!.ip;
  }

  it('believes X-Forwarded-For from a loopback proxy (the default TRUSTED_PROXIES)', async () => {
    const t = await start();
    expect(await seenAddress(t.server, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores a spoofed X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const t = await start({ TRUSTED_PROXIES: '10.1.2.3' });
    expect(await seenAddress(t.server, '203.0.113.9')).toMatch(/127\.0\.0\.1/);
  });

  it('with the default, ignores it from a non-loopback peer (this host on its LAN address)', async () => {
    const external = externalAddress();
    if (!external) throw new Error('this test needs a non-loopback IPv4 interface');
    const t = await start();
    await t.app.listen(0, '0.0.0.0');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    expect(await seenAddress(`http://${external}:${port}`, '203.0.113.9')).toBe(external);
  });
});
