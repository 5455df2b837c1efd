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

/** A loopback port nothing listens on now, at random outside the ephemeral range. */
export async function freePort(): Promise<number> {
  for (let i = 0; i < TRIES; i++) {
    const port = FIRST_PORT + Math.floor(Math.random() * (LAST_PORT - FIRST_PORT + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${LAST_PORT} after ${TRIES} tries`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
