// One lint configuration for the whole workspace. Besides the usual rules it
// enforces the architecture's import boundaries (ARCHITECTURE "Imports flow one
// way"): a violation is an error, so `pnpm lint` fails.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mfe-account', 'mfe-cart-checkout', 'mfe-catalogue', 'mfe-search', 'mfe-content'];
const APPS = ['shell', ...REMOTES];

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

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-releases/**', '**/node_modules/**', '**/.size/**', 'backend/data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
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
    files: ['**/*.{js,mjs}', '**/rspack.config.mjs', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The architecture's import rules.
  ...REMOTES.map((remote) =>
    boundary(
      [`${remote}/**`],
      [
        ...forbid(
          REMOTES.filter((other) => other !== remote),
          'A remote never imports another remote: place its fragment through services.fragments or talk over the event bus.',
        ),
        ...forbid(['shell'], 'A remote never imports the shell: everything it needs comes through MountProps.'),
        ...forbid(['backend'], 'A remote talks to the backend over HTTP through services.api, never by import.'),
      ],
    ),
  ),
  boundary(
    ['shell/**'],
    [
      ...forbid(REMOTES, 'The shell loads remotes at run time through module federation, never by import.'),
      ...forbid(['backend'], 'The shell talks to the backend over HTTP, never by import.'),
    ],
  ),
  boundary(['shared/**'], forbid([...APPS, 'backend', 'e2e'], 'shared is imported by the apps; it imports none of them.')),
  boundary(['backend/**'], forbid([...APPS, 'e2e'], 'The backend may import only shared.')),
);
