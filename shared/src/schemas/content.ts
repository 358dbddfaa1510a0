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

/** Page config fields of doc 1 §2. */
export const pageConfigSchema = z.object({
  name: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  metaDescription: z.optional(z.string()),
  keywords: z.optional(z.string()),
  metaKeywords: z.optional(z.string()),
  noFollow: z.optional(z.boolean()),
  noIndex: z.optional(z.boolean()),
  ogImage: z.optional(z.array(z.object({ url: z.string() }))),
  backgroundColor: z.optional(z.string()),
  backgroundImage: z.optional(z.string()),
  backgroundImageRepeat: z.optional(z.string()),
  backgroundImageSize: z.optional(z.string()),
});

export const contentPageSchema = z.object({
  slug: z.string(),
  config: pageConfigSchema,
  blocks: z.array(contentBlockSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
