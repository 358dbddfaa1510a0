import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';

/** A brand of the assortment: its slug, its name and how many products carry it. */
export const brandSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  productCount: z.int().check(z.nonnegative()),
});
export type Brand = z.infer<typeof brandSchema>;

/** Every brand of the assortment, by name (not shown in the documents; the brands page lists them). */
export const getBrands = defineOperation({
  method: 'GET',
  path: '/api/brands',
  domain: 'catalogue',
  summary: 'The brands of the assortment',
  response: z.array(brandSchema),
  features: ['featureProductDiscovery'],
});
