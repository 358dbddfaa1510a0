import { createReactParcel } from '@storefront/shared/platform/parcel';
import { CartDialogHost } from '../../features/cart-dialogs/cart-dialog-host';

/**
 * The cart merge dialog as a fragment (`cart-merge-dialog`): shows the merge
 * question whenever a login leaves two carts with items. The
 * mini-cart already shows it on every page with a header; this is for pages without one.
 */
export default createReactParcel('cart-merge-dialog', CartDialogHost);
