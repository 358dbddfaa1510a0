import { createRemoteConfig } from '@storefront/shared/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  remoteName: 'account',
  federationName: 'storefront_account',
  devPort: 3104,
});
