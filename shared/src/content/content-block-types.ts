import type { PrefillFormFields } from './prefill';

/*
 * The content blocks' types and the names their fields choose from (doc 1 §2
 * "Content blocks placeable by the content system"), without their field
 * schemas (content-block-fields.ts): a page reads a block's type before it
 * loads the block.
 */

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

/** The consent groups of doc 1 §3, and `necessary`, which needs none. */
export const CONTENT_CONSENT_GROUPS = ['necessary', 'statistic', 'marketing', 'targetGroupSelection'] as const;

/** Extra fields a contact group asks for; the person, the text and the files are always asked. */
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
