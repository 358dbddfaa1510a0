import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@storefront/shared/platform/contracts';
import { DEVELOPMENT_REGISTRY_TOKENS } from '../registry/release-registry';
import { publishBuild, readAuditLog, readRegistryState, ruleRevision } from '../registry/release-service';
import { localFolderStorage } from '../registry/storage';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, type TestApp } from '../testing/test-app';
import { isEarlier } from './ops';

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

async function signIn(): Promise<string> {
  const response = await testApp.app.inject({ method: 'POST', url: '/ops/login', payload: form({ token: OPERATOR }), headers: FORM });
  expect(response.statusCode).toBe(303);
  const cookie = response.cookies.find((item) => item.name === 'sf-ops');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/ops' });
  return `sf-ops=${cookie?.value}`;
}

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
      payload: form({ tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: '25', revision }),
      headers: { ...FORM, cookie },
    });
    expect(rollout.statusCode).toBe(200);
    expect(rollout.body).toContain('biogarten: search is now 1.0.0, 25 % on 1.1.0.');
    // The same form again carries the old revision: refused, nothing applied twice.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/ops/rollout',
      payload: form({ tenant: 'biogarten', remote: 'search', version: '1.1.0', percentage: '50', revision }),
      headers: { ...FORM, cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('The rule of search for biogarten was changed meanwhile');
    const [latest] = await readAuditLog(localFolderStorage(testApp.registryDir));
    expect(latest).toMatchObject({ actor: 'operator:operator', action: 'rollout', after: { percentage: 25 } });

    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/ops/rollout',
      payload: form({ tenant: 'frischmarkt', remote: 'search', version: '2.0.0', percentage: '10', revision: ruleRevision(await readRegistryState(localFolderStorage(testApp.registryDir)), 'frischmarkt', 'search') }),
      headers: { ...FORM, cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(`search@2.0.0 is built for contract ${CONTRACT_VERSION + 1}; the shell speaks contract ${CONTRACT_VERSION}`);
  });

  it('refuses a change posted from another site', async () => {
    const cookie = await signIn();
    const revision = ruleRevision(await readRegistryState(localFolderStorage(testApp.registryDir)), 'biogarten', 'search');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/ops/rollback',
      payload: form({ tenant: 'biogarten', remote: 'search', version: '1.1.0', revision }),
      headers: { ...FORM, cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
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
