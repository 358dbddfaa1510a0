import type { RemoteDefinition } from '@storefront/shared/platform/contracts';
import { startDevHost } from '@storefront/shared/platform/dev-host';
import search from '../remote';

/**
 * Alone, the remote has no shell around it: the dev host shows the flyout (a
 * fragment the shell's header places) above the result page. The dev services
 * mount this remote's own fragments; other remotes' fragments show their fallbacks.
 */
const withFlyout: RemoteDefinition = {
  ...search,
  routes: { 'search-term': () => import('./dev-frame').then((m) => m.default) },
};

void startDevHost(withFlyout, { examples: { 'search-term': { term: 'milch' } } });
