import { reportClientError } from '@storefront/shared/platform/operations';
import { call, requestId, type ApiClient } from '@storefront/shared/platform/api';
import type { LogRecord } from '@storefront/shared/platform/schemas';

/** At most this many reports per page: a loop that throws must not flood the log. */
export const MAX_REPORTS_PER_PAGE = 10;
let sent = 0;

/** The version of the running shell: the content hash of its entry script (unique per build). */
function shellVersion(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[src*="/main."]')?.src ?? '';
  return /main\.([0-9a-f]+)\.js/.exec(entry)?.[1] ?? 'development';
}

/** The log record of doc 1 §3 for an error on the current page. */
export function logRecordFor(error: unknown, message: string, status: number | undefined, level: LogRecord['level'] = 'error'): LogRecord {
  const stackTrace = error instanceof Error ? error.stack ?? `${error.name}: ${error.message}` : undefined;
  return {
    timestamp: new Date().toISOString(),
    version: shellVersion(),
    requestId: requestId(),
    level,
    message: message.slice(0, 2_000) || 'Unknown error',
    path: window.location.pathname,
    ...(stackTrace ? { stackTrace: stackTrace.slice(0, 10_000) } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}

/**
 * Reports a client error to the backend (POST /logs, doc 1 §7) with the whole
 * log record of doc 1 §3. Failures are ignored: reporting must never cause an
 * error of its own.
 */
export function reportError(api: ApiClient, error: unknown, message: string, status?: number, level: LogRecord['level'] = 'error'): void {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  const record = logRecordFor(error, message, status, level);
  const body = { message: record.message, ...(record.stackTrace ? { error: record.stackTrace } : {}), record };
  call(api, reportClientError, { body }).catch(() => undefined);
}
