// @ts-check
/**
 * The SPA's import aliases (the `paths` of apps/web/tsconfig.json, read from there) as a webpack `resolve.alias`, for
 * dependency-cruiser (.dependency-cruiser.cjs): it reads one tsconfig, the server's, and resolves the SPA's `@/...`
 * through these.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const { paths } = JSON.parse(readFileSync(join(__dirname, 'tsconfig.json'), 'utf8')).compilerOptions;
const withoutStar = (path) => path.replace(/\/\*$/, '');
/** `@/*` stands for a folder, anything else for one file (webpack's `name$`: that name only, not `name/...`). */
const aliasName = (name) => (name.endsWith('/*') ? withoutStar(name) : `${name}$`);

module.exports = {
  resolve: {
    alias: Object.fromEntries(
      Object.entries(paths).map(([name, [target]]) => [aliasName(name), join(__dirname, withoutStar(target))]),
    ),
  },
};
