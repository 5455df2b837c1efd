import { basename, dirname, join, resolve } from 'node:path';

/** Where this folder is compiled to, or the repository root when it runs from source (a jest suite). */
const BESIDE = resolve(__dirname, '../../..');
/** The build the apps run from: dist/apps/devstack/src's three levels up, or the root's dist under jest. */
export const DIST = basename(BESIDE) === 'dist' ? BESIDE : join(BESIDE, 'dist');
export const ROOT = dirname(DIST);
export const WEB_DIST = join(DIST, 'web');
