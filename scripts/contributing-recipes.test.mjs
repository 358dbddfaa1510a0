// Holds CONTRIBUTING.md's recipe for a new API operation to the code: at most five places, each naming
// the file it edits, and every file the recipe names exists (a renamed or split file fails here, not in a
// newcomer's first change).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const contributing = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');

function section(heading) {
  const start = contributing.indexOf(`## ${heading}\n`);
  assert.notEqual(start, -1, `CONTRIBUTING.md has no "## ${heading}"`);
  const end = contributing.indexOf('\n## ', start + 1);
  return contributing.slice(start, end === -1 ? undefined : end);
}

/** The files under a folder, by name (node_modules and build output left out). */
function fileNames(dir, names = new Set()) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) fileNames(full, names);
    else names.add(entry);
  }
  return names;
}

const recipe = section('Recipe: add an API operation');
// Code samples name modules relative to their file; the prose names files.
const prose = recipe.replace(/```[\s\S]*?```/g, '');
const quoted = [...prose.matchAll(/`([^`\s]+)`/g)].map(([, text]) => text);

test('the operation recipe counts at most five places, each naming the file it edits', () => {
  const places = [...prose.matchAll(/^(\d+)\. \*\*([^*]+)\*\*([\s\S]*?)(?=^\d+\. \*\*|^\S)/gm)];
  assert.ok(places.length >= 4, 'the recipe lists its places as numbered steps');
  assert.ok(places.length <= 5, `the recipe lists ${places.length} places`);
  for (const [, number, title, body] of places) {
    assert.match(body, /`(?:shared|shop-api|stack)\/[^`]+\.tsx?`/, `place ${number} (${title}) names the file it edits`);
  }
});

test('every file the operation recipe names exists', () => {
  const paths = quoted.filter((text) => /^[a-z][\w-]*\/[\w./-]+$/.test(text) && !text.startsWith('./'));
  assert.ok(paths.length >= 5, 'the recipe names the files by path');
  for (const file of paths) assert.ok(existsSync(path.join(root, file)), `${file} exists`);
  const names = new Set([...fileNames(path.join(root, 'shared')), ...fileNames(path.join(root, 'shop-api')), ...fileNames(path.join(root, 'stack'))]);
  for (const name of quoted.filter((text) => /^[\w.-]+\.(?:test\.)?tsx?$/.test(text))) assert.ok(names.has(name), `a file ${name} exists`);
});
