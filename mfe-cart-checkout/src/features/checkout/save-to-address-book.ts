import { createCustomerAddress } from '@storefront/shared/account';
import type { DistributionAddress } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import type { DeliveryFormValues } from './checkout-rules';

/**
 * Keeps a delivery address typed in checkout in the customer's address book
 * (doc 2 §7 POST /api/customers/addresses/delivery), with the driver's note
 * and the position found for it; answers the book. Loaded only when a customer
 * chose it, so the address call's rules stay out of the checkout page's chunk.
 */
export async function saveToAddressBook(
  api: StorefrontServices['api'],
  values: DeliveryFormValues,
  located: Pick<DistributionAddress, 'position' | 'countryCode'>,
) {
  return call(api, createCustomerAddress, {
    params: { category: 'delivery' },
    body: {
      firstName: values.firstName,
      lastName: values.lastName,
      streetName: values.streetName,
      streetNumber: values.streetNumber,
      postalCode: values.postalCode,
      city: values.city,
      ...(values.additionalInfo ? { additionalInfo: values.additionalInfo } : {}),
      ...(values.stairCase ? { stairCase: values.stairCase } : {}),
      ...(values.floor ? { floor: values.floor } : {}),
      ...(values.door ? { door: values.door } : {}),
      ...(values.deliveryPhoneNumber ? { phoneNumber: values.deliveryPhoneNumber } : {}),
      ...(values.deliveryAddressText ? { deliveryNote: values.deliveryAddressText } : {}),
      ...(located.position ? { position: located.position } : {}),
      ...(located.countryCode ? { countryCode: located.countryCode } : {}),
    },
  });
}
