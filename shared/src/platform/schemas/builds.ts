import * as z from 'zod/mini';

/**
 * One route rule of a build (doc 1 §7: prerender, redirect, appMiddleware).
 * Their exact shapes are not shown; these are the usual ones: a redirect is a
 * target path or a target with its status, app middleware a name, a list of
 * names, or names switched on and off.
 */
export const routeRuleSchema = z.looseObject({
  prerender: z.optional(z.boolean()),
  redirect: z.optional(
    z.union([z.string(), z.object({ to: z.string(), statusCode: z.optional(z.int().check(z.gte(300), z.lte(399))) })]),
  ),
  appMiddleware: z.optional(z.union([z.string(), z.array(z.string()), z.record(z.string(), z.boolean())])),
});
export type RouteRule = z.infer<typeof routeRuleSchema>;

/** GET builds/meta/{buildId}.json: the route rules of that build, by path pattern, and its prerendered paths. */
export const buildMetaSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  timestamp: z.optional(z.number()),
  routeRules: z._default(z.record(z.string(), routeRuleSchema), {}),
  prerendered: z._default(z.array(z.string()), []),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;

/** GET builds/latest.json: the id of the newest build. */
export const latestBuildSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  timestamp: z.optional(z.number()),
});
export type LatestBuild = z.infer<typeof latestBuildSchema>;
