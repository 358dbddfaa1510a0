// The workspace's dependency rules, checked by dependency-cruiser in `pnpm lint` (`pnpm lint:deps`) and
// proven by scripts/dependency-rules.test.mjs (each rule reports a planted violation).
//
// eslint.config.js keeps the packages apart by package name (no remote imports another remote or the
// shell, the shell imports no remote and only shared's platform part, shared imports no app, the server
// side no browser app). This proves, for every file whatever the import's spelling, what eslint cannot
// see: import cycles, the two houses and their kit, and the shop API's domains.
//
// Paths are relative to the repository root. Nothing is excluded, tests included, and every rule is an
// error. The stack (stack/src: `pnpm start`'s composition and the
// tests that need both houses) is the one place that sees both; neither house, nor its tests, imports it.

/** The server side's packages (a capture group each, then the path inside the package). */
const HOUSE = {
  server: '(server/src)/',
  shop: '(shop-api/src)/',
  kit: '(server-kit/src)/',
};

/** The composition of both houses and its test support. */
const COMPOSITION = '^stack/src/';

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
      to: { circular: true },
    },
    {
      name: 'server-not-to-shop-api',
      severity: 'error',
      comment: 'The storefront server never imports the reference shop API: they are two houses, and meet over HTTP or the in-process pass-through.',
      from: { path: `^${HOUSE.server}` },
      to: { path: `^${HOUSE.shop}` },
    },
    {
      name: 'server-kit-not-to-houses',
      severity: 'error',
      comment: 'The server kit is the platform both houses run on: it imports neither the server nor the shop API.',
      from: { path: `^${HOUSE.kit}` },
      to: { path: [`^${HOUSE.server}`, `^${HOUSE.shop}`] },
    },
    {
      name: 'shop-api-not-to-server',
      severity: 'error',
      comment: 'The shop API may import the server kit, never the storefront server.',
      from: { path: `^${HOUSE.shop}` },
      to: { path: `^${HOUSE.server}` },
    },
    {
      name: 'houses-not-to-composition',
      severity: 'error',
      comment: 'Neither house nor the kit imports the stack that composes them, not even in tests: a test that needs both houses is a stack test.',
      from: { path: [`^${HOUSE.server}`, `^${HOUSE.shop}`, `^${HOUSE.kit}`] },
      to: { path: COMPOSITION },
    },
    {
      name: 'shop-domain-through-index',
      severity: 'error',
      comment:
        "Inside the shop API, one folder per domain: a domain reaches another only through what that domain exports, its entry files: " +
        '<domain>/index.ts (its rules and services, for routes and rules), <domain>/store/index.ts (its data types and repositories, ' +
        "for the other domains' stores: a store that reached a domain's rules would close a cycle through the ShopStore they take) " +
        "and <domain>/seed/index.ts (its seed data, for the other domains' seeds and tests). " +
        'platform and testing are not domains: every domain may import them, and they may import any domain.',
      from: { path: `^${HOUSE.shop}([^/]+)/`, pathNot: `^${HOUSE.shop}(platform|testing)/` },
      // $1 is the shop's root, $2 the importing domain.
      to: { path: '^$1/[^/]+/', pathNot: ['^$1/$2/', '^$1/(platform|testing)/', '^$1/[^/]+/((store|seed)/)?index\\.ts$'] },
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
    exclude: { path: '(^|/)(node_modules|dist|dist-releases|coverage|\\.size)/|^\\.git/|^(server|shop-api)/data/|^e2e/(test-results|playwright-report)/' },
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
