import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from './free-port';

/** Linux's range for listen(0) and outgoing connections. */
function ephemeralRange(): [number, number] {
  const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  return [low, high];
}

describe('freePort', () => {
  it('gives ports that can be listened on, none from the range other processes draw theirs from meanwhile', async () => {
    const [low, high] = ephemeralRange();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port < low || port > high).toBe(true);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
