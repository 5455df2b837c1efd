import { createServer, type Server, type Socket } from 'node:net';
import { Pool, type PoolClient } from 'pg';
import { appPoolOptions } from './pool-settings';

/** A PostgreSQL message: its type byte, its length (itself included) and its body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

/**
 * A server that completes the handshake (AuthenticationOk, ReadyForQuery) and, in the same packet, ends the session as
 * PostgreSQL does when it is shut down (FATAL 57P01): the order that crashed the worker under load.
 */
function shuttingDownPostgres(): Promise<{ server: Server; port: number }> {
  const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
  const readyForQuery = message('Z', Buffer.from('I'));
  const fatal = message(
    'E',
    Buffer.from('SFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1'),
  );
  const server = createServer((socket: Socket) => {
    socket.once('data', () => socket.end(Buffer.concat([authenticationOk, readyForQuery, fatal])));
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    }),
  );
}

describe('appPoolOptions', () => {
  let server: Server;
  let pool: Pool;

  beforeEach(async () => {
    const fake = await shuttingDownPostgres();
    server = fake.server;
    pool = new Pool({
      connectionString: `postgres://app@127.0.0.1:${fake.port}/app`,
      ...appPoolOptions({ databasePool: { size: 2 } }),
    });
    pool.on('error', () => undefined);
  });

  afterEach(async () => {
    await pool.end().catch(() => undefined);
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps an error that arrives with the handshake from crashing the process: the query fails instead', async () => {
    // As TypeORM takes a connection: through a promise, listening for errors only once it has resolved. Without a
    // listener of the pool's options the error is thrown out of the socket's handler (an uncaught exception, which
    // fails this test), before the promise resolves.
    const [client, release] = await new Promise<[PoolClient, (err?: Error) => void]>((resolve, reject) =>
      pool.connect((err, connected, done) => (err ? reject(err) : resolve([connected!, done]))),
    );
    client.on('error', () => undefined);

    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable|terminating connection/);
    release(new Error('connection lost'));
  });
});
