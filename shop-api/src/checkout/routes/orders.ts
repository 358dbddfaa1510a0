import type { FastifyPluginAsync } from 'fastify';
import { getCustomerOrders, ORDERS_PAGE_SIZE, type CustomerOrder } from '@storefront/shared/account';
import type { Environment } from '@storefront/server-kit/environment';
import { operationRouter } from '../../platform/operation-router';
import type { ShopStore } from '../../platform/shop-store';
import type { StoredOrder } from '../store/orders';

/** What the order list reads of the cart an order was placed with (the cart DTO of doc 2 §3 as priced then). */
interface OrderedCart {
  readonly productLineItems?: ReadonlyArray<{ product: { sku: string; name: string }; quantity: number; totalPrice?: number }>;
  readonly deliveryPassLineItem?: { name: string } | null;
  readonly distributionAddress?: { storeId?: string; streetName?: string; streetNumber?: string; postalCode?: string; city?: string } | null;
}

/**
 * The customer's order history (doc 2 names no call for it; a shop shows its
 * customers what they ordered): GET /api/customers/orders, the session
 * customer's orders only, newest first, a page at a time. Each order with its
 * service, its window, the store of a pickup or the address of a delivery,
 * and its lines as they were priced when ordered.
 */
export const orderRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (app, { store, environment }) => {
  const route = operationRouter(app, { store, environment });

  const placeOf = (order: StoredOrder, cart: OrderedCart): string => {
    const address = cart.distributionAddress ?? {};
    if (order.serviceType === 'CLICK_AND_COLLECT') {
      return (address.storeId && store.distribution.findStore(address.storeId)?.name) || address.storeId || '';
    }
    const street = [address.streetName, address.streetNumber].filter(Boolean).join(' ');
    const town = [address.postalCode, address.city].filter(Boolean).join(' ');
    return [street, town].filter(Boolean).join(', ');
  };

  const present = (order: StoredOrder): CustomerOrder => {
    const cart = (order.snapshot ?? {}) as OrderedCart;
    return {
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      status: order.status,
      serviceType: order.serviceType,
      total: order.total,
      window: order.window,
      place: placeOf(order, cart),
      lines: (cart.productLineItems ?? []).map((line) => ({
        sku: line.product.sku,
        name: line.product.name,
        quantity: line.quantity,
        ...(line.totalPrice !== undefined ? { totalPrice: line.totalPrice } : {}),
      })),
      ...(cart.deliveryPassLineItem ? { deliveryPass: cart.deliveryPassLineItem.name } : {}),
    };
  };

  route(getCustomerOrders, async ({ customer, query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    const offset = query.offset ?? 0;
    const page = store.orders.listOfCustomer(customer.id, { offset, pageSize: query.pageSize ?? ORDERS_PAGE_SIZE });
    return { total: page.total, offset, results: page.results.map(present) };
  });
};
