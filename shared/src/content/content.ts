import * as z from 'zod/mini';
import type { PrefillFormFields } from './prefill';
import { contentBlockSchema } from '../platform/schemas/content-block';

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
  blocks: z.array(contentBlockSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

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

// ---------------------------------------------------------------------------
// Content blocks: their types and the fields of each (doc 1 §2 "Content blocks
// placeable by the content system"). Everything below is built inside
// `/* @__PURE__ */ (() => …)()`: the shell imports this module for the redirect
// table and must not carry the block schemas in its initial bundle.

/** Every block type of doc 1 §2, in the content remote's spelling (kebab case). */
export const CONTENT_BLOCK_TYPES = [
  'accordion',
  'button',
  'column',
  'cookie-list',
  'cookie-settings-button',
  'custom-html',
  'feature',
  'headline',
  'iframe',
  'image',
  'image-list',
  'image-slider',
  'line-separator',
  'option',
  'publication',
  'row',
  'script',
  'section',
  'social-follow',
  'table',
  'tabs',
  'teaser',
  'teaser-slider',
  'text',
  'user-message',
  'video',
  'contact-form',
  'contact',
  'newsletter-subscribe',
  'newsletter-unsubscribe',
  'questionnaire',
  'voucher-group',
  'loyalty-club-link-button',
  'login-button',
  'product-group',
  'product-promotion',
  'recipe-group',
  'recipe-search-content',
  'recipe-search',
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/**
 * A block type as the content system may spell it ("custom HTML", "product group",
 * "productGroup", "loyalty-club link button") in the remote's spelling
 * ("custom-html", "product-group", "loyalty-club-link-button").
 */
export function normalizeBlockType(type: string): string {
  return type
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .replace(/-{2,}/g, '-');
}

/** The known block type of a block, or undefined for a type this remote does not know. */
export function contentBlockTypeOf(type: string): ContentBlockType | undefined {
  const normalized = normalizeBlockType(type);
  return (CONTENT_BLOCK_TYPES as readonly string[]).includes(normalized) ? (normalized as ContentBlockType) : undefined;
}

/** Text of at most `max` characters, '' allowed (the content schemas' and content-forms.ts'). */
export const plainText = (max: number) => z.string().check(z.maxLength(max));
/** Text of 1 to `max` characters. */
export const givenText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
/** A URL or path as the content system stores it; whether it may be followed is decided where it is used. */
const urlText = () => givenText(200_000);

/** Heading levels a block may ask for. */
const headingLevelSchema = /* @__PURE__ */ (() => z.int().check(z.gte(1), z.lte(6)))();

/** An image with its intrinsic size: width and height reserve its box, so nothing shifts when it loads. */
export const contentImageSchema = /* @__PURE__ */ (() =>
  z.object({
    src: urlText(),
    /** '' for a purely decorative image. */
    alt: plainText(300),
    width: z.int().check(z.positive()),
    height: z.int().check(z.positive()),
    caption: z.optional(plainText(500)),
  }))();
export type ContentImage = z.infer<typeof contentImageSchema>;

export const contentLinkSchema = /* @__PURE__ */ (() => z.object({ label: givenText(120), href: givenText(2048) }))();
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** The consent groups of doc 1 §3, and `necessary`, which needs none. */
export const CONTENT_CONSENT_GROUPS = ['necessary', 'statistic', 'marketing', 'targetGroupSelection'] as const;

/** A CSS colour a section may take: #rgb, #rrggbb(aa) or rgb()/rgba() with numbers only. */
const cssColor = () =>
  z.string().check(z.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[0-9.%\s,/]+\))$/));

/** Extra fields a contact group asks for (doc 2 §5); the person, the text and the files are always asked. */
export const CONTACT_GROUP_FIELDS = [
  'loyaltymemberid',
  'productean',
  'productbatchnumber',
  'productname',
  'bestbeforedate',
  'receiptnumber',
  'ordernumber',
  'errorcode',
  'timewindow',
  'paymentmethod',
  'clientdata',
  'discount',
  'birthdate',
] as const;
export type ContactGroupField = (typeof CONTACT_GROUP_FIELDS)[number];

export const QUESTION_TYPES = ['text', 'textarea', 'radio', 'checkbox'] as const;

/** The prefill fields of doc 1 §3 a questionnaire may ask. */
export const PREFILL_FORM_FIELD_NAMES = [
  'firstname',
  'surname',
  'email',
  'academicTitle',
  'age',
  'gender',
  'telephoneNumber',
  'street',
  'zip',
  'city',
  'countryCode',
] as const satisfies ReadonlyArray<keyof PrefillFormFields>;

/** A fragment-owned block's fields go to the owning remote unchanged; it parses them. */
const fragmentFields = () => z.record(z.string(), z.unknown());

/** The fields of each block type. A block whose fields do not parse is not shown (and reported). */
export const contentBlockFieldSchemas = /* @__PURE__ */ (() => {
  const image = contentImageSchema;
  const link = contentLinkSchema;
  const choice = z.object({ value: givenText(60), label: givenText(200) });
  return {
    accordion: z.object({ allowMultiple: z.optional(z.boolean()), headingLevel: z.optional(headingLevelSchema) }),
    button: z.object({ label: givenText(120), href: givenText(2048), variant: z.optional(z.enum(['primary', 'secondary'])) }),
    column: z.object({ span: z.optional(z.int().check(z.gte(1), z.lte(12))) }),
    'cookie-list': z.object({
      groups: z.array(
        z.object({
          consentGroup: z.enum(CONTENT_CONSENT_GROUPS),
          name: givenText(120),
          description: z.optional(plainText(2000)),
          cookies: z.array(
            z.object({ name: givenText(120), provider: givenText(120), purpose: plainText(500), duration: plainText(120) }),
          ),
        }),
      ),
    }),
    'cookie-settings-button': z.object({ label: givenText(120) }),
    'custom-html': z.object({ html: plainText(100_000) }),
    feature: z.object({ text: plainText(2000), icon: z.optional(image), link: z.optional(link) }),
    headline: z.object({ level: z.optional(headingLevelSchema) }),
    iframe: z.object({
      src: givenText(2048),
      title: givenText(200),
      height: z.int().check(z.gte(50), z.lte(4000)),
      /** sandbox tokens the editor asks for; the remote keeps only the safe ones. */
      sandbox: z.optional(z.array(plainText(60))),
      /** Permissions policy features the editor asks for (e.g. fullscreen); unknown ones are dropped. */
      allow: z.optional(z.array(plainText(60))),
    }),
    image: z.extend(image, { link: z.optional(link) }),
    'image-list': z.object({ images: z.array(image).check(z.minLength(1)), columns: z.optional(z.int().check(z.gte(2), z.lte(6))) }),
    'image-slider': z.object({
      images: z.array(image).check(z.minLength(1)),
      autoplaySeconds: z.optional(z.int().check(z.gte(3), z.lte(30))),
    }),
    'line-separator': z.object({}),
    option: z.object({
      text: z.optional(plainText(2000)),
      image: z.optional(image),
      badge: z.optional(plainText(60)),
      bullets: z.optional(z.array(plainText(300))),
      link: z.optional(link),
    }),
    publication: z.object({
      text: z.optional(plainText(2000)),
      cover: z.optional(image),
      fileUrl: givenText(2048),
      fileSizeBytes: z.optional(z.int().check(z.nonnegative())),
      validFrom: z.optional(z.iso.date()),
      validTo: z.optional(z.iso.date()),
    }),
    row: z.object({}),
    script: z.object({
      src: givenText(2048),
      /** The consent group the script needs before it runs (doc 1 §3); default marketing. */
      consent: z._default(z.enum(['none', 'statistic', 'marketing', 'targetGroupSelection']), 'marketing'),
      /** Subresource integrity of the script, when the provider publishes it. */
      integrity: z.optional(z.string().check(z.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/))),
      /** data-* attributes the provider's script reads its settings from. */
      dataAttributes: z.optional(z.record(z.string().check(z.regex(/^data-[a-z0-9-]{1,60}$/)), plainText(500))),
    }),
    section: z.object({ backgroundColor: z.optional(cssColor()), headingLevel: z.optional(headingLevelSchema) }),
    'social-follow': z.object({
      networks: z
        .array(
          z.object({
            network: z.enum(['facebook', 'instagram', 'youtube', 'tiktok', 'pinterest', 'linkedin', 'x', 'whatsapp']),
            url: givenText(2048),
          }),
        )
        .check(z.minLength(1)),
    }),
    table: z.object({
      caption: z.optional(plainText(300)),
      head: z.array(plainText(200)).check(z.minLength(1)),
      rows: z.array(z.array(plainText(1000))),
    }),
    tabs: z.object({}),
    teaser: z.object({ text: z.optional(plainText(2000)), image: z.optional(image), link: z.optional(link) }),
    'teaser-slider': z.object({ autoplaySeconds: z.optional(z.int().check(z.gte(3), z.lte(30))) }),
    text: z.object({
      /** Plain text; blank lines separate paragraphs. */
      text: z.optional(plainText(20_000)),
      /** Rich text (HTML), sanitized before it is shown. */
      html: z.optional(plainText(100_000)),
    }),
    'user-message': z.object({
      severity: z._default(z.enum(['info', 'success', 'warning', 'error']), 'info'),
      text: givenText(2000),
    }),
    video: z
      .object({
        provider: z.enum(['youtube', 'vimeo', 'file']),
        videoId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
        src: z.optional(givenText(2048)),
        title: givenText(200),
        poster: z.optional(image),
      })
      .check(
        z.refine((video) => (video.provider === 'file' ? video.src !== undefined : video.videoId !== undefined), {
          error: 'a file video needs src, a hosted one its videoId',
        }),
      ),
    'contact-form': z.object({
      contactGroups: z
        .array(z.object({ value: givenText(60), label: givenText(200), fields: z._default(z.array(z.enum(CONTACT_GROUP_FIELDS)), []) }))
        .check(z.minLength(1)),
      privacyText: z.optional(plainText(2000)),
    }),
    contact: z.object({
      name: z.optional(plainText(200)),
      street: z.optional(plainText(200)),
      zip: z.optional(plainText(20)),
      city: z.optional(plainText(100)),
      phone: z.optional(plainText(40)),
      email: z.optional(plainText(100)),
      openingHours: z.optional(z.array(z.object({ days: givenText(100), hours: givenText(100) }))),
      text: z.optional(plainText(2000)),
    }),
    'newsletter-subscribe': z.object({ newsletterTopicId: givenText(64), texts: z.optional(newsletterTextsSchema) }),
    'newsletter-unsubscribe': z.object({ newsletterTopicId: givenText(64), text: z.optional(loginDependentTextSchema) }),
    questionnaire: z.object({
      questionnaireId: givenText(64),
      questions: z.array(
        z.object({
          id: z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/)),
          label: givenText(300),
          type: z.enum(QUESTION_TYPES),
          options: z.optional(z.array(choice)),
          required: z.optional(z.boolean()),
        }),
      ),
      /** The person fields the questionnaire asks (doc 1 §3 prefill fields); default all. */
      personalFields: z.optional(z.array(z.enum(PREFILL_FORM_FIELD_NAMES))),
    }),
    'voucher-group': fragmentFields(),
    'loyalty-club-link-button': fragmentFields(),
    'login-button': fragmentFields(),
    'product-group': fragmentFields(),
    'product-promotion': fragmentFields(),
    'recipe-group': fragmentFields(),
    'recipe-search-content': z.object({ text: z.optional(plainText(2000)), searchTerms: z.optional(z.array(givenText(60))) }),
    'recipe-search': fragmentFields(),
  } as const satisfies Record<ContentBlockType, z.ZodMiniType>;
})();
export type ContentBlockFields<T extends ContentBlockType> = z.output<(typeof contentBlockFieldSchemas)[T]>;

// ---------------------------------------------------------------------------
// The content remote's fragments (shared/src/contracts/fragments.ts)

/** Props of the `content-blocks` fragment: the blocks to render (e.g. the search flyout's emptyResultsContent). */
export const contentBlocksFragmentPropsSchema = /* @__PURE__ */ (() => z.object({ blocks: z.array(contentBlockSchema) }))();
export type ContentBlocksFragmentProps = z.infer<typeof contentBlocksFragmentPropsSchema>;

/**
 * Props of the `not-found-content` fragment (doc 1 §2 error page): the error
 * data's custom error-page slug, when it carries one.
 */
export const notFoundContentFragmentPropsSchema = /* @__PURE__ */ (() =>
  z.optional(z.nullable(z.object({ errorPageSlug: z.optional(givenText(2048)) }))))();
export type NotFoundContentFragmentProps = z.infer<typeof notFoundContentFragmentPropsSchema>;

/** The path of the content-managed not-found page (doc 1 §2) when the error data names no other. */
export const NOT_FOUND_PAGE_PATH = '/seite-nicht-gefunden';

// ---------------------------------------------------------------------------
// Calls of the content remote that doc 1 does not show (see mfe-content/README.md)

/** GET /api/content/sitemap: the content pages a visitor may find, without noIndex pages. */
export const sitemapSchema = /* @__PURE__ */ (() =>
  z.object({ pages: z.array(z.object({ path: z.string().check(z.startsWith('/')), title: z.string() })) }))();
export type Sitemap = z.infer<typeof sitemapSchema>;
