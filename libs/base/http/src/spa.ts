import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { DOCUMENT_RENDERER_DIR, isClientRoute } from '@app/contracts';
import { errorBody } from '@app/platform';

/** Paths that belong to the server, never to the SPA's history fallback. */
const SERVER_PATH_PREFIXES = ['/api/', '/paypal/'];

/** Whether a path (no query string) belongs to the server: the API and PayPal's calls. */
export const isServerPath = (path: string): boolean =>
  path === '/api' || SERVER_PATH_PREFIXES.some((p) => path.startsWith(p));

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the build puts the files whose names carry their content's hash (cached for a year). */
const ASSETS_DIR = 'assets';

const fileNotFound = () => errorBody('FILE_NOT_FOUND', 'There is no file at this address.');

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and a GET of one of the SPA's
 * pages (CLIENT_ROUTES) answered with the index.html shell, so client routes work on reload; the public pages have
 * routes of their own, which win over this fallback (the api's documents, apps/api/src/public-pages). Any other path
 * without a file extension is a 404 with that shell, which shows the app's not-found page (a crawler or a monitor sees
 * the 404; a person sees the page). The shell is read once at start (no file-system probe per request); a server path
 * falls through to the API's 404. The server bundle the api renders documents with (DOCUMENT_RENDERER_DIR) is no file
 * of the site.
 */
export async function serveSpa(fastify: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  // Sent as bytes, not as a file: a file's conditional GET could turn into an empty 404.
  const notFoundPage = built ? readFileSync(join(distDir, 'index.html')) : undefined;
  if (built) {
    // The few files outside the hashed assets (the shell, the service worker, the web manifest, the images): a route
    // each, made at start, so an unknown one falls through to the fallback below. Not the server bundle
    // (DOCUMENT_RENDERER_DIR), which is no file of the site, nor dot files (the build's own manifest and stamp).
    await fastify.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      globIgnore: [`${ASSETS_DIR}/**`, `${DOCUMENT_RENDERER_DIR}/**`],
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
    });
    // The hashed assets, hundreds of them: one route for them all. A route per file cost every start of the api about
    // half a second of CPU in the router (each added route recompiles its part of the tree).
    await fastify.register(
      async (assets) => {
        assets.setNotFoundHandler((_req, reply) => reply.code(404).send(fileNotFound()));
        await assets.register(fastifyStatic, {
          root: join(distDir, ASSETS_DIR),
          index: false,
          // The folder itself is no file either (send would refuse it as a 403).
          allowedPath: (path) => !path.endsWith('/'),
          decorateReply: false,
          cacheControl: false,
          setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
        });
      },
      { prefix: `/${ASSETS_DIR}` },
    );
  }
  fastify.get('/*', (req, reply) => {
    const [path] = req.url.split('?', 1);
    if (isServerPath(path)) return reply.callNotFound();
    // A missing file (a stale hashed asset, say) is a 404, not the app's HTML under a .js name. A page's own path may
    // hold a dot (an invitation link's signed token), and is never a file.
    if (extname(path) && !isClientRoute(path)) return reply.code(404).send(fileNotFound());
    if (!built)
      return reply
        .code(503)
        .send(errorBody('SERVICE_UNAVAILABLE', 'The web app is not built yet: run npm run build:web.'));
    if (!isClientRoute(path)) {
      return reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(notFoundPage);
    }
    return reply.sendFile('index.html');
  });
}
