import { z } from 'zod';

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
export const contentBlockSchema: z.ZodType<ContentBlock> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    type: z.string().min(1),
    headline: z.string().optional(),
    fields: z.record(z.string(), z.unknown()),
    children: z.array(contentBlockSchema),
  }),
);

/** Page config fields of doc 1 §2. */
export const pageConfigSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  metaDescription: z.string().optional(),
  keywords: z.string().optional(),
  metaKeywords: z.string().optional(),
  noFollow: z.boolean().optional(),
  noIndex: z.boolean().optional(),
  ogImage: z.array(z.object({ url: z.string() })).optional(),
  backgroundColor: z.string().optional(),
  backgroundImage: z.string().optional(),
  backgroundImageRepeat: z.string().optional(),
  backgroundImageSize: z.string().optional(),
});

export const contentPageSchema = z.object({
  slug: z.string(),
  config: pageConfigSchema,
  blocks: z.array(contentBlockSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
