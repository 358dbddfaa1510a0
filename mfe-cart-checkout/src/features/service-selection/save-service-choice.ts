import { isApiError } from '@storefront/shared/platform/api';
import type { CartSession } from '../cart-session/cart-session';

/** What a save reports to its form: whether it is under way, and the message shown in place. */
export interface SaveProgress {
  setBusy(busy: boolean): void;
  setMessage(message: string | undefined): void;
}

/** The message of a failed save, in place: the backend's own text, or the general one when it is unreachable. */
function saveFailureText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.kind === 'backend') return error.message;
  return t(isApiError(error) && error.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.service.saveFailed');
}

/**
 * Saves the service chosen to the cart and settles the selection, so the add that opened the dialog goes on. A
 * failed save is told in place and leaves the form usable again.
 */
export async function saveServiceChoice(
  session: CartSession,
  address: Parameters<CartSession['chooseService']>[0],
  progress: SaveProgress,
  t: (key: string) => string,
): Promise<void> {
  progress.setBusy(true);
  progress.setMessage(undefined);
  try {
    await session.chooseService(address);
    session.settleServiceSelection(true);
  } catch (error) {
    progress.setMessage(saveFailureText(error, t));
    progress.setBusy(false);
  }
}
