import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort, portSlice } from './free-port';

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

  it('never gives a process the same port twice, though none of them is bound yet', async () => {
    const ports = [];
    for (let i = 0; i < 300; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });

  it("draws each Jest worker's ports from a slice no other worker, nor a process outside Jest, draws from", async () => {
    const slices = [undefined, '1', '2', '3', '4', '5', '6', '7'].map(portSlice);
    const ranges = slices.map(({ first, last }) => `${first}-${last}`);
    expect(new Set(ranges).size).toBe(slices.length);
    const sorted = [...slices].sort((a, b) => a.first - b.first);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i].first).toBeGreaterThan(sorted[i - 1].last);
    const { first, last } = portSlice(process.env.JEST_WORKER_ID);
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(first);
    expect(port).toBeLessThanOrEqual(last);
  });
});
