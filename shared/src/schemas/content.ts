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

/**
 * The redirect table of doc 1 §3 (GET /api/content/redirects): oneToOne maps
 * an exact path to its target, manyToOne a path prefix to one target,
 * manyToMany a path prefix to the prefix that replaces it (doc 1 §8).
 */
export const redirectTableSchema = z.object({
  oneToOne: z._default(z.record(z.string(), z.string()), {}),
  manyToOne: z._default(z.record(z.string(), z.string()), {}),
  manyToMany: z._default(z.record(z.string(), z.string()), {}),
});
export type RedirectTable = z.infer<typeof redirectTableSchema>;

/** doc 1 §7, §8: a failed redirect fetch is ignored, i.e. no redirects. */
export function emptyRedirectTable(): RedirectTable {
  return { oneToOne: {}, manyToOne: {}, manyToMany: {} };
}

/** Component config names of doc 1 §3 (GET /api/content/configs/client?types=…). */
export const COMPONENT_CONFIG_NAMES = [
  'topbarbanner',
  'header',
  'footer',
  'socialsharingandseo',
  'login',
  'offlineaccount',
  'passwordreset',
  'profile',
  'physicalcard',
  'registration',
] as const;
export const componentConfigNameSchema = z.enum(COMPONENT_CONFIG_NAMES);
export type ComponentConfigName = z.infer<typeof componentConfigNameSchema>;

/** One component's configuration: its fields are the content system's and not shown. */
export const componentConfigSchema = z.record(z.string(), z.unknown());
export type ComponentConfig = z.infer<typeof componentConfigSchema>;

/**
 * The component configs by name. A name the backend has no config for is
 * missing; a name this client does not know yet is kept but never read.
 */
export const componentConfigsSchema = z.record(z.string(), componentConfigSchema);
export type ComponentConfigs = Partial<Record<ComponentConfigName, ComponentConfig>>;

/** A text that differs for a logged-in customer and an anonymous visitor (doc 1 §6). */
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

/**
 * Who a piece of content is for (doc 2 §6): not logged in; logged in and a
 * loyalty (joe) member; logged in and not a member. In this part of the
 * product the access check always grants access (doc 1 §2).
 */
export const CONTENT_AUDIENCES = ['notLoggedIn', 'loggedInJoeMember', 'loggedInNotJoeMember'] as const;
export const contentAudienceSchema = z.enum(CONTENT_AUDIENCES);
export type ContentAudience = z.infer<typeof contentAudienceSchema>;
