import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '@storefront/server-kit/environment';
import { recordAudit } from '../registry/audit-log';
import { principalOf, type ReleaseRegistry } from '../registry/release-registry';
import { ReleaseError } from '../registry/release-service';
import { promoteCandidate, rollBackRule, rollOutVersion, type RuleChange } from '../registry/release-rules';
import type { AttemptLedger } from '@storefront/server-kit/security/attempt-ledger';
import { clientKeyOf } from '@storefront/server-kit/security/client-key';
import { TOKEN_FAILURES } from '../security/token-guessing';
import type { OpsSessions } from './ops-sessions';
import { FORM_TOKEN_FIELD, OPS_CSS, describeRule, loginPage, opsPage } from './ops-page';

export { isEarlier } from './ops-page';

/** The operator's session cookie: a random id (ops-sessions.ts), only /ops receives it and no other site can send it. */
const OPS_COOKIE = 'sf-ops';

/** The operations page's forms are not the shop's API: they carry the session's own form token (and must come from this host). */
const OPS_FORM = {
  config: { xsrfExempt: 'a form of the operations page: it carries the operator session\'s form token, and the Origin must be this host' },
} as const;

function formBody(request: FastifyRequest): Record<string, string> {
  return (request.body ?? {}) as Record<string, string>;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface OpsOptions {
  readonly registry: ReleaseRegistry;
  readonly environment: Environment;
  readonly sessions: OpsSessions;
  readonly ledger: AttemptLedger;
  readonly now: () => number;
}

/**
 * The operations page, `/ops`: tenants × remotes with the stable version, the
 * version in rollout and its share, the load errors of each from the shops'
 * reports, the buttons to roll out, promote and roll back, and the audit log
 * with the verdict of its hash chain. Not linked from the shop.
 *
 * Signing in with an operator token opens a server-side session (a new one at
 * every sign-in, ended by sign-out, expiring); its cookie is no token. Every
 * change needs the session and the form token of the page it was made on, and
 * goes through the release service with the rule's revision the page showed,
 * so two operators cannot overwrite each other. Sign-in, sign-out, refused
 * tokens and views of the audit log are audited; wrong tokens from one client
 * are slowed down, then stopped.
 */
export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, { registry, environment, sessions, ledger, now }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/ops/ops.css', async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(OPS_CSS));

  const sessionOf = (request: FastifyRequest) => sessions.find(request.cookies[OPS_COOKIE], now());

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(body);

  /** A form post from another site is refused: the cookie is SameSite=Strict, and the Origin must be this one. */
  function sameOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }

  app.get('/ops/login', async (request, reply) => ((await sessionOf(request)) ? reply.redirect('/ops', 303) : html(reply, 200, loginPage())));

  app.post('/ops/login', OPS_FORM, async (request, reply) => {
    if (!sameOrigin(request)) return html(reply, 403, loginPage('This sign-in came from another site.'));
    const throttleKey = `ops-sign-in|${clientKeyOf(request)}`;
    const wait = await ledger.waitMs(throttleKey, now());
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return html(reply, 429, loginPage(`Too many wrong tokens from here. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`));
    }
    const principal = principalOf(registry.tokens, formBody(request)['token'] ?? '');
    if (principal?.kind !== 'operator') {
      await ledger.failed(throttleKey, now(), TOKEN_FAILURES);
      await recordAudit(registry.storage, { actor: 'unknown', action: 'sign-in-refused', reason: `operations page, from ${request.ip}: ${principal ? 'a team token' : 'not a token of this registry'}` });
      return html(reply, 401, loginPage('That is not an operator token.'));
    }
    await ledger.succeeded(throttleKey);
    // A new session at every sign-in: an id the browser held before is worth nothing after it.
    await sessions.end(request.cookies[OPS_COOKIE]);
    const { id } = await sessions.open(principal.name, now());
    reply.setCookie(OPS_COOKIE, id, { path: '/ops', httpOnly: true, sameSite: 'strict', secure: environment !== 'development' });
    await recordAudit(registry.storage, { actor: `operator:${principal.name}`, action: 'sign-in', reason: `operations page, from ${request.ip}` });
    return reply.redirect('/ops', 303);
  });

  app.post('/ops/logout', OPS_FORM, async (request, reply) => {
    const session = await sessionOf(request);
    if (session && sameOrigin(request) && sameText(formBody(request)[FORM_TOKEN_FIELD] ?? '', session.formToken)) {
      await sessions.end(request.cookies[OPS_COOKIE]);
      await recordAudit(registry.storage, { actor: `operator:${session.operator}`, action: 'sign-out' });
    }
    reply.clearCookie(OPS_COOKIE, { path: '/ops' });
    return reply.redirect('/ops/login', 303);
  });

  app.get('/ops', async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return reply.redirect('/ops/login', 303);
    // The page shows the audit log: who read it is audited too.
    await recordAudit(registry.storage, { actor: `operator:${session.operator}`, action: 'audit-read', reason: 'operations page' });
    return html(reply, 200, await opsPage(registry, session));
  });

  const describe = (change: RuleChange) => `${change.tenant}: ${change.remote} is now ${describeRule(change.rule)}.`;

  async function act(request: FastifyRequest, reply: FastifyReply, work: (actor: string, form: Record<string, string>) => Promise<RuleChange>) {
    const session = await sessionOf(request);
    if (!session) return html(reply, 401, loginPage('Sign in to change rollouts.'));
    const form = formBody(request);
    if (!sameOrigin(request) || !sameText(form[FORM_TOKEN_FIELD] ?? '', session.formToken)) {
      return html(reply, 403, await opsPage(registry, session, { kind: 'error', text: 'This change did not come from this page; nothing changed.' }));
    }
    try {
      const change = await work(`operator:${session.operator}`, form);
      return html(reply, 200, await opsPage(registry, session, { kind: 'ok', text: describe(change) }));
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      return html(reply, error.statusCode, await opsPage(registry, session, { kind: 'error', text: error.message }));
    }
  }

  app.post('/ops/rollout', OPS_FORM, (request, reply) =>
    act(request, reply, (actor, form) =>
      rollOutVersion(registry.storage, {
        tenant: form['tenant'] ?? '',
        remote: form['remote'] ?? '',
        version: form['version'] ?? '',
        percentage: /^\d{1,3}$/.test(form['percentage'] ?? '') ? Number(form['percentage']) : Number.NaN,
        actor,
        revision: form['revision'] ?? '',
      }),
    ),
  );
  app.post('/ops/promote', OPS_FORM, (request, reply) =>
    act(request, reply, (actor, form) => promoteCandidate(registry.storage, { tenant: form['tenant'] ?? '', remote: form['remote'] ?? '', actor, revision: form['revision'] ?? '' })),
  );
  app.post('/ops/rollback', OPS_FORM, (request, reply) =>
    act(request, reply, (actor, form) =>
      rollBackRule(registry.storage, {
        tenant: form['tenant'] ?? '',
        remote: form['remote'] ?? '',
        actor,
        revision: form['revision'] ?? '',
        ...(form['version'] ? { version: form['version'] } : {}),
      }),
    ),
  );
};
