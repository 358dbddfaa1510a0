import { defineOperation } from '../../platform/api/operation';
import { deliveryAreaSchema } from '../distribution';

/** The delivery area shown before the shopper chose one. */
export const getDefaultDeliveryArea = defineOperation({
  method: 'GET',
  path: '/api/distribution/delivery-area/default',
  domain: 'distribution',
  summary: 'The default delivery area',
  response: deliveryAreaSchema,
  features: ['featureCartCheckout'],
});
