import fc from 'fast-check';
import { expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { VALIDATION_MESSAGE_KEYS } from './message-keys';
import { parseRuleMessage, ruleMessage } from './rule-message';

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
}

/**
 * The properties of a text field's rule, 1,000 inputs each: it never throws
 * and says only rule messages; the length boundaries hold; a forbidden
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

  if (spec.forbids !== undefined) {
    const forbidden = spec.forbids;
    it(`${name}: '${forbidden}' anywhere fails, at any length`, () => {
      fc.assert(
        fc.property(anyText, anyText, (before, after) => {
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
      const nonDigit = fc.string({ unit: anyCharacter, minLength: 1, maxLength: 1 }).filter((c) => !/^[0-9]$/.test(c));
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
