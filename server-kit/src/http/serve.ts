import type { FastifyInstance } from 'fastify';
import { healthOf } from './health';

/**
 * Listens, logs where, and stops gracefully on SIGINT or SIGTERM (a deploy's
 * stop): `/readyz` says draining at once, so the load balancer sends no new
 * requests; after `drainMs` the app closes, which answers the requests in
 * flight (new ones get 503) and closes the databases. A failed listen (the
 * port taken) ends the process with its reason.
 */
export async function serve(
  app: FastifyInstance,
  where: { port: number; host: string; drainMs?: number },
  describe: Record<string, unknown>,
  name: string,
): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const drainMs = where.drainMs ?? 0;
      app.log.info(`${signal} received, draining for ${drainMs} ms, then closing`);
      healthOf(app)?.drain();
      setTimeout(() => void app.close().then(() => process.exit(0)), drainMs);
    });
  }
  try {
    await app.listen({ port: where.port, host: where.host });
    app.log.info(describe, `${name} running at http://${where.host}:${where.port}/`);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
