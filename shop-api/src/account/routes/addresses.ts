import type { FastifyPluginAsync } from 'fastify';
import {
  createCustomerAddress,
  getCustomerAddresses,
  removeCombinedCustomerAddress,
  removeCustomerAddress,
  setPrimaryCustomerAddress,
  updateCustomerAddress,
  MAX_ADDRESSES_PER_CUSTOMER,
} from '@storefront/shared/account';
import { message } from '@storefront/shared/platform/validation';
import type { Environment } from '@storefront/server-kit/environment';
import { HttpError, invalidField } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import type { AddressResult, StoredAddress } from '../store/addresses';
import type { ShopStore } from '../../platform/shop-store';

/**
 * A delivery note is for the driver, so a delivery or combined address keeps it; a billing address is no
 * place to deliver to and refuses one (400 at deliveryNote, nothing saved). A blank note is no note (doc 2 §5).
 */
function withDeliveryNote<A extends { deliveryNote?: string | undefined }>(category: string, address: A): A {
  const { deliveryNote, ...rest } = address;
  const note = deliveryNote?.trim();
  if (!note) return rest as A;
  if (category === 'billing') throw invalidField('deliveryNote', message('validation.invalidFormat'));
  return { ...rest, deliveryNote: note } as A;
}

/** The book after the change, or the error of the refusal. */
function answer(result: AddressResult): StoredAddress[] {
  if ('addresses' in result) return result.addresses;
  if (result.refused === 'limitReached') {
    throw new HttpError(
      409,
      'addressLimitReached',
      `Sie können höchstens ${MAX_ADDRESSES_PER_CUSTOMER} Adressen speichern. Bitte löschen Sie zuerst eine Adresse.`,
      { maxAddresses: MAX_ADDRESSES_PER_CUSTOMER },
    );
  }
  throw new HttpError(404, 'addressNotFound', 'Diese Adresse gibt es in Ihrem Adressbuch nicht.');
}

/**
 * The customer's addresses (billing, delivery, combined, doc 2 §7). Every call
 * answers the whole address book after the change (customerAddressSchema
 * items). At most 20 addresses per customer (doc 2 §5, §9); one primary
 * address per category. Missing parts arrive as placeholders and
 * are stored and answered as sent: the client strips them when reading.
 */
export const addressRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  const route = operationRouter(app, { store, environment });

  // Not in doc 2 §7: the book as the profile lists it before any change.
  route(getCustomerAddresses, async ({ customer }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return store.addresses.list(customer.id);
  });

  route(createCustomerAddress, async ({ params: { category }, body: { primary = false, ...address }, customer }) =>
    answer(store.addresses.add(customer.id, category, withDeliveryNote(category, address), primary)),
  );

  route(updateCustomerAddress, async ({ params: { category }, body: { id, primary = false, ...address }, customer }) =>
    answer(store.addresses.update(customer.id, category, id, withDeliveryNote(category, address), primary)),
  );

  route(setPrimaryCustomerAddress, async ({ params: { id }, customer }) => answer(store.addresses.setPrimary(customer.id, id)));

  // A billing or delivery address; a combined one goes through …/{id}/combined.
  route(removeCustomerAddress, async ({ params: { id }, customer }) => answer(store.addresses.remove(customer.id, id, ['billing', 'delivery'])));

  route(removeCombinedCustomerAddress, async ({ params: { id }, customer }) => answer(store.addresses.remove(customer.id, id, ['combined'])));
};
