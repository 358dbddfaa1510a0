import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@storefront/shared/platform/contracts';
import type { DevRemote } from './dev-remotes';
import { FAILURE_MIN_REPORTS, FAILURE_RATE_THRESHOLD, FAILURE_WINDOW_MS, ReleaseHealth } from './release-health';
import { withdrawCandidate } from './release-rules';
import { createBucketDealer, resolveRemoteMap, type RefusedCandidate, type ServedRemote } from './rollouts';
import { localFolderStorage, type RegistryStorage } from './storage';

/**
 * Who may change the registry over HTTP: one token per team, good for its own
 * remote only (publish, delete an unused version), and one per operator (the
 * rollout rules, the audit log, the operations page). Read from the
 * environment (`REGISTRY_TEAM_TOKENS`, `REGISTRY_OPERATOR_TOKENS`); development
 * has the defaults below, which are in this repository and so are refused
 * anywhere else.
 */
export interface RegistryTokens {
  readonly teams: Readonly<Partial<Record<RemoteName, string>>>;
  /** Operator name → token; the name is the actor in the audit log. */
  readonly operators: Readonly<Record<string, string>>;
}

export const DEVELOPMENT_REGISTRY_TOKENS: RegistryTokens = {
  teams: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `dev-team-${remote}-token`])),
  operators: { operator: 'dev-operator-token' },
};

const TOKEN = /^[A-Za-z0-9._~+/=-]{16,256}$/;

function pairs(text: string, context: z.RefinementCtx, checkName: (name: string) => string | undefined): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (const item of text.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const colon = item.indexOf(':');
    const name = item.slice(0, colon);
    const token = item.slice(colon + 1);
    const problem = colon <= 0 ? 'is not name:token' : (checkName(name) ?? (TOKEN.test(token) ? undefined : 'has a token shorter than 16 characters or with other characters than letters, digits and ._~+/=-'));
    if (problem) context.addIssue({ code: 'custom', message: `"${name || item}" ${problem}` });
    else result.push([name, token]);
  }
  return result;
}

/** `REGISTRY_TEAM_TOKENS`: `search:<token>,content:<token>`, one per remote at most. */
export const teamTokensSchema = z.string().transform((text, context) =>
  Object.fromEntries(
    pairs(text, context, (name) => (REMOTE_NAMES.includes(name as RemoteName) ? undefined : `is not a remote (${REMOTE_NAMES.join(', ')})`)),
  ) as Partial<Record<RemoteName, string>>,
);

/** `REGISTRY_OPERATOR_TOKENS`: `anna:<token>,ben:<token>`; the name is who the audit log names. */
export const operatorTokensSchema = z.string().transform((text, context) =>
  Object.fromEntries(pairs(text, context, (name) => (/^[a-z][a-z0-9-]{0,31}$/.test(name) ? undefined : 'is not an operator name (a-z, 0-9, -)'))),
);

export type Principal = { readonly kind: 'team'; readonly remote: RemoteName } | { readonly kind: 'operator'; readonly name: string };

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function principalOf(tokens: RegistryTokens, token: string | undefined): Principal | undefined {
  if (!token) return undefined;
  for (const [name, expected] of Object.entries(tokens.operators)) if (sameToken(token, expected)) return { kind: 'operator', name };
  for (const [remote, expected] of Object.entries(tokens.teams)) if (expected && sameToken(token, expected)) return { kind: 'team', remote: remote as RemoteName };
  return undefined;
}

export const actorOf = (principal: Principal) => (principal.kind === 'team' ? `team:${principal.remote}` : `operator:${principal.name}`);

/** The registry as the running server uses it: its storage, its tokens, and the health of what it serves. */
export interface ReleaseRegistry {
  readonly storage: RegistryStorage;
  readonly tokens: RegistryTokens;
  readonly health: ReleaseHealth;
  /** Deals a new visitor's sticky bucket (rollouts.ts). */
  readonly dealBucket: () => number;
  /**
   * The remote map for a visitor; a rolled-out version this shell cannot run is
   * withdrawn on the way, and audited. A page load is counted once, by the tenant
   * config it gets (inline in the shell page, or `/tenant/config`); `countServed: false` for a look-up that is none.
   */
  remoteMap(tenantId: string, bucket: number, devRemotes: readonly DevRemote[], log: FastifyBaseLogger, options?: { countServed?: boolean }): Promise<ServedRemote[]>;
  /** A page reported that a version failed to load; above the threshold a rolled-out version is withdrawn. */
  reportLoadFailure(tenantId: string, remote: RemoteName, version: string, log: FastifyBaseLogger): Promise<void>;
}

export function createReleaseRegistry(
  registry: string | RegistryStorage,
  options: { tokens?: RegistryTokens; now?: () => number } = {},
): ReleaseRegistry {
  const storage = typeof registry === 'string' ? localFolderStorage(registry) : registry;
  const health = new ReleaseHealth(options.now);

  async function withdraw(candidate: RefusedCandidate, log: FastifyBaseLogger): Promise<void> {
    const withdrawn = await withdrawCandidate(storage, candidate);
    if (withdrawn) log.warn({ registryWithdrawal: candidate }, `Withdrew ${candidate.remote}@${candidate.version} from ${candidate.tenant}'s rollout: ${candidate.reason}`);
  }

  return {
    storage,
    tokens: options.tokens ?? DEVELOPMENT_REGISTRY_TOKENS,
    health,
    dealBucket: createBucketDealer(),
    async remoteMap(tenantId, bucket, devRemotes, log, options = {}) {
      const refused: RefusedCandidate[] = [];
      const remotes = await resolveRemoteMap(storage, tenantId, bucket, devRemotes, refused);
      for (const candidate of refused) await withdraw(candidate, log);
      if (options.countServed ?? true) for (const remote of remotes) health.served(tenantId, remote.name, remote.version);
      return remotes;
    },
    async reportLoadFailure(tenantId, remote, version, log) {
      const { pull, failed, served } = health.failed(tenantId, remote, version);
      if (!pull) return;
      const minutes = FAILURE_WINDOW_MS / 60_000;
      const reason =
        `${remote}@${version} failed to load on ${failed} of ${served} page loads in ${minutes} minutes ` +
        `(threshold: ${FAILURE_MIN_REPORTS} reports and ${FAILURE_RATE_THRESHOLD * 100} %)`;
      await withdraw({ tenant: tenantId, remote, version, reason }, log);
    },
  };
}
