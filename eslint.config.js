// One lint configuration for the whole workspace. Besides the usual rules it
// enforces the architecture's import boundaries (ARCHITECTURE "Imports flow one
// way"): a violation is an error, so `pnpm lint` fails.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mfe-account', 'mfe-cart-checkout', 'mfe-catalogue', 'mfe-search', 'mfe-content'];
const APPS = ['shell', ...REMOTES];
/** The server side: the kit, the two houses, and the stack that runs them in one process. */
const SERVER_SIDE = ['server-kit', 'server', 'shop-api', 'stack'];
/** The domain parts of shared (shared/src/<domain>): each a remote's calls, schemas and rules. */
const DOMAINS = ['account', 'cart', 'catalogue', 'checkout', 'content', 'distribution', 'search'];
/** Test code, by its name (CONTRIBUTING): a test, or a test-support module, which only tests import. */
const TESTS = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'];

/**
 * Only the platform part of shared (and the build and test presets; the
 * fixtures are test support, NO_TEST_SUPPORT): what every page loads must not
 * carry a domain.
 */
const PLATFORM_ONLY = {
  regex: '^@storefront\\/shared\\/(?!platform\\/|build$|build\\/vitest$|fixtures$)',
  message: 'The shell imports only the platform part of shared (@storefront/shared/platform/*): a domain belongs to the remote that owns it.',
};
/** Inside shared, the platform part reaches no domain folder (nor the fixtures, which build every domain's entities). */
const NO_DOMAIN_FROM_PLATFORM = {
  regex: `^(\\.\\.\\/)+(${[...DOMAINS, 'fixtures'].join('|')})(\\/|$)`,
  message: 'The platform part of shared imports no domain part: the shell bundles it whole.',
};
/**
 * Code that ships carries no test code: no test-support module, named so or
 * reached through the entries of shared that lead to one (the fixtures, which
 * build every domain's entities, and the test services).
 */
const NO_TEST_SUPPORT = [
  { regex: '\\.test-support(\\.[cm]?[jt]sx?)?$', message: 'Only tests import a test-support module (*.test-support.ts).' },
  { regex: '^@storefront\\/shared\\/(fixtures|platform\\/testing)$', message: "shared's fixtures and test services are for tests only." },
  {
    regex: '(^|\\/)passwords$',
    importNames: ['lowerPasswordCostForTests'],
    message: 'Only a test suite lowers the password hashing cost: a shopper\'s password is hashed at the shipped cost.',
  },
];

/**
 * The default texts (shared's `<domain>/messages.ts` and `platform/messages`)
 * reach the browser in the tenant's message bundle, which the server serves:
 * code that ships does not import them, so no bundle carries a text table.
 */
const NO_DEFAULT_TEXTS = [
  { regex: '^@storefront\\/shared\\/[a-z]+\\/messages$', message: "The texts reach the browser in the tenant's message bundle; only the server and tests import a default bundle." },
  { regex: '^\\.{1,2}\\/(\\.\\.\\/)*([a-z]+\\/)?messages(\\/index)?$', message: "The texts reach the browser in the tenant's message bundle; only the server and tests import a default bundle." },
];

/** Forbids importing the given workspace packages, by package name or by a path into their folder. */
function forbid(packages, message) {
  return packages.flatMap((pkg) => {
    const name = pkg.startsWith('mfe-') ? pkg : `@storefront/${pkg}`;
    return [
      { regex: `^${name.replace('/', '\\/')}(\\/|$)`, message },
      { regex: `^(\\.\\.\\/)+${pkg}(\\/|$)`, message },
    ];
  });
}

function boundary(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/**
 * A part of the workspace: `patterns` hold for all its files, and its code (not its tests) imports no test support
 * either, nor what `shippedPatterns` name.
 */
function zone(files, patterns, shippedPatterns = []) {
  return [boundary(files, patterns), { ...boundary(files, [...patterns, ...NO_TEST_SUPPORT, ...shippedPatterns]), ignores: TESTS }];
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-releases/**', '**/node_modules/**', '**/.size/**', 'server/data/**', 'shop-api/data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call their `use` argument, which is not React's use().
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/rspack.config.mjs', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Build loaders are CommonJS modules.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.commonjs } },
  },
  // The architecture's import rules. Code outside the packages (scripts, the benchmarks) imports no test support;
  // e2e is test code throughout. Each package's zone below replaces this for its files.
  { ...boundary(['**/*.{ts,tsx,js,mjs}'], NO_TEST_SUPPORT), ignores: [...TESTS, 'e2e/**'] },
  ...REMOTES.flatMap((remote) =>
    zone(
      [`${remote}/**`],
      [
        ...forbid(
          REMOTES.filter((other) => other !== remote),
          'A remote never imports another remote: place its fragment through services.fragments or talk over the event bus.',
        ),
        ...forbid(['shell'], 'A remote never imports the shell: everything it needs comes through MountProps.'),
        ...forbid(SERVER_SIDE, 'A remote talks to the server and the shop API over HTTP through services.api, never by import.'),
      ],
      NO_DEFAULT_TEXTS,
    ),
  ),
  ...zone(
    ['shell/**'],
    [
      ...forbid(REMOTES, 'The shell loads remotes at run time through module federation, never by import.'),
      ...forbid(SERVER_SIDE, 'The shell talks to the server and the shop API over HTTP, never by import.'),
      PLATFORM_ONLY,
    ],
    NO_DEFAULT_TEXTS,
  ),
  ...zone(['shared/**'], forbid([...APPS, ...SERVER_SIDE, 'e2e'], 'shared is imported by the apps; it imports none of them.'), NO_DEFAULT_TEXTS),
  {
    ...boundary(
      ['shared/src/platform/**'],
      [
        ...forbid([...APPS, ...SERVER_SIDE, 'e2e'], 'shared is imported by the apps; it imports none of them.'),
        NO_DOMAIN_FROM_PLATFORM,
        ...NO_TEST_SUPPORT,
        ...NO_DEFAULT_TEXTS,
      ],
    ),
    ignores: TESTS,
  },
  // The server side imports no browser app; the houses meet only in the stack (the dependency rules in
  // .dependency-cruiser.cjs prove the same for every file, folders inside the houses included).
  ...zone(['server-kit/**'], forbid([...APPS, 'e2e', 'server', 'shop-api', 'stack'], 'The kit imports only shared: both houses build on it.')),
  ...zone(['server/**'], forbid([...APPS, 'e2e', 'shop-api', 'stack'], 'The storefront server meets the shop API over HTTP or the in-process pass-through, never by import.')),
  ...zone(['shop-api/**'], forbid([...APPS, 'e2e', 'server', 'stack'], 'The shop API knows nothing of the storefront server in front of it.')),
  ...zone(['stack/**'], forbid([...APPS, 'e2e'], 'The stack composes the two houses; it imports no browser app.')),
);
