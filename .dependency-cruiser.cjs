// @ts-check
/**
 * The server's layers (docs/product/api.md#server-rules, docs/architecture.md "Layers"), checked by `npm run lint` and
 * `npm test -- --suite lint`. The layers are libs/'s folders; a lib belongs to the layer whose folder holds it. Bottom
 * to top: shared (the server's and the SPA's) → base → business → office → apps; libs/tooling is test code.
 * Inside a layer the libs are ordered bottom to top too (ORDER): a lib imports only the libs before it, which keeps
 * libraries from ever forming a cycle. The rules apply to a lib's tests as well, so a lib's spec imports what its
 * production code may, plus libs/tooling; a test that spans libraries above its own belongs in apps/api.
 * Within and outside the libs, and in the SPA (apps/web) too, no modules import each other round a loop (no-circular).
 */
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

/** libs/'s layer folders, bottom to top, and what a lib of each may not do. */
const LAYERS = [
  { name: 'shared', above: 'imports no lib of another layer: the server and the SPA share it' },
  {
    name: 'base',
    above:
      'imports no business or office lib: the domains import it. Let the app compose what a domain adds ' +
      '(apps/api/src/main.ts passes it in), or define an interface here that the domain implements and registers. A ' +
      'spec that needs a domain spans layers: move it to apps/api/src (or apps/worker/src)',
  },
  {
    name: 'business',
    above:
      "imports no office lib: libs/office holds what spans domains and calls them. A domain's own admin endpoints " +
      'live in its lib beside its service; a spec that needs admin spans domains: move it to apps/api/src',
  },
  { name: 'office' },
];
/** What runs the product and its tests, not the product: the launcher's services, the PayPal stand-in, test helpers. */
const TOOLING = 'tooling';

/** Inside each layer, bottom to top (a lib imports only the libs listed before it in its layer). */
const ORDER = [
  'pricing',
  'contracts',
  'audit',
  'config',
  'platform',
  'database',
  'metrics',
  'queue',
  'mail',
  'rate-limit',
  'http',
  'accounts',
  'settings',
  'availability',
  'catalog',
  'media',
  'contact',
  // A freed time held for a waiting family: bookings take its offer and leave the list in their own transaction.
  'waitlist',
  'bookings',
  'promo',
  'payments',
  // Above bookings and payments: a cancellation and its refund, orchestrated so neither calls the other.
  'booking-money',
  // A child's signed waiver: the roster's replies and the party's check-in ask it; it names children, never reads them.
  'waivers',
  'roster',
  // The party day: its check-in, teams, results, awards; documents print its titles on the certificates.
  'party',
  'documents',
  // After the party: its thank-you and reviews read bookings, and the catalogue keeps the sample testimonials.
  'reviews',
  // The party's photos: the booking's access, its host's team (availability), the roster's consents, the storage.
  'albums',
  // A parent's own data: its download and its erasure, composed from every domain above that holds some of it.
  'privacy',
  // Continuous archiving and base backups: the owner's e-mail (settings) and the photos (media, albums) with them.
  'backup',
  'admin',
];

const libsOf = (layer) => {
  const folder = join(__dirname, 'libs', layer);
  const libs = existsSync(folder) ? readdirSync(folder) : [];
  const unplaced = libs.filter((lib) => !ORDER.includes(lib));
  if (unplaced.length > 0) {
    throw new Error(
      `.dependency-cruiser.cjs: place ${unplaced.join(', ')} (libs/${layer}) in ORDER, above its imports`,
    );
  }
  return [...libs].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
};
const layers = LAYERS.map((layer) => ({ ...layer, libs: libsOf(layer.name) }));
const layerPath = (names) => `^libs/(${names.join('|')})/`;

const TEST_CODE = [
  `^libs/${TOOLING}/`,
  '\\.spec\\.ts$',
  '\\.int-spec\\.ts$',
  '\\.int-suite\\.ts$',
  '\\.e2e\\.ts$',
  // The SPA's: Vitest's tests and helpers (beside the code, in src/testing/ and a feature's testing/), Playwright's
  // journeys and their helpers.
  '^apps/web/src/testing/',
  '^apps/web/src/features/[^/]+/testing/',
  '\\.test\\.tsx?$',
  '\\.testing\\.tsx?$',
  '^apps/web/e2e/',
  '^apps/web/playwright\\.config\\.ts$',
];
/**
 * The tools `npm test` and the benches run (launcher, test runner, Jest's config, fault stack, load drivers, the PayPal
 * stand-in): they may use libs/tooling and the test helpers.
 */
const TEST_TOOLS = ['^apps/devstack/', '^apps/paypal-sandbox/', '^bench/', '^jest\\.config\\.js$'];

const layerRules = layers.flatMap((layer, index) => {
  const aboveRule = !layer.above
    ? []
    : [
        {
          name: `${layer.name}-imports-nothing-above`,
          severity: 'error',
          comment: `A ${layer.name} lib (libs/${layer.name}/) ${layer.above}.`,
          from: { path: layerPath([layer.name]) },
          to: { path: layerPath(LAYERS.slice(index + 1).map((l) => l.name)) },
        },
      ];
  const orderRules = layer.libs.slice(0, -1).map((lib, position) => {
    const later = layer.libs.slice(position + 1);
    return {
      name: `${lib}-imports-only-libs-below-it`,
      severity: 'error',
      comment:
        `libs/${layer.name}/${lib} sits below ${later.join(', ')} (ORDER in .dependency-cruiser.cjs): a lib imports ` +
        `only the libs before it, so libraries never form a cycle. Move what both need down, orchestrate both from a ` +
        `lib above them (as libs/business/booking-money does bookings and payments), or let an app or a lib above ` +
        `provide an interface libs/${layer.name}/${lib} defines (bookings' RefundReads). A spec that needs the upper ` +
        `lib spans domains: move it to apps/api/src. If no cycle results, reorder ORDER instead.`,
      from: { path: `^libs/${layer.name}/${lib}/` },
      to: { path: `^libs/${layer.name}/(${later.join('|')})/` },
    };
  });
  return [...aboveRule, ...orderRules];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other, directly or round a loop, in the server or the SPA: neither can be read, ' +
        'tested or loaded without the other, and the order they start in decides what each sees. Move what both ' +
        'need down into a module of its own that imports neither.',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'libs-import-no-apps',
      severity: 'error',
      comment: 'Apps compose libs; a lib never imports an app (or bench/): move what both need into a lib.',
      from: { path: '^libs/' },
      to: { path: '^(apps|bench|docker)/' },
    },
    {
      name: 'production-imports-no-test-code',
      severity: 'error',
      comment:
        'Production code never imports test code (libs/tooling, *.spec.ts, *.int-spec.ts, *.int-suite.ts, *.e2e.ts, ' +
        "the SPA's tests and testing/ folders): move what it needs out of the test helper into the lib that owns it.",
      from: { pathNot: [...TEST_CODE, ...TEST_TOOLS] },
      to: { path: TEST_CODE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Run on `.`; the rest is built or generated.
    exclude: { path: '^(dist|node_modules|\\.data|coverage|test-results|playwright-report)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // The SPA's aliases (`@/...`), from its own tsconfig: the one above is the server's.
    webpackConfig: { fileName: 'apps/web/resolve-aliases.cjs' },
    // Type-only imports are dependencies too: a platform lib that names a domain's type depends on it.
    tsPreCompilationDeps: true,
  },
};
