import * as z from 'zod/mini';
import { defineOperation, ignoredAnswerSchema } from '../../platform/api/operation';
import { createPhoneField } from '../../platform/phone/phone-field';
import { maxLength, optionalMultilineText, optionalText } from '../../platform/validation/rules';
import { givenText } from '../content';
import { CONTENT_FIELDS as field } from '../fields';
import { questionnaireAgeField } from '../questionnaire';

/**
 * A questionnaire's answers by question id and the person fields (doc 1 §3),
 * under doc 2 §5's rules (the age an integer from 1 to 99). An answer is a
 * text, with the text fields' rules: several lines, as the call does not say
 * which question was a long-text one; or the options chosen, one line each.
 */
const questionnaireSubmissionSchema = z.object({
  questionnaireId: givenText(64),
  answers: z.record(
    z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/)),
    z.union([optionalMultilineText(maxLength(2000)), z.array(optionalText(maxLength(200))).check(z.maxLength(30))]),
  ),
  firstname: field.firstname.optional(),
  surname: field.surname.optional(),
  email: field.email.optional(),
  academicTitle: field.academicTitle.optional(),
  age: questionnaireAgeField,
  gender: field.gender.optional(),
  telephoneNumber: createPhoneField({ required: false }),
  street: field.street.optional(),
  zip: field.zip.optional(),
  city: field.city.optional(),
  countryCode: field.countryCode.optional(),
});
export type QuestionnaireSubmission = z.input<typeof questionnaireSubmissionSchema>;

/** Sends a questionnaire's answers; answered 204, nothing to read. doc 1 does not show the call (mfe-content/README.md). */
export const submitQuestionnaire = defineOperation({
  method: 'POST',
  path: '/api/content/questionnaire',
  domain: 'content',
  summary: "A questionnaire's answers",
  body: questionnaireSubmissionSchema,
  response: ignoredAnswerSchema,
  status: 204,
  features: [],
  alwaysAvailable: 'the questionnaire content block',
});
