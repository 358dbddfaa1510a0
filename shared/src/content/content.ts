import * as z from 'zod/mini';
import { contentAudienceListSchema, contentBlockSchema } from '../platform/schemas/content-block';

export { CONTENT_AUDIENCES, contentAudienceListSchema, contentAudienceSchema, type ContentAudience } from '../platform/schemas/content-block';

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
export type PageConfig = z.infer<typeof pageConfigSchema>;

export const contentPageSchema = z.object({
  slug: z.string(),
  config: pageConfigSchema,
  /**
   * The audiences the whole page is for; absent, everyone. A
   * visitor it is not for gets no page but a refusal that says what to do
   * (CONTENT_ACCESS_ERROR_CODES), or 404.
   */
  audience: z.optional(contentAudienceListSchema),
  blocks: z.array(contentBlockSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A text that differs for a logged-in customer and an anonymous visitor. */
export const loginDependentTextSchema = z.object({ loggedIn: z.string(), anonymous: z.string() });

/** The newsletter texts of doc 1 §3, each in a logged-in and an anonymous variant. */
export const newsletterTextsSchema = z.object({
  beforeContent: loginDependentTextSchema,
  confirmSuccess: loginDependentTextSchema,
  confirmError: loginDependentTextSchema,
  subscribeSuccess: loginDependentTextSchema,
  subscribeError: loginDependentTextSchema,
});
export type NewsletterTexts = z.infer<typeof newsletterTextsSchema>;


/** Text of at most `max` characters, '' allowed (the content schemas' and the forms'). */
export const plainText = (max: number) => z.string().check(z.maxLength(max));
/** Text of 1 to `max` characters. */
export const givenText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
