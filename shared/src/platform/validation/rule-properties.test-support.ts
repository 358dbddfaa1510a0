import fc from 'fast-check';
import { expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { VALIDATION_MESSAGE_KEYS } from './message-keys';
import { parseRuleMessage, ruleMessage } from './rule-message';
import { firstCharacterNotText, type TextKind } from './rules';

/** At least 1,000 inputs per rule (STYLE.md: thousands of inputs per validator). */
export const RUNS = { numRuns: 1000 } as const;

type Schema = z.ZodMiniType;

/** The messages of a parse, in order; [] when valid. */
export function messagesOf(schema: Schema, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The first message of a parse, undefined when valid. */
export function firstMessage(schema: Schema, value: unknown): string | undefined {
  return messagesOf(schema, value)[0];
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(VALIDATION_MESSAGE_KEYS);

/** Every message is a rule message of a known key (never zod's English default text). */
export function expectRuleMessages(messages: readonly string[], known: ReadonlySet<string> = KNOWN_KEYS): void {
  for (const text of messages) expect(known.has(parseRuleMessage(text).key), text).toBe(true);
}

/** Text of exactly `length` characters drawn from `unit` (one BMP character each). */
export function textOfLength(unit: fc.Arbitrary<string>, length: number): fc.Arbitrary<string> {
  if (length === 0) return fc.constant('');
  return fc
    .string({ unit, minLength: 1, maxLength: 8 })
    .map((tile) => tile.repeat(Math.ceil(length / tile.length)).slice(0, length));
}

/** A length from 0 to `upTo`, each boundary among them for sure. */
function lengthsAround(boundaries: readonly number[], upTo: number): fc.Arbitrary<number> {
  const near = boundaries.flatMap((n) => [n - 1, n, n + 1]).filter((n) => n >= 0 && n <= upTo);
  return fc.oneof(fc.constantFrom(0, ...near), fc.integer({ min: 0, max: upTo }));
}

export const digit = fc.constantFrom(...'0123456789');
export const letterOrDigit = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789äöüßÄÖÜéñ',
);
/**
 * Any one character: printable ASCII most often, else any code point (astral
 * ones included) or now and then a lone surrogate. Built by hand: fast-check's
 * own `unit: 'binary'` takes 0.6 s to build, in every test file.
 */
export const anyCharacter: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), weight: 3 },
  {
    arbitrary: fc
      .integer({ min: 0, max: 0x10ffff - 0x800 })
      .map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800)),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), weight: 1 },
);
/** Any text. */
export const anyText = fc.string({ unit: anyCharacter, maxLength: 40 });

// ---------------------------------------------------------------------------
// Characters no text field takes

const codePoints = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

/**
 * The characters a text field refuses, class by class, as the text hardening
 * lists them: whether a password refuses the class too (it is compared
 * hashed, so only what no keyboard types or what hashes like another
 * character is refused there). A several-lines field takes LF (U+000A) of the
 * C0 controls; every field refuses the rest.
 */
export const REFUSED_CHARACTER_CLASSES: ReadonlyArray<{ readonly name: string; readonly codePoints: readonly number[]; readonly inPassword: boolean }> = [
  { name: 'C0 control (NUL to U+001F, TAB, LF and CR among them)', codePoints: codePoints(0x00, 0x1f), inPassword: true },
  { name: 'DEL and C1 control', codePoints: codePoints(0x7f, 0x9f), inPassword: true },
  { name: 'bidi embedding, override or isolate', codePoints: [...codePoints(0x202a, 0x202e), ...codePoints(0x2066, 0x2069)], inPassword: false },
  { name: 'bidi mark (LRM, RLM, ALM)', codePoints: [0x200e, 0x200f, 0x061c], inPassword: false },
  {
    name: 'zero-width or invisible format character (soft hyphen, word joiner, invisible operators, byte order mark)',
    codePoints: [...codePoints(0x200b, 0x200d), ...codePoints(0x2060, 0x2064), 0xfeff, 0x00ad, 0x180e],
    inPassword: false,
  },
  { name: 'tag character (an invisible copy of ASCII)', codePoints: [0xe0001, ...codePoints(0xe0020, 0xe007f)], inPassword: false },
  { name: 'line or paragraph separator', codePoints: [0x2028, 0x2029], inPassword: false },
  { name: 'lone surrogate (half of a UTF-16 pair)', codePoints: codePoints(0xd800, 0xdfff), inPassword: true },
  { name: 'non-character', codePoints: [0xfffe, 0xffff, 0xfdd0, 0xfdef, 0x1fffe, 0x10ffff], inPassword: false },
];

/** One code point as a one-character string (a lone surrogate as its single UTF-16 unit). */
export function characterOf(codePoint: number): string {
  return String.fromCodePoint(codePoint);
}

/** How a refused character is named in its message: U+ and its code point in at least four upper-case hex digits. */
export function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The message a text field of `kind` gives `value` for its first refused
 * character, or undefined when it has none: a text field tells it before
 * any other rule of its own (for properties of those other rules).
 */
export function refusedCharacterMessage(value: string, kind: TextKind = 'line'): string | undefined {
  const refused = firstCharacterNotText(value, kind);
  return refused === undefined ? undefined : ruleMessage('validation.characterNotAllowed', codePointName(refused));
}

/** The refused characters of a kind of field, each class as likely as the next whatever its size. */
export function refusedCharacter(kind: TextKind): fc.Arbitrary<string> {
  const classes = REFUSED_CHARACTER_CLASSES.filter((refused) => kind !== 'password' || refused.inPassword).map((refused) =>
    fc.constantFrom(...refused.codePoints.filter((codePoint) => kind !== 'lines' || codePoint !== 0x0a).map(characterOf)),
  );
  return fc.oneof(...classes);
}

/**
 * Names, streets and notes as shoppers of a German-speaking shop write them:
 * umlauts and ß, the accents and letters of Europe's other languages (also
 * as a letter and its combining mark, as some phones send them), apostrophes,
 * hyphens, dots, slashes, digits, blanks (the no-break one pasted from a web
 * page too) and emoji, with a skin tone or the emoji variation selector.
 */
export const ordinaryCharacter = fc.oneof(
  { arbitrary: fc.constantFrom(...'AaBbCcDdEeFfGgHhIiJjKkLlMmNnOoPpQqRrSsTtUuVvWwXxYyZz'), weight: 6 },
  {
    arbitrary: fc.constantFrom(...'ÄäÖöÜüßẞÉéÈèÊêËëÁáÀàÂâÃãÅåÆæÇçÍíÌìÎîÏïÑñÓóÒòÔôÕõØøÚúÙùÛûÝýÿŁłŚśŹźŻżĆćŃńĄąĘęŠšŽžČčŘřĎďŤťŇňŐőŰűĞğŞşİıÐðÞþ'),
    weight: 3,
  },
  { arbitrary: fc.constantFrom('a\u0308', 'o\u0308', 'u\u0308', 'e\u0301', 'c\u030c'), weight: 1 },
  { arbitrary: fc.constantFrom(..."0123456789 -'’./,&()"), weight: 2 },
  { arbitrary: fc.constantFrom('\u00a0', '😀', '👍🏽', '❤️', '🍎', '🇦🇹', '€'), weight: 1 },
);

/** Ordinary text of 1 to `max` characters that is more than blanks (its first character is a letter). */
export function ordinaryText(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...'AÄÖÜÉŁŠabcäöüßéłš'), fc.array(ordinaryCharacter, { maxLength: Math.max(0, max - 1) }))
    .map(([first, rest]) => {
      // Keep within `max` characters as the rules count them (code points): an emoji or a combining pair counts more than one.
      let text = first;
      for (const piece of rest) {
        if ([...text].length + [...piece].length > max) break;
        text += piece;
      }
      return text;
    });
}
/** Any value: text, numbers, objects, arrays, null, undefined, ... (shallow, so 1,000 runs stay fast). */
export const anyValue = fc.oneof(fc.anything({ maxDepth: 2, maxKeys: 4 }), anyText);
/** Any value a single field may get: mostly text, else any primitive, an empty object or array. */
export const anyFieldValue = fc.oneof(
  { arbitrary: anyText, weight: 3 },
  { arbitrary: fc.anything({ maxDepth: 0 }), weight: 1 },
);

export interface TextRuleSpec {
  /** 'blank' for a rule whose blanks count as missing; 'empty' for a password; false for an optional field. */
  readonly required: 'blank' | 'empty' | false;
  /** One character the field allows (no blank, so a value is never all blanks). */
  readonly unit: fc.Arbitrary<string>;
  readonly min?: number;
  readonly max?: number;
  /** A character not allowed anywhere (doc 2 §5: '<'). */
  readonly forbids?: string;
  /** Digits only: any other character is "numbers only". */
  readonly digitsOnly?: boolean;
  /** One line (default), several lines (a textarea: LF allowed) or a password. */
  readonly kind?: TextKind;
}

/** Text without the characters a field of `kind` refuses (those the rule tells before any other). */
function withoutRefused(text: string, kind: TextKind): string {
  return [...text].filter((character) => firstCharacterNotText(character, kind) === undefined).join('');
}

/**
 * The properties of a text field's rule, 1,000 inputs each: it never throws
 * and says only rule messages; the length boundaries hold; a control or
 * invisible character anywhere fails, named by its code point; a forbidden
 * character anywhere fails; a non-digit in a digits-only field fails.
 */
export function textRuleProperties(name: string, schema: Schema, spec: TextRuleSpec): void {
  it(`${name}: never throws on any input, and tells at most one rule message`, () => {
    fc.assert(
      fc.property(anyFieldValue, (value) => {
        const messages = messagesOf(schema, value);
        expect(messages.length).toBeLessThanOrEqual(1);
        expectRuleMessages(messages);
        if (typeof value !== 'string' && value !== undefined) expect(messages).toHaveLength(1);
      }),
      RUNS,
    );
  });

  const { min = 0, max } = spec;
  const upTo = (max ?? Math.max(min, 30)) + 20;
  const bounds =
    [min ? `at least ${min}` : '', max ? `at most ${max}` : ''].filter(Boolean).join(' and ') || 'any number of';
  it(`${name}: ${spec.required ? 'required' : 'optional'}, ${bounds} characters`, () => {
    const lengths = lengthsAround([min, max ?? min], upTo);
    fc.assert(
      fc.property(
        lengths.chain((length) => textOfLength(spec.unit, length)),
        (value) => {
          const expected =
            value === ''
              ? spec.required
                ? ruleMessage('validation.required')
                : undefined
              : value.length < min
                ? ruleMessage('validation.minLength', min)
                : max !== undefined && value.length > max
                  ? ruleMessage('validation.maxLength', max)
                  : undefined;
          expect(firstMessage(schema, value)).toBe(expected);
        },
      ),
      RUNS,
    );
    if (!spec.required) expect(schema.safeParse(undefined).success).toBe(true);
  });

  if (spec.required === 'blank') {
    it(`${name}: blanks only are "required"`, () => {
      fc.assert(
        fc.property(
          fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0'), minLength: 1, maxLength: 20 }),
          (value) => {
            expect(firstMessage(schema, value)).toBe(ruleMessage('validation.required'));
          },
        ),
        RUNS,
      );
    });
  }

  const kind = spec.kind ?? 'line';
  it(`${name}: a control or invisible character anywhere in a valid value is refused, named by its code point`, () => {
    const validLength = fc.integer({ min: Math.max(min, 1), max: Math.max(min, 1, max ?? 30) });
    fc.assert(
      fc.property(
        validLength.chain((length) => textOfLength(spec.unit, length)),
        refusedCharacter(kind),
        fc.nat(),
        (value, refused, at) => {
          const characters = [...value];
          characters.splice(at % (characters.length + 1), 0, refused);
          expect(firstMessage(schema, characters.join(''))).toBe(ruleMessage('validation.characterNotAllowed', codePointName(refused)));
        },
      ),
      RUNS,
    );
  });

  if (spec.forbids !== undefined) {
    const forbidden = spec.forbids;
    const surrounding = anyText.map((text) => withoutRefused(text, kind));
    it(`${name}: '${forbidden}' anywhere fails, at any length`, () => {
      fc.assert(
        fc.property(surrounding, surrounding, (before, after) => {
          expect(firstMessage(schema, `${before}${forbidden}${after}`)).toBe(
            ruleMessage('validation.characterNotAllowed', forbidden),
          );
        }),
        RUNS,
      );
    });
  }

  if (spec.digitsOnly) {
    it(`${name}: a character other than 0-9 anywhere is "numbers only"`, () => {
      // A refused character is told as such, before "numbers only" (see the property above).
      const nonDigit = fc
        .string({ unit: anyCharacter, minLength: 1, maxLength: 1 })
        .filter((c) => !/^[0-9]$/.test(c) && firstCharacterNotText(c, kind) === undefined);
      fc.assert(
        fc.property(
          fc.string({ unit: digit, maxLength: 5 }),
          nonDigit,
          fc.string({ unit: digit, maxLength: 5 }),
          (before, other, after) => {
            const value = `${before}${other}${after}`;
            fc.pre(value.trim() !== '');
            expect(firstMessage(schema, value)).toBe(ruleMessage('validation.numbersOnly'));
          },
        ),
        RUNS,
      );
    });
  }
}
