import * as z from 'zod/mini';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;

/** A log record of doc 1 §3. */
export const logRecordSchema = z.object({
  /** ISO 8601. */
  timestamp: z.string(),
  /** The app version (build id) that wrote it. */
  version: z.string(),
  requestId: z.optional(z.string()),
  level: logLevelSchema,
  stackTrace: z.optional(z.string()),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.unknown())),
  path: z.optional(z.string()),
  /** HTTP status, where the record is about a response. */
  status: z.optional(z.int()),
});
export type LogRecord = z.infer<typeof logRecordSchema>;
