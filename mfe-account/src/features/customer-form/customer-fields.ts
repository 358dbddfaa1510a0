import { message, parseFormDate } from '@storefront/shared/platform/validation';

/** The salutations a customer may choose (doc 1 §3: Family is only ever read). */
export const SALUTATION_CHOICES = ['Female', 'Male', 'Company'] as const;

/** The countries the shop delivers to and invoices in. */
export const COUNTRIES = ['AT', 'DE'] as const;

/** A form's text as the call wants it: trimmed, and a blank one left out. */
export function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A birthdate typed in the locale's format (TT.MM.JJJJ, doc 1 §3) as the backend keeps it (YYYY-MM-DD). */
export function isoDate(value: string | undefined): string | undefined {
  const date = value ? parseFormDate(value) : undefined;
  if (!date) return undefined;
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** A birthdate the backend sent (YYYY-MM-DD) in the locale's format, as the form shows it. */
export function localeDate(value: string | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (value ?? '');
}

/** A form schema's answer to something that is not a form at all (never a shopper's input). */
export const NOT_A_FORM = { error: message('validation.invalidFormat') } as const;
