import { startDevHost } from '@storefront/shared/platform/dev-host';
import content from '../remote';

// The start page and the sitemap. The dev host fills only the params of a route's path suffix,
// and the catch-all slug of `index` is not one, so content pages below `/` are reached in the shell.
void startDevHost(content, { examples: { index: {}, sitemap: {} } });
