// The workspace's dependency rules, checked by dependency-cruiser in `pnpm lint` (`pnpm lint:deps`) and
// proven by scripts/dependency-rules.test.mjs (each rule reports a planted violation).
//
// eslint.config.js already keeps the packages apart (no remote imports another remote or the shell, the
// shell imports no remote and only shared's platform part, shared imports no app, the backend only
// shared): those rules are not repeated here. This adds what eslint cannot see: import cycles, and the
// backend's houses and domains.
//
// Paths are relative to the repository root. The backend rules match both of its layouts: today one
// package (backend/src/server, backend/src/shop, backend/src/kit), soon three (server/src, shop-api/src,
// server-kit/src).
//
// Nothing is excluded silently: the files that broke a rule when it was written are listed by name below
// and reported by a warning rule of their own (`<rule>-known`), so `pnpm lint` prints them on every run and
// fails on the same import from any other file. Delete a line once its import is gone.

/** The backend's houses, in both layouts (a capture group each, then the path inside the house). */
const HOUSE = {
  server: '(backend/src/server|server/src)/',
  shop: '(backend/src/shop|shop-api/src)/',
  kit: '(backend/src/kit|server-kit/src)/',
};

/** One regex for the given files of a house (paths inside the house), in both layouts. */
function inHouse(house, files) {
  return `^${HOUSE[house]}(${files.map((file) => file.replace(/[.+]/g, '\\$&')).join('|')})$`;
}

/**
 * A house rule: an error for every file of the house except the known ones, and a warning for those, so
 * they are never silent.
 */
function houseRule(name, comment, from, to, known) {
  const rules = [{ name, severity: 'error', comment, from: known ? { path: from, pathNot: known } : { path: from }, to: { path: to } }];
  if (known) {
    rules.push({
      name: `${name}-known`,
      severity: 'warn',
      comment: `Known before the rule was written; to be removed by the backend split, not to be added to. ${comment}`,
      from: { path: known },
      to: { path: to },
    });
  }
  return rules;
}

// The files that break a house rule today. The backend is being split into three packages right now, so
// its code is not restructured for the rules: each of these imports has to go in the split.
/** The server's page route reads the shop's store; the server's tests build their app with the shop's test app. */
const SERVER_TO_SHOP_KNOWN = inHouse('server', [
  'page/shell-routes.ts',
  'ops/ops-routes.test.ts',
  'page/app-icons.test.ts',
  'page/consent-banner/consent-banner.test.ts',
  'page/shell-routes.test.ts',
  'registry/local-remotes.test.ts',
  'registry/publish.test.ts',
  'registry/release-api.test.ts',
  'registry/remote-files.test.ts',
  'registry/rollouts.test.ts',
  'registry/s3-storage.test.ts',
  'telemetry/csp-reports.test.ts',
  'telemetry/logs.test.ts',
  'tenants/tenant-routes.test.ts',
]);
/** The kit's tests build their app with the shop's test app and seeds, one with the server's registry. */
const KIT_TO_HOUSES_KNOWN = inHouse('kit', [
  'faults/faults.test.ts',
  'http/compression.test.ts',
  'operations/idempotency.test.ts',
  'security/csrf.test.ts',
  'tenants/feature-gates.test.ts',
  'tenants/tenant-content.test.ts',
]);
/** The shop's reset command and durability test read the server's config; its test routes take the server's CSP reports. */
const SHOP_TO_SERVER_KNOWN = inHouse('shop', ['platform/reset-cli.ts', 'platform/test-routes.ts', 'platform/durability.test.ts']);

/**
 * The files of the backend's two import cycles today (see no-circular-known). One string, not an array:
 * dependency-cruiser 17 turns an array into one regex for via.path but not for via.pathNot.
 */
const CYCLE_KNOWN = [
  inHouse('server', ['registry/release-service.ts', 'registry/rollouts.ts']),
  inHouse('shop', [
    'account/rules/session.ts',
    'cart/rules/cart-errors.ts',
    'cart/rules/pricing.ts',
    'cart/rules/validation.ts',
    'cart/seed/carts.ts',
    'cart/store/cart-files.ts',
    'cart/store/carts.ts',
    'checkout/store/orders.ts',
    'platform/shop-store.ts',
  ]),
].join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle, in any package, tests included. Type-only and dynamic imports count: a cycle of types, or through a lazy chunk, is still one. ' +
        'Break it by moving the shared piece into a module of its own, or by inverting the dependency.',
      from: {},
      // Every cycle except one made only of the known backend files (no-circular-known).
      to: { circular: true, via: { pathNot: CYCLE_KNOWN } },
    },
    {
      name: 'no-circular-known',
      severity: 'warn',
      comment:
        "The backend's cycles before the rule was written: the server registry's release service and rollouts, and " +
        "the shop's store with the cart, session and order files. A warning until the backend split breaks them; a cycle through any other file is an error.",
      from: {},
      to: { circular: true, viaOnly: { path: CYCLE_KNOWN } },
    },
    ...houseRule(
      'server-not-to-shop-api',
      'The storefront server never imports the reference shop API: they are two houses, soon two packages.',
      `^${HOUSE.server}`,
      `^${HOUSE.shop}`,
      SERVER_TO_SHOP_KNOWN,
    ),
    ...houseRule(
      'server-kit-not-to-houses',
      'The server kit is the platform both houses run on: it imports neither the server nor the shop API.',
      `^${HOUSE.kit}`,
      [`^${HOUSE.server}`, `^${HOUSE.shop}`],
      KIT_TO_HOUSES_KNOWN,
    ),
    ...houseRule(
      'shop-api-not-to-server',
      'The shop API may import the server kit, never the storefront server.',
      `^${HOUSE.shop}`,
      `^${HOUSE.server}`,
      SHOP_TO_SERVER_KNOWN,
    ),
    {
      name: 'shop-domain-through-index',
      // A warning for now, not an error: when the rule was written 38 imports in 25 files (15 of them in 12
      // test files) reached into another domain's files, and the backend is being moved into its new
      // packages right now, so they are not restructured here. Make it an error once the split removed them.
      severity: 'warn',
      comment:
        "Inside the shop API, one folder per domain: a domain reaches another only through that domain's entry file <domain>/index.ts. " +
        'platform and testing are not domains: every domain may import them.',
      from: { path: `^${HOUSE.shop}([^/]+)/`, pathNot: `^${HOUSE.shop}(platform|testing)/` },
      // $1 is the shop's root in this layout, $2 the importing domain.
      to: { path: '^$1/[^/]+/', pathNot: ['^$1/$2/', '^$1/(platform|testing)/', '^$1/[^/]+/index\\.ts$'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'Every import resolves, so the rules above see every edge (a workspace package that stops resolving would hide its cycles). ' +
        "The bench's remote map is written by its build (bench/monolith/build.mjs).",
      from: {},
      to: { couldNotResolve: true, pathNot: '^\\./remote-map\\.generated\\.mjs$' },
    },
  ],
  options: {
    // Every package's source: run on the repository root, new packages are included as they come.
    exclude: { path: '(^|/)(node_modules|dist|dist-releases|coverage|\\.size)/|^\\.git/|^backend/data/|^e2e/(test-results|playwright-report)/' },
    doNotFollow: { path: 'node_modules' },
    // The packages' tsconfigs differ only in their `types`; this one extends the same base.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    // Type-only imports are edges too (they are erased from the build, not from the design).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // @storefront/shared resolves through its package.json exports to its sources (shared/src/...).
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
