import { isApiError } from '@storefront/shared/platform/api';
import type { I18nService } from '@storefront/shared/platform/contracts';

/**
 * What a failed account call says to the shopper: the bundle's text for the
 * backend's errorCode (`account.error.<code>`, `wallet.error.<code>` for the
 * wallet's numeric codes of doc 2 §8) when there is one; "not reachable" for
 * a network failure or a bad gateway; a general failure otherwise.
 */
export function failureMessage(error: unknown, t: I18nService['t'], prefix = 'account.error'): string {
  const wait = waitMinutes(error);
  if (wait !== undefined) return t('account.error.tooManyAttempts', { count: wait });
  if (isApiError(error) && error.details.errorCode !== undefined) {
    const key = `${prefix}.${error.details.errorCode}`;
    const text = t(key);
    if (text !== key && text !== `⟦${key}⟧`) return text;
  }
  if (isApiError(error) && error.kind === 'unavailable') return t('account.form.unavailable');
  return t('account.form.failed');
}

/**
 * The whole minutes a refused attempt must wait (429 with customPayload.retryAfterSeconds: the shop slows
 * sign-in and code guessing), for "Zu viele Versuche. Bitte warten Sie 3 Minuten."; undefined for any other error.
 */
export function waitMinutes(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const seconds = error.details.customPayload?.['retryAfterSeconds'];
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

/** The form field a backend refusal names (customPayload.field), if any. */
export function failedField(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.details.customPayload?.['field'];
  return typeof field === 'string' ? field : undefined;
}

/** A field a 400 `validation` answer names, with the rule message to show at it (`validation.commonPassword|…`). */
export interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * The fields a 400 `validation` answer of the backend names
 * (customPayload.issues), for the form to tell each at its field: the checks
 * only the server can make, such as a password on its list of the most
 * common ones, which never goes to the browser.
 */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!isApiError(error) || error.status !== 400 || error.details.errorCode !== 'validation') return [];
  const issues = error.details.customPayload?.['issues'];
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ field: path, message }] : [];
  });
}
