import { createRemoteConfig } from '@storefront/shared/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  remoteName: 'cart-checkout',
  federationName: 'storefront_cart_checkout',
  devPort: 3105,
});
