import type { Address } from '@storefront/shared/distribution';
import {
  billingFieldSetting,
  CONFIGURABLE_BILLING_FIELDS,
  createBillingFieldsSchema,
  type BillingFieldSetting,
  type BillingFieldsConfiguration,
  type ConfigurableBillingField,
} from '@storefront/shared/checkout';
import { parseInput } from '@storefront/server-kit/http/errors';

/**
 * The billing fields as the backend holds the tenant's configuration: the
 * storefront shows the configurable fields by it, and the backend keeps to the
 * same shared rules (createBillingFieldsSchema), so a field is mandatory in the
 * browser exactly when it is here.
 */

/** The billing fields the tenant set so: hidden ones the shop does not ask for (nor keep), mandatory ones it requires. */
function billingFieldsSetTo(configuration: BillingFieldsConfiguration, setting: BillingFieldSetting): ConfigurableBillingField[] {
  return CONFIGURABLE_BILLING_FIELDS.filter((field) => billingFieldSetting(field, configuration, false) === setting);
}

/**
 * The request body of POST /api/carts/billing-address without the hidden
 * fields: a saved address may carry a VAT id the shop does not ask for, and
 * the storefront sends saved addresses as they are. Ignored, not refused.
 */
export function withoutHiddenBillingFields(body: unknown, configuration: BillingFieldsConfiguration): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const kept: Record<string, unknown> = { ...body };
  for (const field of billingFieldsSetTo(configuration, 'Hide')) delete kept[field];
  return kept;
}

/** A billing address of the request: every mandatory billing field given, else 400 naming each (doc 2 §5). */
export function requireMandatoryBillingFields(address: Address, configuration: BillingFieldsConfiguration): Address {
  // The optional fields' formats are the request schema's (blank reads as not given there): only the mandatory ones are checked here.
  const mandatory = Object.fromEntries(billingFieldsSetTo(configuration, 'Mandatory').map((field) => [field, 'Mandatory' as const]));
  parseInput(createBillingFieldsSchema(mandatory, false), address);
  return address;
}

/** The mandatory billing fields a stored billing address lacks: the setting may have changed since (031). */
export function missingMandatoryBillingFields(address: Address, configuration: BillingFieldsConfiguration): ConfigurableBillingField[] {
  return billingFieldsSetTo(configuration, 'Mandatory').filter((field) => (address[field] ?? '').trim() === '');
}
