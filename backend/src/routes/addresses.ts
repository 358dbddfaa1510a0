import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { createCustomerAddressRequestSchema, updateCustomerAddressRequestSchema } from '@storefront/shared/account';
import { MAX_ADDRESSES_PER_CUSTOMER } from '@storefront/shared/platform/constants';
import { customerAddressCategorySchema } from '@storefront/shared/distribution';
import type { Environment } from '../config';
import { message } from '@storefront/shared/platform/validation';
import { HttpError, invalidField, parseInput } from '../http/errors';
import { idParamsSchema } from '../http/request-params';
import { requireCustomer } from '../security/session';
import type { AddressResult, StoredAddress } from '../store/addresses';
import type { ShopStore } from '../store/shop-store';

const categoryParams = z.object({ category: customerAddressCategorySchema });

/**
 * doc 2 §5 delivery note: for the driver, so a delivery or combined address keeps it; a billing address is no
 * place to deliver to and refuses one (400 at deliveryNote, nothing saved). A blank note is no note.
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
 * doc 2 §7 the customer's addresses (billing, delivery, combined). Every call
 * answers the whole address book after the change (customerAddressSchema
 * items). At most 20 addresses per customer (doc 2 §5, §9); one primary
 * address per category. Missing parts arrive as placeholders (doc 2 §5) and
 * are stored and answered as sent: the client strips them when reading.
 */
export const addressRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  // Not in doc 2 §7: the book as the profile lists it before any change.
  app.get('/api/customers/addresses', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const customer = await requireCustomer(request, reply, store, environment);
    return store.addresses.list(customer.id);
  });

  app.post('/api/customers/addresses/:category', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { category } = parseInput(categoryParams, request.params);
    const { primary = false, ...address } = parseInput(createCustomerAddressRequestSchema, request.body);
    return answer(store.addresses.add(customer.id, category, withDeliveryNote(category, address), primary));
  });

  app.put('/api/customers/addresses/:category', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { category } = parseInput(categoryParams, request.params);
    const { id, primary = false, ...address } = parseInput(updateCustomerAddressRequestSchema, request.body);
    return answer(store.addresses.update(customer.id, category, id, withDeliveryNote(category, address), primary));
  });

  app.post('/api/customers/addresses/:id/primary', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { id } = parseInput(idParamsSchema, request.params);
    return answer(store.addresses.setPrimary(customer.id, id));
  });

  // A billing or delivery address; a combined one goes through …/{id}/combined.
  app.delete('/api/customers/addresses/:id', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { id } = parseInput(idParamsSchema, request.params);
    return answer(store.addresses.remove(customer.id, id, ['billing', 'delivery']));
  });

  app.delete('/api/customers/addresses/:id/combined', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { id } = parseInput(idParamsSchema, request.params);
    return answer(store.addresses.remove(customer.id, id, ['combined']));
  });
};
