import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as zodMini from 'zod/mini';
import * as kit from './zod-kit.mjs';

const workspace = path.resolve(import.meta.dirname, '..', '..');
/** The source the builds that share the kit compile: the shell's, each remote's and shared's src (not their tests, which run against zod/mini itself). */
const ROOTS = ['shell', 'mfe-account', 'mfe-cart-checkout', 'mfe-catalogue', 'mfe-content', 'mfe-search'].map((app) => path.join(workspace, app, 'src'));
ROOTS.push(path.join(workspace, 'shared', 'src'));
/** Names used only in type positions: they are erased and need nothing at run time. */
const TYPE_ONLY = new Set(['infer', 'input', 'output', 'core']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the zod kit the shell and the remotes share', () => {
  it('exports every zod/mini member the shell, the remotes and shared code use (a missing one is undefined at run time: the shared module has no exports to check at build time)', () => {
    const used = new Set();
    for (const file of ROOTS.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      if (!/from 'zod\/mini'/.test(text)) continue;
      for (const [, name] of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) if (!TYPE_ONLY.has(name)) used.add(name);
      // Named imports too (`import { parse, type ZodMiniType } from 'zod/mini'`), leaving out the type-only ones.
      for (const [, list] of text.matchAll(/import\s*{([^}]*)}\s*from 'zod\/mini'/g)) {
        for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) {
          if (!item.startsWith('type ')) used.add(item.split(/\s+as\s+/)[0]);
        }
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((name) => !(name in kit));
    expect(missing, 'add these to shared/build/zod-kit.mjs').toEqual([]);
  });

  it('is the only zod the browser code takes at run time: zod/v4/core is imported for types only (a value from it would compile a second zod into the build, beside the kit)', () => {
    const offenders = [];
    for (const file of ROOTS.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      for (const [statement] of text.matchAll(/import\s+(?!type\b)[^;]*?from\s+'zod\/v4\/core'/g)) offenders.push(`${path.relative(workspace, file)}: ${statement}`);
    }
    expect(offenders, "import these from 'zod/mini' (the kit), or as `import type`").toEqual([]);
  });

  it('re-exports zod/mini itself, not copies', () => {
    for (const [name, value] of Object.entries(kit)) expect(value, name).toBe(zodMini[name]);
  });
});
