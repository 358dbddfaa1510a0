// The module rules of every browser build: operation prose stripped, TypeScript and JSX through swc,
// CSS (modules by file name) by rspack's own CSS support.
import { fileURLToPath } from 'node:url';

/** Browsers the storefront supports: evergreen versions of the last ~3 years. */
const TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/** The operation descriptors of shared (one file each, under an `operations/` folder): their prose stays out of browser bundles. */
const OPERATION_FILE = /[\\/]shared[\\/]src[\\/](?:[^\\/]+[\\/])*operations[\\/][^\\/]+\.ts$/;
const stripDocsRule = { test: OPERATION_FILE, enforce: 'pre', loader: fileURLToPath(new URL('./strip-operation-docs.cjs', import.meta.url)) };

function swcRule(isProduction) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction } },
      },
      env: { targets: TARGETS },
    },
  };
}

/** The rules, in the order rspack applies them (the docs stripper runs before swc: `enforce: 'pre'`). */
export function moduleRules(isProduction) {
  return [stripDocsRule, swcRule(isProduction), { test: /\.css$/, type: 'css/auto' }];
}
