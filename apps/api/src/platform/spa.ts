import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { errorBody } from '@app/platform';

/** Paths that belong to the server, never to the SPA's history fallback. */
export const SERVER_PATH_PREFIXES = ['/api/', '/paypal/'];

const isServerPath = (path: string) => path === '/api' || SERVER_PATH_PREFIXES.some((p) => path.startsWith(p));

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any other GET that wants
 * HTML answered with index.html so client routes work on reload.
 */
export function serveSpa(distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${join(distDir, 'assets')}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (isServerPath(req.path)) return next();
    assets(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      // A missing file (a stale hashed asset, say) is a 404, not the app's HTML under a .js name.
      if (extname(req.path)) {
        res.status(404).json(errorBody('FILE_NOT_FOUND', `No file at ${req.path}.`));
        return;
      }
      if (!existsSync(indexFile)) {
        res.status(503).json(errorBody('SERVICE_UNAVAILABLE', 'The web app is not built yet: run npm run build:web.'));
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    });
  };
}
