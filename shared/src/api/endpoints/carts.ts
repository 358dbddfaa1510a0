import { cartSchema, type Cart } from '../../schemas/cart';
import type { ApiClient } from '../client';

/** doc 2 §7: GET /api/carts. */
export function getCart(api: ApiClient): Promise<Cart> {
  return api.request('GET', '/api/carts', { schema: cartSchema });
}

/** doc 2 §7: POST /api/carts/items with sku, quantity and query storeId. */
export function addCartItem(
  api: ApiClient,
  item: { sku: string; quantity: number },
  storeId?: string,
): Promise<Cart> {
  return api.request('POST', '/api/carts/items', { schema: cartSchema, body: item, query: { storeId } });
}
