import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';

/**
 * The residue tests of one produce (not shown in the documents; the
 * pesticides page, doc 1 §1 featurePesticides, shows them): how many
 * samples an accredited lab tested in the season, how many had no residue
 * above the detection limit, how many stayed below half the legal maximum
 * (the shop's own limit), and when the last sample was taken.
 */
export const pesticideReportSchema = z.object({
  produce: z.string().check(z.minLength(1)),
  group: z.enum(['Obst', 'Gemüse', 'Kräuter & Salate']),
  origin: z.string().check(z.minLength(1)),
  samples: z.int().check(z.positive()),
  withoutResidues: z.int().check(z.nonnegative()),
  belowHalfLimit: z.int().check(z.nonnegative()),
  /** ISO date of the last sample. */
  lastSampled: z.iso.date(),
});
export type PesticideReport = z.infer<typeof pesticideReportSchema>;

export const getPesticideReports = defineOperation({
  method: 'GET',
  path: '/api/pesticides',
  domain: 'catalogue',
  summary: 'Pesticide residue tests per produce',
  response: z.object({ season: z.string(), laboratory: z.string(), reports: z.array(pesticideReportSchema) }),
  features: ['featurePesticides'],
});
