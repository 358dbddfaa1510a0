import { createRemoteConfig } from '@storefront/shared/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  remoteName: 'catalogue',
  federationName: 'storefront_catalogue',
  devPort: 3102,
});
