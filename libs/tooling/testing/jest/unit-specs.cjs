// The server's unit specs (`*.spec.ts` under apps, libs and docker; the SPA's are Vitest's) that share one Jest file,
// libs/tooling/testing/src/unit-suite.ts; the others run in a file of their own. Read by jest.config.js and by that suite.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { REPOSITORY_CHECKS } = require('./repository-checks.cjs');

const ROOT = join(__dirname, '../../../..');

const specs = ['apps', 'libs', 'docker']
  .flatMap((top) => readdirSync(join(ROOT, top), { recursive: true }).map((path) => `${top}/${path}`))
  .filter((path) => path.endsWith('.spec.ts') && !path.startsWith('apps/web/') && !path.includes('/node_modules/'))
  // The lint suite's (repository-checks.cjs).
  .filter((path) => !REPOSITORY_CHECKS.includes(path))
  .sort();

// A spec that replaces a module (jest.mock) gets the replacement only where nothing loaded the real module before it:
// in a registry of its own.
const replacesAModule = (path) => /\bjest\.mock\(/.test(readFileSync(join(ROOT, path), 'utf8'));

module.exports = { ROOT, together: specs.filter((path) => !replacesAModule(path)) };
