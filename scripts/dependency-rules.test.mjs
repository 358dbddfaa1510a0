// Proves the dependency rules `pnpm lint` checks (.dependency-cruiser.cjs): a tree laid out like the
// repository, with a planted violation of each rule in both of the backend's layouts, is cruised with the
// repository's configuration; each violation is reported under its rule's name, the allowed forms are not.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = path.resolve(import.meta.dirname, '..');

/** A module importing the given files (paths relative to it), each for a value unless `type` says so. */
const importing = (...specifiers) =>
  `${specifiers.map((specifier, i) => `import ${specifier.type ? 'type ' : ''}{ v as v${i} } from '${specifier.from ?? specifier}';`).join('\n')}\nexport const v = 1;\nexport type T = [${specifiers.map((_, i) => `typeof v${i}`).join(', ')}];\n`;
const leaf = 'export const v = 1;\n';

/** [rule, from, to]: each planted import is reported, under this rule. */
const forbidden = [
  // Today's layout: one backend package.
  ['server-not-to-shop-api', 'backend/src/server/page/planted.ts', 'backend/src/shop/platform/shop-store.ts'],
  ['server-kit-not-to-houses', 'backend/src/kit/planted.ts', 'backend/src/server/config.ts'],
  ['server-kit-not-to-houses', 'backend/src/kit/http/planted.ts', 'backend/src/shop/cart/index.ts'],
  ['shop-api-not-to-server', 'backend/src/shop/platform/planted.ts', 'backend/src/server/config.ts'],
  ['shop-domain-through-index', 'backend/src/shop/cart/routes/planted.ts', 'backend/src/shop/checkout/store/orders.ts'],
  // The layout after the split: three packages.
  ['server-not-to-shop-api', 'server/src/a.ts', 'shop-api/src/b.ts'],
  ['server-kit-not-to-houses', 'server-kit/src/a.ts', 'server/src/b.ts'],
  ['server-kit-not-to-houses', 'server-kit/src/tenants/a.ts', 'shop-api/src/b.ts'],
  ['shop-api-not-to-server', 'shop-api/src/platform/a.ts', 'server/src/b.ts'],
  ['shop-api-not-to-server', 'shop-api/src/cart/a.test.ts', 'server/src/b.ts'],
  ['shop-domain-through-index', 'shop-api/src/cart/routes/a.ts', 'shop-api/src/checkout/store/b.ts'],
  ['shop-domain-through-index', 'shop-api/src/cart/index.ts', 'shop-api/src/account/rules/c.ts'],
  ['shop-domain-through-index', 'shop-api/src/checkout/a.test.ts', 'shop-api/src/cart/cart.test-support.ts'],
  // The houses' code never reaches their composition or the whole-stack test support.
  ['houses-not-to-composition', 'backend/src/server/page/planted-composition.ts', 'backend/src/app.ts'],
  ['houses-not-to-composition', 'backend/src/shop/cart/planted.ts', 'backend/src/testing/test-app.test-support.ts'],
  ['houses-not-to-composition', 'backend/src/kit/planted-composition.ts', 'backend/src/main.ts'],
  // A test of a house imports the other house itself: still refused (it goes through the composition).
  ['server-not-to-shop-api', 'backend/src/server/page/planted.test.ts', 'backend/src/shop/platform/shop-store.ts'],
];

/** Cycles: [rule, files]; each file imports the next, the last the first. */
const cycles = [
  ['no-circular', ['shell/src/session/one.ts', 'shell/src/session/two.ts']],
  ['no-circular', ['mfe-search/src/a.ts', 'mfe-search/src/b.ts', 'mfe-search/src/c.ts']],
  ['no-circular', ['shared/src/cart/a.test.ts', 'shared/src/cart/a.test-support.ts']],
  ['no-circular', ['backend/src/shop/cart/store/new-one.ts', 'backend/src/shop/cart/store/new-two.ts']],
  ['no-circular', ['shop-api/src/cart/store/one.ts', 'shop-api/src/cart/store/two.ts']],
  ['no-circular', ['backend/src/server/registry/release-service.ts', 'backend/src/server/registry/rollouts.ts']],
];

/** Files whose imports break no rule: [from, ...to]. */
const allowed = [
  // A domain reaches another through its entry file, and platform, testing and its own files directly.
  ['shop-api/src/cart/routes/ok.ts', 'shop-api/src/checkout/index.ts', 'shop-api/src/platform/ok.ts', 'shop-api/src/testing/ok.ts', 'shop-api/src/cart/store/ok.ts'],
  ['backend/src/shop/cart/routes/ok.ts', 'backend/src/shop/checkout/index.ts', 'backend/src/shop/platform/ok.ts', 'backend/src/shop/testing/ok.ts', 'backend/src/shop/cart/store/ok.ts'],
  // Both houses run on the kit.
  ['shop-api/src/cart/ok-kit.ts', 'server-kit/src/ok.ts'],
  ['server/src/ok-kit.ts', 'server-kit/src/ok.ts'],
  ['backend/src/shop/cart/ok-kit.ts', 'backend/src/kit/ok.ts'],
  ['backend/src/server/ok-kit.ts', 'backend/src/kit/ok.ts'],
  // A house's test runs the whole stack through the composition's test support.
  ['backend/src/server/page/ok.test.ts', 'backend/src/testing/ok.test-support.ts'],
  // A lazy chunk that imports no module importing it back.
  ['shell/src/services/ok-lazy.ts', 'shell/src/services/ok-input.ts'],
];

const files = new Map();
const relative = (from, to) => {
  const specifier = path.relative(path.dirname(from), to).replace(/\.ts$/, '');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
};
for (const [, from, to] of forbidden) files.set(from, importing(relative(from, to)));
for (const [, ring] of cycles) ring.forEach((file, i) => files.set(file, importing(relative(file, ring[(i + 1) % ring.length]))));
for (const [from, ...to] of allowed) files.set(from, importing(...to.map((file) => relative(from, file))));
// A type-only import and a lazy chunk's dynamic import close a cycle too.
files.set('shell/src/services/lazy.ts', `import type { T } from './facade';\nexport const v: T = 1;\n`);
files.set('shell/src/services/facade.ts', `export type T = number;\nexport const load = () => import('./lazy');\n`);
files.set('shell/src/services/ok-lazy.ts', `${importing({ from: './ok-input', type: true })}export const load = () => import('./ok-chunk');\n`);
files.set('shell/src/services/ok-chunk.ts', importing({ from: './ok-input', type: true }));
// An import that resolves to nothing; and the one the bench's build writes the file for.
files.set('shell/src/broken.ts', importing('./missing'));
files.set('bench/monolith/federation-runtime.mjs', "import { EXPOSED_MODULES } from './remote-map.generated.mjs';\nexport { EXPOSED_MODULES };\n");
// A cycle through a workspace package's name (@storefront/*), which resolves to the package's source.
files.set('mfe-content/src/uses-package.ts', importing('@storefront/planted'));
files.set('planted/src/index.ts', importing('../../mfe-content/src/uses-package'));

let dir;
let violations;

before(async () => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'dependency-rules-')));
  const targets = [...forbidden.map(([, , to]) => to), ...allowed.flatMap(([, ...to]) => to)];
  for (const file of targets) if (!files.has(file)) files.set(file, leaf);
  for (const [file, code] of files) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  writeFileSync(path.join(dir, 'planted/package.json'), JSON.stringify({ name: '@storefront/planted', exports: { '.': './src/index.ts' } }));
  mkdirSync(path.join(dir, 'node_modules/@storefront'), { recursive: true });
  symlinkSync(path.join(dir, 'planted'), path.join(dir, 'node_modules/@storefront/planted'), 'dir');

  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(path.join(root, options.tsConfig.fileName));
  const { output: result } = await cruise(['.'], { ...options, baseDir: dir }, {}, { tsConfig });
  violations = result.summary.violations;
  // Every planted file was cruised: none fell outside the configuration's scope.
  const cruised = new Set(result.modules.map((module) => module.source));
  for (const file of files.keys()) assert.ok(cruised.has(file), `${file} was not cruised`);
});

after(() => rmSync(dir, { recursive: true, force: true }));

const severityOf = (rule) => (rule === 'shop-domain-through-index' ? 'warn' : 'error');

for (const [rule, from, to] of forbidden) {
  test(`${rule}: ${from} may not import ${to}`, () => {
    const found = violations.filter((v) => v.from === from && v.to === to);
    assert.deepEqual(
      found.map((v) => [v.rule.name, v.rule.severity]),
      [[rule, severityOf(rule)]],
    );
  });
}

for (const [rule, ring] of cycles) {
  test(`${rule}: ${ring.join(' → ')} → ${ring[0]}`, () => {
    const found = violations.filter((v) => ring.includes(v.from) && v.cycle);
    assert.ok(found.length > 0, 'the cycle is reported');
    for (const v of found) assert.deepEqual([v.rule.name, v.rule.severity], [rule, severityOf(rule)]);
  });
}

test('no-circular: a type-only import back from a lazy chunk closes a cycle too', () => {
  const found = violations.filter((v) => ['shell/src/services/lazy.ts', 'shell/src/services/facade.ts'].includes(v.from));
  assert.deepEqual([...new Set(found.map((v) => v.rule.name))], ['no-circular']);
});

test('no-circular: a cycle through a workspace package name is seen (the package resolves to its source)', () => {
  const found = violations.filter((v) => v.from === 'mfe-content/src/uses-package.ts' || v.from === 'planted/src/index.ts');
  assert.deepEqual([...new Set(found.map((v) => v.rule.name))], ['no-circular']);
});

test('not-to-unresolvable: an import that resolves to nothing', () => {
  assert.deepEqual(
    violations.filter((v) => v.from === 'shell/src/broken.ts').map((v) => [v.rule.name, v.rule.severity, v.to]),
    [['not-to-unresolvable', 'error', './missing']],
  );
});

for (const [from, ...to] of [...allowed, ['bench/monolith/federation-runtime.mjs', './remote-map.generated.mjs'], ['shell/src/services/ok-chunk.ts', 'shell/src/services/ok-input.ts']]) {
  test(`allowed: ${from} imports ${to.join(', ')}`, () => {
    assert.deepEqual(
      violations.filter((v) => v.from === from).map((v) => `${v.rule.name}: ${v.to}`),
      [],
    );
  });
}
