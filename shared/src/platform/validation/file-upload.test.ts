// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, fileSizeText, uploadFileField, uploadFilesField, type FileLike } from './file-upload';
import { ruleMessage } from './rule-message';
import { anyValue, expectRuleMessages, messagesOf, RUNS } from './rule-properties.test-support';

const allowedType = fc.constantFrom('application/pdf', 'image/jpeg', 'image/png');
const file = (overrides: Partial<FileLike> = {}): FileLike => ({
  name: 'beleg.pdf',
  size: 1000,
  type: 'application/pdf',
  ...overrides,
});

describe('file upload (doc 2 §5 contact form, doc 2 §9), 1,000 inputs per property', () => {
  it('a file of at most 10,000,000 bytes passes, one byte more is "too large"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * MAX_UPLOAD_BYTES }), allowedType, (size, type) => {
        expect(messagesOf(uploadFileField, file({ size, type }))).toEqual(
          size <= MAX_UPLOAD_BYTES ? [] : [ruleMessage('validation.fileTooLarge', 10)],
        );
      }),
      RUNS,
    );
    expect(messagesOf(uploadFileField, file({ size: 10_000_000 }))).toEqual([]);
    expect(messagesOf(uploadFileField, file({ size: 10_000_001 }))).toEqual(['validation.fileTooLarge|10']);
  });

  it('pdf, jpeg and png pass; any other media type is "file type"', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (type) => {
        fc.pre(
          !['application/pdf', 'image/jpeg', 'image/png'].includes(type.trim().toLowerCase()) && type.trim() !== '',
        );
        expect(messagesOf(uploadFileField, file({ type }))).toEqual([ruleMessage('validation.fileType')]);
      }),
      RUNS,
    );
    expect(messagesOf(uploadFileField, file({ type: 'IMAGE/PNG' }))).toEqual([]);
  });

  it('without a media type, the name ending decides', () => {
    expect(messagesOf(uploadFileField, file({ type: '', name: 'foto.JPG' }))).toEqual([]);
    expect(messagesOf(uploadFileField, file({ type: '', name: 'foto.jpeg' }))).toEqual([]);
    expect(messagesOf(uploadFileField, file({ type: '', name: 'scan.png' }))).toEqual([]);
    expect(messagesOf(uploadFileField, file({ type: '', name: 'rechnung.docx' }))).toEqual(['validation.fileType']);
  });

  it('at most 3 files: 0 to 3 pass, 4 and more are "too many files"', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constant('a.png'), size: fc.nat(MAX_UPLOAD_BYTES), type: allowedType }), {
          maxLength: 8,
        }),
        (files) => {
          expect(messagesOf(uploadFilesField, files)).toEqual(
            files.length <= 3 ? [] : [ruleMessage('validation.tooManyFiles', 3)],
          );
        },
      ),
      RUNS,
    );
    expect(messagesOf(uploadFilesField, undefined)).toEqual([]);
  });

  it('tells a wrong file at its index, and too many files as well', () => {
    const result = uploadFilesField.safeParse([file(), file({ type: 'text/plain' }), file(), file({ size: 2e7 })]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1', 'validation.fileType'],
      ['3', 'validation.fileTooLarge|10'],
      ['', 'validation.tooManyFiles|3'],
    ]);
  });

  it('never throws on any value, keeps the File objects, and says only rule messages', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.array(anyValue, { maxLength: 5 })), (value) => {
        expectRuleMessages(messagesOf(uploadFilesField, value));
      }),
      RUNS,
    );
    const real = new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' });
    expect(uploadFilesField.safeParse([real]).data?.[0]).toBe(real);
    expect(messagesOf(uploadFileField, { name: 'x.pdf', size: Number.NaN, type: 'application/pdf' })).toEqual([
      'validation.invalidFormat',
    ]);
  });
});

describe('fileSizeText', () => {
  const format = (value: number) => new Intl.NumberFormat('de-AT').format(value);

  it('writes one size the same in every form: bytes below a kilobyte, KB below a megabyte, MB with one decimal above', () => {
    // A 45-byte file read "(0,1 MB)" in the contact form and "1 KB" in the checkout.
    expect(fileSizeText(45, format)).toBe('45 Byte');
    expect(fileSizeText(999, format)).toBe('999 Byte');
    expect(fileSizeText(20_000, format)).toBe('20 KB');
    expect(fileSizeText(850_400, format)).toBe('850 KB');
    expect(fileSizeText(2_440_000, format)).toBe('2,4 MB');
    expect(fileSizeText(MAX_UPLOAD_BYTES, format)).toBe('10 MB');
  });
});
