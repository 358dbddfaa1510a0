import type { I18nService } from '../contracts/services';
import { translateRuleMessage } from './rule-message';

/** What tracking collects of one invalid field. */
export interface FormFieldError {
  readonly label: string;
  readonly message: string;
}

/** A zod issue as far as it matters here (zod 4 issues, mini or classic, have these). */
export interface FormIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/**
 * On a form error, tracking collects the label and the message of each invalid
 * field. One entry per field, with its first message, in the order
 * of the issues; the message in the shopper's language. A field is found in
 * `labels` by its whole path (`address.zip`), else by its first segment (the
 * upload field for `files.1`); a field without a label is named by its path.
 */
export function collectFormErrors(
  issues: ReadonlyArray<FormIssue>,
  labels: Readonly<Record<string, string>>,
  t: I18nService['t'],
): FormFieldError[] {
  const seen = new Set<string>();
  const errors: FormFieldError[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const first = issue.path.length > 0 ? String(issue.path[0]) : '';
    const field = Object.hasOwn(labels, path) ? path : Object.hasOwn(labels, first) ? first : path;
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ label: labels[field] ?? field, message: translateRuleMessage(issue.message, t) });
  }
  return errors;
}
