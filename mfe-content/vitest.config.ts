import { storefrontVitestConfig } from '@storefront/shared/build/vitest';

export default storefrontVitestConfig();
