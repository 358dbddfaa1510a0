import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/errors';

/** doc 1 §7: the client's error report. Bounded, so one report cannot flood the log. */
const clientErrorReportSchema = z.object({
  error: z.string().max(10_000).optional(),
  message: z.string().min(1).max(2_000),
});

/** POST /logs: writes the client's error report to the server log (the client ignores failures, doc 1 §7). */
export const logRoutes: FastifyPluginAsync = async (app) => {
  app.post('/logs', async (request, reply) => {
    const report = parseInput(clientErrorReportSchema, request.body);
    request.log.warn({ clientReport: report, userAgent: request.headers['user-agent'] }, 'client error report');
    return reply.code(204).send();
  });
};
