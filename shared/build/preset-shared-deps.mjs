// The libraries the federation shares between the builds: React as a singleton, the remotes' own
// libraries among the remotes, and the zod kit.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package.json of the build's folder. */
export function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * react and react-dom are singletons: one copy per page, provided by whoever
 * loads first. Their entry points are shared one by one: `react-dom/client`
 * holds the reconciler (the bulk of React), and a remote that bundled its own
 * would ship it again and run a second React.
 */
export function sharedSingletons(dir) {
  const deps = readPackage(dir).dependencies ?? {};
  const catalogVersion = (name) => {
    // Workspace packages pin through `catalog:`; the installed package tells the real version.
    const installed = JSON.parse(
      readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'),
    ).version;
    return deps[name] && deps[name] !== 'catalog:' ? deps[name] : `^${installed}`;
  };
  const react = { singleton: true, requiredVersion: catalogVersion('react') };
  const reactDom = { singleton: true, requiredVersion: catalogVersion('react-dom') };
  return {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
  };
}

/**
 * The libraries the remotes use and the shell does not: shared among the remotes, so a page fetches
 * one copy however many remotes it shows. Not singletons and not eager: the first remote on the page
 * that needs one provides it (loaded-first), its chunk loads with that remote's parcel, and a remote
 * whose range the loaded copy does not satisfy (one that pinned another version) takes its own. The
 * shell does not take part: its first bytes stay as they are.
 */
const REMOTE_SHARED = ['swr', 'single-spa-react'];

export function sharedAmongRemotes(dir) {
  const deps = readPackage(dir).dependencies ?? {};
  const shared = {};
  for (const request of REMOTE_SHARED) {
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    if (!deps[pkg]) continue;
    const installed = JSON.parse(readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    const range = deps[pkg] === 'catalog:' ? `^${installed}` : deps[pkg];
    shared[request] = { singleton: false, eager: false, requiredVersion: range, version: installed };
  }
  const kit = zodKitShare(dir);
  if (kit) shared['zod/mini'] = kit;
  return shared;
}

/**
 * zod as a kit, shared by the shell and the remotes: a shared module keeps every export (all of zod/mini
 * shared would be 84 KB gzip on every page), so the builds share one module with the members they use
 * (zod-kit.mjs; its test fails when code uses one it lacks). The shell provides it, since its boot
 * parses the tenant config with it; a remote takes the shell's copy. The share key carries the kit's
 * hash: builds with different kits never take each other's.
 */
export function zodKitShare(dir) {
  if (!readPackage(dir).dependencies?.zod) return undefined;
  const installed = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'zod', 'package.json'), 'utf8')).version;
  const kit = fileURLToPath(new URL('./zod-kit.mjs', import.meta.url));
  const hash = createHash('sha256').update(readFileSync(kit)).digest('hex').slice(0, 8);
  // The kit's request is relative to the build's folder (the compiler's context): an absolute path would
  // be written into remoteEntry.js, so the bytes would differ with the folder the repository is cloned to.
  const request = path.relative(dir, kit).split(path.sep).join('/');
  return { import: request.startsWith('.') ? request : `./${request}`, shareKey: `zod-mini-kit-${hash}`, singleton: false, eager: false, requiredVersion: `^${installed}`, version: installed };
}
