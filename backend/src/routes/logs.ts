import type { FastifyPluginAsync } from 'fastify';
import { reportClientErrorRequestSchema } from '@storefront/shared/platform/operations';
import { parseInput } from '../http/errors';

/**
 * POST /logs: writes the client's error report to the server log (the client
 * ignores failures, doc 1 §7). With the log record of doc 1 §3 (timestamp,
 * version, request id, level, stack trace, message, params, path, status) the
 * line is written at the record's level, and its fields are searchable on
 * their own; without one, at warn.
 */
export const logRoutes: FastifyPluginAsync = async (app) => {
  app.post('/logs', async (request, reply) => {
    const report = parseInput(reportClientErrorRequestSchema, request.body);
    const level = report.record?.level ?? 'warn';
    request.log[level](
      {
        clientReport: report,
        ...(report.record ? { clientRecord: report.record } : {}),
        userAgent: request.headers['user-agent'],
      },
      'client error report',
    );
    return reply.code(204).send();
  });
};
