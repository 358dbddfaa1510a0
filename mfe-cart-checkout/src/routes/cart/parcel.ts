import { createReactParcel } from '@storefront/shared/parcel';
import { CartPage } from './cart-page';

export default createReactParcel('cart', CartPage);
