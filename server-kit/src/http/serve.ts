import type { FastifyInstance } from 'fastify';

/**
 * Listens, logs where, and closes the app on SIGINT or SIGTERM (a deploy's
 * stop): requests in flight are answered, databases closed. A failed listen
 * (the port taken) ends the process with its reason.
 */
export async function serve(app: FastifyInstance, where: { port: number; host: string }, describe: Record<string, unknown>, name: string): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  try {
    await app.listen(where);
    app.log.info(describe, `${name} running at http://${where.host}:${where.port}/`);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
