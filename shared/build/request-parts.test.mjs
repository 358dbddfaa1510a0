// The request part of a call a route starts early (method, path, the rules of params and query, no
// answer schema: prefetchCall) has one place in every domain: `<zone>/requests/<name>-request.ts`
// exports `<name>Request` (a call's request, or for calls by type, the search's, a record by type)
// and the rules of params and query only these calls use (`…Schema`); the folder's index.ts
// re-exports each, the zone's index.ts exports them from './requests', and the operation spreads it.
// A route's data chunk imports the part, never the operation, so the answer's schema stays out of it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url).pathname;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test(?:-support)?\.tsx?$/.test(entry) ? [full] : [];
  });
}

const files = sourceFiles(src);
const requestFolders = [...new Set(files.filter((file) => path.basename(path.dirname(file)) === 'requests').map((file) => path.dirname(file)))].sort();
const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const relative = (file) => path.relative(src, file);

describe('the request parts of the calls a route starts early', () => {
  it('live in a requests/ folder of each zone that has one', () => {
    expect(requestFolders.map(relative)).toEqual(
      expect.arrayContaining(['cart/requests', 'catalogue/requests', 'content/requests', 'platform/operations/requests', 'search/requests']),
    );
  });

  it('are one file each, <name>-request.ts exporting <name>Request (and its rules), re-exported by the folder and the zone', () => {
    for (const folder of requestFolders) {
      const members = readdirSync(folder).filter((entry) => entry !== 'index.ts' && !entry.includes('.test'));
      const index = readFileSync(path.join(folder, 'index.ts'), 'utf8');
      for (const member of members) {
        expect(member, relative(folder)).toMatch(/^[a-z0-9-]+-request\.ts$/);
        const exported = [...readFileSync(path.join(folder, member), 'utf8').matchAll(/^export const (\w+)/gm)].map(([, name]) => name);
        const requests = exported.filter((name) => !name.endsWith('Schema'));
        expect([relative(folder), member, requests]).toEqual([relative(folder), member, [camel(member.replace(/\.ts$/, ''))]]);
        expect(index, `${relative(folder)}/index.ts re-exports ${member}`).toContain(`from './${member.replace(/\.ts$/, '')}'`);
      }
      const zoneIndex = readFileSync(path.join(path.dirname(folder), 'index.ts'), 'utf8');
      expect(zoneIndex, `${relative(path.dirname(folder))}/index.ts`).toMatch(/from '\.\/requests';$/m);
    }
  });

  it('are written nowhere else: outside requests/ only an operation names an API path', () => {
    const elsewhere = files.filter((file) => !/[\\/](?:requests|operations)[\\/]/.test(relative(file)) && /\bpath: '\/api\//.test(readFileSync(file, 'utf8')));
    expect(elsewhere.map(relative)).toEqual([]);
  });

  it('each match one operation of the zone (its method, path and the same rule objects), which adds the answer', async () => {
    for (const folder of requestFolders) {
      const zone = await import(path.join(path.dirname(folder), 'index.ts'));
      const requests = Object.entries(zone).filter(([name]) => /^[a-z]\w*Request$/.test(name));
      const operations = Object.values(zone).filter((value) => value && typeof value === 'object' && 'response' in value && 'method' in value);
      expect(requests.length, relative(folder)).toBeGreaterThan(0);
      for (const [name, part] of requests) {
        // A call's request has its method; calls by type (the search's) are a record of requests by type.
        const byType = 'method' in part ? { [name]: part } : part;
        for (const [type, request] of Object.entries(byType)) {
          expect([name, type, typeof request.method, typeof request.path, request.response]).toEqual([name, type, 'string', 'string', undefined]);
          const matching = operations.filter((operation) => Object.entries(request).every(([key, value]) => operation[key] === value));
          expect(matching.length, `${name} ${type}: the operations with its method, path and rules`).toBe(1);
        }
      }
    }
  });
});
