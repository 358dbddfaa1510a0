import { createShellConfig } from '@storefront/shared/build';
import { BootFilesPlugin } from './build/boot-files-plugin.mjs';

const config = createShellConfig({ dir: import.meta.dirname, devPort: 3100 });
// The boot files the backend preloads from the page (production builds only: a dev server's page is its own): the
// lazy chunks the first render waits for and the federation's retry plugin (no remote loads before it).
if (config.mode === 'production') config.plugins.push(new BootFilesPlugin({ lazyGroups: ['lazy-redirects', 'lazy-retry-plugin', 'lazy-page-chrome'] }));

export default config;
