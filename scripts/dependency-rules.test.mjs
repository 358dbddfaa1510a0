// Proves the dependency rules `pnpm lint` checks (.dependency-cruiser.cjs): a tree laid out like the
// repository, with a planted violation of each rule, is cruised with the repository's configuration; each
// violation is reported under its rule's name, the allowed forms are not.
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
  ['server-not-to-shop-api', 'server/src/a.ts', 'shop-api/src/b.ts'],
  ['server-kit-not-to-houses', 'server-kit/src/a.ts', 'server/src/b.ts'],
  ['server-kit-not-to-houses', 'server-kit/src/tenants/a.ts', 'shop-api/src/b.ts'],
  ['shop-api-not-to-server', 'shop-api/src/platform/a.ts', 'server/src/b.ts'],
  ['shop-api-not-to-server', 'shop-api/src/cart/a.test.ts', 'server/src/b.ts'],
  ['shop-domain-through-index', 'shop-api/src/cart/routes/a.ts', 'shop-api/src/checkout/store/b.ts'],
  ['shop-domain-through-index', 'shop-api/src/cart/index.ts', 'shop-api/src/account/rules/c.ts'],
  ['shop-domain-through-index', 'shop-api/src/checkout/a.test.ts', 'shop-api/src/cart/cart.test-support.ts'],
  ['shop-domain-through-index', 'shop-api/src/account/store/a.ts', 'shop-api/src/cart/store/vouchers.ts'],
  ['shop-domain-through-index', 'shop-api/src/account/seed/a.ts', 'shop-api/src/catalogue/seed/catalogue.ts'],
  // Neither house nor the kit reaches the stack that composes them, tests and test support included.
  ['houses-not-to-composition', 'server/src/page/a.ts', 'stack/src/app.ts'],
  ['houses-not-to-composition', 'shop-api/src/cart/composed.test.ts', 'stack/src/testing/test-app.test-support.ts'],
  ['houses-not-to-composition', 'server-kit/src/testing/a.test-support.ts', 'stack/src/main.ts'],
  // A test of a house imports the other house: refused too (a test that needs both is a stack test).
  ['server-not-to-shop-api', 'server/src/page/a.test.ts', 'shop-api/src/platform/shop-store.ts'],
  ['server-not-to-shop-api', 'server/src/testing/a.test-support.ts', 'shop-api/src/shop-api-app.ts'],
];

/** Cycles: [rule, files]; each file imports the next, the last the first. */
const cycles = [
  ['no-circular', ['shell/src/session/one.ts', 'shell/src/session/two.ts']],
  ['no-circular', ['mfe-search/src/a.ts', 'mfe-search/src/b.ts', 'mfe-search/src/c.ts']],
  ['no-circular', ['shared/src/cart/a.test.ts', 'shared/src/cart/a.test-support.ts']],
  ['no-circular', ['shop-api/src/cart/store/one.ts', 'shop-api/src/cart/store/two.ts']],
  ['no-circular', ['server/src/registry/release-service.ts', 'server/src/registry/rollouts.ts']],
  ['no-circular', ['server/src/config.ts', 'server-kit/src/config/env.ts']],
];

/** Files whose imports break no rule: [from, ...to]. */
const allowed = [
  // A domain reaches another through its entry file, and platform, testing and its own files directly.
  ['shop-api/src/cart/routes/ok.ts', 'shop-api/src/checkout/index.ts', 'shop-api/src/platform/ok.ts', 'shop-api/src/testing/ok.ts', 'shop-api/src/cart/store/ok.ts'],
  // A store reaches another domain's store entry, a seed another domain's seed entry.
  ['shop-api/src/account/store/ok.ts', 'shop-api/src/cart/store/index.ts'],
  ['shop-api/src/account/seed/ok.ts', 'shop-api/src/catalogue/seed/index.ts'],
  // Both houses run on the kit.
  ['shop-api/src/cart/ok-kit.ts', 'server-kit/src/ok.ts'],
  ['server/src/ok-kit.ts', 'server-kit/src/ok.ts'],
  // The stack composes both houses and the kit, and its tests run them together.
  ['stack/src/ok.ts', 'server/src/ok-served.ts', 'shop-api/src/ok-served.ts', 'server-kit/src/ok.ts'],
  ['stack/src/page/ok.test.ts', 'stack/src/testing/ok.test-support.ts', 'shop-api/src/ok-served.ts'],
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
// The other house reached by its package name, as a workspace import is spelled: refused all the same.
files.set('server/src/by-name.ts', importing('@storefront/shop-api/platform/by-name'));
files.set('shop-api/src/platform/by-name.ts', leaf);

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
  writeFileSync(path.join(dir, 'shop-api/package.json'), JSON.stringify({ name: '@storefront/shop-api', exports: { './*': './src/*.ts' } }));
  mkdirSync(path.join(dir, 'node_modules/@storefront'), { recursive: true });
  symlinkSync(path.join(dir, 'planted'), path.join(dir, 'node_modules/@storefront/planted'), 'dir');
  symlinkSync(path.join(dir, 'shop-api'), path.join(dir, 'node_modules/@storefront/shop-api'), 'dir');

  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(path.join(root, options.tsConfig.fileName));
  const { output: result } = await cruise(['.'], { ...options, baseDir: dir }, {}, { tsConfig });
  violations = result.summary.violations;
  // Every planted file was cruised: none fell outside the configuration's scope.
  const cruised = new Set(result.modules.map((module) => module.source));
  for (const file of files.keys()) assert.ok(cruised.has(file), `${file} was not cruised`);
});

after(() => rmSync(dir, { recursive: true, force: true }));

const severityOf = () => 'error';

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

test('server-not-to-shop-api: the shop API imported by its package name (@storefront/shop-api/...) is seen', () => {
  assert.deepEqual(
    violations.filter((v) => v.from === 'server/src/by-name.ts').map((v) => [v.rule.name, v.to]),
    [['server-not-to-shop-api', 'shop-api/src/platform/by-name.ts']],
  );
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
