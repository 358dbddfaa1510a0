import * as z from 'zod/mini';
import { createPhoneField } from '../platform/phone/phone-field';
import { givenText } from './content';
import { contactFormFields } from './contact-form';
import { CONTENT_FIELDS as field } from './fields';
import { MAX_UPLOAD_BYTES } from '../platform/validation/file-upload';
import { message, NOT_A_FORM } from '../platform/validation/rules';

/*
 * The contact form block (doc 2 §5 rules; the call is not shown in doc 1, see
 * mfe-content/README.md): the form as the shopper fills it and one uploaded
 * file as it travels. A module of its own: these schemas bring the form rules
 * and phone parsing (libphonenumber's metadata), which a page that only shows
 * blocks must not load. The backend validates the submission with the same
 * rules (operations/submit-contact-form.ts).
 */

/** The person fields of the contact form; doc 2 §5 rules where it has them, the default form's otherwise. */
export const contactPersonFields = () => ({
  gender: field.gender.optional(),
  academicTitle: field.academicTitle.optional(),
  surname: field.surname.optional(),
  // The contact form's email is required, though the spec gives it no rule (doc 2 §5): a message without a way to answer is no use.
  email: field.email.requiredTrimmed(),
  telephoneNumber: createPhoneField({ required: false }),
});

/** The contact form as the shopper fills it: files are the chosen File objects. */
export const contactFormBlockSchema = z.object({ ...contactFormFields, ...contactPersonFields() }, NOT_A_FORM);
export type ContactFormBlockValues = z.output<typeof contactFormBlockSchema>;

/** Base64 without line breaks; its decoded length is what counts against the file limit. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** One uploaded file on the wire: pdf, jpeg or png, at most 10,000,000 bytes (doc 2 §5). */
export const contactUploadSchema = z
  .object({
    name: givenText(255),
    type: z.enum(['application/pdf', 'image/jpeg', 'image/png'], { error: message('validation.fileType') }),
    size: z.int().check(z.gte(0), z.lte(MAX_UPLOAD_BYTES, { error: message('validation.fileTooLarge', MAX_UPLOAD_BYTES / 1_000_000) })),
    content: z.string().check(z.maxLength(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4), z.regex(BASE64)),
  })
  .check(
    z.refine((file) => base64DecodedBytes(file.content) === file.size, {
      error: 'content does not have the given size',
      path: ['content'],
    }),
  );
export type ContactUpload = z.infer<typeof contactUploadSchema>;
