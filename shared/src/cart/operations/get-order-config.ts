import { defineOperation } from '../../platform/api/operation';
import { orderConfigSchema } from '../order-config';

/** The order limits (minimum and maximum order value, maximum weight) per service type. */
export const getOrderConfig = defineOperation({
  method: 'GET',
  path: '/api/order-config',
  domain: 'cart',
  summary: 'Order limits per service type',
  response: orderConfigSchema,
  features: ['featureCartCheckout'],
});
