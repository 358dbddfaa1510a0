import { createRemoteConfig } from '@storefront/shared/build';

export default createRemoteConfig({
  dir: import.meta.dirname,
  remoteName: 'content',
  federationName: 'storefront_content',
  devPort: 3101,
});
