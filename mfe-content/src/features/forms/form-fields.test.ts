// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_FIELDS } from '@storefront/shared/content';
import { fieldTableDifferences } from '@storefront/shared/platform/testing';
import { contactFormSchema } from '../contact-form/contact-form-schema';
import { questionnaireFormSchema } from '../questionnaire/questionnaire-schema';

/*
 * The contact form and the questionnaire check each person field as the
 * content's field table (shared) does, so what the form lets through the
 * call accepts, with the same message.
 */
describe("the content forms check every person field as the content's field table does", () => {
  it('holds for the contact form and a questionnaire asking every person field', async () => {
    const questionnaire = questionnaireFormSchema({
      questionnaireId: 'shop-survey',
      questions: [{ id: 'rating', label: 'Wie zufrieden sind Sie?', type: 'text' }],
    });
    const schemas = { 'contact form': contactFormSchema, questionnaire };
    expect(await fieldTableDifferences(schemas, CONTENT_FIELDS)).toEqual([]);
  });
});
