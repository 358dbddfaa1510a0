import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFakeRemoteDist } from '../testing/test-app.test-support';
import { PublishError, publishRemote } from './publish';
import { readReleases } from './releases';
import { integrityOf } from './release-service';
import { readAuditLog } from './audit-log';
import { localFolderStorage } from './storage';

let root: string;
let registryDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storefront-publish-'));
  registryDir = path.join(root, 'registry');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const exists = (file: string) => stat(file).then(() => true, () => false);

describe('publishRemote', () => {
  it('copies the build to <registry>/<name>/<version>/ and makes that version live', async () => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist, { name: 'search', version: '1.0.0', contractVersion: 1 });

    const published = await publishRemote(dist, registryDir);

    expect(published).toMatchObject({ name: 'search', version: '1.0.0', contractVersion: 1 });
    const target = path.join(registryDir, 'search', '1.0.0');
    // The build's files, and beside them the compressed copies the registry made (none of the source map).
    const stored = await readdir(target);
    expect(stored.filter((file) => !/\.(?:br|gz)$/.test(file)).sort()).toEqual((await readdir(dist)).sort());
    for (const copy of stored.filter((file) => /\.(?:br|gz)$/.test(file))) expect(copy).toMatch(/\.(?:js|json)\.(?:br|gz)$/);
    expect(await readFile(path.join(target, 'remoteEntry.js'), 'utf8')).toContain('1.0.0');
    expect(await readReleases(registryDir)).toEqual({ search: { version: '1.0.0', contractVersion: 1 } });
    // The release, the versions with their file hashes, the audit log and the remote's folder: no temporary files or lock left behind.
    expect((await readdir(registryDir)).sort()).toEqual(['audit-head.json', 'audit.jsonl', 'releases.json', 'search', 'versions.json']);
    expect(published.files['remoteEntry.js']).toBe(integrityOf(await readFile(path.join(dist, 'remoteEntry.js'))));
    expect(await readdir(path.join(registryDir, 'search'))).toEqual(['1.0.0']);
  });

  it('stores a brotli and a gzip copy of each text file that unpack to the file, and records the hash of the file only', async () => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist, { name: 'search', version: '1.0.0', contractVersion: 1 });
    const chunk = `export const products = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ sku: 100000 + i, name: `Produkt ${i}` })))};\n`;
    await writeFile(path.join(dist, 'route-search-term.845bd961.js'), chunk);

    const published = await publishRemote(dist, registryDir);

    const target = path.join(registryDir, 'search', '1.0.0');
    const br = await readFile(path.join(target, 'route-search-term.845bd961.js.br'));
    const gz = await readFile(path.join(target, 'route-search-term.845bd961.js.gz'));
    expect(br.length).toBeLessThan(chunk.length / 4);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(chunk);
    expect(gunzipSync(gz).toString('utf8')).toBe(chunk);
    expect(Object.keys(published.files).filter((file) => /\.(?:br|gz)$/.test(file))).toEqual([]);
    expect(published.files['route-search-term.845bd961.js']).toBe(integrityOf(Buffer.from(chunk)));
    expect(await exists(path.join(target, 'route-search-term.845bd961.js.map.br'))).toBe(false);
  });

  it('refuses a build that brings compressed copies of its own', async () => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist, { name: 'search', version: '1.0.0', contractVersion: 1 });
    await writeFile(path.join(dist, 'remoteEntry.js.br'), 'not brotli');
    await expect(publishRemote(dist, registryDir)).rejects.toThrow(/remoteEntry\.js\.br/);
  });

  it('switches the live version and keeps the other remotes and older builds', async () => {
    await writeFakeRemoteDist(path.join(root, 'search-1'), { name: 'search', version: '1.0.0', contractVersion: 1 });
    await writeFakeRemoteDist(path.join(root, 'content-1'), { name: 'content', version: '3.1.0', contractVersion: 1 });
    await writeFakeRemoteDist(path.join(root, 'search-2'), { name: 'search', version: '1.1.0', contractVersion: 1 });
    await publishRemote(path.join(root, 'search-1'), registryDir);
    await publishRemote(path.join(root, 'content-1'), registryDir);
    await publishRemote(path.join(root, 'search-2'), registryDir);

    expect(await readReleases(registryDir)).toEqual({
      search: { version: '1.1.0', contractVersion: 1 },
      content: { version: '3.1.0', contractVersion: 1 },
    });
    expect(await exists(path.join(registryDir, 'search', '1.0.0', 'remoteEntry.js'))).toBe(true);
  });

  it('never overwrites a version: another build under it is refused, the same build again changes nothing', async () => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist);
    await writeFile(path.join(dist, 'route-old.11111111.js'), 'old');
    await publishRemote(dist, registryDir, { actor: 'team:search' });
    expect((await publishRemote(dist, registryDir)).outcome).toBe('unchanged');
    await writeFile(path.join(dist, 'route-new.22222222.js'), 'new');
    await expect(publishRemote(dist, registryDir)).rejects.toThrow(/search@1\.0\.0 is published already; a version is never overwritten/);

    const target = path.join(registryDir, 'search', '1.0.0');
    expect(await exists(path.join(target, 'route-old.11111111.js'))).toBe(true);
    expect(await exists(path.join(target, 'route-new.22222222.js'))).toBe(false);
    const audit = await readAuditLog(localFolderStorage(registryDir));
    expect(audit.map((entry) => [entry.action, entry.actor, entry.version])).toEqual([['publish', 'team:search', '1.0.0']]);
  });

  it('replaces a changed build of the same version only for the working tree\'s registry, audited as a republish', async () => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist);
    await publishRemote(dist, registryDir);
    await writeFile(path.join(dist, 'remoteEntry.js'), 'var storefront_search = "rebuilt";');
    expect((await publishRemote(dist, registryDir, { replaceChanged: true })).outcome).toBe('replaced');
    expect(await readFile(path.join(registryDir, 'search', '1.0.0', 'remoteEntry.js'), 'utf8')).toContain('rebuilt');
    const [republish] = await readAuditLog(localFolderStorage(registryDir));
    expect(republish).toMatchObject({ action: 'republish', version: '1.0.0', before: { files: expect.any(Object) }, after: { files: expect.any(Object) } });
  });

  it('rejects a folder without remote-meta.json and publishes nothing', async () => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist);
    await rm(path.join(dist, 'remote-meta.json'));
    await expect(publishRemote(dist, registryDir)).rejects.toThrow(PublishError);
    await expect(publishRemote(dist, registryDir)).rejects.toThrow(/remote-meta\.json/);
    expect(await exists(registryDir)).toBe(false);
  });

  it.each([
    ['an unknown remote name', { name: 'payments', version: '1.0.0', contractVersion: 1 }, /name/],
    ['a version that is not semver', { name: 'search', version: '../x', contractVersion: 1 }, /version/],
    ['a missing contract version', { name: 'search', version: '1.0.0' }, /contractVersion/],
  ])('rejects remote-meta.json with %s', async (_case, meta, problem) => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist);
    await writeFile(path.join(dist, 'remote-meta.json'), JSON.stringify(meta));
    await expect(publishRemote(dist, registryDir)).rejects.toThrow(problem);
    expect(await readReleases(registryDir)).toEqual({});
  });

  it('rejects remote-meta.json that is not JSON', async () => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist);
    await writeFile(path.join(dist, 'remote-meta.json'), '{ name: search');
    await expect(publishRemote(dist, registryDir)).rejects.toThrow(PublishError);
  });

  it('rejects a build without remoteEntry.js', async () => {
    const dist = path.join(root, 'dist');
    await writeFakeRemoteDist(dist);
    await rm(path.join(dist, 'remoteEntry.js'));
    await expect(publishRemote(dist, registryDir)).rejects.toThrow(/remoteEntry\.js/);
    expect(await readReleases(registryDir)).toEqual({});
  });
});
