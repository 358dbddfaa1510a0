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
  ['mfe-cart-checkout/src/x.ts', "import { a } from '@storefront/backend/src/main';"],
  ['shell/src/x.ts', "import search from 'mfe-search/src/remote';"],
  ['shared/src/api/x.ts', "import { a } from '@storefront/shell/src/bootstrap';"],
  ['shared/src/x.ts', "import { a } from '../../mfe-content/src/remote';"],
  ['backend/src/x.ts', "import { a } from '@storefront/shell/src/bootstrap';"],
  ['backend/src/x.ts', "import { a } from '../../mfe-search/src/remote';"],
];

for (const [file, code] of forbidden) {
  test(`lint rejects in ${file}: ${code}`, async () => {
    assert.equal((await boundaryErrors(file, `${code}\nexport { a };\n`)).length, 1);
  });
}

const allowed = [
  ['mfe-search/src/x.ts', "import { a } from '@storefront/shared/contracts';"],
  ['mfe-search/src/routes/x.ts', "import { a } from '../remote';"],
  ['shell/src/x.ts', "import { a } from '@storefront/shared/api';"],
  ['backend/src/x.ts', "import { a } from '@storefront/shared/schemas';"],
];

for (const [file, code] of allowed) {
  test(`lint allows in ${file}: ${code}`, async () => {
    assert.equal((await boundaryErrors(file, `${code}\nexport { a };\n`)).length, 0);
  });
}
