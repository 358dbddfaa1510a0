import { get } from 'node:http';
import { expect, test, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import {
  remoteBuildAs,
  auditLog,
  bioOrigin,
  changeRule,
  deleteVersion,
  editRules,
  readRules,
  expectLoginPage,
  freshVersion,
  publish,
  recordRemoteVersions,
  restoreRulesOf,
  rulesOf,
} from './release-support';
import { inlineTenantConfig } from './fixtures';

/**
 * Releases as an operator runs them, against the real registry of the build:
 * each run publishes copies of the account remote under new versions through
 * the release API (the same code as the release, so the login page renders),
 * moves them with the rollout API, and at the end rolls every tenant back to
 * 1.0.0, deletes the copies and puts the build's rules back. The journeys
 * change shared rollout rules, so they run one after the other; only the
 * account remote is touched (the other journeys read the search and content
 * versions).
 */
test.describe.configure({ mode: 'default' });

const version = freshVersion('e2e');
const failing = freshVersion('failing');
const contract2 = freshVersion('contract2');

/** The account remote's rules as the build left them, put back at the end: a tenant that followed the release goes on following it. */
let rulesBefore: Record<string, unknown> = {};

test.beforeAll(async ({ request }) => {
  rulesBefore = rulesOf('account');
  await publish(request, remoteBuildAs(version));
  await publish(request, remoteBuildAs(failing));
  await publish(request, remoteBuildAs(contract2, 2));
});

test.afterAll(async ({ request }) => {
  for (const tenant of ['frischmarkt', 'biogarten']) await changeRule(request, tenant, 'rollback', { version: '1.0.0' });
  for (const published of [version, failing, contract2]) await deleteVersion(request, published);
  await restoreRulesOf('account', rulesBefore);
});

/** A visitor of a tenant with a fixed sticky bucket (0–99). */
async function visitor(context: BrowserContext, origin: string, bucket: number): Promise<Page> {
  await context.addCookies([{ name: 'sf-bucket', value: String(bucket), url: origin }]);
  return context.newPage();
}

/**
 * The shop's page as a visitor without a browser gets it: Node does not resolve
 * `bio.localhost` as Chromium does, so the request goes to the server's address
 * with the tenant's host name in the Host header.
 */
function shopPage(origin: string, path: string, cookie?: string): Promise<{ html: string; setCookie: string[] }> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: url.port, path: url.pathname, headers: { host: url.host, ...(cookie ? { cookie } : {}) } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ html, setCookie: response.headers['set-cookie'] ?? [] }));
    }).on('error', reject);
  });
}

test('two tenants run two versions of the account remote at once; promote and rollback apply on the next load', async ({ browser, request, baseURL }) => {
  const bio = bioOrigin(baseURL);
  expect((await changeRule(request, 'biogarten', 'rollout', { version, percentage: 100 })).status).toBe(200);

  const bioContext = await browser.newContext();
  const frischContext = await browser.newContext();
  const bioPage = await visitor(bioContext, bio, 50);
  const frischPage = await visitor(frischContext, baseURL!, 50);
  const bioVersions = recordRemoteVersions(bioPage);
  const frischVersions = recordRemoteVersions(frischPage);
  await Promise.all([bioPage.goto(`${bio}/anmelden`), frischPage.goto('/anmelden')]);
  await Promise.all([expectLoginPage(bioPage), expectLoginPage(frischPage)]);
  expect([...bioVersions]).toEqual([version]);
  expect([...frischVersions]).toEqual(['1.0.0']);

  // Promote: the next load of any Biogarten visitor gets it as the stable version.
  expect((await changeRule(request, 'biogarten', 'promote')).json).toMatchObject({ rule: { stable: version } });
  const promoted = await visitor(bioContext, bio, 99);
  const promotedVersions = recordRemoteVersions(promoted);
  await promoted.goto(`${bio}/anmelden`);
  await expectLoginPage(promoted);
  expect([...promotedVersions]).toEqual([version]);

  // Roll back: the next load is on 1.0.0 again.
  await changeRule(request, 'biogarten', 'rollback', { version: '1.0.0' });
  const rolledBack = await bioContext.newPage();
  const rolledBackVersions = recordRemoteVersions(rolledBack);
  await rolledBack.goto(`${bio}/anmelden`);
  await expectLoginPage(rolledBack);
  expect([...rolledBackVersions]).toEqual(['1.0.0']);
  await bioContext.close();
  await frischContext.close();
});

test('a 10 % rollout reaches 20 ± 6 of 200 new visitors, each keeps their version on the next load, and the browser loads it', async ({ browser, request, baseURL }) => {
  const bio = bioOrigin(baseURL);
  expect((await changeRule(request, 'biogarten', 'rollout', { version, percentage: 10 })).status).toBe(200);
  try {
    const accountVersion = (html: string) => inlineTenantConfig(html).clientRuntimeConfig.remotes.find((remote) => remote.name === 'account')?.version;
    let onCandidate = 0;
    let candidateBucket: string | undefined;
    for (let index = 0; index < 200; index += 1) {
      // A new visitor: no cookie; the shop's page deals the sticky bucket and carries the remote map inline.
      const first = await shopPage(bio, '/anmelden');
      const bucket = /sf-bucket=(\d+)/.exec(first.setCookie.join(';'))?.[1];
      expect(bucket, `visitor ${index} is dealt a bucket`).toBeDefined();
      const again = await shopPage(bio, '/anmelden', `sf-bucket=${bucket}`);
      expect(accountVersion(again.html), `visitor ${index} keeps their version`).toBe(accountVersion(first.html));
      expect([version, '1.0.0']).toContain(accountVersion(first.html));
      if (accountVersion(first.html) === version) {
        onCandidate += 1;
        candidateBucket ??= bucket;
      }
    }
    console.log(`rollout 10 %: ${onCandidate} of 200 new visitors on ${version}`);
    expect(onCandidate).toBeGreaterThanOrEqual(14);
    expect(onCandidate).toBeLessThanOrEqual(26);

    // One of them in the browser: the page loads the rolled-out version's files, and nothing of 1.0.0.
    const context = await browser.newContext();
    const page = await visitor(context, bio, Number(candidateBucket));
    const versions = recordRemoteVersions(page);
    await page.goto(`${bio}/anmelden`);
    await expectLoginPage(page);
    expect([...versions]).toEqual([version]);
    await context.close();
  } finally {
    await changeRule(request, 'biogarten', 'rollback', { version: '1.0.0' });
  }
});

test('a tampered entry or manifest is refused: the page runs the stable version and reports the refusal', async ({ browser, request, baseURL }) => {
  const bio = bioOrigin(baseURL);
  await changeRule(request, 'biogarten', 'rollout', { version, percentage: 100 });
  const context = await browser.newContext();

  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const page = await visitor(context, bio, 7);
    const pageErrors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A CDN or a half-finished upload changed the file: one byte more than the registry recorded.
    let tamperedRuns = 0;
    await page.route(`**/remotes/account/${version}/${file}`, async (route) => {
      // Fetched from here rather than the browser: Node does not resolve *.localhost, and the registry's files are the same for every host.
      const response = await route.fetch({ url: route.request().url().replace('//bio.localhost', '//127.0.0.1') });
      const body = await response.text();
      tamperedRuns += 1;
      await route.fulfill({ response, body: file === 'remoteEntry.js' ? `${body}\n;window.tampered = true;` : `${body} ` });
    });
    const report = page.waitForRequest((r) => new URL(r.url()).pathname === '/logs' && r.method() === 'POST' && (r.postData() ?? '').includes('remote-load-failed'));
    const versions = recordRemoteVersions(page);
    await page.goto(`${bio}/anmelden`);

    await expectLoginPage(page);
    expect(tamperedRuns).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();
    expect(versions).toContain('1.0.0');
    expect(warnings).toContainEqual(expect.stringContaining(`Remote account@${version} failed to load`));
    expect(warnings).toContainEqual(expect.stringContaining('falling back to the stable version 1.0.0'));
    const sent = JSON.parse((await report).postData() ?? '{}');
    expect(sent.record.params).toMatchObject({ event: 'remote-load-failed', remote: 'account', version });
    expect(pageErrors).toEqual([]);
    await page.close();
  }
  await context.close();
  await changeRule(request, 'biogarten', 'rollback');
});

test('a version built for contract 2 is never served to this contract-1 shell, and the audit log says why', async ({ page, request }) => {
  const refused = await changeRule(request, 'frischmarkt', 'rollout', { version: contract2, percentage: 100 });
  expect(refused.status).toBe(409);
  expect(refused.json).toMatchObject({ errorCode: 'contractMismatch' });
  expect((await auditLog(request)).find((entry) => entry.action === 'refuse' && entry.version === contract2)).toMatchObject({
    action: 'refuse',
    tenant: 'frischmarkt',
    reason: expect.stringContaining(`account@${contract2} is built for contract 2; the shell speaks contract 1`),
  });

  // Rules that name it anyway (edited by hand, written by an older backend): still never served, and withdrawn.
  await editRules((rules) => {
    rules.frischmarkt = { ...rules.frischmarkt, account: { stable: '1.0.0', candidate: contract2, percentage: 100 } };
  });
  const versions = recordRemoteVersions(page);
  const html = (await (await page.goto('/anmelden'))?.text()) ?? '';
  await expectLoginPage(page);
  const served = inlineTenantConfig(html).clientRuntimeConfig.remotes.find((remote) => remote.name === 'account');
  expect(served?.version).toBe('1.0.0');
  expect([...versions]).toEqual(['1.0.0']);
  expect((await auditLog(request)).find((entry) => entry.action === 'withdraw' && entry.version === contract2)).toMatchObject({
    actor: 'system',
    action: 'withdraw',
    tenant: 'frischmarkt',
    version: contract2,
    reason: `account@${contract2} is built for contract 2; the shell speaks contract 1`,
  });
  expect(readRules().frischmarkt?.account).toEqual({ stable: '1.0.0' });
});

test('a rolled-out version that fails to load for its visitors is taken out of the rollout, with the reason', async ({ browser, request, baseURL }) => {
  // Up to twelve page loads of Biogarten, each waiting for the fallback and its report: past 30 s on a busy run.
  test.slow();
  const bio = bioOrigin(baseURL);
  await changeRule(request, 'biogarten', 'rollout', { version: failing, percentage: 100 });
  const context = await browser.newContext();
  await context.route(`**/remotes/account/${failing}/**`, (route) => route.abort('connectionrefused'));

  // Each visit falls back to 1.0.0 at once (the shopper sees the page) and reports the failure, until
  // the registry has seen enough: at least 5 failures, half of the page loads given the version (other
  // journeys may load Biogarten pages meanwhile, which count as page loads too).
  const withdrawal = async () => (await auditLog(request)).find((entry) => entry.action === 'withdraw' && entry.version === failing);
  for (let visit = 0; visit < 12 && !(await withdrawal()); visit += 1) {
    const page = await visitor(context, bio, visit);
    const report = page.waitForRequest((r) => new URL(r.url()).pathname === '/logs' && (r.postData() ?? '').includes(failing));
    await page.goto(`${bio}/anmelden`);
    await expectLoginPage(page);
    await (await report).response();
    await page.close();
  }
  expect(await withdrawal()).toMatchObject({
    actor: 'system',
    tenant: 'biogarten',
    reason: expect.stringMatching(new RegExp(`^account@${failing.replace(/\./g, '\\.')} failed to load on \\d+ of \\d+ page loads in 10 minutes \\(threshold: 5 reports and 50 %\\)$`)),
  });
  expect(readRules().biogarten?.account).toEqual({ stable: '1.0.0' });

  // The next visitor is not offered the failing version any more.
  const next = await visitor(context, bio, 1);
  const versions = recordRemoteVersions(next);
  await next.goto(`${bio}/anmelden`);
  await expectLoginPage(next);
  expect([...versions]).toEqual(['1.0.0']);
  await context.close();
});
