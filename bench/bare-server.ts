import { createServer } from 'node:http';

/**
 * The benchmark's ceiling: a bare Node http server answering each path with fixed bytes, run as its own process
 * (like the api) so it does not share an event loop with the load generator. Forked by catalog.bench.ts, which
 * sends the bodies over IPC and gets the port back.
 */
process.once('message', (bodies: Record<string, string>) => {
  const bytes = new Map(Object.entries(bodies).map(([path, body]) => [path, Buffer.from(body)]));
  const server = createServer((req, res) => {
    const body = bytes.get(req.url ?? '');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
process.on('disconnect', () => process.exit(0));
