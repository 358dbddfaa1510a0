// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ruleMessage } from './rule-message';
import {
  anyText,
  anyValue,
  characterOf,
  codePointName,
  firstMessage,
  ordinaryText,
  refusedCharacter,
  REFUSED_CHARACTER_CLASSES,
  RUNS,
} from './rule-properties.test-support';
import {
  characterForMessage,
  emailAddress,
  firstCharacterNotAllowed,
  firstCharacterNotText,
  forbidCharacter,
  matches,
  maxLength,
  onlyCharacters,
  optionalMultilineText,
  optionalText,
  requiredChoice,
  requiredMultilineText,
  requiredText,
  requiredTrimmedText,
  requiredYesNo,
  uppercaseOnly,
} from './rules';

describe('rule building blocks, 1,000 inputs per property', () => {
  it('uppercase only: text without a lowercase letter passes, one lowercase letter anywhere fails', () => {
    const field = optionalText(uppercaseOnly());
    fc.assert(
      fc.property(anyText, (text) => {
        // Without the characters every text field refuses first (see "characters no text field takes" below).
        const upper = [...text.toUpperCase()].filter((character) => firstCharacterNotText(character) === undefined).join('');
        // Some characters have no uppercase form of their own (ŉ); those are left out.
        fc.pre(!/\p{Ll}/u.test(upper));
        expect(firstMessage(field, upper)).toBeUndefined();
        expect(firstMessage(field, `${upper}ä`)).toBe(ruleMessage('validation.uppercaseOnly'));
      }),
      RUNS,
    );
    expect(firstMessage(field, 'STRASSE')).toBeUndefined();
    expect(firstMessage(field, 'STRAßE')).toBe('validation.uppercaseOnly');
  });

  it('firstCharacterNotAllowed names the first character outside the set, as a whole code point', () => {
    const digitsOnly = /^[0-9]$/;
    fc.assert(
      fc.property(anyText, (text) => {
        const found = firstCharacterNotAllowed(text, digitsOnly);
        const index = [...text].findIndex((character) => !digitsOnly.test(character));
        expect(found).toBe(index < 0 ? undefined : [...text][index]);
      }),
      RUNS,
    );
    expect(firstCharacterNotAllowed('12🙂3x', digitsOnly)).toBe('🙂');
  });

  it('a field reports only its first failing rule, and never throws', () => {
    const field = requiredText(matches(/^[a-z]+$/), matches(/^.{3}$/));
    fc.assert(
      fc.property(anyValue, (value) => {
        const result = field.safeParse(value);
        expect(result.success ? 0 : result.error.issues.length).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
    expect(firstMessage(field, 'AB')).toBe('validation.invalidFormat');
  });

  it('a required field: missing is "required", a value that is no text is "invalid format"', () => {
    const field = requiredText();
    expect(firstMessage(field, undefined)).toBe('validation.required');
    expect(firstMessage(field, null)).toBe('validation.required');
    expect(firstMessage(field, 3)).toBe('validation.invalidFormat');
    expect(firstMessage(optionalText(), 3)).toBe('validation.invalidFormat');
    expect(firstMessage(optionalText(), null)).toBe('validation.invalidFormat');
  });

  it('a choice: nothing chosen is "choose at least one value"', () => {
    expect(firstMessage(requiredChoice(), '')).toBe('validation.chooseOne');
    expect(firstMessage(requiredChoice(), undefined)).toBe('validation.chooseOne');
    expect(firstMessage(requiredChoice(), 'Male')).toBeUndefined();
    expect(requiredYesNo().safeParse('true').data).toBe(true);
    expect(requiredYesNo().safeParse(false).data).toBe(false);
    expect(firstMessage(requiredYesNo(), 'yes')).toBe('validation.chooseOne');
  });

  it('a form-level rule still runs when a field failed (the checks do not abort)', () => {
    const form = z
      .object({ a: requiredText(), b: z.string() })
      .check(z.refine((values) => values.b === 'ok', { error: 'form', path: ['b'] }));
    const result = form.safeParse({ a: '', b: 'no' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.required', 'form']);
  });
});

const refusedMessage = (character: string) => ruleMessage('validation.characterNotAllowed', codePointName(character));

/** Every text field constructor, by what the field is. */
const ONE_LINE_FIELDS = {
  requiredText: requiredText(maxLength(80)),
  requiredTrimmedText: requiredTrimmedText(maxLength(80)),
  optionalText: optionalText(maxLength(80)),
} as const;
const SEVERAL_LINES_FIELDS = {
  requiredMultilineText: requiredMultilineText(maxLength(80)),
  optionalMultilineText: optionalMultilineText(maxLength(80)),
} as const;

/*
 * Input that is valid JSON but no text a shopper typed: control characters,
 * bidi controls, zero-width and other invisible characters, lone surrogates
 * and non-characters. Every text field refuses them ("character {0} not
 * allowed", doc 1 §5), named by code point so the shopper sees which.
 */
describe('characters no text field takes', () => {
  it('every character of every class, at the start, inside and at the end of a name, is refused by every one-line field', () => {
    for (const { name, codePoints } of REFUSED_CHARACTER_CLASSES) {
      for (const codePoint of codePoints) {
        const character = characterOf(codePoint);
        for (const [field, schema] of Object.entries(ONE_LINE_FIELDS)) {
          for (const value of [`${character}Anna`, `An${character}na`, `Anna${character}`]) {
            expect(firstMessage(schema, value), `${name}: ${codePointName(character)} in ${field}`).toBe(refusedMessage(character));
          }
        }
      }
    }
  });

  it('a several-lines field takes line breaks (LF) and refuses every other character of the classes, CR of CRLF included', () => {
    for (const schema of Object.values(SEVERAL_LINES_FIELDS)) {
      expect(firstMessage(schema, 'Bitte läuten.\nHof links,\n\n2. Stiege')).toBeUndefined();
      expect(firstMessage(schema, 'Bitte läuten.\r\nHof links')).toBe(refusedMessage('\r'));
      expect(firstMessage(schema, 'Hof\tlinks')).toBe(refusedMessage('\t'));
      for (const { codePoints } of REFUSED_CHARACTER_CLASSES) {
        for (const codePoint of codePoints.filter((code) => code !== 0x0a)) {
          expect(firstMessage(schema, `Hof${characterOf(codePoint)}\nlinks`)).toBe(refusedMessage(characterOf(codePoint)));
        }
      }
    }
    for (const schema of Object.values(ONE_LINE_FIELDS)) expect(firstMessage(schema, 'Hof\nlinks')).toBe(refusedMessage('\n'));
  });

  it('any refused character anywhere in ordinary text is refused, in one-line and several-lines fields, 1,000 inputs', () => {
    fc.assert(
      fc.property(ordinaryText(60), refusedCharacter('line'), fc.nat(), (text, refused, at) => {
        const characters = [...text];
        characters.splice(at % (characters.length + 1), 0, refused);
        const value = characters.join('');
        for (const schema of Object.values(ONE_LINE_FIELDS)) expect(firstMessage(schema, value)).toBe(refusedMessage(refused));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(ordinaryText(60), refusedCharacter('lines'), fc.nat(), (text, refused, at) => {
        const characters = [...text];
        characters.splice(at % (characters.length + 1), 0, refused);
        const value = characters.join('');
        for (const schema of Object.values(SEVERAL_LINES_FIELDS)) expect(firstMessage(schema, value)).toBe(refusedMessage(refused));
      }),
      RUNS,
    );
  });

  it('ordinary German and European names, streets and notes pass every text field, 1,000 inputs', () => {
    fc.assert(
      fc.property(ordinaryText(80), (text) => {
        for (const schema of [...Object.values(ONE_LINE_FIELDS), ...Object.values(SEVERAL_LINES_FIELDS)]) {
          expect(firstMessage(schema, text)).toBeUndefined();
        }
      }),
      RUNS,
    );
    for (const name of ["Renée O'Brien-Müller", 'Jürgen Groß', 'Dr. med. Ana María Nuñez', 'Łukasz Wójcik', 'Zoë Øvergård', 'Straße 12a/3', 'Anna 👩🏽', 'Fam. Gruber ❤️']) {
      for (const schema of Object.values(ONE_LINE_FIELDS)) expect(firstMessage(schema, name), name).toBeUndefined();
    }
  });

  it('names a refused character by its code point, and a visible one as itself', () => {
    expect(characterForMessage('\u202e')).toBe('U+202E');
    expect(characterForMessage('\u0000')).toBe('U+0000');
    expect(characterForMessage('\ud800')).toBe('U+D800');
    expect(characterForMessage('\u{e0041}')).toBe('U+E0041');
    expect(characterForMessage(' ')).toBe('U+0020');
    expect(characterForMessage('\u00a0')).toBe('U+00A0');
    expect(characterForMessage('\u0308')).toBe('U+0308');
    // '|' separates a rule message's parameters: as itself it would end the message.
    expect(characterForMessage('|')).toBe('U+007C');
    expect(characterForMessage('<')).toBe('<');
    expect(characterForMessage('$')).toBe('$');
    expect(characterForMessage('😀')).toBe('😀');
    expect(characterForMessage('ß')).toBe('ß');
    // The other rules that name a character name it the same way.
    expect(firstMessage(optionalText(onlyCharacters(/^[0-9]$/)), '12 3')).toBe(ruleMessage('validation.characterNotAllowed', 'U+0020'));
    expect(firstMessage(optionalText(forbidCharacter('<')), 'a<b')).toBe(ruleMessage('validation.characterNotAllowed', '<'));
  });

  it('keeps the order of the rules: blanks are "required" first, then the characters, then the length and the rest', () => {
    for (const schema of [requiredText(), requiredTrimmedText(), requiredMultilineText()]) {
      expect(firstMessage(schema, ' \t ')).toBe(ruleMessage('validation.required'));
    }
    // An optional field has no "required": a tab alone is a refused character, not an empty field.
    expect(firstMessage(optionalText(), '\t')).toBe(refusedMessage('\t'));
    expect(firstMessage(optionalText(maxLength(3), forbidCharacter('<')), '<<<<\u202e')).toBe(refusedMessage('\u202e'));
    // A field read trimmed does not trim a refused character away: it is refused wherever it is.
    expect(firstMessage(requiredTrimmedText(), 'Wien\u2028')).toBe(refusedMessage('\u2028'));
    expect(firstMessage(requiredTrimmedText(), '\ufeffWien')).toBe(refusedMessage('\ufeff'));
    expect(requiredTrimmedText().parse('  Wien  ')).toBe('Wien');
    // An e-mail address says which character, rather than only "valid email".
    expect(firstMessage(requiredTrimmedText(emailAddress()), 'anna\u200b@frischmarkt.example')).toBe(refusedMessage('\u200b'));
  });
});
