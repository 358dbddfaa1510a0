import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@storefront/shared/platform/contracts';
import { REPO_DIR } from '../config';
import { escapeHtml } from '@storefront/server-kit/http/html';
import { readAuditLog, verifyAuditLog, type AuditAction, type AuditEntry, type AuditVerdict } from '../registry/audit-log';
import { FAILURE_WINDOW_MS } from '../registry/release-health';
import type { ReleaseRegistry } from '../registry/release-registry';
import { contractMismatch, readRegistryState, type RegistryState } from '../registry/release-service';
import { ruleRevision } from '../registry/release-rules';
import { TENANTS } from '@storefront/server-kit/tenants/tenants';

/*
 * The HTML of the operations page (routes in ops.ts): plain server-rendered
 * pages and forms that work without a script and by keyboard; nothing of it
 * is in the shop's bundles.
 */

const AUDIT_ROWS = 50;

/** The actions that change a rollout rule: their entries show the rule before and after. */
const RULE_ACTIONS: ReadonlySet<AuditAction> = new Set(['rollout', 'promote', 'rollback', 'withdraw', 'refuse']);

/** The form token every form of the page sends back (the operator's session's, ops-sessions.ts). */
export const FORM_TOKEN_FIELD = 'formToken';
const formTokenField = (formToken: string) => `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(formToken)}">`;

/** Whether the audit log's hash chain holds, above the table (audit-log.ts verifyAuditLog). */
function auditVerdict(verdict: AuditVerdict): string {
  if (!verdict.intact) {
    return `<p class="notice error" role="alert" data-testid="audit-verdict">The audit log is not intact: ${escapeHtml(verdict.problem)}.</p>`;
  }
  const unchained = verdict.unchained > 0 ? ` (the first ${verdict.unchained} from before the chain, covered by its first link)` : '';
  return `<p class="notice ok" data-testid="audit-verdict">The audit log is intact: ${verdict.entries} entries, each chained to the one before${unchained}.</p>`;
}

/** The UI kit's button and form field styles (shared/src/platform/ui), served as they are: their classes are plain in the file. */
const UI_KIT_CSS = ['button.module.css', 'form/field.module.css']
  .map((file) => readFileSync(path.join(REPO_DIR, 'shared', 'src', 'platform', 'ui', file), 'utf8'))
  .join('\n');

const PAGE_CSS = `
:root { color-scheme: light; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--sf-text, #1b1f24); background: var(--sf-surface-muted, #f6f8fa); }
header.ops { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; padding: 0.75rem 1rem; background: var(--sf-surface, #fff); border-bottom: 1px solid var(--sf-border, #d0d7de); }
header.ops h1 { margin: 0; font-size: 1.25rem; }
header.ops form { display: flex; align-items: center; gap: 0.75rem; margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
h2 { margin: 1.5rem 0 0.75rem; font-size: 1.125rem; }
.cards { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); }
.card { background: var(--sf-surface, #fff); border: 1px solid var(--sf-border, #d0d7de); border-radius: var(--sf-radius, 0.5rem); padding: 1rem; min-width: 0; }
.card h3 { margin: 0 0 0.5rem; font-size: 1rem; }
.card dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0 0 0.75rem; }
.card dt { color: var(--sf-muted, #57606a); }
.card dd { margin: 0; overflow-wrap: anywhere; }
.card form { margin: 0.75rem 0 0; padding-top: 0.75rem; border-top: 1px solid var(--sf-border, #d0d7de); }
.inline { display: grid; grid-template-columns: 1fr 6rem; gap: 0.5rem; }
.inline .field { margin-bottom: 0.5rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.notice { padding: 0.75rem 1rem; border-radius: var(--sf-radius, 0.5rem); border: 1px solid; margin: 0 0 1rem; background: var(--sf-surface, #fff); }
.notice.ok { border-color: var(--sf-success, #1a7f37); }
.notice.error { border-color: var(--sf-danger, #cf222e); color: var(--sf-danger, #cf222e); }
.failing { color: var(--sf-danger, #cf222e); font-weight: 600; }
.table-wrap { overflow-x: auto; background: var(--sf-surface, #fff); border: 1px solid var(--sf-border, #d0d7de); border-radius: var(--sf-radius, 0.5rem); }
table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem; border-bottom: 1px solid var(--sf-border, #d0d7de); }
td code { overflow-wrap: anywhere; }
.login { max-width: 24rem; margin: 3rem auto; }
`;

/** The page's style sheet, served at /ops/ops.css. */
export const OPS_CSS = `${UI_KIT_CSS}\n${PAGE_CSS}\n.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }`;

const REMOTE_TITLES: Record<RemoteName, string> = {
  content: 'Content',
  catalogue: 'Catalogue',
  search: 'Search',
  account: 'Account',
  'cart-checkout': 'Cart and checkout',
};

/** Whether `a` is an earlier version than `b` (semantic versioning: numbers first, a pre-release before its release). */
export function isEarlier(a: string, b: string): boolean {
  const parse = (version: string) => {
    const [core = '', pre] = version.split('+')[0]!.split(/-(.*)/s);
    return { numbers: core.split('.').map(Number), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < 3; i += 1) {
    const difference = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  if (left.pre === undefined || right.pre === undefined) return left.pre !== undefined && right.pre === undefined;
  return left.pre.localeCompare(right.pre, 'en', { numeric: true }) < 0;
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/ops/ops.css"></head><body>${body}</body></html>`;
}

export function loginPage(problem?: string): string {
  return page(
    'Operations: sign in',
    `<main class="login"><h1>Storefront operations</h1>
${problem ? `<p class="notice error" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/ops/login" class="card">
<div class="field"><label class="label" for="token">Operator token</label>
<input class="control" id="token" name="token" type="password" autocomplete="current-password" required></div>
<button class="button primary" type="submit">Sign in</button></form></main>`,
  );
}

export function describeRule(rule: unknown): string {
  if (!rule || typeof rule !== 'object') return '–';
  const { stable, candidate, percentage } = rule as { stable?: string; candidate?: string; percentage?: number };
  return candidate ? `${stable}, ${percentage} % on ${candidate}` : `${stable ?? '–'}`;
}

function auditTable(entries: readonly AuditEntry[]): string {
  if (entries.length === 0) return '<p>No changes yet.</p>';
  const rows = entries
    .map(
      (entry) => `<tr><td><time datetime="${escapeHtml(entry.at)}">${escapeHtml(entry.at.replace('T', ' ').slice(0, 19))}</time></td>
<td>${escapeHtml(entry.actor)}</td><td>${escapeHtml(entry.action)}</td><td>${escapeHtml(entry.tenant ?? (entry.remote ? 'all' : '–'))}</td>
<td>${entry.remote ? `${escapeHtml(entry.remote)}${entry.version ? `@${escapeHtml(entry.version)}` : ''}` : '–'}</td>
<td>${RULE_ACTIONS.has(entry.action) ? `${escapeHtml(describeRule(entry.before))} → ${escapeHtml(describeRule(entry.after))}` : ''}</td>
<td>${escapeHtml(entry.reason ?? '')}</td></tr>`,
    )
    .join('');
  return `<div class="table-wrap"><table><caption class="visually-hidden">Audit log, newest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Tenant</th><th scope="col">Version</th><th scope="col">Rule before → after</th><th scope="col">Why</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

export interface Notice {
  readonly kind: 'ok' | 'error';
  readonly text: string;
}

function remoteCard(state: RegistryState, registry: ReleaseRegistry, tenant: string, remote: RemoteName, formToken: string): string {
  const rule = state.rules[tenant]?.[remote] ?? (state.releases[remote] ? { stable: state.releases[remote].version } : undefined);
  const id = `${tenant}-${remote}`;
  const title = `${REMOTE_TITLES[remote]} (${remote})`;
  if (!rule) return `<section class="card" aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(title)}</h3><p>Not published yet.</p></section>`;
  const health = registry.health.snapshot().filter((item) => item.tenant === tenant && item.remote === remote);
  const rate = (version: string) => {
    const item = health.find((entry) => entry.version === version);
    if (!item || item.served === 0) return 'no page loads';
    const share = Math.round((item.failed / item.served) * 100);
    return `<span class="${item.failed > 0 ? 'failing' : ''}">${item.failed} failed of ${item.served} page loads (${share} %)</span>`;
  };
  const versions = Object.entries(state.versions[remote] ?? {});
  const revision = `${formTokenField(formToken)}<input type="hidden" name="revision" value="${ruleRevision(state, tenant, remote)}"><input type="hidden" name="tenant" value="${escapeHtml(tenant)}"><input type="hidden" name="remote" value="${remote}">`;
  const options = (keep: (version: string, compatible: boolean) => boolean) =>
    versions
      .filter(([version, record]) => keep(version, !contractMismatch(remote, version, record.contractVersion)))
      .map(([version, record]) => {
        const mismatch = contractMismatch(remote, version, record.contractVersion);
        return `<option value="${escapeHtml(version)}">${escapeHtml(version)} (contract ${record.contractVersion}${mismatch ? ', incompatible' : ''})</option>`;
      })
      .join('');
  const minutes = FAILURE_WINDOW_MS / 60_000;
  // Any other version may be rolled out (an incompatible one is listed, and refused with the reason);
  // the stable version goes back only to an earlier, compatible one.
  const rolloutOptions = options((version) => version !== rule.stable);
  const rollbackOptions = options((version, compatible) => compatible && isEarlier(version, rule.stable));
  return `<section class="card" aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(title)}</h3>
<dl><dt>Stable</dt><dd data-testid="stable">${escapeHtml(rule.stable)}</dd>
<dt>Rollout</dt><dd data-testid="rollout">${rule.candidate ? `${escapeHtml(rule.candidate)} to ${rule.percentage} % of visitors` : 'none'}</dd>
<dt>Errors (${minutes} min)</dt><dd>${escapeHtml(rule.stable)}: ${rate(rule.stable)}${rule.candidate ? `<br>${escapeHtml(rule.candidate)}: ${rate(rule.candidate)}` : ''}</dd></dl>
${
  rolloutOptions
    ? `<form method="post" action="/ops/rollout" aria-label="Roll out ${escapeHtml(title)} for ${escapeHtml(tenant)}">${revision}
<div class="inline"><div class="field"><label class="label" for="${id}-version">Version to roll out</label><select class="control" id="${id}-version" name="version">${rolloutOptions}</select></div>
<div class="field"><label class="label" for="${id}-percentage">Share (%)</label><input class="control" id="${id}-percentage" name="percentage" type="number" min="0" max="100" step="1" required value="${rule.percentage ?? 10}"></div></div>
<button class="button primary" type="submit">Roll out</button></form>`
    : ''
}
${
  rule.candidate
    ? `<form method="post" action="/ops/promote" class="actions" aria-label="Promote or end the rollout of ${escapeHtml(title)} for ${escapeHtml(tenant)}">${revision}
<button class="button primary" type="submit">Promote ${escapeHtml(rule.candidate)}</button>
<button class="button secondary" type="submit" formaction="/ops/rollback">Roll back to ${escapeHtml(rule.stable)}</button></form>`
    : rollbackOptions
      ? `<form method="post" action="/ops/rollback" aria-label="Set the stable version of ${escapeHtml(title)} for ${escapeHtml(tenant)} back">${revision}
<div class="field"><label class="label" for="${id}-back">Set the stable version back to</label><select class="control" id="${id}-back" name="version">${rollbackOptions}</select></div>
<button class="button secondary" type="submit">Roll back</button></form>`
      : ''
}${!rolloutOptions && !rule.candidate ? '<p class="hint">No other version is published.</p>' : ''}</section>`;
}

/** The operations page for a signed-in operator; its forms carry the session's form token. */
export async function opsPage(registry: ReleaseRegistry, session: { readonly operator: string; readonly formToken: string }, notice?: Notice): Promise<string> {
  const { operator, formToken } = session;
  const state = await readRegistryState(registry.storage);
  const [audit, verdict] = await Promise.all([readAuditLog(registry.storage, AUDIT_ROWS), verifyAuditLog(registry.storage)]);
  const tenants = TENANTS.map(
    (tenant) => `<h2 id="tenant-${tenant.id}">${escapeHtml(tenant.theme.brandName)} (${tenant.id})</h2>
<div class="cards">${REMOTE_NAMES.map((remote) => remoteCard(state, registry, tenant.id, remote, formToken)).join('')}</div>`,
  );
  return page(
    'Storefront operations',
    `<header class="ops"><h1>Storefront operations</h1><form method="post" action="/ops/logout">${formTokenField(formToken)}<span>Signed in as ${escapeHtml(operator)}</span>
<button class="button secondary" type="submit">Sign out</button></form></header>
<main>${notice ? `<p class="notice ${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>` : ''}
<p>Every change applies on the next page load of a shopper.</p>
${tenants.join('\n')}
<h2 id="audit">Audit log</h2>${auditVerdict(verdict)}${auditTable(audit)}</main>`,
  );
}

