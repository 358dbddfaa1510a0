import * as z from 'zod/mini';
import { message, NOT_A_FORM } from '../platform/validation/rules';

export const MIN_AGE_EXCLUSIVE = 0;
export const MAX_AGE_EXCLUSIVE = 100;

const INTEGER_TEXT = /^\s*[+-]?[0-9]+\s*$/;

/** The age as a number when it is a whole number (typed, or prefilled from the birthdate), else undefined. */
export function ageAsInteger(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  return INTEGER_TEXT.test(value) ? Number(value) : undefined;
}

const isFilledAge = (payload: z.core.ParsePayload) =>
  (typeof payload.value === 'number' || (typeof payload.value === 'string' && payload.value.trim() !== '')) &&
  payload.issues.length === 0;

/**
 * The questionnaire's age is an integer greater than 0 and less than 100
 * ("integers only", then "a number from 1 to 99"; doc 2 §5). It is optional: an empty
 * field passes. A form's text and a prefilled number (doc 1 §4) are both read.
 */
export const questionnaireAgeField = z.optional(
  z
    .custom<string | number>((value) => typeof value === 'string' || typeof value === 'number', {
      error: message('validation.integersOnly'),
    })
    .check(
      z.refine<string | number>((value) => ageAsInteger(value) !== undefined, {
        error: message('validation.integersOnly'),
        when: isFilledAge,
      }),
      z.refine<string | number>(
        (value) => {
          const age = ageAsInteger(value) ?? 0;
          return age > MIN_AGE_EXCLUSIVE && age < MAX_AGE_EXCLUSIVE;
        },
        { error: message('validation.numberRange', MIN_AGE_EXCLUSIVE + 1, MAX_AGE_EXCLUSIVE - 1), when: isFilledAge },
      ),
    ),
);

/** The questionnaire's ruled field; its prefilled fields (doc 1 §3) pass through unchecked. */
export const questionnaireFormSchema = z.looseObject({ age: questionnaireAgeField }, NOT_A_FORM);
export type QuestionnaireFormValues = z.output<typeof questionnaireFormSchema>;
