import { startDevHost } from '@storefront/shared/platform/dev-host';
import account from '../remote';

void startDevHost(account, { examples: { login: {} } });
