import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import { DEVELOPMENT_REGISTRY_TOKENS } from '@storefront/server/registry/release-registry';
import { readRegistryState } from '@storefront/server/registry/release-service';
import { publishBuild } from '@storefront/server/registry/release-versions';
import { ruleRevision } from '@storefront/server/registry/release-rules';
import { readAuditLog } from '@storefront/server/registry/audit-log';
import { localFolderStorage } from '@storefront/server/registry/storage';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, type TestApp } from '../testing/test-app.test-support';
import { isEarlier } from '@storefront/server/ops/ops-routes';

const OPERATOR = DEVELOPMENT_REGISTRY_TOKENS.operators['operator'] as string;

function build(name: string, version: string, contractVersion = CONTRACT_VERSION): Map<string, Buffer> {
  return new Map([
    ['remote-meta.json', Buffer.from(JSON.stringify({ name, version, contractVersion }))],
    ['remoteEntry.js', Buffer.from(`// ${version}`)],
    ['mf-manifest.json', Buffer.from(`{"version":"${version}"}`)],
  ]);
}

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
  const storage = localFolderStorage(testApp.registryDir);
  await publishBuild(storage, build('search', '1.0.0'), 'cli:test');
  await publishBuild(storage, build('search', '1.1.0'), 'cli:test', { release: false });
  await publishBuild(storage, build('search', '2.0.0', CONTRACT_VERSION + 1), 'cli:test', { release: false });
});
afterEach(() => testApp.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function signIn(remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await testApp.app.inject({ method: 'POST', url: '/ops/login', payload: form({ token: OPERATOR }), headers: FORM, remoteAddress });
  expect(response.statusCode).toBe(303);
  const cookie = response.cookies.find((item) => item.name === 'sf-ops');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/ops' });
  return `sf-ops=${cookie?.value}`;
}

/** The form token the page's forms carry for this session. */
async function formTokenOf(cookie: string): Promise<string> {
  const page = await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie } });
  return /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
}

const auditOf = async () => readAuditLog(localFolderStorage(testApp.registryDir), 1000);

describe('the operations page', () => {
  it('sends to its sign-in without an operator, and refuses a team token or a wrong one', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/ops' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/ops/login');
    const change = await testApp.app.inject({ method: 'POST', url: '/ops/promote', payload: form({ tenant: 'biogarten', remote: 'search', revision: 'x' }), headers: FORM });
    expect(change.statusCode).toBe(401);
    for (const token of [DEVELOPMENT_REGISTRY_TOKENS.teams.search as string, 'wrong-token-0123456789']) {
      const refused = await testApp.app.inject({ method: 'POST', url: '/ops/login', payload: form({ token }), headers: FORM });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toContain('That is not an operator token.');
    }
  });

  it('shows every tenant × remote and rolls out with the revision it showed; a stale form and an incompatible version are refused', async () => {
    const cookie = await signIn();
    const formToken = await formTokenOf(cookie);
    const page = await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Frischmarkt (frischmarkt)');
    expect(page.body).toContain('Biogarten (biogarten)');
    expect(page.body).toContain(`2.0.0 (contract ${CONTRACT_VERSION + 1}, incompatible)`);
    const revision = ruleRevision(await readRegistryState(localFolderStorage(testApp.registryDir)), 'biogarten', 'search');
    expect(page.body).toContain(`name="revision" value="${revision}"`);

    const rollout = await testApp.app.inject({
      method: 'POST',
      url: '/ops/rollout',
      payload: form({ tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: '25', revision, formToken }),
      headers: { ...FORM, cookie },
    });
    expect(rollout.statusCode).toBe(200);
    expect(rollout.body).toContain('biogarten: search is now 1.0.0, 25 % on 1.1.0.');
    // The same form again carries the old revision: refused, nothing applied twice.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/ops/rollout',
      payload: form({ tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: '50', revision, formToken }),
      headers: { ...FORM, cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('The rule of search for biogarten was changed meanwhile');
    const [latest] = await readAuditLog(localFolderStorage(testApp.registryDir));
    expect(latest).toMatchObject({ actor: 'operator:operator', action: 'rollout', after: { percentage: 25 } });

    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/ops/rollout',
      payload: form({ tenant: 'frischmarkt', remote: 'search', version: '2.0.0', percentage: '10', formToken, revision: ruleRevision(await readRegistryState(localFolderStorage(testApp.registryDir)), 'frischmarkt', 'search') }),
      headers: { ...FORM, cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(`search@2.0.0 is built for contract ${CONTRACT_VERSION + 1}; the shell speaks contract ${CONTRACT_VERSION}`);
  });

  it('refuses a change posted from another site, or without the page\'s form token', async () => {
    const cookie = await signIn();
    const formToken = await formTokenOf(cookie);
    const revision = ruleRevision(await readRegistryState(localFolderStorage(testApp.registryDir)), 'biogarten', 'search');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/ops/rollback',
      payload: form({ tenant: 'biogarten', remote: 'search', version: '1.1.0', revision, formToken }),
      headers: { ...FORM, cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    // The session's cookie alone, as a page of a sibling host could make the browser send it: no form token, or another.
    for (const token of ['', 'A'.repeat(43), `${formToken}x`]) {
      const forged = await testApp.app.inject({
        method: 'POST',
        url: '/ops/rollback',
        payload: form({ tenant: 'biogarten', remote: 'search', version: '1.1.0', revision, ...(token ? { formToken: token } : {}) }),
        headers: { ...FORM, cookie },
      });
      expect(forged.statusCode, token).toBe(403);
      expect(forged.body).toContain('This change did not come from this page; nothing changed.');
    }
    expect((await readRegistryState(localFolderStorage(testApp.registryDir))).rules).toEqual({});
  });

  it('shows the load failures of each version from the shops\' reports', async () => {
    const cookie = await signIn();
    await writeFile(path.join(testApp.registryDir, 'rollouts.json'), JSON.stringify({ biogarten: { search: { stable: '1.0.0', candidate: '1.1.0', percentage: 100 } } }));
    await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host: 'bio.localhost', cookie: 'sf-bucket=3' } });
    await testApp.app.inject({ method: 'GET', url: '/tenant/config', headers: { host: 'bio.localhost', cookie: 'sf-bucket=4' } });
    const shopper = new CookieJar();
    await fetchXsrfToken(testApp.app, shopper);
    await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      headers: { host: 'bio.localhost', ...browserHeaders(shopper) },
      payload: {
        message: 'Remote search@1.1.0 failed to load (load-failed)',
        record: {
          timestamp: new Date().toISOString(),
          version: 'shell',
          level: 'warn',
          message: 'Remote search@1.1.0 failed to load (load-failed)',
          params: { event: 'remote-load-failed', remote: 'search', version: '1.1.0', reason: 'load-failed' },
        },
      },
    });
    const page = await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie } });
    expect(page.body).toContain('1.1.0: <span class="failing">1 failed of 2 page loads (50 %)</span>');
  });
});

describe('the operator\'s sign-in', () => {
  it('is a session of its own: the cookie is no token, opens nothing of the release API, and ends with sign-out', async () => {
    const cookie = await signIn();
    const id = cookie.slice('sf-ops='.length);
    expect(id).not.toContain(OPERATOR);
    expect(id.length).toBeGreaterThanOrEqual(43);
    expect((await testApp.app.inject({ method: 'GET', url: '/registry/audit', headers: { authorization: `Bearer ${id}` } })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie } })).statusCode).toBe(200);

    const formToken = await formTokenOf(cookie);
    const signedOut = await testApp.app.inject({ method: 'POST', url: '/ops/logout', payload: form({ formToken }), headers: { ...FORM, cookie } });
    expect(signedOut.statusCode).toBe(303);
    // The old cookie, kept by whoever copied it, opens nothing any more.
    const after = await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie } });
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe('/ops/login');
  });

  it('opens a new session at every sign-in and ends the one the browser had', async () => {
    const first = await signIn();
    const second = await testApp.app.inject({ method: 'POST', url: '/ops/login', payload: form({ token: OPERATOR }), headers: { ...FORM, cookie: first } });
    const renewed = `sf-ops=${second.cookies.find((item) => item.name === 'sf-ops')?.value}`;
    expect(renewed).not.toBe(first);
    expect((await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie: first } })).statusCode).toBe(303);
    expect((await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie: renewed } })).statusCode).toBe(200);
  });

  it('expires after half an hour unused, and after eight hours however busy', async () => {
    let clock = Date.now();
    await testApp.close();
    testApp = await createTestApp({ app: { now: () => clock } });
    const idle = await signIn();
    clock += 31 * 60_000;
    expect((await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie: idle } })).statusCode).toBe(303);
    const busy = await signIn();
    // Used every 25 minutes for 7 h 55 min, then once more after eight hours.
    for (let visit = 0; visit < 19; visit += 1) {
      clock += 25 * 60_000;
      expect((await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie: busy } })).statusCode).toBe(200);
    }
    clock += 10 * 60_000;
    expect((await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie: busy } })).statusCode).toBe(303);
  });

  it('audits sign-in, sign-out, refused tokens and views of the log, and stops a client guessing tokens', async () => {
    const wrong = (remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url: '/ops/login', payload: form({ token: 'wrong-token-0123456789' }), headers: FORM, remoteAddress });
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await wrong('203.0.113.30')).statusCode).toBe(401);
    const stopped = await testApp.app.inject({ method: 'POST', url: '/ops/login', payload: form({ token: OPERATOR }), headers: FORM, remoteAddress: '203.0.113.30' });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBe('60');
    expect(stopped.body).toContain('Too many wrong tokens from here. Try again in 1 minute.');

    const cookie = await signIn('203.0.113.31');
    const formToken = await formTokenOf(cookie);
    await testApp.app.inject({ method: 'POST', url: '/ops/logout', payload: form({ formToken }), headers: { ...FORM, cookie } });
    const actions = (await auditOf()).map((entry) => `${entry.actor} ${entry.action}`);
    expect(actions.slice(0, 4)).toEqual(['operator:operator sign-out', 'operator:operator audit-read', 'operator:operator sign-in', 'unknown sign-in-refused']);
    expect(actions.filter((action) => action === 'unknown sign-in-refused')).toHaveLength(6);
    expect(JSON.stringify(await auditOf())).not.toContain('wrong-token');
  });
});

describe('the audit log on the operations page', () => {
  it('says the chain is intact, and where it breaks when a line was changed or the last ones removed', async () => {
    const cookie = await signIn();
    const verdict = async () => /data-testid="audit-verdict">([^<]+)</.exec((await testApp.app.inject({ method: 'GET', url: '/ops', headers: { cookie } })).body)?.[1];
    expect(await verdict()).toMatch(/^The audit log is intact: \d+ entries, each chained to the one before\.$/);
    const file = path.join(testApp.registryDir, 'audit.jsonl');
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    // Someone rewrites who published a version.
    await writeFile(file, `${[lines[0]!.replace('cli:test', 'cli:someone-else'), ...lines.slice(1)].join('\n')}\n`);
    expect(await verdict()).toBe('The audit log is not intact: line 1 (entry 1) was changed after it was written.');
    // Someone cuts the last entries off (the page's own view is written after them).
    await writeFile(file, `${lines.slice(0, 2).join('\n')}\n`);
    expect(await verdict()).toMatch(/^The audit log is not intact: line 3 is entry \d+, entry 3 was expected: entries are missing or were moved\.$/);
    // Someone takes one out of the middle.
    await writeFile(file, `${[lines[0], ...lines.slice(2)].join('\n')}\n`);
    expect(await verdict()).toMatch(/^The audit log is not intact: line 2 is entry 3, entry 2 was expected/);
  });
});

describe('the versions the stable one may go back to', () => {
  it('are the earlier ones by semantic versioning, a pre-release before its release', () => {
    expect(isEarlier('1.0.0', '1.1.0')).toBe(true);
    expect(isEarlier('1.10.0', '1.9.0')).toBe(false);
    expect(isEarlier('1.0.1-e2e.1795', '1.0.1')).toBe(true);
    expect(isEarlier('1.0.1-e2e.9', '1.0.1-e2e.10')).toBe(true);
    expect(isEarlier('1.0.0', '1.0.1-e2e.1')).toBe(true);
    expect(isEarlier('1.0.0', '1.0.0')).toBe(false);
  });
});
