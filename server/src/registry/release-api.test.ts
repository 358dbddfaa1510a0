import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import { DEVELOPMENT_REGISTRY_TOKENS } from './release-registry';
import { createTestApp, multipartBuild, type TestApp } from '../testing/test-app.test-support';

const SEARCH_TEAM = DEVELOPMENT_REGISTRY_TOKENS.teams.search as string;
const CONTENT_TEAM = DEVELOPMENT_REGISTRY_TOKENS.teams.content as string;
const OPERATOR = DEVELOPMENT_REGISTRY_TOKENS.operators['operator'] as string;

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(name: string, version: string, token: string, contractVersion = CONTRACT_VERSION) {
  const { payload, headers } = multipartBuild(name, version, contractVersion);
  return testApp.app.inject({ method: 'POST', url: '/registry/releases', payload, headers: { ...headers, ...auth(token) } });
}

async function revision(tenant = 'biogarten'): Promise<string> {
  return (await testApp.app.inject({ method: 'GET', url: '/registry/rollouts', headers: auth(OPERATOR) })).json().revisions[tenant].search;
}

function post(url: string, body: unknown, token = OPERATOR) {
  return testApp.app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers: auth(token) });
}

describe('the release API', () => {
  it('takes a team\'s build as a new immutable, staged version, scoped to its remote', async () => {
    const first = await upload('search', '1.0.0', SEARCH_TEAM);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'search', version: '1.0.0', outcome: 'published', files: { 'remoteEntry.js': expect.stringMatching(/^sha384-/) } });
    expect((await upload('search', '1.0.0', SEARCH_TEAM)).statusCode).toBe(200);
    const changed = multipartBuild('search', '1.0.0');
    const overwrite = await testApp.app.inject({
      method: 'POST',
      url: '/registry/releases',
      payload: Buffer.from(changed.payload.toString().replace('// 1.0.0', '// evil')),
      headers: { ...changed.headers, ...auth(SEARCH_TEAM) },
    });
    expect(overwrite.statusCode).toBe(409);
    expect(overwrite.json()).toMatchObject({ errorCode: 'versionExists' });

    expect((await upload('search', '1.1.0', CONTENT_TEAM)).json()).toMatchObject({ errorCode: 'outOfScope' });
    expect((await upload('search', '1.1.0', OPERATOR)).statusCode).toBe(403);
    expect((await upload('search', '1.1.0', 'not-a-token-at-all')).statusCode).toBe(401);
    const listed = await testApp.app.inject({ method: 'GET', url: '/registry/releases', headers: auth(CONTENT_TEAM) });
    expect(Object.keys(listed.json().versions.search)).toEqual(['1.0.0']);
    // Staged: no tenant gets a version nobody rolled out.
    expect(listed.json().releases).toEqual({});
  });

  it('lets only an operator change the rules, compare-and-set on the revision, and lists each change in the audit log', async () => {
    await upload('search', '1.0.0', SEARCH_TEAM);
    await upload('search', '1.1.0', SEARCH_TEAM);
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ search: { version: '1.0.0', contractVersion: CONTRACT_VERSION } }));

    const seen = await revision();
    expect((await post('/registry/rollouts/biogarten/search/rollout', { version: '1.1.0', percentage: 10, revision: seen }, SEARCH_TEAM)).statusCode).toBe(403);
    expect((await post('/registry/rollouts/biogarten/search/rollout', { version: '1.1.0', percentage: 10 })).json()).toMatchObject({ errorCode: 'validation' });
    const rolledOut = await post('/registry/rollouts/biogarten/search/rollout', { version: '1.1.0', percentage: 10, revision: seen });
    expect(rolledOut.statusCode).toBe(200);
    expect(rolledOut.json()).toMatchObject({ before: { stable: '1.0.0' }, rule: { stable: '1.0.0', candidate: '1.1.0', percentage: 10 } });

    // A second operator who loaded the rules before the first change is refused, not merged.
    const stale = await post('/registry/rollouts/biogarten/search/promote', { revision: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'revisionConflict', customPayload: { current: rolledOut.json().revision } });

    expect((await post('/registry/rollouts/biogarten/search/promote', { revision: rolledOut.json().revision })).json().rule).toEqual({ stable: '1.1.0' });
    expect((await post('/registry/rollouts/biogarten/search/rollback', { version: '1.0.0', revision: await revision() })).json().rule).toEqual({ stable: '1.0.0' });
    expect((await post('/registry/rollouts/nowhere/search/rollback', { revision: await revision() })).statusCode).toBe(404);

    const audit = await testApp.app.inject({ method: 'GET', url: '/registry/audit', headers: auth(OPERATOR) });
    expect(audit.json().entries.map((entry: { actor: string; action: string }) => `${entry.actor} ${entry.action}`)).toEqual([
      'operator:operator rollback',
      'operator:operator promote',
      'operator:operator rollout',
      // The team's token refused for a rule change is audited too.
      'team:search token-refused',
      'team:search publish',
      'team:search publish',
    ]);
    expect((await testApp.app.inject({ method: 'GET', url: '/registry/audit', headers: auth(SEARCH_TEAM) })).statusCode).toBe(403);
  });

  it('audits refused tokens and reads of the log, and stops a client guessing tokens', async () => {
    const guess = (token: string, remoteAddress = '203.0.113.20') =>
      testApp.app.inject({ method: 'GET', url: '/registry/rollouts', headers: auth(token), remoteAddress });
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await guess(`guessed-token-${attempt}-0123456789`)).statusCode).toBe(401);
    const stopped = await guess(OPERATOR);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBe('60');
    expect(stopped.json()).toMatchObject({ errorCode: 'tooManyAttempts' });
    // Another client with a real token goes on.
    expect((await guess(OPERATOR, '203.0.113.21')).statusCode).toBe(200);
    await testApp.app.inject({ method: 'GET', url: '/registry/audit?limit=3', headers: auth(OPERATOR), remoteAddress: '203.0.113.21' });
    const entries = (await testApp.app.inject({ method: 'GET', url: '/registry/audit', headers: auth(OPERATOR), remoteAddress: '203.0.113.21' })).json().entries;
    expect(entries.map((entry: { actor: string; action: string }) => `${entry.actor} ${entry.action}`)).toEqual([
      'operator:operator audit-read',
      ...Array(6).fill('unknown token-refused'),
    ]);
    expect(entries[1].reason).toBe('GET /registry/rollouts from 203.0.113.20: 401');
    // No token is ever written down.
    expect(JSON.stringify(entries)).not.toContain('guessed-token');
  });

  it('refuses to delete a version a tenant still serves', async () => {
    await upload('search', '1.0.0', SEARCH_TEAM);
    await upload('search', '1.1.0', SEARCH_TEAM);
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ search: { version: '1.0.0', contractVersion: CONTRACT_VERSION } }));
    await post('/registry/rollouts/frischmarkt/search/rollout', { version: '1.1.0', percentage: 5, revision: await revision('frischmarkt') });
    const refused = await testApp.app.inject({ method: 'DELETE', url: '/registry/releases/search/1.1.0', headers: auth(SEARCH_TEAM) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'versionInUse', customPayload: { uses: ['frischmarkt (rollout)'] } });
    expect((await testApp.app.inject({ method: 'DELETE', url: '/registry/releases/search/1.1.0', headers: auth(CONTENT_TEAM) })).statusCode).toBe(403);
    await post('/registry/rollouts/frischmarkt/search/rollback', { revision: await revision('frischmarkt') });
    expect((await testApp.app.inject({ method: 'DELETE', url: '/registry/releases/search/1.1.0', headers: auth(SEARCH_TEAM) })).statusCode).toBe(204);
  });

  it('deletes only a version of the token\'s own remote: a version that is no version never reaches the store', async () => {
    await upload('search', '1.0.0', SEARCH_TEAM);
    await upload('search', '1.1.0', SEARCH_TEAM);
    await upload('content', '1.0.0', CONTENT_TEAM);
    // Another team's live build, and a folder beside the registry that no token may reach.
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ content: { version: '1.0.0', contractVersion: CONTRACT_VERSION } }));
    const outside = path.join(testApp.registryDir, '..', 'beside-the-registry');
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, 'keep.txt'), 'keep');
    const before = await readdir(testApp.registryDir, { recursive: true });

    const hostile = [
      '..%2Fcontent%2F1.0.0', '%2E', '%2E%2E', '.', '..%2F..%2Fbeside-the-registry', '..%2Fbeside-the-registry', '1.0.0%2F..%2F..%2Fcontent%2F1.0.0',
      '%2e%2e%5c..%5ccontent', '..%5C..%5Cbeside-the-registry', '1.0.0%00', '1.0.0%2F', '%2F..', 'latest', '', '1.0', '01.0.0',
    ];
    for (const version of hostile) {
      const answer = await testApp.app.inject({ method: 'DELETE', url: `/registry/releases/search/${version}`, headers: auth(SEARCH_TEAM) });
      expect(answer.statusCode, `DELETE search/${version}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `DELETE search/${version}`).toBeLessThan(500);
      if (answer.statusCode === 400) expect(answer.json()).toMatchObject({ errorCode: 'invalidVersion' });
    }
    // Nothing of the registry is gone, nothing beside it either.
    expect(await readdir(testApp.registryDir, { recursive: true })).toEqual(before);
    expect(await readFile(path.join(outside, 'keep.txt'), 'utf8')).toBe('keep');
    expect((await stat(path.join(testApp.registryDir, 'content', '1.0.0', 'remoteEntry.js'))).isFile()).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: '/remotes/content/1.0.0/remoteEntry.js' })).statusCode).toBe(200);
    // A real version of its own remote is still deleted.
    expect((await testApp.app.inject({ method: 'DELETE', url: '/registry/releases/search/1.1.0', headers: auth(SEARCH_TEAM) })).statusCode).toBe(204);
  });

  it('caps an upload in total and answers a body that breaks off with 4xx, publishing nothing', async () => {
    const nineMegabytes = 'x'.repeat(9 * 1024 * 1024);
    const big = multipartBuild('search', '3.0.0', CONTRACT_VERSION, Array.from({ length: 6 }, (_, index) => [`chunk-${index}.0123abcd.js`, nineMegabytes] as [string, string]));
    const tooLarge = await testApp.app.inject({ method: 'POST', url: '/registry/releases', payload: big.payload, headers: { ...big.headers, ...auth(SEARCH_TEAM) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errorCode: 'uploadTooLarge' });

    const whole = multipartBuild('search', '3.0.1');
    for (const cut of [0.3, 0.6, 0.95]) {
      const truncated = whole.payload.subarray(0, Math.floor(whole.payload.length * cut));
      const answer = await testApp.app.inject({ method: 'POST', url: '/registry/releases', payload: truncated, headers: { ...whole.headers, ...auth(SEARCH_TEAM) } });
      expect(answer.statusCode, `cut at ${cut}`).toBe(400);
      expect(answer.json()).toMatchObject({ errorCode: 'invalidUpload' });
    }
    const listed = await testApp.app.inject({ method: 'GET', url: '/registry/releases', headers: auth(SEARCH_TEAM) });
    expect(listed.json().versions.search ?? {}).toEqual({});
  }, 60_000);

  it('never writes a part outside the registry, whatever name it claims', async () => {
    const escape = multipartBuild('search', '3.0.2', CONTRACT_VERSION, [['../../escaped.js', 'alert(1)']]);
    const answer = await testApp.app.inject({ method: 'POST', url: '/registry/releases', payload: escape.payload, headers: { ...escape.headers, ...auth(SEARCH_TEAM) } });
    // The multipart reader keeps only the last segment of a part's name: the file lands in its version's folder, if anywhere.
    expect(answer.statusCode).toBeLessThan(500);
    await expect(stat(path.join(testApp.registryDir, '..', '..', 'escaped.js'))).rejects.toThrow();
    await expect(stat(path.join(testApp.registryDir, '..', 'escaped.js'))).rejects.toThrow();
  });

  it('never serves a published file that changed since: 502, logged', async () => {
    await upload('search', '1.0.0', SEARCH_TEAM);
    expect((await testApp.app.inject({ method: 'GET', url: '/remotes/search/1.0.0/remoteEntry.js' })).statusCode).toBe(200);
    const file = path.join(testApp.registryDir, 'search', '1.0.0', 'remoteEntry.js');
    await writeFile(file, `${await readFile(file, 'utf8')}alert("tampered");\n`);
    const tampered = await testApp.app.inject({ method: 'GET', url: '/remotes/search/1.0.0/remoteEntry.js' });
    expect(tampered.statusCode).toBe(502);
    expect(tampered.json()).toMatchObject({ errorCode: 'integrity' });
    expect(tampered.body).not.toContain('tampered');
  });
});

describe('a 10 % rollout', () => {
  it('reaches 20 ± 6 of 200 new visitors, and each keeps their version on the next load', async () => {
    await upload('search', '1.0.0', SEARCH_TEAM);
    await upload('search', '1.1.0', SEARCH_TEAM);
    await writeFile(path.join(testApp.registryDir, 'releases.json'), JSON.stringify({ search: { version: '1.0.0', contractVersion: CONTRACT_VERSION } }));
    await post('/registry/rollouts/frischmarkt/search/rollout', { version: '1.1.0', percentage: 10, revision: await revision('frischmarkt') });

    const searchVersion = (response: { json: () => { clientRuntimeConfig: { remotes: Array<{ name: string; version: string }> } } }) =>
      response.json().clientRuntimeConfig.remotes.find((remote) => remote.name === 'search')?.version;
    let onCandidate = 0;
    for (let visitor = 0; visitor < 200; visitor += 1) {
      const first = await testApp.app.inject({ method: 'GET', url: '/tenant/config' });
      const bucket = first.cookies.find((cookie) => cookie.name === 'sf-bucket')?.value;
      const version = searchVersion(first);
      if (version === '1.1.0') onCandidate += 1;
      const again = await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { cookie: `sf-bucket=${bucket}` } });
      expect(searchVersion(again)).toBe(version);
    }
    expect(onCandidate).toBeGreaterThanOrEqual(14);
    expect(onCandidate).toBeLessThanOrEqual(26);
    // The other tenant has no rule: nobody there gets the rolled-out version.
    const bio = await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host: 'bio.localhost' } });
    expect(searchVersion(bio)).toBe('1.0.0');
  }, 60_000);
});
