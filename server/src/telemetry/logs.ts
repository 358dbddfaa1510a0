import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { reportClientError } from '@storefront/shared/platform/operations';
import { operationRouter } from '@storefront/server-kit/operations/operation-routes';
import type { ReleaseRegistry } from '../registry/release-registry';
import { remoteNameSchema, versionSchema } from '../registry/releases';

/**
 * The record params of the page's report that a remote version failed to load
 * (shell/src/remotes/retry-plugin.ts): counted per tenant and version, and a
 * rolled-out version that fails for most of its visitors is withdrawn.
 */
const loadFailureParamsSchema = z.object({ event: z.literal('remote-load-failed'), remote: remoteNameSchema, version: versionSchema });

/**
 * POST /logs: writes the client's error report to the server log (the client
 * ignores failures, doc 1 §7). With the log record of doc 1 §3 (timestamp,
 * version, request id, level, stack trace, message, params, path, status) the
 * line is written at the record's level, and its fields are searchable on
 * their own; without one, at warn.
 */
export const logRoutes: FastifyPluginAsync<{ registry: ReleaseRegistry }> = async (app, { registry }) => {
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
    const loadFailure = loadFailureParamsSchema.safeParse(report.record?.params);
    if (loadFailure.success) {
      // The report is answered in any case: a registry that cannot be changed right now is the server's problem, logged.
      await registry
        .reportLoadFailure(request.tenant.id, loadFailure.data.remote, loadFailure.data.version, request.log)
        .catch((error: unknown) => request.log.error({ err: error }, 'The registry could not act on a load failure report'));
    }
  });
};
