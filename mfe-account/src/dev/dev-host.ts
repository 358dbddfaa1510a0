import { startDevHost } from '@storefront/shared/dev-host';
import account from '../remote';

void startDevHost(account, { examples: { login: {} } });
