import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryNumber } from '../../platform/api/wire';
import { deliveryAreaSchema } from '../distribution';

/** The delivery area at a position on the map; null outside every area. */
export const getDeliveryAreaAt = defineOperation({
  method: 'GET',
  path: '/api/distribution/delivery-area/intersection',
  domain: 'distribution',
  summary: 'The delivery area at a position',
  query: z.object({ latitude: queryNumber(-90, 90), longitude: queryNumber(-180, 180) }),
  response: z.pipe(z.nullish(deliveryAreaSchema), z.transform((area) => area ?? null)),
  features: ['featureCartCheckout'],
});
