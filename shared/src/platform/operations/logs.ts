import * as z from 'zod/mini';
import { logRecordSchema } from '../schemas/log-record';
import type { ApiClient } from '../api/client';
import { ignoredAnswerSchema } from '../api/wire';

/** doc 1 §7: the client's error report. Bounded, so one report cannot flood the log. */
export const reportClientErrorRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    /** The error's name and stack, when there is an error object. */
    error: z.optional(z.string().check(z.maxLength(10_000))),
    message: z.string().check(z.minLength(1), z.maxLength(2_000)),
    /** The whole log record of doc 1 §3 (timestamp, version, request id, level, stack, path, status), when the client has one. */
    record: z.optional(logRecordSchema),
  }))();
export type ClientErrorReport = z.infer<typeof reportClientErrorRequestSchema>;

/** doc 1 §7: POST /logs with error and message. The caller ignores failures. */
export async function reportClientError(api: ApiClient, report: ClientErrorReport): Promise<void> {
  await api.request('POST', '/logs', { schema: ignoredAnswerSchema, body: report });
}
