import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, parseInput } from '@storefront/server-kit/http/errors';
import { refuseUnread } from '@storefront/server-kit/http/refuse-unread';
import { actorOf, principalOf, type Principal, type ReleaseRegistry } from './release-registry';
import { ReleaseError, checkRemote, readRegistryState } from './release-service';
import { deleteVersion, publishBuild } from './release-versions';
import { promoteCandidate, rollBackRule, rollOutVersion, ruleRevisions, type RuleChange } from './release-rules';
import { readAuditLog } from './audit-log';
import { InvalidRegistryName } from './registry-names';
import { recordAudit } from './audit-log';
import type { AttemptLedger } from '@storefront/server-kit/security/attempt-ledger';
import { clientKeyOf } from '@storefront/server-kit/security/client-key';
import { TOKEN_FAILURES } from '../security/token-guessing';
import { versionSchema } from './releases';

/** A build is a few dozen files of a few MB in all; these bounds keep an upload from filling memory or disk. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_FILES = 500;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** The multipart framing around the files (boundaries, part headers): generous for 500 parts. */
const UPLOAD_OVERHEAD_BYTES = 1024 * 1024;
const uploadTooLarge = () => new HttpError(413, 'uploadTooLarge', `The upload is larger than ${MAX_UPLOAD_BYTES} bytes in all; a build is a few MB.`);

/**
 * The files of an uploaded build. Each part is counted as it streams in and
 * the upload is refused (413) the moment it passes MAX_UPLOAD_BYTES, so a
 * client cannot make the server hold more than that; a body that breaks off
 * (the client died, a proxy cut it) is a 400, never a half build.
 */
async function receiveBuild(request: FastifyRequest): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    for await (const part of request.files()) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > MAX_UPLOAD_BYTES) throw uploadTooLarge();
        chunks.push(chunk);
      }
      if (part.file.truncated) throw new HttpError(413, 'fileTooLarge', `${part.filename} is larger than ${MAX_FILE_BYTES} bytes`);
      if (files.has(part.filename)) throw new HttpError(400, 'invalidUpload', `${part.filename} is in the upload twice`);
      files.set(part.filename, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof HttpError || (typeof (error as FastifyError).code === 'string' && (error as FastifyError).code.startsWith('FST_'))) throw error;
    // The multipart reader's own complaint: the body ended before its last boundary, or is no multipart body.
    throw new HttpError(400, 'invalidUpload', `The upload cannot be read: ${(error as Error).message}`);
  }
  return files;
}

const revisionSchema = z.string().regex(/^[0-9a-f]{16}$/, 'must be the rule\'s revision GET /registry/rollouts answered');
const rolloutBodySchema = z.object({ version: versionSchema, percentage: z.number().int().min(0).max(100), revision: revisionSchema }).strict();
const promoteBodySchema = z.object({ revision: revisionSchema }).strict();
const rollbackBodySchema = z.object({ version: versionSchema.optional(), revision: revisionSchema }).strict();

export function releaseHttpError(error: ReleaseError): HttpError {
  return new HttpError(error.statusCode, error.errorCode, error.message, error.customPayload);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The release API (ARCHITECTURE "staged rollouts"), for the teams' pipelines
 * and the operators' tools; the CLI commands and the operations page call the
 * same release service. Every request carries `Authorization: Bearer <token>`:
 * a team's token publishes and deletes versions of its own remote, an
 * operator's token changes the rollout rules and reads the audit log.
 *
 * - GET `/registry/releases`: every published version with its contract, who published it when, its file hashes and where it is served.
 * - POST `/registry/releases`: multipart, one part per build file (the part's file name is the build's file name); a new immutable version, staged:
 *   an operator rolls it out. 201, or 200 for the very same build again; 409 `versionExists` for another build under a published version.
 * - DELETE `/registry/releases/{remote}/{version}`: 409 `versionInUse` while a tenant (or the release) serves it.
 * - GET `/registry/rollouts`: the rules, the releases and each rule's revision (`revisions[tenant][remote]`).
 * - POST `/registry/rollouts/{tenant}/{remote}/rollout` `{ version, percentage, revision }`, `/promote` `{ revision }`, `/rollback` `{ version?, revision }`:
 *   compare-and-set on the rule's `revision`, 409 `revisionConflict` when that rule changed meanwhile.
 * - GET `/registry/audit?limit=`: the audit log, newest first.
 */
/** The release API is called by pipelines and tools with a bearer token, never with the shop's cookies. */
const BEARER_ONLY = {
  config: { xsrfExempt: 'authorised by the Authorization bearer token alone, which a browser never sends on its own; no cookie counts' },
} as const;

export const registryApiRoutes: FastifyPluginAsync<{ registry: ReleaseRegistry; ledger: AttemptLedger; now: () => number }> = async (
  app,
  { registry, ledger, now },
) => {
  // Only the upload takes multipart bodies; the rest stays JSON.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 0, parts: MAX_FILES, headerPairs: 100 } });
  // An upload whose length says it is over the cap is refused before a byte of it is read.
  app.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (request.method === 'POST' && length > MAX_UPLOAD_BYTES + UPLOAD_OVERHEAD_BYTES) refuseUnread(request, uploadTooLarge(), MAX_UPLOAD_BYTES);
  });
  app.setErrorHandler((error: FastifyError) => {
    if (error instanceof ReleaseError) throw releaseHttpError(error);
    // The store's own check (registry-names.ts), behind the release service's: a name that is no name changes nothing.
    if (error instanceof InvalidRegistryName) throw new HttpError(400, 'invalidName', error.message);
    if (typeof error.code === 'string' && error.code.startsWith('FST_') && (error.statusCode ?? 500) < 500) {
      throw new HttpError(400, 'invalidUpload', `The upload cannot be read: ${error.message}`);
    }
    throw error;
  });

  /**
   * The principal of the request's bearer token. A missing or unknown token is a 401, a token of the wrong kind a
   * 403; both are audited, and wrong tokens from one client are slowed down, then stopped (429), so guessing a
   * token is not an option.
   */
  async function authenticate(request: FastifyRequest, reply: FastifyReply, allowed: ReadonlyArray<Principal['kind']>): Promise<Principal> {
    const throttleKey = `release-api-token|${clientKeyOf(request)}`;
    const wait = await ledger.waitMs(throttleKey, now());
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, 'tooManyAttempts', `Too many refused tokens from this client; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
    }
    const principal = principalOf(registry.tokens, bearerToken(request));
    const refuse = async (error: HttpError, actor: string) => {
      await recordAudit(registry.storage, { actor, action: 'token-refused', reason: `${request.method} ${request.routeOptions.url ?? ''} from ${request.ip}: ${error.statusCode}` });
      return error;
    };
    if (!principal) {
      await ledger.failed(throttleKey, now(), TOKEN_FAILURES);
      throw await refuse(new HttpError(401, 'unauthorized', 'A team or operator token is required: Authorization: Bearer <token>'), 'unknown');
    }
    await ledger.succeeded(throttleKey);
    if (!allowed.includes(principal.kind)) {
      const message = principal.kind === 'team' ? 'A team token cannot change rollout rules; an operator does that.' : 'Only a team publishes its remote.';
      throw await refuse(new HttpError(403, 'forbidden', message), actorOf(principal));
    }
    return principal;
  }

  app.get('/registry/releases', async (request, reply) => {
    await authenticate(request, reply, ['team', 'operator']);
    reply.header('cache-control', 'no-store');
    const state = await readRegistryState(registry.storage);
    return { releases: state.releases, versions: state.versions, rules: state.rules };
  });

  app.post('/registry/releases', BEARER_ONLY, async (request, reply) => {
    const principal = await authenticate(request, reply, ['team']);
    if (!request.isMultipart()) throw new HttpError(400, 'invalidUpload', 'Upload the build as multipart/form-data, one part per file.');
    const files = await receiveBuild(request).catch((error: unknown) => {
      // Refused before the body was read to its end (a body sent without its length): the rest is dropped, not read.
      if (error instanceof HttpError && error.statusCode === 413) refuseUnread(request, error, MAX_UPLOAD_BYTES);
      throw error;
    });
    const published = await publishBuild(registry.storage, files, actorOf(principal), {
      release: false,
      ...(principal.kind === 'team' ? { scope: principal.remote } : {}),
    });
    return reply.code(published.outcome === 'unchanged' ? 200 : 201).send(published);
  });

  app.delete<{ Params: { remote: string; version: string } }>('/registry/releases/:remote/:version', BEARER_ONLY, async (request, reply) => {
    const principal = await authenticate(request, reply, ['team', 'operator']);
    const remote = checkRemote(request.params.remote);
    if (principal.kind === 'team' && principal.remote !== remote) {
      throw new HttpError(403, 'outOfScope', `This token deletes versions of ${principal.remote} only.`);
    }
    await deleteVersion(registry.storage, remote, request.params.version, actorOf(principal));
    return reply.code(204).send();
  });

  app.get('/registry/rollouts', async (request, reply) => {
    await authenticate(request, reply, ['operator', 'team']);
    reply.header('cache-control', 'no-store');
    const state = await readRegistryState(registry.storage);
    return { revisions: ruleRevisions(state), rules: state.rules, releases: state.releases };
  });

  const answer = (change: RuleChange) => ({ tenant: change.tenant, remote: change.remote, before: change.before ?? null, rule: change.rule, revision: change.revision });

  app.post<{ Params: { tenant: string; remote: string } }>('/registry/rollouts/:tenant/:remote/rollout', BEARER_ONLY, async (request, reply) => {
    const actor = actorOf(await authenticate(request, reply, ['operator']));
    const body = parseInput(rolloutBodySchema, request.body);
    return answer(await rollOutVersion(registry.storage, { ...request.params, ...body, actor }));
  });

  app.post<{ Params: { tenant: string; remote: string } }>('/registry/rollouts/:tenant/:remote/promote', BEARER_ONLY, async (request, reply) => {
    const actor = actorOf(await authenticate(request, reply, ['operator']));
    const { revision } = parseInput(promoteBodySchema, request.body);
    return answer(await promoteCandidate(registry.storage, { ...request.params, revision, actor }));
  });

  app.post<{ Params: { tenant: string; remote: string } }>('/registry/rollouts/:tenant/:remote/rollback', BEARER_ONLY, async (request, reply) => {
    const actor = actorOf(await authenticate(request, reply, ['operator']));
    const { version, revision } = parseInput(rollbackBodySchema, request.body);
    return answer(await rollBackRule(registry.storage, { ...request.params, revision, actor, ...(version === undefined ? {} : { version }) }));
  });

  app.get<{ Querystring: { limit?: string } }>('/registry/audit', async (request, reply) => {
    const reader = await authenticate(request, reply, ['operator']);
    const limit = Math.min(Math.max(Number(request.query.limit ?? 100) || 100, 1), 1000);
    reply.header('cache-control', 'no-store');
    // Who read the log is in it too, after what they read.
    const entries = await readAuditLog(registry.storage, limit);
    await recordAudit(registry.storage, { actor: actorOf(reader), action: 'audit-read', reason: `release API, the last ${limit} entries` });
    return { entries };
  });
};
