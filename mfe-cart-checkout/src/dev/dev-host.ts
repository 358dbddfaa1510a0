import { startDevHost } from '@storefront/shared/dev-host';
import cartCheckout from '../remote';

void startDevHost(cartCheckout, { examples: { cart: {} } });
