// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { contactFormSchema } from '../../content/contact-form';
import { collectFormErrors } from './form-errors';
import { RUNS } from './rule-properties.test-support';

const { t } = createI18n({
  'validation.required': 'Dieses Feld ist ein Pflichtfeld.',
  'validation.maxLength': 'Maximal {0} Zeichen.',
  'validation.fileType': 'Nur PDF, JPEG oder PNG.',
  'validation.chooseOne': 'Bitte wählen Sie mindestens einen Wert aus.',
});

describe('form errors for tracking (doc 1 §5)', () => {
  it('collects the label and the translated message of each invalid field, once each, in order', () => {
    const result = contactFormSchema.safeParse({
      firstname: '',
      text: 'x'.repeat(1701),
      contactgroup: 'product',
      files: [
        { name: 'a.exe', size: 1, type: 'application/x-msdownload' },
        { name: 'b.exe', size: 1, type: 'application/x-msdownload' },
      ],
    });
    const labels = { firstname: 'Vorname', text: 'Ihre Nachricht', files: 'Anhänge' };
    expect(collectFormErrors(result.error!.issues, labels, t)).toEqual([
      { label: 'Vorname', message: 'Dieses Feld ist ein Pflichtfeld.' },
      { label: 'Ihre Nachricht', message: 'Maximal 1700 Zeichen.' },
      { label: 'Anhänge', message: 'Nur PDF, JPEG oder PNG.' },
    ]);
  });

  it('names a field without a label by its path, a nested one by its whole path when labelled so', () => {
    const issues = [
      { path: ['address', 'zip'], message: 'validation.required' },
      { path: ['address', 'city'], message: 'validation.required' },
      { path: [], message: 'validation.chooseOne' },
    ];
    expect(collectFormErrors(issues, { 'address.zip': 'PLZ' }, t)).toEqual([
      { label: 'PLZ', message: 'Dieses Feld ist ein Pflichtfeld.' },
      { label: 'address.city', message: 'Dieses Feld ist ein Pflichtfeld.' },
      { label: '', message: 'Bitte wählen Sie mindestens einen Wert aus.' },
    ]);
  });

  it('gives one entry per field, never more than the issues, 1,000 inputs', () => {
    const key = fc.constantFrom('a', 'b', 'c', 0, 1);
    const issue = fc.record({
      path: fc.array(key, { maxLength: 3 }),
      message: fc.constantFrom('validation.required', 'validation.maxLength|5'),
    });
    fc.assert(
      fc.property(
        fc.array(issue, { maxLength: 10 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'a.b', 'c'), fc.string()),
        (issues, labels) => {
          const errors = collectFormErrors(issues, labels, t);
          expect(errors.length).toBeLessThanOrEqual(issues.length);
          if (issues.length > 0) expect(errors.length).toBeGreaterThan(0);
          for (const error of errors)
            expect(['Dieses Feld ist ein Pflichtfeld.', 'Maximal 5 Zeichen.']).toContain(error.message);
        },
      ),
      RUNS,
    );
  });
});
