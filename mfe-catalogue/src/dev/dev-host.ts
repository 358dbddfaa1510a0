import { startDevHost } from '@storefront/shared/platform/dev-host';
import catalogue from '../remote';

// Without a slug: all top-level categories; every category links on to its own page.
void startDevHost(catalogue, { examples: { 'products-slug': {} } });
