import { assignCartToCustomer, decideCartMerge, getCart, mergeCart, type Cart } from '@storefront/shared/cart';
import { call } from '@storefront/shared/platform/api';
import type { SessionStatus } from '@storefront/shared/platform/contracts';
import { isNotFound, type CartCore } from './cart-core';

export interface CartMerge {
  /** The shopper's answer in the merge dialog: merge both carts, or keep the customer's cart only. */
  settle(choice: 'merge' | 'discard'): Promise<void>;
  /** Stops following the shell's session. */
  stop(): void;
}

/**
 * The cart at login and logout (doc 2 §4), from the shell's session: at login the guest's cart and the
 * customer's meet by the four cases of the merge rule (the merge dialog for one of them); a logout clears
 * the cart locally. `onCustomerChanged` hears every change of the session's status.
 */
export function createCartMerge(core: CartCore, onCustomerChanged: () => void): CartMerge {
  const { api, session: customerSession } = core.services;

  async function mergeOnLogin(localCart: Cart | null | undefined): Promise<void> {
    let customerCart: Cart | null;
    try {
      customerCart = await call(api, getCart);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      customerCart = null;
    }
    const decision = decideCartMerge({ localCart, customerCart });
    if (decision === 'ask' && localCart && customerCart) {
      core.markChanged();
      core.applyCart(customerCart, false);
      core.setState({ dialog: { kind: 'merge', localCart, customerCart } });
      return;
    }
    if (decision === 'assign-local-to-customer' && localCart) {
      await core.change(() => call(api, assignCartToCustomer, { query: { anonymousCartId: localCart.id } }));
    } else if (decision === 'merge-automatically' && localCart) {
      await core.change(() => call(api, mergeCart, { params: { id: localCart.id } }));
    } else {
      core.markChanged();
      core.applyCart(customerCart);
      void core.validate();
    }
  }

  async function settle(choice: 'merge' | 'discard'): Promise<void> {
    const dialog = core.state().dialog;
    if (dialog?.kind !== 'merge') return;
    if (choice === 'merge') {
      await core.change(() => call(api, mergeCart, { params: { id: dialog.localCart.id } }));
    } else {
      // Discarding keeps the customer's cart as it is; the guest cart is left behind, as the shopper chose.
      core.markChanged();
      core.applyCart(dialog.customerCart);
      await core.validate();
    }
    // The merge's forwardToCheckout (doc 2 §2) is the cart page's: it knows when "Zur Kasse" would take the cart.
    core.setState({ dialog: null });
  }

  let sessionStatus: SessionStatus = customerSession.snapshot().status;
  const stop = customerSession.subscribe((snapshot) => {
    const previous = sessionStatus;
    sessionStatus = snapshot.status;
    if (previous !== snapshot.status) onCustomerChanged();
    // A login: the session becomes a customer's while the cart held is a guest's. (The shell may go
    // from 'unknown' straight to 'authenticated' when the login comes before its first customer check.)
    if (previous !== 'authenticated' && snapshot.status === 'authenticated' && !core.state().cart?.customerId) {
      const localCart = core.state().cart;
      void core.enqueue(() => mergeOnLogin(localCart)).catch(() => core.load().catch(() => undefined));
    } else if (previous === 'authenticated' && snapshot.status === 'anonymous') {
      // Logout clears the cart locally.
      core.setState({ validationErrors: [], dialog: null });
      core.markChanged();
      core.applyCart(null);
    }
  });

  return { settle, stop };
}
