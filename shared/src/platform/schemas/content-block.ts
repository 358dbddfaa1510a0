import * as z from 'zod/mini';

/**
 * A content block as the CMS delivers it: a type, an id, and the fields of that
 * type. Unknown types are allowed here on purpose: the content remote renders
 * nothing for them and reports them once (they must never break a page).
 */
export interface ContentBlock {
  id: string;
  type: string;
  headline?: string | undefined;
  fields: Record<string, unknown>;
  children: ContentBlock[];
}
export const contentBlockSchema: z.ZodMiniType<ContentBlock> = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    type: z.string().check(z.minLength(1)),
    headline: z.optional(z.string()),
    fields: z.record(z.string(), z.unknown()),
    children: z.array(contentBlockSchema),
  }),
);
