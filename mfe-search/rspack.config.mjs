import { createRemoteConfig } from '@storefront/shared/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  remoteName: 'search',
  federationName: 'storefront_search',
  devPort: 3103,
});
