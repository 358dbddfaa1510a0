import { startDevHost } from '@storefront/shared/platform/dev-host';
import cartCheckout from '../remote';

void startDevHost(cartCheckout, { examples: { cart: {} } });
