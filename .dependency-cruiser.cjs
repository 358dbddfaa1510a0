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
// Nothing is excluded: every rule is an error but the domain rule (see its comment). The composition of
// the two houses (backend/src/app.ts, main.ts) and the whole-stack test support (backend/src/testing/) are the
// one place that sees both; the houses' code never imports it, their tests may (they run the whole stack).

/** The backend's houses, in both layouts (a capture group each, then the path inside the house). */
const HOUSE = {
  server: '(backend/src/server|server/src)/',
  shop: '(backend/src/shop|shop-api/src)/',
  kit: '(backend/src/kit|server-kit/src)/',
};

/** The composition of both houses and its test support: only tests and the start commands reach it. */
const COMPOSITION = '^backend/src/((app|main)\\.ts$|testing/)';
/** Test files and test support, by the repository's one naming convention. */
const TEST_FILE = '\\.test(-support)?\\.tsx?$';

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
      comment: "The houses' code never imports their composition (app.ts, main.ts) or the whole-stack test support; their tests may.",
      from: { path: [`^${HOUSE.server}`, `^${HOUSE.shop}`, `^${HOUSE.kit}`], pathNot: TEST_FILE },
      to: { path: COMPOSITION },
    },
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
