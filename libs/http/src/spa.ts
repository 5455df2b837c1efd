import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { errorBody } from '@app/platform';

/** Paths that belong to the server, never to the SPA's history fallback. */
export const SERVER_PATH_PREFIXES = ['/api/', '/paypal/'];

const isServerPath = (path: string) => path === '/api' || SERVER_PATH_PREFIXES.some((p) => path.startsWith(p));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any other GET without a
 * file extension answered with index.html so client routes work on reload. The files are listed once at start
 * (one route each, no file-system probe per request); a server path falls through to the API's 404.
 */
export async function serveSpa(fastify: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    const hashedDir = join(distDir, 'assets') + sep;
    await fastify.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('Cache-Control', file.startsWith(hashedDir) ? IMMUTABLE : 'no-cache'),
    });
  }
  fastify.get('/*', (req, reply) => {
    const path = req.url.split('?', 1)[0];
    if (isServerPath(path)) return reply.callNotFound();
    // A missing file (a stale hashed asset, say) is a 404, not the app's HTML under a .js name.
    if (extname(path)) return reply.code(404).send(errorBody('FILE_NOT_FOUND', `No file at ${path}.`));
    if (!built)
      return reply
        .code(503)
        .send(errorBody('SERVICE_UNAVAILABLE', 'The web app is not built yet: run npm run build:web.'));
    return reply.sendFile('index.html');
  });
}
