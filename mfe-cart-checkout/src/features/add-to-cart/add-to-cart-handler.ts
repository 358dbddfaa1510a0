import { ADD_OUTCOME_NOTIFICATIONS, BULK_ADDED_NOTIFICATION, addFailureNotification } from '@storefront/shared/cart';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import type { EventPayload } from '@storefront/shared/platform/events';
import { cartAnnouncement } from '../cart-session/cart-core';
import type { CartSession } from '../cart-session/cart-session';

/**
 * The listener of `cart:add-item-requested` and `cart:add-items-requested` (the add-to-cart exchange):
 * whichever page published it, the item goes through the cart session's add flow, and every request is
 * answered with its outcome, `cart:updated` (the cart with its lines) and the one notification of shared's
 * add outcome table, the shopper's one feedback of the press of the button. A failed call is
 * `addproductaborted` with the failure's reason: a failed add never says "added".
 */
export function registerAddToCartHandler(services: StorefrontServices, session: CartSession): () => void {
  const { events, notifications } = services;
  // Every outcome carries the cart, also when nothing changed (a tile resets its button on it); a change
  // that did change it was announced by the session already.
  const announce = () => events.publish('cart:updated', cartAnnouncement(session.snapshot().cart));
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
          notifications.show(ADD_OUTCOME_NOTIFICATIONS.abortedserviceselection);
          answer('abortedserviceselection');
          return;
        }
        // One feedback: the notice when all went in; the dialog naming what did not (it says the rest went in).
        if (result.added > 0 && result.notAdded.length === 0) notifications.show(BULK_ADDED_NOTIFICATION);
        else if (result.added === 0 && result.notAdded.length === 0) announce();
        answer('added', result.added, result.notAdded);
      },
      (error: unknown) => {
        announce();
        notifications.show(addFailureNotification(error));
        answer('addproductaborted');
      },
    );
  });
  const unsubscribe = events.subscribe('cart:add-item-requested', ({ sku, quantity }) => {
    void session.addItem({ sku, quantity }).then(
      (outcome) => {
        events.publish('cart:item-add-outcome', { sku, outcome });
        if (outcome !== 'added') announce();
        notifications.show(ADD_OUTCOME_NOTIFICATIONS[outcome]);
      },
      (error: unknown) => {
        events.publish('cart:item-add-outcome', { sku, outcome: 'addproductaborted' });
        announce();
        notifications.show(addFailureNotification(error));
      },
    );
  });
  return () => {
    unsubscribe();
    unsubscribeBulk();
  };
}
