import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { remoteReleaseSchema } from './remote-release';
import { remoteMapEntrySchema } from './tenant-config';

const entry = {
  name: 'search',
  version: '1.1.0',
  entry: '/remotes/search/1.1.0/mf-manifest.json',
  contractVersion: 1,
  integrity: { 'mf-manifest.json': 'sha384-abc', 'remoteEntry.js': 'sha384-def' },
  stable: { version: '1.0.0', entry: '/remotes/search/1.0.0/mf-manifest.json', integrity: { 'remoteEntry.js': 'sha384-ghi' } },
};

describe('the registry\'s additions to a remote map entry', () => {
  it('pass the boot\'s parse untouched, for the remote loading plugin to read', () => {
    expect(z.parse(remoteMapEntrySchema, entry)).toEqual(entry);
    expect(z.parse(remoteReleaseSchema, entry)).toEqual({ integrity: entry.integrity, stable: entry.stable });
  });

  it('are optional, and malformed ones are refused by the plugin\'s parse, not the boot\'s', () => {
    const { integrity: _integrity, stable: _stable, ...plain } = entry;
    expect(z.parse(remoteReleaseSchema, plain)).toEqual({});
    const malformed = { ...entry, integrity: 'sha384-abc', stable: { version: '1.0.0' } };
    expect(z.safeParse(remoteMapEntrySchema, malformed).success).toBe(true);
    expect(z.safeParse(remoteReleaseSchema, malformed).success).toBe(false);
  });
});
