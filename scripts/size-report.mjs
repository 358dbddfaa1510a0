// The byte report: gzip sizes of what the browser fetches, per app, checked
// against size-budgets.json. Reads the stats each build writes to <app>/.size/
// (see the rspack preset) and the files in <app>/dist. Exits 1 when a budget
// is exceeded, so CI can enforce it (byte sizes are deterministic).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8'));
const REMOTES = ['content', 'catalogue', 'search', 'account', 'cart-checkout'];

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function readStats(app) {
  const file = path.join(root, app, '.size', 'stats.json');
  if (!existsSync(file)) throw new Error(`${app} has no build stats (${file}); run pnpm build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const rows = [];
function check(app, what, files, bytes, budget) {
  rows.push({ app, what, files, bytes, budget, ok: bytes <= budget });
}

// The shell: everything it fetches before a remote starts is its entry, the
// bootstrap chunk and the shared singletons it provides (react, react-dom).
// Chunks in named groups starting with "lazy-" load later and are left out.
// The federation plugin emits a shared package twice (the provided copy and the
// consumer's fallback, same modules); the browser fetches one, so chunks with
// the same modules count once.
{
  const stats = readStats('shell');
  const dist = path.join(root, 'shell', 'dist');
  const lazy = new Set(
    Object.entries(stats.namedChunkGroups)
      .filter(([name]) => name.startsWith('lazy-'))
      .flatMap(([, group]) => group.assets.map((a) => a.name)),
  );
  const seenModuleSets = new Set();
  const files = [];
  for (const chunk of stats.chunks) {
    const js = chunk.files.filter((name) => name.endsWith('.js') && !lazy.has(name));
    if (js.length === 0) continue;
    const moduleSet = [...chunk.modules].sort().join('\n');
    if (chunk.modules.length > 0 && seenModuleSets.has(moduleSet)) continue;
    seenModuleSets.add(moduleSet);
    files.push(...js);
  }
  const bytes = files.reduce((sum, f) => sum + gzipBytes(path.join(dist, f)), 0);
  check('shell', 'initial JS', files, bytes, budgets.shellInitial);
}

// The fragments the header places on every page of the default layout: a page
// fetches them besides its route, so the per-page report adds them.
const HEADER_FRAGMENTS = [
  ['mfe-search', 'fragment-search-flyout'],
  ['mfe-cart-checkout', 'fragment-mini-cart'],
  ['mfe-account', 'fragment-account-menu'],
  ['mfe-catalogue', 'fragment-category-menu'],
];
// The fragments a route places in its page besides the header's: the search results' and the
// favourites' tiles are catalogue's product list. A content page places what its blocks name; the
// offers page (content's index route) is counted with the product and recipe blocks it shows.
const PAGE_FRAGMENTS = {
  'mfe-search route-search-term': [['mfe-catalogue', 'fragment-product-list']],
  'mfe-account route-favorites': [['mfe-catalogue', 'fragment-product-list']],
};
const CONTENT_PAGES = [
  {
    page: 'index (offers page)',
    route: 'mfe-content route-index',
    fragments: [
      ['mfe-catalogue', 'fragment-product-group'],
      ['mfe-catalogue', 'fragment-product-promotion'],
      ['mfe-catalogue', 'fragment-recipe-group'],
    ],
  },
];
/** Each app's gzip bytes per chunk group, without the shared singletons; for the per-page report. */
const groupFiles = new Map();

for (const remote of REMOTES) {
  const app = `mfe-${remote}`;
  const stats = readStats(app);
  const dist = path.join(root, app, 'dist');
  check(app, 'remoteEntry.js', ['remoteEntry.js'], gzipBytes(path.join(dist, 'remoteEntry.js')), budgets.remoteEntry);

  // Shared singletons are provided by the shell at run time (loaded-first): the
  // remote's own copies are only fallbacks and are not fetched.
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const routeGroups = Object.entries(stats.namedChunkGroups).filter(([name]) => name.startsWith('route-'));
  if (routeGroups.length === 0) throw new Error(`${app} has no route-* chunk group: name route chunks in src/remote.ts`);
  const filesOf = (group) => group.assets.map((a) => a.name).filter((f) => f.endsWith('.js') && !sharedFiles.has(f));
  for (const [name, group] of Object.entries(stats.namedChunkGroups)) groupFiles.set(`${app} ${name}`, { dist, files: filesOf(group) });
  for (const [name, group] of routeGroups) {
    const files = filesOf(group);
    const bytes = files.reduce((sum, f) => sum + gzipBytes(path.join(dist, f)), 0);
    check(app, name, files, bytes, budgets.route);
  }
  // Fragments and the dialogs they load with a budget of their own (size-budgets.json "fragments", by chunk group).
  for (const [name, group] of Object.entries(stats.namedChunkGroups)) {
    const budget = budgets.fragments?.[app]?.[name];
    if (budget === undefined) continue;
    const files = filesOf(group);
    check(app, name, files, files.reduce((sum, f) => sum + gzipBytes(path.join(dist, f)), 0), budget);
  }
  for (const name of Object.keys(budgets.fragments?.[app] ?? {})) {
    if (!stats.namedChunkGroups[name]) throw new Error(`${app} has no chunk group ${name}, which size-budgets.json gives a budget`);
  }
}

// Per page: a route's chunks plus the header's fragments (each file once). Reported, not
// budgeted: the route and each fragment have their own budgets above.
const pages = [];
const routeRows = rows.filter((r) => r.what.startsWith('route-'));
// A route with a budget of its own below the route budget has two rows: one page line.
const routePages = routeRows
  .filter((r, i) => routeRows.findIndex((o) => o.app === r.app && o.what === r.what) === i)
  .map((r) => ({ page: r.what.slice('route-'.length), route: `${r.app} ${r.what}`, fragments: PAGE_FRAGMENTS[`${r.app} ${r.what}`] ?? [] }));
for (const [app, name] of [...Object.values(PAGE_FRAGMENTS), ...CONTENT_PAGES.map((p) => p.fragments)].flat()) {
  if (!groupFiles.has(`${app} ${name}`)) throw new Error(`${app} has no chunk group ${name}, which the per-page report places`);
}
for (const { page, route, fragments } of [...routePages, ...CONTENT_PAGES]) {
  const parts = [route, ...[...HEADER_FRAGMENTS, ...fragments].map(([app, name]) => `${app} ${name}`)];
  const seen = new Set();
  let bytes = 0;
  for (const part of parts) {
    const entry = groupFiles.get(part);
    if (!entry) continue;
    for (const file of entry.files) {
      const full = path.join(entry.dist, file);
      if (seen.has(full)) continue;
      seen.add(full);
      bytes += gzipBytes(full);
    }
  }
  pages.push({ page, bytes });
}

const width = Math.max(...rows.map((r) => `${r.app} ${r.what}`.length));
console.log('Byte report (gzip -9)\n');
for (const r of rows) {
  const label = `${r.app} ${r.what}`.padEnd(width);
  console.log(`${r.ok ? 'ok  ' : 'OVER'} ${label}  ${kb(r.bytes).padStart(9)} / ${kb(r.budget)}  (${r.files.length} files)`);
}
console.log('\nPer page: the route with the header fragments (search flyout, mini-cart, account menu, category menu) and the fragments it places (PAGE_FRAGMENTS), remote code only\n');
for (const { page, bytes } of pages) console.log(`     ${page.padEnd(width - 4)}  ${kb(bytes).padStart(9)}`);
writeFileSync(path.join(root, '.size-report.json'), JSON.stringify(rows, null, 2) + '\n');
const over = rows.filter((r) => !r.ok);
if (over.length > 0) {
  console.error(`\n${over.length} budget(s) exceeded: ${over.map((r) => `${r.app} ${r.what}`).join(', ')}`);
  process.exit(1);
}
console.log('\nAll byte budgets met.');
