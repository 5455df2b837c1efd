import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderCodeMap } from './code-map';
import { ROOT } from './paths';

/**
 * `npm run docs:map`: writes docs/map.md, the routes, events, jobs and tables as the code declares them
 * (apps/devstack/src/code-map.ts). code-map.spec.ts fails when the committed page differs.
 */
writeFileSync(join(ROOT, 'docs/map.md'), renderCodeMap(ROOT));
console.log('wrote docs/map.md');
