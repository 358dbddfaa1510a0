import { createShellConfig } from '@storefront/shared/build';

export default createShellConfig({ dir: import.meta.dirname, devPort: 3100 });
