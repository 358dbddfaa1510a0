import * as z from 'zod/mini';

/**
 * Who a piece of content is for: not logged in; logged in and a
 * loyalty (joe) member; logged in and not a member. Kept beside the block
 * schema, which carries it; the content domain re-exports it.
 */
export const CONTENT_AUDIENCES = ['notLoggedIn', 'loggedInJoeMember', 'loggedInNotJoeMember'] as const;
export const contentAudienceSchema = z.enum(CONTENT_AUDIENCES);
export type ContentAudience = z.infer<typeof contentAudienceSchema>;

/**
 * The audiences a block or a page is for; absent, it is for everyone. Never
 * empty: content for nobody is content to delete, and an empty list that
 * slipped through would hide a block without anybody noticing.
 */
export const contentAudienceListSchema = z.array(contentAudienceSchema).check(z.minLength(1));

/**
 * A content block as the CMS delivers it: a type, an id, and the fields of that
 * type. Unknown types are allowed here on purpose: the content remote renders
 * nothing for them and reports them once (they must never break a page).
 * A block with an `audience` is shown only to those visitors; the shop API
 * leaves it out of a content page for everyone else (shop-api README, "Content
 * by login state").
 */
export interface ContentBlock {
  id: string;
  type: string;
  headline?: string | undefined;
  audience?: ContentAudience[] | undefined;
  fields: Record<string, unknown>;
  children: ContentBlock[];
}
export const contentBlockSchema: z.ZodMiniType<ContentBlock> = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    type: z.string().check(z.minLength(1)),
    headline: z.optional(z.string()),
    audience: z.optional(contentAudienceListSchema),
    fields: z.record(z.string(), z.unknown()),
    children: z.array(contentBlockSchema),
  }),
);
