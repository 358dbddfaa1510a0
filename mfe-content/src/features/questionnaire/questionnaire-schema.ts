import * as z from 'zod/mini';
import { PREFILL_FORM_FIELD_NAMES, submitQuestionnaire, type ContentBlockFields } from '@storefront/shared/content';
import { maxLength, message, optionalMultilineText, optionalText, requiredChoice, requiredMultilineText, requiredText } from '@storefront/shared/platform/validation';

type Questionnaire = ContentBlockFields<'questionnaire'>;
export type PersonalField = (typeof PREFILL_FORM_FIELD_NAMES)[number];

/** The person fields a questionnaire asks: its own list, or all prefill fields of doc 1 §3. */
export function personalFieldsOf(questionnaire: Questionnaire): readonly PersonalField[] {
  return questionnaire.personalFields ?? PREFILL_FORM_FIELD_NAMES;
}

function answerField(question: Questionnaire['questions'][number]) {
  switch (question.type) {
    case 'checkbox':
      return question.required
        ? z.array(z.string()).check(z.minLength(1, { error: message('validation.chooseOne') }))
        : z.optional(z.array(z.string()));
    case 'radio':
      return question.required ? requiredChoice() : z.optional(z.string());
    case 'textarea':
      return question.required ? requiredMultilineText(maxLength(2000)) : optionalMultilineText(maxLength(2000));
    case 'text':
      return question.required ? requiredText(maxLength(300)) : optionalText(maxLength(300));
  }
}

/**
 * The questionnaire's form: the person fields it asks with the rules of the
 * submission (doc 2 §5: age an integer above 0 and below 100) and one answer
 * per question under `answers.<id>`, required where the question says so.
 */
export function questionnaireFormSchema(questionnaire: Questionnaire) {
  const person = submitQuestionnaire.body.shape;
  const asked = personalFieldsOf(questionnaire);
  const personFields = Object.fromEntries(asked.map((name) => [name, person[name]]));
  const answers = Object.fromEntries(questionnaire.questions.map((question) => [question.id, answerField(question)]));
  return z.object({ ...personFields, answers: z.object(answers) });
}
