import { join, resolve } from 'node:path';

/** The repository root: dist/apps/devstack/src → four levels up. */
export const ROOT = resolve(__dirname, '../../../..');
export const DIST = join(ROOT, 'dist');
export const WEB_DIST = join(DIST, 'web');
