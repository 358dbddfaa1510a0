import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers of the release journeys: the release API as a team's pipeline and an
 * operator's tool call it, with the backend's development tokens (README of the
 * backend), and builds made from the remotes the suite's build published.
 */

const REGISTRY_DIR = fileURLToPath(new URL('../../backend/data/registry/', import.meta.url));

export const TOKENS = {
  accountTeam: 'dev-team-account-token',
  operator: 'dev-operator-token',
} as const;

/** A version string no earlier run used: versions are immutable, so each run publishes its own. */
export function freshVersion(label: string): string {
  return `1.0.1-${label}.${Date.now()}`;
}

/**
 * The files of the published account 1.0.0 build as a new version: the same
 * code (it loads and renders like the release), its meta naming the new
 * version and, where asked, another contract major.
 */
export function accountBuildAs(version: string, contractVersion = 1): Record<string, Buffer> {
  const dir = path.join(REGISTRY_DIR, 'account', '1.0.0');
  const files: Record<string, Buffer> = {};
  for (const file of readdirSync(dir)) files[file] = readFileSync(path.join(dir, file));
  files['remote-meta.json'] = Buffer.from(JSON.stringify({ name: 'account', version, contractVersion, sharedVersion: '1.0.0' }));
  return files;
}

export async function publish(request: APIRequestContext, files: Record<string, Buffer>): Promise<void> {
  const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  // One part per file; the part's file name is the build's file name.
  Object.entries(files).forEach(([name, buffer], index) => {
    multipart[`file${index}`] = { name, mimeType: 'application/octet-stream', buffer };
  });
  const response = await request.post('/registry/releases', { multipart, headers: { authorization: `Bearer ${TOKENS.accountTeam}` } });
  expect(response.status(), await response.text()).toBe(201);
}

const operator = { authorization: `Bearer ${TOKENS.operator}` };

export async function revision(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/registry/rollouts', { headers: operator })).json()).revision;
}

/** Changes a rule as an operator would: with the revision just read. */
export async function changeRule(
  request: APIRequestContext,
  tenant: string,
  action: 'rollout' | 'promote' | 'rollback',
  body: Record<string, unknown> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await request.post(`/registry/rollouts/${tenant}/account/${action}`, {
    data: { ...body, revision: await revision(request) },
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

export async function deleteVersion(request: APIRequestContext, version: string): Promise<void> {
  await request.delete(`/registry/releases/account/${version}`, { headers: { authorization: `Bearer ${TOKENS.accountTeam}` } });
}

/** The second tenant, by host name; Chromium resolves every *.localhost name to this machine. */
export function bioOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.hostname = 'bio.localhost';
  return url.origin;
}

/** The versions of the account remote whose files the page requested, from their URLs (/remotes/account/<version>/…). */
export function recordAccountVersions(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = /^\/remotes\/account\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) versions.add(match[1]);
  });
  return versions;
}

/** The account remote's login page has rendered: its form is there. */
export async function expectLoginPage(page: Page): Promise<void> {
  await expect(page.locator('[data-slot="route:login"]').getByLabel('E-Mail-Adresse')).toBeVisible({ timeout: 15_000 });
}
