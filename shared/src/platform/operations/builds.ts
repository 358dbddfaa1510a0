import * as z from 'zod/mini';
import { buildMetaSchema, latestBuildSchema, type BuildMeta, type LatestBuild } from '../schemas/builds';
import type { ApiClient } from '../api/client';
import { queryInteger, segment, text } from '../api/wire';

/** doc 1 §7: GET builds/meta/{buildId}.json, the route rules of a build. */
export async function getBuildMeta(api: ApiClient, buildId: string): Promise<BuildMeta> {
  return api.request('GET', `/builds/meta/${segment(buildId, 'build id')}.json`, { schema: buildMetaSchema });
}

/** The cache-busting query of builds/latest.json: `t`, the time of the request in ms. */
export const getLatestBuildQuerySchema = /* @__PURE__ */ (() => z.object({ t: queryInteger(0) }))();

/** doc 1 §4, §7: GET builds/latest.json?t=…, polled for a newer build id (hourly, doc 1 §9). */
export function getLatestBuild(api: ApiClient, now: number = Date.now()): Promise<LatestBuild> {
  return api.request('GET', '/builds/latest.json', { schema: latestBuildSchema, query: { t: now } });
}

export const getPrerenderedPayloadQuerySchema = /* @__PURE__ */ (() => z.object({ buildId: text(200) }))();

/**
 * doc 1 §7: GET {path}/_payload.json?buildId=…, the prerendered payload of a
 * page. Its shape is the page's own, so the caller passes the schema. The path
 * is a page path ('/', '/rezepte/kaiserschmarrn'); each segment is encoded.
 */
export function getPrerenderedPayload<T>(
  api: ApiClient,
  path: string,
  buildId: string,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  const segments = path.split('/').filter((part) => part !== '');
  const prefix = segments.map((part) => `/${encodeURIComponent(part)}`).join('');
  return api.request('GET', `${prefix}/_payload.json`, { schema, query: { buildId } });
}
