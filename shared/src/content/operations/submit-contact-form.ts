import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { message } from '../../platform/validation/rules';
import { MAX_UPLOAD_FILES } from '../../platform/validation/file-upload';
import { givenText } from '../content';
import { contactFormFields } from '../contact-form';
import { contactPersonFields, contactUploadSchema } from '../contact-form-block';

/** The contact form as it travels: the form's fields under the same rules, its files as base64 in JSON. */
const contactSubmissionSchema = z.object({
  ...contactFormFields,
  ...contactPersonFields(),
  files: z.optional(
    z.array(contactUploadSchema).check(z.maxLength(MAX_UPLOAD_FILES, { error: message('validation.tooManyFiles', MAX_UPLOAD_FILES) })),
  ),
});
export type ContactSubmission = z.input<typeof contactSubmissionSchema>;

/**
 * Sends the contact form (doc 2 §5 rules, at most three files of
 * 10,000,000 bytes each, checked against what they claim to be) and answers
 * the reference customer service files the message under. doc 1 does not show
 * the call; its path is the storefront's choice (mfe-content/README.md).
 */
export const submitContactForm = defineOperation({
  method: 'POST',
  path: '/api/content/contact',
  domain: 'content',
  summary: 'The contact form',
  body: contactSubmissionSchema,
  response: z.object({ reference: givenText(40) }),
  status: 201,
  features: [],
  alwaysAvailable: 'the contact form content block',
});
