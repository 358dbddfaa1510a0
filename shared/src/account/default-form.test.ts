// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createDefaultFormFields, createDefaultFormSchema, defaultFormFields } from './default-form';
import { daysInMonth } from '../platform/validation/dates';
import { ruleMessage } from '../platform/validation/rule-message';
import { GENDERS } from './registration-fields';
import {
  anyText,
  anyValue,
  digit,
  expectRuleMessages,
  firstMessage,
  letterOrDigit,
  messagesOf,
  refusedCharacterMessage,
  RUNS,
  textOfLength,
  textRuleProperties,
} from '../platform/validation/rule-properties.test-support';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** A calendar day from 1950 to 2100. */
const calendarDay = fc
  .record({
    year: fc.integer({ min: 1950, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month));

/** The weighted sum, read from the right: the digit next to the check digit weighs 3 (GS1). */
function gs1CheckDigit(first12: string): number {
  const sum = [...first12].reverse().reduce((total, d, index) => total + Number(d) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

describe('default form rules (doc 2 §5: registration and profile), 1,000 inputs per property', () => {
  const f = defaultFormFields;
  textRuleProperties('academic title', f.academicTitle, { required: false, unit: letterOrDigit, max: 15 });
  textRuleProperties('city', f.city, { required: 'blank', unit: letterOrDigit, max: 100 });
  textRuleProperties('company', f.companyName, { required: false, unit: letterOrDigit, max: 50 });
  textRuleProperties('country', f.country, { required: 'blank', unit: letterOrDigit, max: 3 });
  textRuleProperties('delivery note', f.deliveryNote, { required: false, unit: letterOrDigit, max: 240, forbids: '<', kind: 'lines' });
  textRuleProperties('door', f.door, { required: false, unit: letterOrDigit, max: 4 });
  textRuleProperties('staircase', f.stairCase, { required: false, unit: letterOrDigit, max: 4 });
  textRuleProperties('floor', f.floor, { required: false, unit: letterOrDigit, max: 20 });
  textRuleProperties('first name', f.firstName, { required: false, unit: letterOrDigit, max: 20 });
  textRuleProperties('surname', f.lastName, { required: false, unit: letterOrDigit, max: 24 });
  textRuleProperties('house number', f.houseNumber, { required: 'blank', unit: letterOrDigit, max: 5 });
  textRuleProperties('password', f.password, { required: 'empty', unit: letterOrDigit, min: 8, max: 50, kind: 'password' });
  textRuleProperties('registration number', f.companyRegistrationNumber, {
    required: false,
    unit: letterOrDigit,
    min: 7,
    max: 14,
  });
  textRuleProperties('VAT id', f.valueAddedTaxId, { required: false, unit: letterOrDigit, min: 7, max: 14 });
  textRuleProperties('zip', f.postalCode, { required: 'blank', unit: letterOrDigit, min: 4, max: 7 });

  it('email: required; an address of at most 50 characters passes, 51 or more is "maximum 50"', () => {
    const localPart = fc.string({ unit: fc.constantFrom(...'abcxyz0189_+-'), minLength: 1, maxLength: 40 });
    const domain = fc.string({ unit: fc.constantFrom(...'abcxyz0189'), minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(localPart, domain, fc.constantFrom('at', 'de', 'com'), (local, host, tld) => {
        const email = `${local}@${host}.${tld}`;
        expect(firstMessage(f.email, email)).toBe(
          email.length > 50 ? ruleMessage('validation.maxLength', 50) : undefined,
        );
        // Read trimmed, as it is sent.
        expect(f.email.safeParse(` ${email} `).data).toBe(email.length > 50 ? undefined : email);
      }),
      RUNS,
    );
  });

  it('email: text without a single @ between a name and a domain is "valid email"', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        fc.pre(text.trim() !== '' && text.trim().length <= 50 && !/^[^@]+@[^@]+\.[^@]+$/.test(text.trim()));
        expect(firstMessage(f.email, text)).toBe(refusedCharacterMessage(text) ?? ruleMessage('validation.email'));
      }),
      RUNS,
    );
  });

  // One set of fields for every run; the property sets the day they take for today.
  let today = new Date();
  const onDay = createDefaultFormFields({ today: () => today });

  it('birthdate: 18 exactly on the 18th birthday, not the day before', () => {
    fc.assert(
      fc.property(calendarDay, ({ year, month, day }) => {
        const birthYear = year - 18;
        // Someone born on 29 February: covered by the general property below.
        fc.pre(day <= daysInMonth(birthYear, month));
        today = new Date(year, month - 1, day, 0, 0, 1);
        const fields = onDay;
        expect(firstMessage(fields.birthdate, isoDay(birthYear, month, day))).toBeUndefined();
        expect(firstMessage(fields.birthdate, `${day}.${month}.${birthYear}`)).toBeUndefined();
        const dayLater = new Date(birthYear, month - 1, day + 1);
        const laterText = isoDay(dayLater.getFullYear(), dayLater.getMonth() + 1, dayLater.getDate());
        expect(firstMessage(fields.birthdate, laterText)).toBe(ruleMessage('validation.minimumAge', 18));
      }),
      RUNS,
    );
  });

  it('birthdate: passes exactly when the 18th birthday is today or past', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, (day, birth) => {
        today = new Date(day.year, day.month - 1, day.day, 23, 59);
        const fields = onDay;
        // Compared as (year, month, day) tuples: the birthday 18 years on, against today.
        const eighteenth = [birth.year + 18, birth.month, birth.day];
        const now = [day.year, day.month, day.day];
        const reached =
          eighteenth[0]! !== now[0]!
            ? eighteenth[0]! < now[0]!
            : eighteenth[1]! !== now[1]!
              ? eighteenth[1]! < now[1]!
              : eighteenth[2]! <= now[2]!;
        expect(firstMessage(fields.birthdate, isoDay(birth.year, birth.month, birth.day))).toBe(
          reached ? undefined : ruleMessage('validation.minimumAge', 18),
        );
      }),
      RUNS,
    );
  });

  it('card number: 12 digits and their EAN-13 check digit pass, any other 13th digit is "EAN-13"', () => {
    fc.assert(
      fc.property(textOfLength(digit, 12), digit, (first12, last) => {
        const check = gs1CheckDigit(first12);
        expect(firstMessage(f.cardNumber, `${first12}${check}`)).toBeUndefined();
        expect(firstMessage(f.cardNumber, `${first12}${last}`)).toBe(
          Number(last) === check ? undefined : ruleMessage('validation.ean13'),
        );
      }),
      RUNS,
    );
  });

  it('card number: digits only, exactly 13 of them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }).chain((length) => textOfLength(digit, length)),
        (digits) => {
          if (digits.length !== 13)
            expect(firstMessage(f.cardNumber, digits)).toBe(ruleMessage('validation.invalidLength'));
        },
      ),
      RUNS,
    );
    expect(firstMessage(f.cardNumber, '400638133393X')).toBe(ruleMessage('validation.numbersOnly'));
    expect(firstMessage(f.cardNumber, '')).toBeUndefined();
  });

  it('mobile and phone: "+" and 7 to 15 digits (blanks between them allowed), else "invalid format"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }).chain((length) => textOfLength(digit, length)),
        fc.boolean(),
        (digits, spaced) => {
          const number = `+${spaced ? digits.replace(/(\d{3})(?=\d)/g, '$1 ') : digits}`;
          const valid = digits.length >= 7 && digits.length <= 15;
          for (const field of [f.mobileNumber, f.phoneNumber]) {
            expect(firstMessage(field, number)).toBe(valid ? undefined : ruleMessage('validation.invalidFormat'));
            expect(firstMessage(field, digits)).toBe(ruleMessage('validation.invalidFormat'));
          }
        },
      ),
      RUNS,
    );
  });

  it('gender, hasactivationcode, hasclubcard: nothing chosen is "choose at least one value"', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const yesNo = value === true || value === false || value === 'true' || value === 'false';
        expect(firstMessage(f.hasClubCard, value)).toBe(yesNo ? undefined : ruleMessage('validation.chooseOne'));
        expect(firstMessage(f.hasActivationCode, value)).toBe(yesNo ? undefined : ruleMessage('validation.chooseOne'));
        const chosen = typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
        expect(firstMessage(f.gender, value)).toBe(chosen ? undefined : ruleMessage('validation.chooseOne'));
      }),
      RUNS,
    );
  });

  it('never throws on any form, and tells only rule messages', () => {
    const schema = createDefaultFormSchema({ today: () => new Date(2025, 5, 1) });
    const keys = Object.keys(defaultFormFields);
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.dictionary(fc.constantFrom(...keys), anyValue)), (form) => {
        expectRuleMessages(messagesOf(schema, form));
      }),
      RUNS,
    );
  });
});

describe('default form messages', () => {
  const today = () => new Date(2025, 5, 15);
  const schema = createDefaultFormSchema({ today });
  const registration = {
    academicTitle: 'Mag.',
    birthdate: '15.06.2007',
    cardNumber: '4006381333931',
    city: 'Wien',
    country: 'AT',
    email: 'anna.huber@example.at',
    firstName: 'Anna',
    lastName: 'Huber',
    houseNumber: '12a',
    password: 'geheim123',
    postalCode: '1010',
    mobileNumber: '+43 664 1234567',
    gender: 'Female',
    hasActivationCode: 'false',
    hasClubCard: true,
  };

  it('accepts a registration, with the yes/no answers as booleans', () => {
    const result = schema.safeParse(registration);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({ hasActivationCode: false, hasClubCard: true, birthdate: '15.06.2007' });
  });

  it('tells each invalid field its message', () => {
    const result = schema.safeParse({
      ...registration,
      birthdate: '16.06.2007',
      cardNumber: '4006381333932',
      city: ' ',
      email: 'anna.huber@',
      houseNumber: '123456',
      password: 'kurz',
      postalCode: '',
      phoneNumber: '0664 1234567',
      deliveryNote: '<script>',
      companyRegistrationNumber: 'FN 1234',
      valueAddedTaxId: 'ATU12',
      gender: '',
      hasClubCard: undefined,
    });
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toEqual({
      birthdate: 'validation.minimumAge|18',
      cardNumber: 'validation.ean13',
      city: 'validation.required',
      email: 'validation.email',
      houseNumber: 'validation.maxLength|5',
      password: 'validation.minLength|8',
      postalCode: 'validation.required',
      phoneNumber: 'validation.invalidFormat',
      deliveryNote: 'validation.characterNotAllowed|<',
      valueAddedTaxId: 'validation.minLength|7',
      gender: 'validation.chooseOne',
      hasClubCard: 'validation.chooseOne',
    });
  });

  it('checks a birthdate against the day it is asked, not the day the form was made', () => {
    let now = new Date(2025, 5, 14);
    const fields = createDefaultFormFields({ today: () => now });
    expect(firstMessage(fields.birthdate, '2007-06-15')).toBe('validation.minimumAge|18');
    now = new Date(2025, 5, 15);
    expect(firstMessage(fields.birthdate, '2007-06-15')).toBeUndefined();
    expect(firstMessage(fields.birthdate, '31.06.2000')).toBe('validation.invalidDate');
    // Born on 29 February: 18 on 1 March of a year without one.
    now = new Date(2026, 1, 28);
    expect(firstMessage(fields.birthdate, '29.02.2008')).toBe('validation.minimumAge|18');
    now = new Date(2026, 2, 1);
    expect(firstMessage(fields.birthdate, '29.02.2008')).toBeUndefined();
  });

  it('checks with the real today when none is given', () => {
    expect(firstMessage(defaultFormFields.birthdate, '01.01.1970')).toBeUndefined();
    expect(firstMessage(defaultFormFields.birthdate, `01.01.${new Date().getFullYear()}`)).toBe(
      'validation.minimumAge|18',
    );
  });

  it('lets a form with fewer fields pick them (the profile without password and card questions)', () => {
    const profile = z.pick(createDefaultFormSchema({ today }), { firstName: true, lastName: true, email: true });
    expect(messagesOf(profile, { firstName: 'Anna', lastName: 'Huber', email: 'anna@example.at' })).toEqual([]);
    expect(messagesOf(profile, { firstName: 'A'.repeat(21), email: '' })).toEqual([
      'validation.maxLength|20',
      'validation.required',
    ]);
  });

  it('reads a password of blanks as a password, and an empty one as missing', () => {
    expect(firstMessage(defaultFormFields.password, ' '.repeat(8))).toBeUndefined();
    expect(firstMessage(defaultFormFields.password, '')).toBe('validation.required');
    expect(firstMessage(defaultFormFields.password, undefined)).toBe('validation.required');
    expect(firstMessage(defaultFormFields.password, 42)).toBe('validation.invalidFormat');
  });
});
