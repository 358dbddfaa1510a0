import { describe, expect, it } from 'vitest';
import { cartItemCount, decideCartMerge } from './cart-merge';

const empty = { id: 'local', customerId: null, lineItemCount: 0 };
const local = { id: 'local', customerId: null, lineItemCount: 2 };
const customerWithItems = { id: 'customer', customerId: 'c-1', lineItemCount: 3 };
const customerEmpty = { id: 'customer', customerId: 'c-1', lineItemCount: 0 };
const unowned = { id: 'customer', customerId: null, lineItemCount: 3 };

describe('cart merge on login (doc 2 §4)', () => {
  it('does nothing when both are the same cart', () => {
    expect(decideCartMerge({ localCart: local, customerCart: { ...local, customerId: 'c-1' } })).toBe('nothing');
  });

  it('case 1: an empty local cart is replaced by the customer cart', () => {
    expect(decideCartMerge({ localCart: empty, customerCart: customerWithItems })).toBe('replace-with-customer-cart');
    expect(decideCartMerge({ localCart: undefined, customerCart: customerEmpty })).toBe('replace-with-customer-cart');
  });

  it('case 2: a customer cart without customerId gets the local cart assigned', () => {
    expect(decideCartMerge({ localCart: local, customerCart: unowned })).toBe('assign-local-to-customer');
  });

  it('case 3: a customer cart with items opens the merge dialog', () => {
    expect(decideCartMerge({ localCart: local, customerCart: customerWithItems })).toBe('ask');
  });

  it('case 4: otherwise the carts are merged automatically', () => {
    expect(decideCartMerge({ localCart: local, customerCart: customerEmpty })).toBe('merge-automatically');
  });

  it('follows the spec order: an empty local cart wins over a customer cart without customerId', () => {
    expect(decideCartMerge({ localCart: empty, customerCart: unowned })).toBe('replace-with-customer-cart');
  });

  it('treats no customer cart as one without customerId, and no carts at all as nothing to do', () => {
    expect(decideCartMerge({ localCart: local, customerCart: null })).toBe('assign-local-to-customer');
    expect(decideCartMerge({ localCart: empty, customerCart: null })).toBe('nothing');
    expect(decideCartMerge({ localCart: null, customerCart: undefined })).toBe('nothing');
  });

  it('counts items by lineItemCount, else by the product lines', () => {
    expect(cartItemCount({ id: 'a', productLineItems: [{}, {}] })).toBe(2);
    expect(cartItemCount({ id: 'a', lineItemCount: 1, productLineItems: [] })).toBe(1);
    expect(cartItemCount({ id: 'a' })).toBe(0);
    expect(cartItemCount(null)).toBe(0);
    expect(decideCartMerge({ localCart: { id: 'l', productLineItems: [{}] }, customerCart: { id: 'c', customerId: 'c-1' } })).toBe(
      'merge-automatically',
    );
  });
});
