import { createServer } from 'node:net';

/**
 * Ports handed out here lie below the kernel's ephemeral range (Linux: 32768-60999; macOS and Windows start higher),
 * from which every `listen(0)` and every outgoing connection draws its port. A port found free in that range may be
 * taken by any of those in the seconds before the service we pick it for binds it: a test app answering on it, so a
 * stack's health check reached the wrong server and the stack's own api could not listen.
 */
const FIRST_PORT = 20_000;
const LAST_PORT = 32_767;
const TRIES = 100;

/**
 * The range is cut into slices: each of Jest's workers (JEST_WORKER_ID) draws from one of its own (so do the processes
 * its tests start, which inherit the variable) and any other process from the first. A port is only checked free when
 * it is picked, and a test often binds it seconds later (a launcher's eight ports before it starts anything): when the
 * workers drew from the whole range, another worker's Redis took a port picked for an api in the meantime, the api
 * could not listen and its test's requests reached the Redis.
 */
const SLICES = 8;
const SLICE_SIZE = Math.floor((LAST_PORT - FIRST_PORT + 1) / SLICES);

/** The ports a process with this JEST_WORKER_ID (none outside Jest) draws from. */
export function portSlice(jestWorkerId: string | undefined): { first: number; last: number } {
  const id = Number(jestWorkerId);
  const slice = Number.isInteger(id) && id > 0 ? ((id - 1) % (SLICES - 1)) + 1 : 0;
  const first = FIRST_PORT + slice * SLICE_SIZE;
  return { first, last: first + SLICE_SIZE - 1 };
}

/**
 * Where this process's next pick starts in its slice. Picks go up one by one from a random start, so a process never
 * hands out a port twice before it has gone round its slice, even if it has not bound the first yet.
 */
let nextOffset = Math.floor(Math.random() * SLICE_SIZE);

/** A loopback port nothing listens on now, outside the ephemeral range and other Jest workers' slices. */
export async function freePort(): Promise<number> {
  const { first, last } = portSlice(process.env.JEST_WORKER_ID);
  for (let i = 0; i < TRIES; i++) {
    const port = first + (nextOffset++ % SLICE_SIZE);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${first} and ${last} after ${TRIES} tries`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
