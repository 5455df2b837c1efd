// The specs that check the repository rather than the product: README.md's map of the folders, nest-cli.json, the
// citations of docs/product, every Markdown link and anchor, the generated docs/map.md. They are lint: the lint suite
// runs them (Jest's `repository` project, `npm run lint` too), so a broken anchor fails it as an unused file does.
// Read by jest.config.js and libs/tooling/testing/jest/unit-specs.cjs (the unit suite leaves them out).
module.exports = {
  REPOSITORY_CHECKS: [
    'apps/devstack/src/code-map.spec.ts',
    'apps/devstack/src/doc-links.spec.ts',
    'apps/devstack/src/nest-cli.spec.ts',
    'apps/devstack/src/no-outside-citations.spec.ts',
    'apps/devstack/src/readme-map.spec.ts',
  ],
};
