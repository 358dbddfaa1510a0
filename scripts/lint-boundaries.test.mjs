// Proves the architecture's import rules are enforced: each forbidden import
// is an error, each allowed one is not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

const forbidden = [
  ['mfe-search/src/x.ts', "import { a } from 'mfe-catalogue/src/remote';"],
  ['mfe-search/src/routes/x.ts', "import { a } from '../../../mfe-catalogue/src/remote';"],
  ['mfe-content/src/x.ts', "import { a } from '@storefront/shell/src/bootstrap';"],
  ['mfe-account/src/x.ts', "import { a } from '../../shell/src/bootstrap';"],
  ['mfe-cart-checkout/src/x.ts', "import { a } from '@storefront/stack/main';"],
  ['mfe-search/src/x.ts', "import { a } from '@storefront/shop-api/cart/store/carts';"],
  ['shell/src/x.ts', "import { a } from '@storefront/server/page/shell-page';"],
  ['shell/src/x.ts', "import search from 'mfe-search/src/remote';"],
  ['shared/src/api/x.ts', "import { a } from '@storefront/shell/src/bootstrap';"],
  ['shared/src/x.ts', "import { a } from '../../mfe-content/src/remote';"],
  ['server/src/x.ts', "import { a } from '@storefront/shell/src/bootstrap';"],
  ['shop-api/src/x.ts', "import { a } from '../../mfe-search/src/remote';"],
  ['shared/src/x.ts', "import { a } from '@storefront/server-kit/http/serve';"],
  // The houses meet over HTTP or in the stack; the kit imports neither.
  ['server/src/page/x.ts', "import { a } from '@storefront/shop-api/shop-api-app';"],
  ['server/src/page/x.test.ts', "import { a } from '@storefront/shop-api/platform/seed-shop';"],
  ['shop-api/src/cart/x.ts', "import { a } from '@storefront/server/config';"],
  ['server-kit/src/x.ts', "import { a } from '@storefront/server/config';"],
  ['server/src/x.test.ts', "import { a } from '@storefront/stack/testing/test-app.test-support';"],
  ['stack/src/x.ts', "import { a } from '@storefront/shell/src/bootstrap';"],
  // The default texts reach the browser in the tenant's message bundle, not in a bundle of code.
  ['mfe-catalogue/src/routes/x.tsx', "import { a } from '@storefront/shared/catalogue/messages';"],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/platform/messages';"],
  ['shared/src/cart/x.ts', "import { a } from './messages';"],
  ['shared/src/platform/ui/x.ts', "import { a } from '../messages';"],
];

for (const [file, code] of forbidden) {
  test(`lint rejects in ${file}: ${code}`, async () => {
    assert.equal((await boundaryErrors(file, `${code}\nexport { a };\n`)).length, 1);
  });
}

const allowed = [
  ['mfe-search/src/x.ts', "import { a } from '@storefront/shared/platform/contracts';"],
  ['mfe-search/src/routes/x.ts', "import { a } from '../remote';"],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/platform/api';"],
  ['shop-api/src/x.ts', "import { a } from '@storefront/shared/cart';"],
  ['server/src/x.ts', "import { a } from '@storefront/server-kit/http/serve';"],
  ['shop-api/src/x.ts', "import { a } from '@storefront/server-kit/http/serve';"],
  ['stack/src/x.ts', "import { a } from '@storefront/server/server-app';"],
  ['stack/src/x.ts', "import { a } from '@storefront/shop-api/shop-api-app';"],
  ['server/src/tenants/x.ts', "import { a } from '@storefront/shared/catalogue/messages';"],
  ['mfe-catalogue/src/testing/x.test-support.ts', "import { a } from '@storefront/shared/catalogue/messages';"],
  ['shell/src/x.test.ts', "import { a } from '@storefront/shared/platform/messages';"],
];

for (const [file, code] of allowed) {
  test(`lint allows in ${file}: ${code}`, async () => {
    assert.equal((await boundaryErrors(file, `${code}\nexport { a };\n`)).length, 0);
  });
}

// The platform part of shared is all the shell may import; inside shared, the platform reaches no domain.
const zones = [
  ['shell/src/x.ts', "import { a } from '@storefront/shared/cart';", 1],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/catalogue';", 1],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/fixtures';", 1],
  ['shell/src/x.test.ts', "import { a } from '@storefront/shared/fixtures';", 0],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/platform/api';", 0],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/build';", 0],
  ['shell/vitest.config.ts', "import { a } from '@storefront/shared/build/vitest';", 0],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/build/other';", 1],
  ['shared/src/platform/api/x.ts', "import { a } from '../../cart/cart';", 1],
  ['shared/src/platform/x.ts', "import { a } from '../account';", 1],
  ['shared/src/platform/api/x.ts', "import { a } from './client';", 0],
  ['shared/src/cart/x.ts', "import { a } from '../platform/api/client';", 0],
  ['shared/src/checkout/x.ts', "import { a } from '../cart/cart';", 0],
  ['mfe-search/src/x.ts', "import { a } from '@storefront/shared/fixtures';", 1],
  ['mfe-search/src/x.test.ts', "import { a } from '@storefront/shared/fixtures';", 0],
  ['mfe-search/src/x.ts', "import { a } from '@storefront/shared/search';", 0],
];

for (const [file, code, errors] of zones) {
  test(`lint ${errors ? 'rejects' : 'allows'} in ${file}: ${code}`, async () => {
    assert.equal((await boundaryErrors(file, `${code}\nexport { a };\n`)).length, errors);
  });
}

// Test code is named as such (*.test.ts, *.test-support.ts): code that ships imports no test-support module,
// by its name or through shared's fixtures and test services; tests and test support may.
const testSupport = [
  ['mfe-account/src/features/x.tsx', "import { a } from '../testing/render-account.test-support';", 1],
  ['shop-api/src/x.ts', "import { a } from './testing/test-app.test-support';", 1],
  ['stack/src/x.ts', "import { a } from '@storefront/server/testing/builds.test-support';", 1],
  ['shared/src/platform/api/x.ts', "import { a } from './harness.test-support';", 1],
  ['shared/src/cart/x.ts', "import { a } from '../fixtures/fixtures.test-support';", 1],
  ['shell/src/x.ts', "import { a } from '../../mfe-search/src/testing/search-test-services.test-support';", 2],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/platform/testing';", 1],
  ['mfe-content/src/x.ts', "export * from '@storefront/shared/platform/testing';", 1],
  ['scripts/x.mjs', "import { a } from '../shop-api/src/testing/test-app.test-support.ts';", 1],
  ['mfe-account/src/features/x.test.tsx', "import { a } from '../testing/render-account.test-support';", 0],
  ['shop-api/src/x.test.ts', "import { a } from './testing/test-app.test-support';", 0],
  ['shop-api/src/testing/x.test-support.ts', "import { a } from './test-app.test-support';", 0],
  ['stack/src/testing/x.test-support.ts', "import { a } from '@storefront/server/testing/builds.test-support';", 0],
  ['shared/src/platform/testing/x.test-support.ts', "import { a } from './fake-fetch.test-support';", 0],
  ['shell/src/x.test.ts', "import { a } from '@storefront/shared/platform/testing';", 0],
  ['mfe-account/src/features/x.tsx', "import { a } from '../testing/account-tests';", 0],  // The cheap password cost of the test suites is a test's: code that ships hashes at the shipped cost.
  ['shop-api/src/account/routes/x.ts', "import { lowerPasswordCostForTests as a } from '../rules/passwords';", 1],
  ['shop-api/src/x.ts', "import { lowerPasswordCostForTests as a } from '@storefront/shop-api/account/rules/passwords';", 1],
  ['shop-api/src/account/routes/x.ts', "import { hashPassword as a } from '../rules/passwords';", 0],
  ['shop-api/src/testing/x.test-support.ts', "import { lowerPasswordCostForTests as a } from '../account/rules/passwords';", 0],
];

for (const [file, code, errors] of testSupport) {
  test(`lint ${errors ? 'rejects' : 'allows'} in ${file}: ${code}`, async () => {
    assert.equal((await boundaryErrors(file, `${code}\nexport { a };\n`)).length, errors);
  });
}
