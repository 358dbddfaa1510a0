import * as z from 'zod/mini';
import { createPhoneField } from '../platform/phone/phone-field';
import { givenText, plainText } from './content';
import { contactFormFields, NAME_CHARACTER, ZIP_CHARACTER } from './contact-form';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../platform/validation/file-upload';
import { questionnaireAgeField } from './questionnaire';
import {
  EMAIL_MAX_LENGTH,
  emailAddress,
  forbidCharacter,
  maxLength,
  message,
  minLength,
  NOT_A_FORM,
  onlyCharacters,
  optionalText,
  requiredEmail,
} from '../platform/validation/rules';

/*
 * The forms of the content blocks and the calls they post to (doc 2 §5 rules;
 * the calls are not shown in doc 1, see mfe-content/README.md). A module of its
 * own, apart from content.ts: these schemas bring the form rules and phone
 * parsing (libphonenumber's metadata), which a page that only shows blocks must
 * not load. The backend validates the requests with the same schemas.
 */

/** The person fields of the contact form; doc 2 §5 rules where it has them, the default form's otherwise. */
const contactPersonFields = () => ({
  gender: optionalText(maxLength(20)),
  academicTitle: optionalText(maxLength(15)),
  surname: optionalText(onlyCharacters(NAME_CHARACTER), maxLength(24)),
  // doc 2 §5 gives the contact form's email no rule; a message without a way to answer is no use.
  email: requiredEmail(),
  telephoneNumber: createPhoneField({ required: false }),
});

/** The contact form as the shopper fills it (doc 2 §5): files are the chosen File objects. */
export const contactFormBlockSchema = /* @__PURE__ */ (() =>
  z.object({ ...contactFormFields, ...contactPersonFields() }, NOT_A_FORM))();
export type ContactFormBlockValues = z.output<typeof contactFormBlockSchema>;

/** Base64 without line breaks; its decoded length is what counts against the file limit. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** One uploaded file on the wire: doc 2 §5 pdf, jpeg or png, at most 10,000,000 bytes. */
export const contactUploadSchema = /* @__PURE__ */ (() =>
  z
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
    ))();
export type ContactUpload = z.infer<typeof contactUploadSchema>;

/**
 * POST /api/content/contact: the contact form with its files as base64 in
 * JSON (doc 1 does not show the call). Same field rules as the form.
 */
export const contactSubmissionSchema = /* @__PURE__ */ (() =>
  z.object({
    ...contactFormFields,
    ...contactPersonFields(),
    files: z.optional(
      z.array(contactUploadSchema).check(z.maxLength(MAX_UPLOAD_FILES, { error: message('validation.tooManyFiles', MAX_UPLOAD_FILES) })),
    ),
  }))();
export type ContactSubmission = z.input<typeof contactSubmissionSchema>;

/** The answer to a contact form submission: the reference customer service files it under. */
export const contactSubmissionResponseSchema = /* @__PURE__ */ (() => z.object({ reference: givenText(40) }))();

/**
 * POST /api/content/questionnaire: a questionnaire's answers and the person
 * fields (doc 1 §3). The age rule is doc 2 §5's; answers are by question id.
 */
export const questionnaireSubmissionSchema = /* @__PURE__ */ (() =>
  z.object({
    questionnaireId: givenText(64),
    answers: z.record(
      z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/)),
      z.union([plainText(2000), z.array(plainText(200)).check(z.maxLength(30))]),
    ),
    firstname: optionalText(onlyCharacters(NAME_CHARACTER), maxLength(24)),
    surname: optionalText(onlyCharacters(NAME_CHARACTER), maxLength(24)),
    email: optionalText(maxLength(EMAIL_MAX_LENGTH), emailAddress()),
    academicTitle: optionalText(maxLength(15)),
    age: questionnaireAgeField,
    gender: optionalText(maxLength(20)),
    telephoneNumber: createPhoneField({ required: false }),
    street: optionalText(maxLength(100)),
    zip: optionalText(onlyCharacters(ZIP_CHARACTER), minLength(4), maxLength(7)),
    city: optionalText(forbidCharacter('<'), maxLength(25)),
    countryCode: optionalText(maxLength(3)),
  }))();
export type QuestionnaireSubmission = z.input<typeof questionnaireSubmissionSchema>;

/**
 * POST /api/content/newsletter-topics/manage: an anonymous visitor's newsletter
 * change by e-mail address (doc 1 §3 anonymous newsletter texts; a customer uses
 * POST /api/customers/newsletter-topics/manage). Always answered 202: the
 * address has to confirm the change first.
 */
export const anonymousNewsletterRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    email: requiredEmail(),
    subscribe: z._default(z.array(givenText(64)), []),
    unsubscribe: z._default(z.array(givenText(64)), []),
  }))();
export type AnonymousNewsletterRequest = z.input<typeof anonymousNewsletterRequestSchema>;
