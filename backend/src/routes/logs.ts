import type { FastifyPluginAsync } from 'fastify';
import { reportClientErrorRequestSchema } from '@storefront/shared/api';
import { parseInput } from '../http/errors';

/** POST /logs: writes the client's error report to the server log (the client ignores failures, doc 1 §7). */
export const logRoutes: FastifyPluginAsync = async (app) => {
  app.post('/logs', async (request, reply) => {
    const report = parseInput(reportClientErrorRequestSchema, request.body);
    request.log.warn({ clientReport: report, userAgent: request.headers['user-agent'] }, 'client error report');
    return reply.code(204).send();
  });
};
