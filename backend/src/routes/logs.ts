import type { FastifyPluginAsync } from 'fastify';
import { reportClientError } from '@storefront/shared/platform/operations';
import { operationRouter } from '../platform/operation-routes';

/**
 * POST /logs: writes the client's error report to the server log (the client
 * ignores failures, doc 1 §7). With the log record of doc 1 §3 (timestamp,
 * version, request id, level, stack trace, message, params, path, status) the
 * line is written at the record's level, and its fields are searchable on
 * their own; without one, at warn.
 */
export const logRoutes: FastifyPluginAsync = async (app) => {
  const route = operationRouter(app);
  route(reportClientError, async ({ body: report }, request) => {
    const level = report.record?.level ?? 'warn';
    request.log[level](
      {
        clientReport: report,
        ...(report.record ? { clientRecord: report.record } : {}),
        userAgent: request.headers['user-agent'],
      },
      'client error report',
    );
  });
};
