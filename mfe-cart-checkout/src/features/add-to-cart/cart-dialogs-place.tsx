import { createRoot } from 'react-dom/client';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { ServicesProvider } from '@storefront/shared/platform/parcel';
import { CartDialogHost } from '../cart-dialogs/cart-dialog-host';

/** The cart's dialog host in an element of its own, with the page's services; answers its removal. */
export function renderCartDialogs(element: HTMLElement, services: StorefrontServices): () => void {
  const root = createRoot(element);
  root.render(
    <ServicesProvider value={services}>
      <CartDialogHost />
    </ServicesProvider>,
  );
  return () => root.unmount();
}
