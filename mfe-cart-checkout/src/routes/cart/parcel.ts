import { createReactParcel } from '@storefront/shared/platform/parcel';
import { CartPage } from './cart-page';

export default createReactParcel('cart', CartPage);
