import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import { createReleaseRegistry } from './release-registry';
import { FAILURE_MIN_REPORTS } from './release-health';
import { integrityOf, readRegistryState } from './release-service';
import { deleteVersion, publishBuild } from './release-versions';
import { promoteCandidate, rollBackRule, rollOutVersion, ruleRevision, withdrawCandidate } from './release-rules';
import { readAuditLog } from './audit-log';
import { resolveRemoteMap } from './rollouts';
import { ROLLOUTS_FILE } from './releases';
import { localFolderStorage, type RegistryStorage } from './storage';

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** A remote build as the build preset emits it, in memory. */
function build(name: string, version: string, contractVersion = CONTRACT_VERSION): Map<string, Buffer> {
  return new Map([
    ['remote-meta.json', Buffer.from(JSON.stringify({ name, version, contractVersion, sharedVersion: '1.0.0' }))],
    ['remoteEntry.js', Buffer.from(`var storefront_${name} = {}; // ${version}\n`)],
    ['mf-manifest.json', Buffer.from(JSON.stringify({ id: name, name, version }))],
    ['route-search-term.845bd961.js', Buffer.from(`export default "${version}";\n`)],
  ]);
}

let dir: string;
let storage: RegistryStorage;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storefront-release-'));
  storage = localFolderStorage(dir);
  await publishBuild(storage, build('search', '1.0.0'), 'team:search');
  await publishBuild(storage, build('search', '1.1.0'), 'team:search', { release: false });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const revision = async (tenant = 'biogarten', remote: 'search' = 'search') => ruleRevision(await readRegistryState(storage), tenant, remote);

describe('publishing', () => {
  it('records the SHA-384 of every file and who published it; a staged version is not the release', async () => {
    const state = await readRegistryState(storage);
    expect(state.releases.search).toEqual({ version: '1.0.0', contractVersion: CONTRACT_VERSION });
    const record = state.versions.search?.['1.1.0'];
    expect(record).toMatchObject({ contractVersion: CONTRACT_VERSION, publishedBy: 'team:search' });
    expect(record?.files['remoteEntry.js']).toBe(integrityOf(build('search', '1.1.0').get('remoteEntry.js') as Buffer));
    expect(Object.keys(record?.files ?? {}).sort()).toEqual(['mf-manifest.json', 'remote-meta.json', 'remoteEntry.js', 'route-search-term.845bd961.js']);
  });

  it('refuses a team publishing another team\'s remote, an incomplete build and odd file names', async () => {
    await expect(publishBuild(storage, build('content', '1.0.0'), 'team:search', { scope: 'search' })).rejects.toMatchObject({ statusCode: 403, errorCode: 'outOfScope' });
    const incomplete = build('search', '2.0.0');
    incomplete.delete('mf-manifest.json');
    await expect(publishBuild(storage, incomplete, 'team:search')).rejects.toMatchObject({ statusCode: 400, errorCode: 'incompleteBuild' });
    const odd = build('search', '2.0.0');
    odd.set('../escape.js', Buffer.from('x'));
    await expect(publishBuild(storage, odd, 'team:search')).rejects.toMatchObject({ errorCode: 'invalidBuild' });
    expect(Object.keys((await readRegistryState(storage)).versions.search ?? {})).toEqual(['1.0.0', '1.1.0']);
  });
});

describe('rollout rules', () => {
  it('rolls out, promotes and rolls back per tenant, each change in the audit log with who, before and after', async () => {
    const rolledOut = await rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 10, actor: 'operator:anna', revision: await revision() });
    expect(rolledOut.rule).toEqual({ stable: '1.0.0', candidate: '1.1.0', percentage: 10 });
    expect(rolledOut.revision).toBe(await revision());
    await promoteCandidate(storage, { tenant: 'biogarten', remote: 'search', actor: 'operator:ben', revision: rolledOut.revision });
    await rollBackRule(storage, { tenant: 'biogarten', remote: 'search', version: '1.0.0', actor: 'cli:root' });

    const audit = await readAuditLog(storage);
    expect(audit.slice(0, 3).map(({ actor, action, tenant, before, after }) => ({ actor, action, tenant, before, after }))).toEqual([
      { actor: 'cli:root', action: 'rollback', tenant: 'biogarten', before: { stable: '1.1.0' }, after: { stable: '1.0.0' } },
      { actor: 'operator:ben', action: 'promote', tenant: 'biogarten', before: { stable: '1.0.0', candidate: '1.1.0', percentage: 10 }, after: { stable: '1.1.0' } },
      { actor: 'operator:anna', action: 'rollout', tenant: 'biogarten', before: { stable: '1.0.0' }, after: { stable: '1.0.0', candidate: '1.1.0', percentage: 10 } },
    ]);
    expect(audit[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('compare-and-set: of two operators who saw the same revision, the second is refused and loses nothing', async () => {
    const seen = await revision();
    const [first, second] = await Promise.allSettled([
      rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 10, actor: 'operator:anna', revision: seen }),
      rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 50, actor: 'operator:ben', revision: seen }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { statusCode: 409, errorCode: 'revisionConflict' } });
    expect((await readRegistryState(storage)).rules.biogarten?.search?.percentage).toBe(10);
    expect((await readAuditLog(storage)).filter((entry) => entry.action === 'rollout')).toHaveLength(1);
  });

  it('compare-and-set is per rule: a change of another tenant or remote meanwhile refuses nothing', async () => {
    const seen = await revision('biogarten');
    await rollOutVersion(storage, { tenant: 'frischmarkt', remote: 'search', version: '1.1.0', percentage: 5, actor: 'operator:ben', revision: await revision('frischmarkt') });
    const change = await rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 10, actor: 'operator:anna', revision: seen });
    expect(change.revision).toBe(await revision('biogarten'));
    expect(change.revision).not.toBe(seen);
  });

  it('loses no update when many changes run at once, from two storages on the same folder (two processes)', async () => {
    const other = localFolderStorage(dir);
    await publishBuild(storage, build('content', '1.0.0'), 'team:content');
    await publishBuild(storage, build('content', '1.1.0'), 'team:content', { release: false });
    await Promise.all([
      rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 5, actor: 'cli:a' }),
      rollOutVersion(other, { tenant: 'frischmarkt', remote: 'search', version: '1.1.0', percentage: 20, actor: 'cli:b' }),
      rollOutVersion(storage, { tenant: 'biogarten', remote: 'content', version: '1.1.0', percentage: 30, actor: 'cli:c' }),
      rollOutVersion(other, { tenant: 'frischmarkt', remote: 'content', version: '1.1.0', percentage: 40, actor: 'cli:d' }),
    ]);
    const { rules } = await readRegistryState(storage);
    expect([rules.biogarten?.search?.percentage, rules.frischmarkt?.search?.percentage, rules.biogarten?.content?.percentage, rules.frischmarkt?.content?.percentage]).toEqual([5, 20, 30, 40]);
  });

  it('refuses a version built for another contract major, and the audit log says why', async () => {
    await publishBuild(storage, build('search', '2.0.0', CONTRACT_VERSION + 1), 'team:search', { release: false });
    await expect(
      rollOutVersion(storage, { tenant: 'frischmarkt', remote: 'search', version: '2.0.0', percentage: 10, actor: 'operator:anna', revision: await revision('frischmarkt') }),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'contractMismatch' });
    const [refusal] = await readAuditLog(storage);
    expect(refusal).toMatchObject({ action: 'refuse', actor: 'operator:anna', tenant: 'frischmarkt', remote: 'search', reason: expect.stringContaining(`built for contract ${CONTRACT_VERSION + 1}; the shell speaks contract ${CONTRACT_VERSION}`) });
    expect((await readRegistryState(storage)).rules).toEqual({});
  });
});

describe('deleting a version', () => {
  it('is refused while the release or a tenant serves it, and done (audited) once nobody does', async () => {
    await expect(deleteVersion(storage, 'search', '1.0.0', 'team:search')).rejects.toMatchObject({ statusCode: 409, errorCode: 'versionInUse', customPayload: { uses: ['the registry release'] } });
    await rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 10, actor: 'cli:a' });
    await expect(deleteVersion(storage, 'search', '1.1.0', 'team:search')).rejects.toThrow(/still served: biogarten \(rollout\)/);
    await rollBackRule(storage, { tenant: 'biogarten', remote: 'search', actor: 'cli:a' });
    await deleteVersion(storage, 'search', '1.1.0', 'team:search');
    expect(await storage.hasBuild('search', '1.1.0')).toBe(false);
    expect((await readRegistryState(storage)).versions.search?.['1.1.0']).toBeUndefined();
    expect((await readAuditLog(storage))[0]).toMatchObject({ action: 'delete', actor: 'team:search', version: '1.1.0' });
    await expect(deleteVersion(storage, 'search', '1.1.0', 'team:search')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('last known good', () => {
  it('never serves a rolled-out version of another contract major: the stable one is served and the rollout withdrawn, with the reason', async () => {
    await publishBuild(storage, build('search', '2.0.0', CONTRACT_VERSION + 1), 'team:search', { release: false });
    // Written by hand (or by an older backend): the rules name the incompatible version.
    await writeFile(path.join(dir, ROLLOUTS_FILE), JSON.stringify({ frischmarkt: { search: { stable: '1.0.0', candidate: '2.0.0', percentage: 100 } } }));
    const registry = createReleaseRegistry(storage);
    const [search] = await registry.remoteMap('frischmarkt', 0, [], silent);
    expect(search).toMatchObject({ name: 'search', version: '1.0.0' });
    expect((await readRegistryState(storage)).rules.frischmarkt?.search).toEqual({ stable: '1.0.0' });
    expect((await readAuditLog(storage))[0]).toMatchObject({
      actor: 'system',
      action: 'withdraw',
      tenant: 'frischmarkt',
      version: '2.0.0',
      reason: `search@2.0.0 is built for contract ${CONTRACT_VERSION + 1}; the shell speaks contract ${CONTRACT_VERSION}`,
    });
  });

  it('gives a visitor in a rollout the stable version beside it, and the integrity of both entries', async () => {
    await rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 10, actor: 'cli:a' });
    const [inRollout] = await resolveRemoteMap(storage, 'biogarten', 9);
    const files = (await readRegistryState(storage)).versions.search;
    expect(inRollout).toEqual({
      name: 'search',
      version: '1.1.0',
      entry: '/remotes/search/1.1.0/mf-manifest.json',
      contractVersion: CONTRACT_VERSION,
      integrity: { 'mf-manifest.json': files?.['1.1.0']?.files['mf-manifest.json'], 'remoteEntry.js': files?.['1.1.0']?.files['remoteEntry.js'] },
      stable: {
        version: '1.0.0',
        entry: '/remotes/search/1.0.0/mf-manifest.json',
        integrity: { 'mf-manifest.json': files?.['1.0.0']?.files['mf-manifest.json'], 'remoteEntry.js': files?.['1.0.0']?.files['remoteEntry.js'] },
      },
    });
    const [outside] = await resolveRemoteMap(storage, 'biogarten', 10);
    expect(outside).toMatchObject({ version: '1.0.0' });
    expect(outside?.stable).toBeUndefined();
  });

  it('withdraws a rolled-out version once its load failures pass the threshold, and says why', async () => {
    let now = 1_000_000;
    const registry = createReleaseRegistry(storage, { now: () => now });
    await rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 100, actor: 'cli:a' });
    for (let visitor = 0; visitor < 6; visitor += 1) await registry.remoteMap('biogarten', visitor, [], silent);
    for (let report = 1; report < FAILURE_MIN_REPORTS; report += 1) {
      await registry.reportLoadFailure('biogarten', 'search', '1.1.0', silent);
      now += 1000;
    }
    expect((await readRegistryState(storage)).rules.biogarten?.search?.candidate).toBe('1.1.0');
    await registry.reportLoadFailure('biogarten', 'search', '1.1.0', silent);
    expect((await readRegistryState(storage)).rules.biogarten?.search).toEqual({ stable: '1.0.0' });
    expect((await readAuditLog(storage))[0]).toMatchObject({
      actor: 'system',
      action: 'withdraw',
      reason: `search@1.1.0 failed to load on ${FAILURE_MIN_REPORTS} of 6 page loads in 10 minutes (threshold: ${FAILURE_MIN_REPORTS} reports and 50 %)`,
    });
    expect(registry.health.snapshot()).toContainEqual({ tenant: 'biogarten', remote: 'search', version: '1.1.0', served: 6, failed: FAILURE_MIN_REPORTS });
  });

  it('does not withdraw for failures of the stable version, nor twice', async () => {
    const registry = createReleaseRegistry(storage);
    for (let report = 0; report < FAILURE_MIN_REPORTS * 2; report += 1) await registry.reportLoadFailure('biogarten', 'search', '1.0.0', silent);
    expect(await readAuditLog(storage)).toHaveLength(2);
    expect(await withdrawCandidate(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', reason: 'test' })).toBeUndefined();
  });
});

describe('the local folder storage', () => {
  it('leaves no lock or temporary file behind, and keeps the audit log one JSON object a line', async () => {
    await rollOutVersion(storage, { tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: 10, actor: 'cli:a' });
    const lines = (await readFile(path.join(dir, 'audit.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).action)).toEqual(['publish', 'publish', 'rollout']);
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(dir)).sort()).toEqual(['audit-head.json', 'audit.jsonl', 'releases.json', 'rollouts.json', 'search', 'versions.json']);
  });
});
