import { isApiError } from '../platform/api/errors';
import type { NotificationInput } from '../platform/contracts/services';

/** The outcomes of an add (doc 2 §4, §8), as `cart:item-add-outcome` carries them. */
export const ADD_OUTCOMES = ['added', 'addproductaborted', 'abortedserviceselection', 'maxquantityreached'] as const;
export type AddOutcome = (typeof ADD_OUTCOMES)[number];

/**
 * What the shopper is told of each outcome of an add, the one feedback of the press of the button: the
 * cart remote shows it as a notification on every page, whichever part of the page asked. The part that
 * asked shows no text of its own for it, only what it can know alone (the cart not answering at all).
 */
export const ADD_OUTCOME_NOTIFICATIONS: Readonly<Record<AddOutcome, NotificationInput>> = {
  added: { type: 'success', messageKey: 'cart.add.added' },
  addproductaborted: { type: 'error', messageKey: 'cart.add.failed' },
  maxquantityreached: { type: 'warning', messageKey: 'cart.add.maxQuantityReached' },
  abortedserviceselection: { type: 'info', messageKey: 'cart.add.abortedServiceSelection' },
};

/** A bulk add (a recipe, "buy again") that added at least one item. */
export const BULK_ADDED_NOTIFICATION: NotificationInput = { type: 'success', messageKey: 'cart.add.bulkAdded' };

/**
 * Why an add failed, as the shopper reads it (an `addproductaborted` with its reason): the cart service not
 * reachable, the backend's reasons that have a text, else the general one. A failed add never says "added".
 */
export function addFailureNotification(error: unknown): NotificationInput {
  return { type: 'error', messageKey: addFailureMessageKey(error) };
}

function addFailureMessageKey(error: unknown): string {
  if (!isApiError(error)) return ADD_OUTCOME_NOTIFICATIONS.addproductaborted.messageKey;
  if (error.kind === 'unavailable') return 'cart.add.unavailable';
  if (error.details.errorCode === 'productUnavailable') return 'cart.add.productUnavailable';
  if (error.details.errorCode === 'productNotFound') return 'cart.add.productNotFound';
  return ADD_OUTCOME_NOTIFICATIONS.addproductaborted.messageKey;
}
