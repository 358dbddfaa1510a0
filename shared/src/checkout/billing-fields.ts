import * as z from 'zod/mini';
import type { BILLING_FIELD_SETTINGS } from '../platform/schemas/checkout-settings';
export { BILLING_FIELD_SETTINGS } from '../platform/schemas/checkout-settings';
import { ACCOUNT_FIELDS } from '../account/fields';
import {
  NOT_A_FORM,
  optionalText,
  requiredChoice,
  requiredText,
  type StringCheck,
} from '../platform/validation/rules';

/** The billing fields the tenant's configuration shows or not, in the form's order (doc 2 §5). */
export const CONFIGURABLE_BILLING_FIELDS = [
  'salutation',
  'title',
  'valueAddedTaxId',
  'companyRegistrationNumber',
  'stairCase',
  'floor',
  'door',
  'phoneNumber',
] as const;
export type ConfigurableBillingField = (typeof CONFIGURABLE_BILLING_FIELDS)[number];

/** A field's configuration: shown and optional, shown and mandatory, or not shown. */
export type BillingFieldSetting = (typeof BILLING_FIELD_SETTINGS)[number];

/** The tenant's configuration of the billing fields; a field it does not name is not shown. */
export type BillingFieldsConfiguration = Readonly<Partial<Record<ConfigurableBillingField, BillingFieldSetting>>>;

/**
 * What a billing field is for this configuration. The Hide setting removes
 * every configurable field whatever its own configuration.
 */
export function billingFieldSetting(
  field: ConfigurableBillingField,
  configuration: BillingFieldsConfiguration,
  hide: boolean,
): BillingFieldSetting {
  if (hide) return 'Hide';
  return configuration[field] ?? 'Hide';
}

/** The configurable billing fields the form shows, in order. */
export function visibleBillingFields(
  configuration: BillingFieldsConfiguration,
  hide: boolean,
): ConfigurableBillingField[] {
  return CONFIGURABLE_BILLING_FIELDS.filter((field) => billingFieldSetting(field, configuration, hide) !== 'Hide');
}

/**
 * The rules of each billing field are the account's field table's, as the
 * default forms have them (doc 2 §5): title 15, VAT id and registration number
 * 7-14, staircase and door 4, floor 20; the phone number, an address's phone,
 * matches the legacy pattern.
 */
const BILLING_FIELD_CHECKS: Record<Exclude<ConfigurableBillingField, 'salutation'>, () => StringCheck[]> = {
  title: () => ACCOUNT_FIELDS.title.checks(),
  valueAddedTaxId: () => ACCOUNT_FIELDS.valueAddedTaxId.checks(),
  companyRegistrationNumber: () => ACCOUNT_FIELDS.companyRegistrationNumber.checks(),
  stairCase: () => ACCOUNT_FIELDS.stairCase.checks(),
  floor: () => ACCOUNT_FIELDS.floor.checks(),
  door: () => ACCOUNT_FIELDS.door.checks(),
  phoneNumber: () => ACCOUNT_FIELDS.phoneNumber.checks(),
};

function billingField(field: ConfigurableBillingField, mandatory: boolean) {
  if (field === 'salutation') return mandatory ? requiredChoice() : optionalText();
  const checks = BILLING_FIELD_CHECKS[field]();
  return mandatory ? requiredText(...checks) : optionalText(...checks);
}

/**
 * The rules of the shown configurable billing fields: a mandatory one is
 * required. The address's other fields pass through unchecked.
 */
export function createBillingFieldsSchema(configuration: BillingFieldsConfiguration, hide: boolean) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of visibleBillingFields(configuration, hide)) {
    shape[field] = billingField(field, billingFieldSetting(field, configuration, hide) === 'Mandatory');
  }
  return z.looseObject(shape, NOT_A_FORM);
}
