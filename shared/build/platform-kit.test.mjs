import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as kit from './platform-kit.mjs';
import { KitRequestsPlugin, PLATFORM_KIT_REQUEST, platformKitFiles, platformKitShare } from './rspack-preset.mjs';

const workspace = path.resolve(import.meta.dirname, '..', '..');
const sharedSrc = path.join(workspace, 'shared', 'src');
const { members, compiled } = platformKitFiles();
const stripExtension = (file) => file.replace(/\.(?:tsx?|json)$/, '');
const memberPaths = new Set(members.map(stripExtension));

/** The source the builds compile: the shell's, each remote's and shared's src (not their tests). */
const ROOTS = ['shell', 'mfe-account', 'mfe-cart-checkout', 'mfe-catalogue', 'mfe-content', 'mfe-search', 'shared'].map((app) => path.join(workspace, app, 'src'));
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(?:-support)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** shared's entry points (`@storefront/shared/platform/constants`) by the file they name. */
const sharedPackage = JSON.parse(readFileSync(path.join(workspace, 'shared', 'package.json'), 'utf8'));
const entryFile = new Map(Object.entries(sharedPackage.exports).map(([entry, target]) => [`@storefront/shared${entry.slice(1)}`, stripExtension(path.resolve(workspace, 'shared', target))]));

/** The file a request names, without extension (a folder stands for its index). */
function target(file, request) {
  if (entryFile.has(request)) return entryFile.get(request);
  if (!request.startsWith('./') && !request.startsWith('../')) return undefined;
  const resolved = stripExtension(path.resolve(path.dirname(file), request));
  return memberPaths.has(path.join(resolved, 'index')) ? path.join(resolved, 'index') : resolved;
}

/** Every `import … from` / `export … from` of a kit member by a file outside the kit, with the names it takes. */
function importsOfMembers() {
  const inside = new Set(compiled.map(stripExtension));
  const found = [];
  for (const file of ROOTS.flatMap(sourceFiles)) {
    if (inside.has(stripExtension(file))) continue;
    const text = readFileSync(file, 'utf8');
    for (const [statement, kind, clause, request] of text.matchAll(/\b(import|export)\s+((?:type\s+)?(?:\*(?:\s+as\s+\w+)?|[\w$]+(?:\s*,\s*{[^}]*})?|{[^}]*}))\s*from\s*'([^']+)'/g)) {
      if (!memberPaths.has(target(file, request))) continue;
      if (/^type\s/.test(clause)) continue;
      const names = /{([^}]*)}/.exec(clause)?.[1].split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type ')).map((part) => part.split(/\s+as\s+/)[0]) ?? [];
      const defaultImport = kind === 'import' && /^[\w$]+/.test(clause) && !clause.startsWith('{');
      found.push({ file: path.relative(workspace, file), statement, names, defaultImport });
    }
  }
  return found;
}

describe('the platform kit the shell provides and the remotes take', () => {
  it('is whole files of the platform core, and what they import relatively is compiled with them', () => {
    expect(members.length).toBeGreaterThan(5);
    for (const member of members) expect(member.startsWith(path.join(sharedSrc, 'platform') + path.sep), member).toBe(true);
    for (const member of members) expect(compiled).toContain(member);
    // remote-definition reads the contract version from its JSON file: that file is the kit's too.
    expect(compiled).toContain(path.join(sharedSrc, 'platform', 'contracts', 'contract-version.json'));
  });

  it("exports every member's every export under its own name (`export *` silently drops a name two members both export, and a default export)", async () => {
    const expected = new Map();
    for (const member of members) {
      const module = await import(member);
      expect(Object.keys(module), `${member} has a default export, which the kit cannot pass on`).not.toContain('default');
      for (const name of Object.keys(module)) {
        expect(expected.has(name), `${name} is exported by ${expected.get(name)} and ${member}`).toBe(false);
        expected.set(name, member);
      }
    }
    expect(Object.keys(kit).sort()).toEqual([...expected.keys()].sort());
  });

  it('re-exports the members themselves, not copies', async () => {
    for (const member of members) {
      const module = await import(member);
      for (const [name, value] of Object.entries(module)) expect(kit[name], name).toBe(value);
    }
  });

  it('has every name the code outside the kit imports from a member (the build sends those imports to the kit; a missing one would be undefined at run time)', () => {
    const found = importsOfMembers();
    // The API's and the contracts' barrels, the domain zones' operation descriptors, the remotes' code.
    expect(found.length).toBeGreaterThan(50);
    const missing = found.flatMap(({ file, names, defaultImport, statement }) => [
      ...names.filter((name) => !(name in kit)).map((name) => `${file}: ${name}`),
      ...(defaultImport ? [`${file}: default import in "${statement}"`] : []),
    ]);
    expect(missing, 'export these from a member of shared/build/platform-kit.mjs, or take the file out of the kit').toEqual([]);
  });
});

describe('KitRequestsPlugin', () => {
  /** Runs the plugin's beforeResolve on one request and answers the request the build goes on with. */
  function requestAfter(plugin, { issuer, request }) {
    let hook;
    const factory = { hooks: { beforeResolve: { tap: (_name, fn) => (hook = fn) } } };
    plugin.apply({ hooks: { normalModuleFactory: { tap: (_name, fn) => fn(factory) } } });
    const data = { request, context: path.dirname(issuer), contextInfo: { issuer } };
    hook(data);
    return data.request;
  }
  const plugin = new KitRequestsPlugin();
  const api = path.join(sharedSrc, 'platform', 'api');

  it("sends a barrel's, a domain zone's and an entry point's import of a member to the kit", () => {
    expect(requestAfter(plugin, { issuer: path.join(api, 'index.ts'), request: './call' })).toBe(PLATFORM_KIT_REQUEST);
    expect(requestAfter(plugin, { issuer: path.join(sharedSrc, 'cart', 'operations', 'get-cart.ts'), request: '../../platform/api/operation' })).toBe(PLATFORM_KIT_REQUEST);
    expect(requestAfter(plugin, { issuer: path.join(api, 'client.ts'), request: './errors.ts' })).toBe(PLATFORM_KIT_REQUEST);
  });

  it("leaves the kit's own imports, other files and packages alone", () => {
    expect(requestAfter(plugin, { issuer: path.join(api, 'call.ts'), request: './errors' })).toBe('./errors');
    expect(requestAfter(plugin, { issuer: path.join(workspace, 'shared', 'build', 'platform-kit.mjs'), request: '../src/platform/api/call.ts' })).toBe('../src/platform/api/call.ts');
    expect(requestAfter(plugin, { issuer: path.join(api, 'index.ts'), request: './client' })).toBe('./client');
    expect(requestAfter(plugin, { issuer: path.join(workspace, 'shell', 'src', 'boot.ts'), request: 'zod/mini' })).toBe('zod/mini');
    expect(requestAfter(plugin, { issuer: path.join(workspace, 'shell', 'src', 'boot.ts'), request: '@storefront/shared/platform/api' })).toBe('@storefront/shared/platform/api');
  });

  it("is a request that resolves without federation too (shared's entry point): the bench's monolith compiles the kit as a plain module", () => {
    expect(PLATFORM_KIT_REQUEST.startsWith('@storefront/shared/')).toBe(true);
    const entry = `.${PLATFORM_KIT_REQUEST.slice('@storefront/shared'.length)}`;
    expect(path.resolve(workspace, 'shared', sharedPackage.exports[entry] ?? '')).toBe(path.join(workspace, 'shared', 'build', 'platform-kit.mjs'));
  });

  it('shares the kit under a key that carries the hash of every file compiled into it', () => {
    const share = platformKitShare(path.join(workspace, 'mfe-catalogue'))[PLATFORM_KIT_REQUEST];
    expect(share.shareKey).toMatch(/^storefront-platform-kit-[0-9a-f]{8}$/);
    expect(share.import).toBe('../shared/build/platform-kit.mjs');
    expect(share).toMatchObject({ singleton: false, eager: false });
  });
});
