import type { FastifyPluginAsync } from 'fastify';
import { getPesticideReports } from '@storefront/shared/catalogue';
import { operationRouter } from '../../platform/operation-router';
import { seedPesticideReports, seedPesticideSeason } from '../seed/pesticides';

/** GET /api/pesticides (not shown in the documents): the season's residue tests per produce, by produce name. */
export const pesticideRoutes: FastifyPluginAsync = async (app) => {
  operationRouter(app)(getPesticideReports, async () => ({
    ...seedPesticideSeason,
    reports: [...seedPesticideReports].sort((a, b) => a.produce.localeCompare(b.produce, 'de')),
  }));
};
