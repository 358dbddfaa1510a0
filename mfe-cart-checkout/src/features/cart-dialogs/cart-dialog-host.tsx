import { lazy, Suspense, useEffect, useId } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { useCartSession } from '../cart-session/use-cart-session';

// Each dialog is its own chunk: most pages never open one.
const ServiceSelectionDialog = lazy(() =>
  import(/* webpackChunkName: "service-selection-dialog" */ '../service-selection/service-selection-dialog').then((m) => ({
    default: m.ServiceSelectionDialog,
  })),
);
const CartMergeDialog = lazy(() =>
  import(/* webpackChunkName: "cart-merge-dialog" */ '../cart-merge/cart-merge-dialog').then((m) => ({ default: m.CartMergeDialog })),
);

const NotAddedDialog = lazy(() =>
  import(/* webpackChunkName: "not-added-dialog" */ '../add-to-cart/not-added-dialog').then((m) => ({ default: m.NotAddedDialog })),
);

/**
 * Shows the dialog the cart session waits for (service selection before an
 * add, the merge after login). Several parts of the remote may place a host
 * (the mini-cart, the cart page); only the first one placed shows the dialogs,
 * so a dialog never opens twice.
 */
export function CartDialogHost() {
  const { session, state } = useCartSession();
  const { api } = useServices();
  const id = useId();
  useEffect(() => session.claimDialogHost(id), [session, id]);
  const shows = session.isPrimaryDialogHost(id) && state.dialog !== null;
  const selecting = shows && state.dialog?.kind === 'service-selection';
  // The service-type texts (doc 2 §9) load beside the dialog's chunk, not after it. Their starter travels in the
  // prompt's chunk, which an add without a service has loaded already: it adds nothing to every page's bytes.
  useEffect(() => {
    if (!selecting) return;
    void import(/* webpackChunkName: "service-prompt" */ '../service-selection/service-type-content-request').then((module) =>
      module.prefetchServiceTypeContent(api),
    );
  }, [selecting, api]);
  if (!shows || state.dialog === null) return null;
  return (
    <Suspense fallback={null}>
      {state.dialog.kind === 'service-selection' ? (
        <ServiceSelectionDialog session={session} optional={state.dialog.optional === true} />
      ) : state.dialog.kind === 'not-added' ? (
        <NotAddedDialog names={state.dialog.names} onClose={session.dismissNotAdded} />
      ) : (
        <CartMergeDialog session={session} localCart={state.dialog.localCart} customerCart={state.dialog.customerCart} />
      )}
    </Suspense>
  );
}
