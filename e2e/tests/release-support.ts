import { openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers of the release journeys: the release API as a team's pipeline and an
 * operator's tool call it, with the server's development tokens (its README), and
 * builds made from the remotes the suite's build published.
 */

const REGISTRY_DIR = fileURLToPath(new URL('../../server/data/registry/', import.meta.url));

export const TOKENS = {
  accountTeam: 'dev-team-account-token',
  catalogueTeam: 'dev-team-catalogue-token',
  operator: 'dev-operator-token',
} as const;

const ROLLOUTS_FILE = path.join(REGISTRY_DIR, 'rollouts.json');
type Rules = Record<string, Record<string, unknown>>;

/** The rollout rules as the registry holds them now. */
export function readRules(): Rules {
  return JSON.parse(readFileSync(ROLLOUTS_FILE, 'utf8')) as Rules;
}

/** One remote's rules of every tenant, to put back after a journey. */
export function rulesOf(remote: string): Record<string, unknown> {
  const rules = readRules();
  return Object.fromEntries(Object.entries(rules).map(([tenant, remotes]) => [tenant, remotes[remote]]));
}

/**
 * Changes the rules file as another process on the registry's folder does
 * (the server's folder storage): under the registry's lock file, written
 * through a temporary file and a rename. A server answering pages meanwhile
 * reads the old or the new rules, never half a file, and a change the server
 * makes at the same moment is not written over.
 */
export async function editRules(edit: (rules: Rules) => void): Promise<void> {
  const lock = path.join(REGISTRY_DIR, '.registry.lock');
  for (let attempt = 0; ; attempt += 1) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 500) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  try {
    const rules = readRules();
    edit(rules);
    const temporary = `${ROLLOUTS_FILE}.e2e-${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(rules, null, 2)}\n`);
    renameSync(temporary, ROLLOUTS_FILE);
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Puts one remote's rules back as they were (a tenant that followed the
 * release follows it again), leaving every other remote's rules as they are.
 */
export function restoreRulesOf(remote: string, before: Record<string, unknown>): Promise<void> {
  return editRules((rules) => {
    for (const tenant of new Set([...Object.keys(rules), ...Object.keys(before)])) {
      const remotes = { ...rules[tenant] };
      if (before[tenant] === undefined) delete remotes[remote];
      else remotes[remote] = before[tenant];
      rules[tenant] = remotes;
    }
  });
}

/** A version string no earlier run used: versions are immutable, so each run publishes its own. */
export function freshVersion(label: string): string {
  return `1.0.1-${label}.${Date.now()}`;
}

/**
 * The files of a published 1.0.0 build (account or catalogue) as a new version: the same
 * code (it loads and renders like the release), its meta naming the new
 * version and, where asked, another contract major.
 */
export function remoteBuildAs(version: string, contractVersion = 1, remote: 'account' | 'catalogue' = 'account'): Record<string, Buffer> {
  const dir = path.join(REGISTRY_DIR, remote, '1.0.0');
  const files: Record<string, Buffer> = {};
  // The registry's compressed copies are its own: an upload brings the build's files only.
  for (const file of readdirSync(dir).filter((name) => !/\.(br|gz)$/.test(name))) files[file] = readFileSync(path.join(dir, file));
  files['remote-meta.json'] = Buffer.from(JSON.stringify({ name: remote, version, contractVersion, sharedVersion: '1.0.0' }));
  return files;
}

export async function publish(request: APIRequestContext, files: Record<string, Buffer>, token: string = TOKENS.accountTeam): Promise<void> {
  const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  // One part per file; the part's file name is the build's file name.
  Object.entries(files).forEach(([name, buffer], index) => {
    multipart[`file${index}`] = { name, mimeType: 'application/octet-stream', buffer };
  });
  const response = await request.post('/registry/releases', { multipart, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
}

const operator = { authorization: `Bearer ${TOKENS.operator}` };

/** The revision of one tenant's rule for one remote: the compare-and-set of a change is on it. */
export async function revision(request: APIRequestContext, tenant: string, remote: string): Promise<string> {
  return (await (await request.get('/registry/rollouts', { headers: operator })).json()).revisions[tenant][remote];
}

/** Changes a rule as an operator's tool would: with the rule's revision just read. */
export async function changeRule(
  request: APIRequestContext,
  tenant: string,
  action: 'rollout' | 'promote' | 'rollback',
  body: Record<string, unknown> = {},
  remote: 'account' | 'catalogue' = 'account',
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await request.post(`/registry/rollouts/${tenant}/${remote}/${action}`, {
    data: { ...body, revision: await revision(request, tenant, remote) },
    headers: operator,
  });
  return { status: response.status(), json: await response.json() };
}

export interface AuditEntry {
  actor: string;
  action: string;
  tenant?: string;
  remote: string;
  version?: string;
  reason?: string;
}

export async function auditLog(request: APIRequestContext): Promise<AuditEntry[]> {
  return (await (await request.get('/registry/audit?limit=50', { headers: operator })).json()).entries;
}

export async function deleteVersion(request: APIRequestContext, version: string, remote: 'account' | 'catalogue' = 'account'): Promise<void> {
  const token = remote === 'account' ? TOKENS.accountTeam : TOKENS.catalogueTeam;
  await request.delete(`/registry/releases/${remote}/${version}`, { headers: { authorization: `Bearer ${token}` } });
}

/** The second tenant, by host name; Chromium resolves every *.localhost name to this machine. */
export function bioOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.hostname = 'bio.localhost';
  return url.origin;
}

/** The versions of a remote whose files the page requested, from their URLs (/remotes/<remote>/<version>/…). */
export function recordRemoteVersions(page: Page, remote: 'account' | 'catalogue' = 'account'): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = new RegExp(`^/remotes/${remote}/([^/]+)/`).exec(new URL(request.url()).pathname);
    if (match?.[1]) versions.add(match[1]);
  });
  return versions;
}

/** The account remote's login page has rendered: its form is there. */
export async function expectLoginPage(page: Page): Promise<void> {
  await expect(page.locator('[data-slot="route:login"]').getByLabel('E-Mail-Adresse')).toBeVisible({ timeout: 15_000 });
}
