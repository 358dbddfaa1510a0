import * as z from 'zod/mini';
import { givenText, loginDependentTextSchema, newsletterTextsSchema, plainText } from './content';
import {
  CONTACT_GROUP_FIELDS,
  CONTENT_CONSENT_GROUPS,
  PREFILL_FORM_FIELD_NAMES,
  QUESTION_TYPES,
  type ContentBlockType,
} from './content-block-types';

/*
 * The fields of each content block type (doc 1 §2 "Content blocks placeable
 * by the content system"). A module of its own: only the code that shows
 * blocks loads these schemas.
 */

/** A URL or path as the content system stores it; whether it may be followed is decided where it is used. */
const urlText = () => givenText(200_000);

/** Heading levels a block may ask for. */
const headingLevelSchema = z.int().check(z.gte(1), z.lte(6));

/** An image with its intrinsic size: width and height reserve its box, so nothing shifts when it loads. */
export const contentImageSchema = z.object({
  src: urlText(),
  /** '' for a purely decorative image. */
  alt: plainText(300),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  caption: z.optional(plainText(500)),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

export const contentLinkSchema = z.object({ label: givenText(120), href: givenText(2048) });
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** A CSS colour a section may take: #rgb, #rrggbb(aa) or rgb()/rgba() with numbers only. */
const cssColor = () =>
  z.string().check(z.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[0-9.%\s,/]+\))$/));

/** A fragment-owned block's fields go to the owning remote unchanged; it parses them. */
const fragmentFields = () => z.record(z.string(), z.unknown());

/** A choice of a questionnaire's question: its value and label. */
const choiceSchema = z.object({ value: givenText(60), label: givenText(200) });

/** The fields of each block type. A block whose fields do not parse is not shown (and reported). */
export const contentBlockFieldSchemas = {
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
  feature: z.object({ text: plainText(2000), icon: z.optional(contentImageSchema), link: z.optional(contentLinkSchema) }),
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
  image: z.extend(contentImageSchema, { link: z.optional(contentLinkSchema) }),
  'image-list': z.object({ images: z.array(contentImageSchema).check(z.minLength(1)), columns: z.optional(z.int().check(z.gte(2), z.lte(6))) }),
  'image-slider': z.object({
    images: z.array(contentImageSchema).check(z.minLength(1)),
    autoplaySeconds: z.optional(z.int().check(z.gte(3), z.lte(30))),
  }),
  'line-separator': z.object({}),
  option: z.object({
    text: z.optional(plainText(2000)),
    image: z.optional(contentImageSchema),
    badge: z.optional(plainText(60)),
    bullets: z.optional(z.array(plainText(300))),
    link: z.optional(contentLinkSchema),
  }),
  publication: z.object({
    text: z.optional(plainText(2000)),
    cover: z.optional(contentImageSchema),
    fileUrl: givenText(2048),
    fileSizeBytes: z.optional(z.int().check(z.nonnegative())),
    validFrom: z.optional(z.iso.date()),
    validTo: z.optional(z.iso.date()),
  }),
  row: z.object({}),
  script: z.object({
    src: givenText(2048),
    /** The consent group the script needs before it runs; default marketing. */
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
  teaser: z.object({ text: z.optional(plainText(2000)), image: z.optional(contentImageSchema), link: z.optional(contentLinkSchema) }),
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
      poster: z.optional(contentImageSchema),
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
        options: z.optional(z.array(choiceSchema)),
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
export type ContentBlockFields<T extends ContentBlockType> = z.output<(typeof contentBlockFieldSchemas)[T]>;

