import type { I18nService } from '@storefront/shared/platform/contracts';
import type { FieldOption } from '@storefront/shared/platform/ui';

/**
 * Choices of the person fields. "gender" holds the salutation values of doc 1
 * §3 (Family is never offered: it is removed from a customer when loaded), so
 * a customer's salutation fills it as it is. Countries as the codes the
 * contact form takes (doc 2 §5: at most 3 characters).
 */
export function personOptions(t: I18nService['t']): { salutations: FieldOption[]; countries: FieldOption[] } {
  return {
    salutations: ['Female', 'Male', 'Company'].map((value) => ({ value, label: t(`content.form.salutation.${value}`) })),
    countries: ['AT', 'DE', 'CH', 'IT', 'SI', 'HU', 'CZ', 'SK'].map((value) => ({ value, label: t(`content.form.country.${value}`) })),
  };
}
