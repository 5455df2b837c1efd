import { join, resolve } from 'node:path';

/** The repository root: dist/apps/devstack/src → four levels up. */
export const ROOT = resolve(__dirname, '../../../..');
export const DIST = join(ROOT, 'dist');
export const API_MAIN = join(DIST, 'apps/api/src/main.js');
export const WORKER_MAIN = join(DIST, 'apps/worker/src/main.js');
export const PREPARE_MAIN = join(DIST, 'apps/api/src/prepare.main.js');
export const WEB_DIST = join(DIST, 'web');
