// @ts-check
/**
 * The server's layers (docs/product/api.md#server-rules, docs/architecture.md "Layers"), checked by `npm run lint` and
 * `npm test -- --suite lint`. Bottom to top: contracts/pricing → platform libs → domain libs (admin on top) → apps.
 * Inside a layer the libs are listed bottom to top too: a lib imports only the libs listed before it, which keeps
 * libraries from ever forming a cycle. The rules apply to a lib's tests as well, so a lib's spec imports what its
 * production code may, plus libs/testing; a test that spans libraries above its own belongs in apps/api.
 * Within and outside the libs, and in the SPA (apps/web) too, no modules import each other round a loop (no-circular).
 */

/** Bottom to top. A lib not listed here (libs/testing) is test code. */
const LAYERS = [
  {
    name: 'base',
    libs: ['pricing', 'contracts'],
    above: 'imports no platform or domain lib: the server and the SPA share it',
  },
  {
    name: 'platform',
    // devstack and paypal-sandbox are the services the launcher and the tests start (PostgreSQL, Redis, MailDev, a
    // PayPal stand-in), low so a platform lib's test can start its own Redis.
    libs: [
      'audit',
      'config',
      'devstack',
      'paypal-sandbox',
      'platform',
      'database',
      'metrics',
      'queue',
      'mail',
      'rate-limit',
      'http',
    ],
    above:
      'imports no domain lib: the domains import it. Let the app compose what a domain adds (apps/api/src/main.ts ' +
      'passes it in), or define an interface here that the domain implements and registers. A spec that needs a ' +
      'domain spans layers: move it to apps/api/src (or apps/worker/src)',
  },
  {
    name: 'domain',
    libs: [
      'accounts',
      'settings',
      'availability',
      'catalog',
      'media',
      'contact',
      'bookings',
      'promo',
      'payments',
      // Above bookings and payments: a cancellation and its refund, orchestrated so neither calls the other.
      'booking-money',
      'roster',
      // The party day's tables: documents print its titles on the certificates.
      'party',
      'documents',
      // After the party: its thank-you and reviews read bookings, and the catalogue keeps the sample testimonials.
      'reviews',
      // The party's photos: the booking's access, its host's team (availability), the roster's consents, the storage.
      'albums',
    ],
  },
];
/** On top of the domains: what spans them (statistics, the bookings table and detail, exports, the calendar). */
const ADMIN = 'admin';

const TEST_CODE = [
  '^libs/testing/',
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
];
/**
 * The tools `npm test` and the benches run (test runner, Jest's config, fault stack, load drivers): they may use test
 * helpers.
 */
const TEST_TOOLS = ['^apps/devstack/', '^bench/', '^jest\\.config\\.js$'];
const libsPath = (libs) => `^libs/(${libs.join('|')})/`;

const layerRules = LAYERS.flatMap((layer, index) => {
  const higher = [...LAYERS.slice(index + 1).flatMap((l) => l.libs), ADMIN];
  // Above the domains is admin only, with a rule of its own (no-domain-imports-admin).
  const aboveRule = !layer.above
    ? []
    : [
        {
          name: `${layer.name}-imports-nothing-above`,
          severity: 'error',
          comment: `A ${layer.name} lib (${layer.libs.join(', ')}) ${layer.above}.`,
          from: { path: libsPath(layer.libs) },
          to: { path: libsPath(higher) },
        },
      ];
  const orderRules = layer.libs.slice(0, -1).map((lib, position) => {
    const later = layer.libs.slice(position + 1);
    return {
      name: `${lib}-imports-only-libs-below-it`,
      severity: 'error',
      comment:
        `libs/${lib} sits below ${later.join(', ')} (LAYERS in .dependency-cruiser.cjs): a lib imports only the libs ` +
        `listed before it, so libraries never form a cycle. Move what both need down, orchestrate both from a lib above ` +
        `them (as libs/booking-money does bookings and payments), or let an app or a lib above provide an interface ` +
        `libs/${lib} defines (bookings' RefundReads). A spec that needs ` +
        `the upper lib spans domains: move it to apps/api/src. If no cycle results, reorder LAYERS instead.`,
      from: { path: `^libs/${lib}/` },
      to: { path: libsPath(later) },
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
      name: 'no-domain-imports-admin',
      severity: 'error',
      comment:
        "libs/admin holds what spans domains and calls them; a domain never imports it. A domain's own admin " +
        'endpoints live in its lib beside its service; a spec that needs admin spans domains: move it to apps/api/src.',
      from: { path: libsPath(LAYERS.flatMap((l) => l.libs)) },
      to: { path: libsPath([ADMIN]) },
    },
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
        "Production code never imports test code (libs/testing, *.spec.ts, *.int-spec.ts, *.int-suite.ts, *.e2e.ts, the SPA's " +
        'tests and testing/ folders): move what it needs out of the test helper into the lib that owns it.',
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
