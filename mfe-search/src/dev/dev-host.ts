import { startDevHost } from '@storefront/shared/dev-host';
import search from '../remote';

void startDevHost(search, { examples: { 'search-term': { term: 'milch' } } });
