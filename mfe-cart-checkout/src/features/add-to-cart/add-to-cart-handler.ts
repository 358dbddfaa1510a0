import { isApiError } from '@storefront/shared/platform/api';
import type { NotificationInput, StorefrontServices } from '@storefront/shared/platform/contracts';
import type { EventPayload } from '@storefront/shared/platform/events';
import type { AddOutcome, CartSession } from '../cart-session/cart-session';

/** The notification of each outcome: the shopper always sees what became of the press of the button. */
const OUTCOME_NOTIFICATIONS: Record<AddOutcome, NotificationInput> = {
  added: { type: 'success', messageKey: 'cart.add.added' },
  addproductaborted: { type: 'error', messageKey: 'cart.add.failed' },
  maxquantityreached: { type: 'warning', messageKey: 'cart.add.maxQuantityReached' },
  abortedserviceselection: { type: 'info', messageKey: 'cart.add.abortedServiceSelection' },
};

/** Why an add failed, as the shopper reads it: the backend's reasons that have a text, else a general one. */
export function addFailureMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'cart.add.failed';
  if (error.kind === 'unavailable') return 'cart.add.unavailable';
  if (error.details.errorCode === 'productUnavailable') return 'cart.add.productUnavailable';
  if (error.details.errorCode === 'productNotFound') return 'cart.add.productNotFound';
  return 'cart.add.failed';
}

/**
 * The listener of `cart:add-item-requested` (docs/architecture.md,
 * "Events"): whichever page published it, the item goes through the cart session's
 * add flow, and every request is answered with `cart:item-add-outcome`,
 * `cart:updated` and a notification. A failed call is `addproductaborted` with
 * the failure's message: a failed add never says "added".
 */
export function registerAddToCartHandler(services: StorefrontServices, session: CartSession): () => void {
  const { events, notifications } = services;
  const announce = () => {
    const cart = session.snapshot().cart;
    events.publish('cart:updated', { lineItemCount: cart?.lineItemCount ?? 0, total: cart?.priceInfo.total ?? 0 });
  };
  // The bulk add of another part of the page (a recipe, "buy again"): what was not added is shown by name in a dialog.
  // The part of the page that asked hears the outcome too (`cart:items-add-outcome` with its source).
  const unsubscribeBulk = events.subscribe('cart:add-items-requested', ({ items, source }) => {
    const answer = (outcome: EventPayload<'cart:items-add-outcome'>['outcome'], added = 0, notAdded: readonly string[] = []) => {
      try {
        events.publish('cart:items-add-outcome', { outcome, added, notAdded: [...notAdded], ...(source ? { source } : {}) });
      } catch {
        // A shell whose event map predates this answer does not know it: the cart's own notice and dialog still tell the shopper.
      }
    };
    void session.addItems(items).then(
      (result) => {
        if (result === 'abortedserviceselection') {
          announce();
          notifications.show(OUTCOME_NOTIFICATIONS.abortedserviceselection);
          answer('abortedserviceselection');
          return;
        }
        if (result.added > 0) {
          notifications.show({ type: 'success', messageKey: 'cart.add.bulkAdded' });
        } else if (result.notAdded.length === 0) announce();
        answer('added', result.added, result.notAdded);
      },
      (error: unknown) => {
        announce();
        notifications.show({ type: 'error', messageKey: addFailureMessageKey(error) });
        answer('addproductaborted');
      },
    );
  });
  const unsubscribe = events.subscribe('cart:add-item-requested', ({ sku, quantity }) => {
    void session.addItem({ sku, quantity }).then(
      (outcome) => {
        events.publish('cart:item-add-outcome', { sku, outcome });
        // Every outcome carries the count, also when nothing changed (a tile resets its button on it).
        if (outcome !== 'added') announce();
        notifications.show(OUTCOME_NOTIFICATIONS[outcome]);
      },
      (error: unknown) => {
        events.publish('cart:item-add-outcome', { sku, outcome: 'addproductaborted' });
        announce();
        notifications.show({ type: 'error', messageKey: addFailureMessageKey(error) });
      },
    );
  });
  return () => {
    unsubscribe();
    unsubscribeBulk();
  };
}
