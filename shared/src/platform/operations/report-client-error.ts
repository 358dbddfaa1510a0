import * as z from 'zod/mini';
import { defineOperation, ignoredAnswerSchema } from '../api/operation';
import { logRecordSchema } from '../schemas/log-record';

/** The client's error report, bounded so one report cannot flood the log. */
const clientErrorReportSchema = z.object({
  /** The error's name and stack, when there is an error object. */
  error: z.optional(z.string().check(z.maxLength(10_000))),
  message: z.string().check(z.minLength(1), z.maxLength(2_000)),
  /** The whole log record of doc 1 §3 (timestamp, version, request id, level, stack, path, status), when the client has one. */
  record: z.optional(logRecordSchema),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** The client reports an error with its message; the caller ignores a failure of the report itself. */
export const reportClientError = defineOperation({
  method: 'POST',
  path: '/logs',
  domain: 'platform',
  summary: "The client's error report with its log record",
  body: clientErrorReportSchema,
  response: ignoredAnswerSchema,
  status: 204,
  features: [],
  alwaysAvailable: 'errors are reported from every page',
});
