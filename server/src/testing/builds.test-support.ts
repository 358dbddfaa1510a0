// Fake builds for the server's tests: a shell build and remote builds as the rspack preset emits them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';

export const SHELL_INDEX_HTML =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Storefront</title></head>' +
  '<body><div id="root"></div><script defer src="/main.0123abcd.js"></script></body></html>';

/** A minimal shell build: index.html, a hashed bundle and its (hidden) source map. */
export async function writeFakeShellDist(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), SHELL_INDEX_HTML);
  await writeFile(path.join(dir, 'main.0123abcd.js'), 'console.log("shell");\n');
  await writeFile(path.join(dir, 'main.0123abcd.js.map'), '{"version":3}');
}

/** A minimal remote build as the rspack preset emits it. */
export async function writeFakeRemoteDist(
  dir: string,
  meta: { name: string; version: string; contractVersion: number } = { name: 'search', version: '1.0.0', contractVersion: 1 },
): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'remote-meta.json'), JSON.stringify({ ...meta, sharedVersion: '1.0.0' }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `var storefront_${meta.name} = {}; // ${meta.version}\n`);
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: meta.name, name: meta.name }));
  await writeFile(path.join(dir, 'route-search-term.845bd961.js'), 'export default 1;\n');
  await writeFile(path.join(dir, 'route-search-term.845bd961.js.map'), '{"version":3}');
}

/** A remote build as multipart/form-data, one part per file, as a team's pipeline uploads it. */
export function multipartBuild(
  name: string,
  version: string,
  contractVersion: number = CONTRACT_VERSION,
  moreFiles: ReadonlyArray<[string, string]> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const files: Array<[string, string]> = [
    ['remote-meta.json', JSON.stringify({ name, version, contractVersion, sharedVersion: '1.0.0' })],
    ['remoteEntry.js', `var storefront_${name} = {}; // ${version}\n`],
    ['mf-manifest.json', JSON.stringify({ id: name, name, version })],
    ['route-search-term.845bd961.js', `export default "${version}";\n`],
    ...moreFiles,
  ];
  const boundary = '----storefront-build';
  const parts = files.map(
    ([file, content]) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`,
  );
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

