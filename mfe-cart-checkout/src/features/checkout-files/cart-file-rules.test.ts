import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, ruleMessage } from '@storefront/shared/platform/validation';
import { canAttachMore, chooseFiles } from './cart-file-rules';

const pdf = (name = 'bestellschein.pdf', size = 20_000) => ({ name, size, type: 'application/pdf' });
const TOO_LARGE = ruleMessage('validation.fileTooLarge', 10);
const WRONG_TYPE = ruleMessage('validation.fileType');
const TOO_MANY = ruleMessage('validation.tooManyFiles', 3);

describe('checkout file rules (doc 2 §5, §9)', () => {
  it('accepts pdf, jpeg and png up to 10,000,000 bytes; refuses one byte more and other types with their messages', () => {
    const png = { name: 'plan.png', size: MAX_UPLOAD_BYTES, type: 'image/png' };
    const big = { name: 'scan.jpg', size: MAX_UPLOAD_BYTES + 1, type: 'image/jpeg' };
    const word = { name: 'brief.docx', size: 100, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    expect(chooseFiles(0, [pdf(), png, big, word])).toEqual({
      accepted: [pdf(), png],
      refused: [
        { file: big, message: TOO_LARGE },
        { file: word, message: WRONG_TYPE },
      ],
    });
  });

  it('a file without a media type is judged by its name', () => {
    expect(chooseFiles(0, [{ name: 'foto.JPEG', size: 10, type: '' }]).accepted).toHaveLength(1);
    expect(chooseFiles(0, [{ name: 'programm.exe', size: 10, type: '' }]).refused[0]?.message).toBe(WRONG_TYPE);
  });

  it('counts the files already attached: a fourth good file is refused as one too many', () => {
    const result = chooseFiles(2, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.pdf']);
    expect(result.refused).toEqual([{ file: pdf('b.pdf'), message: TOO_MANY }]);
    expect(canAttachMore(2)).toBe(true);
    expect(canAttachMore(3)).toBe(false);
  });

  it('for any picks, never more than 3 files in all, and every accepted file is allowed and small enough', () => {
    const file = fc.record({
      name: fc.oneof(fc.constantFrom('a.pdf', 'b.png', 'c.jpg', 'd.gif', 'e'), fc.string()),
      size: fc.integer({ min: 0, max: 2 * MAX_UPLOAD_BYTES }),
      type: fc.constantFrom('', 'application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain'),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_UPLOAD_FILES }), fc.array(file, { maxLength: 8 }), (attached, picked) => {
        const { accepted, refused } = chooseFiles(attached, picked);
        expect(accepted.length + refused.length).toBe(picked.length);
        expect(attached + accepted.length).toBeLessThanOrEqual(MAX_UPLOAD_FILES);
        for (const chosen of accepted) {
          expect(chosen.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
          expect(chooseFiles(0, [chosen]).refused).toEqual([]);
        }
        for (const { message } of refused) expect([TOO_LARGE, WRONG_TYPE, TOO_MANY]).toContain(message);
      }),
      { interruptAfterTimeLimit: 2_000, numRuns: 2_000 },
    );
  });
});
