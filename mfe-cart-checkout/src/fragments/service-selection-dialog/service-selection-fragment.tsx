import { useEffect } from 'react';
import { CartDialogHost } from '../../features/cart-dialogs/cart-dialog-host';
import { useCartSession } from '../../features/cart-session/use-cart-session';

/**
 * The service selection dialog as a fragment (`service-selection-dialog`):
 * another part of the page (a "choose delivery or pickup" button) places it
 * to let the shopper choose before adding anything. It opens on mount.
 */
export function ServiceSelectionFragment() {
  const { session } = useCartSession();
  useEffect(() => {
    void session.requestServiceSelection();
  }, [session]);
  return <CartDialogHost />;
}
