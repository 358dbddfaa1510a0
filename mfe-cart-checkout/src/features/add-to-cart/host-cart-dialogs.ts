import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import type { CartSession } from '../cart-session/cart-session';

/**
 * The cart's dialogs (the service selection an add waits for, what a bulk add
 * left out, the merge) are shown by a part of the page that can: the
 * mini-cart in the header, the cart and checkout pages. A page without any
 * (the shop in an app's web view, which hides the header) would leave an add
 * waiting for a choice nobody is asked: when a dialog opens there, the cart
 * places its dialog host at the end of the page (a chunk of its own, loaded
 * only then), once, for the page's life. Answers the stop.
 */
export function hostCartDialogs(services: StorefrontServices, session: CartSession): () => void {
  let place: { readonly element: HTMLElement; unmount?: () => void } | undefined;
  const look = () => {
    if (place || session.snapshot().dialog === null || session.hasDialogHost()) return;
    const element = document.createElement('div');
    element.dataset['cartDialogs'] = '';
    document.body.append(element);
    const placed: { readonly element: HTMLElement; unmount?: () => void } = { element };
    place = placed;
    import(/* webpackChunkName: "cart-dialogs-place" */ './cart-dialogs-place').then(
      (module) => {
        if (place === placed) placed.unmount = module.renderCartDialogs(element, services);
      },
      () => {
        // Not arrived: the next change of the cart's state tries again.
        element.remove();
        if (place === placed) place = undefined;
      },
    );
  };
  const unsubscribe = session.subscribe(look);
  look();
  return () => {
    unsubscribe();
    place?.unmount?.();
    place?.element.remove();
    place = undefined;
  };
}
