import * as z from 'zod/mini';
import { defineOperation } from '../api/operation';

/** The OpenAPI document of every operation, derived from the operations the backend registered. */
export const getOpenApiDocument = defineOperation({
  method: 'GET',
  path: '/api/openapi.json',
  domain: 'platform',
  summary: 'This document',
  response: z.record(z.string(), z.unknown()),
  features: [],
  alwaysAvailable: 'the contract of the calls',
});
