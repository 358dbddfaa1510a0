import type { FastifyInstance } from 'fastify';

/** One thing an instance needs to serve: it throws (or rejects) while that is not there. */
export interface ReadinessCheck {
  readonly name: string;
  check(): unknown;
}

/** What `serve` tells the health routes of a stop: from now on the instance is leaving. */
export interface Health {
  drain(): void;
}

/** The health routes of each app, for `serve` to tell of a stop. */
const installed = new WeakMap<FastifyInstance, Health>();

/** The health routes installed on this app, if any. */
export function healthOf(app: FastifyInstance): Health | undefined {
  return installed.get(app);
}

/** How long one readiness check may take before it counts as failing. */
const CHECK_DEADLINE_MS = 2_000;

const withDeadline = (work: () => unknown, deadlineMs: number): Promise<unknown> =>
  Promise.race([
    Promise.resolve().then(work),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${deadlineMs} ms`)), deadlineMs).unref()),
  ]);

/**
 * The health routes a load balancer or an orchestrator asks, on every house:
 *
 * - `GET /healthz` (liveness): 200 while the process answers at all; restart it when this fails.
 * - `GET /readyz` (readiness): 200 when each of the instance's own checks passes (its database, its
 *   files), else 503 naming the failing checks by name (the reasons go to the log, not to the caller);
 *   503 `draining` from the moment a stop began, so the balancer sends no new requests while the ones
 *   in flight finish. A house's checks are its own: a downstream service that is down (the shop API
 *   behind the server) is no reason to take every instance out of rotation at once.
 *
 * Neither is cached, neither needs a session or a token, and neither tells more than names and states.
 */
export function installHealth(app: FastifyInstance, checks: readonly ReadinessCheck[], options: { deadlineMs?: number } = {}): Health {
  const deadlineMs = options.deadlineMs ?? CHECK_DEADLINE_MS;
  let draining = false;
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' });
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withDeadline(check, deadlineMs);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, check: name }, `readiness check ${name} failed`);
          return [name, 'failing'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks: Object.fromEntries(results) });
  });
  const health: Health = {
    drain() {
      draining = true;
    },
  };
  installed.set(app, health);
  return health;
}
