import { createReactParcel } from '@storefront/shared/platform/parcel';
import { MiniCart } from './mini-cart';

export default createReactParcel('mini-cart', MiniCart);
