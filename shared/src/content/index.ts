/*
 * The content system's part: pages, their blocks and the blocks' forms, and
 * the calls that read pages and send the forms, one file each.
 */
export { CONTENT_ACCESS_ERROR_CODES, getContentPage } from './operations/get-content-page';
export { contentPageRequest } from './requests';
export { getSitemap, type Sitemap } from './operations/get-sitemap';
export {
  manageAnonymousNewsletter,
} from './operations/manage-anonymous-newsletter';
export { submitContactForm } from './operations/submit-contact-form';
export { submitQuestionnaire, type QuestionnaireSubmission } from './operations/submit-questionnaire';
export {
  contactFormFields,
  contactFormSchema,
  type ContactFormValues,
} from './contact-form';
export { CONTENT_FIELDS, NAME_CHARACTER, ZIP_CHARACTER, type ContentFieldName } from './fields';
export {
  base64DecodedBytes,
  contactFormBlockSchema,
  contactUploadSchema,
  type ContactFormBlockValues,
  type ContactUpload,
} from './contact-form-block';
export {
  CONTENT_AUDIENCES,
  contentAudienceListSchema,
  contentAudienceSchema,
  contentPageSchema,
  loginDependentTextSchema,
  newsletterTextsSchema,
  pageConfigSchema,
  type ContentAudience,
  type ContentPage,
  type NewsletterTexts,
  type PageConfig,
} from './content';
export {
  CONTACT_GROUP_FIELDS,
  CONTENT_BLOCK_TYPES,
  CONTENT_CONSENT_GROUPS,
  contentBlockTypeOf,
  normalizeBlockType,
  PREFILL_FORM_FIELD_NAMES,
  QUESTION_TYPES,
  type ContactGroupField,
  type ContentBlockType,
} from './content-block-types';
export {
  contentBlockFieldSchemas,
  contentImageSchema,
  contentLinkSchema,
  type ContentBlockFields,
  type ContentImage,
  type ContentLink,
} from './content-block-fields';
export {
  contentBlocksFragmentPropsSchema,
  NOT_FOUND_PAGE_PATH,
  notFoundContentFragmentPropsSchema,
  type ContentBlocksFragmentProps,
  type NotFoundContentFragmentProps,
} from './content-fragments';
export { PREFILL_FORM_FIELDS, prefillFormFieldsSchema, type PrefillFormFields } from './prefill';
export {
  ageAsInteger,
  MAX_AGE_EXCLUSIVE,
  MIN_AGE_EXCLUSIVE,
  questionnaireAgeField,
  questionnaireFormSchema,
  type QuestionnaireFormValues,
} from './questionnaire';
