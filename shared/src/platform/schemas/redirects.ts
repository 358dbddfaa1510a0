import * as z from 'zod/mini';

/**
 * The redirect table of doc 1 §3 (GET /api/content/redirects): oneToOne maps
 * an exact path to its target, manyToOne a path prefix to one target,
 * manyToMany a path prefix to the prefix that replaces it.
 */
export const redirectTableSchema = z.object({
  oneToOne: z._default(z.record(z.string(), z.string()), {}),
  manyToOne: z._default(z.record(z.string(), z.string()), {}),
  manyToMany: z._default(z.record(z.string(), z.string()), {}),
});
export type RedirectTable = z.infer<typeof redirectTableSchema>;

/** A failed redirect fetch is ignored, i.e. no redirects. */
export function emptyRedirectTable(): RedirectTable {
  return { oneToOne: {}, manyToOne: {}, manyToMany: {} };
}
