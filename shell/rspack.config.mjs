import { createShellConfig } from '@storefront/shared/build';
import { BootFilesPlugin } from './build/boot-files-plugin.mjs';

const config = createShellConfig({ dir: import.meta.dirname, devPort: 3100 });
// The boot files the backend preloads from the page (production builds only: a dev server's page is its own).
// lazy-boot-data too: the first render does not wait for it, but the boot starts it at once (the XSRF token, the
// component configs), so preloaded it is no round trip after main.js either.
if (config.mode === 'production') config.plugins.push(new BootFilesPlugin({ lazyGroups: ['lazy-redirects', 'lazy-page-chrome', 'lazy-boot-data'] }));

export default config;
