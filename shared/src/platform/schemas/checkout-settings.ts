/**
 * The delivery phone number is Optional or Mandatory by configuration
 *. A module of its own, with no rules in it: the
 * tenant config (in the shell's initial bundle) names the values too.
 */
export const DELIVERY_PHONE_SETTINGS = ['Optional', 'Mandatory'] as const;

/** How the tenant configures the delivery phone number (doc 2 §5 address validity). */
export type DeliveryPhoneSetting = (typeof DELIVERY_PHONE_SETTINGS)[number];

/** Each configurable billing field is Optional or Mandatory as the phone is, or hidden. */
export const BILLING_FIELD_SETTINGS = [...DELIVERY_PHONE_SETTINGS, 'Hide'] as const;
