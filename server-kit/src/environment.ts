import type { z } from 'zod';
import type { environmentSchema } from '@storefront/shared/platform/schemas';

/** Where a shop runs: `development`, `staging` or `live` (STOREFRONT_ENV); both houses read it. */
export type Environment = z.infer<typeof environmentSchema>;
