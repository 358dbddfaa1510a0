// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';
import { setCartDistributionAddress } from '../cart/operations/set-cart-distribution-address';
import { setCartBillingAddress } from '../checkout/operations/set-cart-billing-address';
import { submitContactForm } from '../content/operations/submit-contact-form';
import { submitQuestionnaire } from '../content/operations/submit-questionnaire';
import { ruleMessage } from '../platform/validation/rule-message';
import { characterOf, codePointName, REFUSED_CHARACTER_CLASSES } from '../platform/validation/rule-properties.test-support';
import { activateOfflineAccount } from './operations/activate-offline-account';
import { createCustomerAddress } from './operations/create-customer-address';
import { orderPhysicalCard } from './operations/order-physical-card';
import { registerCustomer } from './operations/register-customer';
import { updateCustomer } from './operations/update-customer';
import { updateCustomerAddress } from './operations/update-customer-address';

/*
 * Every request body that carries a customer's or an address's free text
 * refuses what no shopper types (control and invisible characters, lone
 * surrogates, non-characters) with the form's message at the field, so the
 * backend, which parses bodies with these schemas, stores none of it and
 * says what the browser's form says. Each case lists its body's text fields
 * and the fields that are no free text (choices, ids, dates, the password,
 * which has a rule of its own); a new string field of a body fails the test
 * until it is put in one of the lists.
 */

const person = { firstName: 'Anna', lastName: 'Berger' };
const street = { streetName: 'Neubaugasse', streetNumber: '7', postalCode: '1070', city: 'Wien' };
const flat = { stairCase: '2', floor: '3', door: '12' };
const address = {
  salutation: 'Female',
  title: 'Mag.',
  academicTitle: 'Dr.',
  ...person,
  companyName: 'Berger KG',
  valueAddedTaxId: 'ATU12345678',
  companyRegistrationNumber: 'FN123456a',
  ...street,
  additionalInfo: 'Hinterhaus',
  ...flat,
  country: 'Österreich',
  countryCode: 'AT',
  email: 'anna@example.at',
  phoneNumber: '0664 1234567',
};
const addressTexts = Object.keys(address).filter((field) => field !== 'salutation');
const contactPerson = { gender: 'Female', academicTitle: 'Dr.', email: 'anna@example.at', telephoneNumber: '+43 664 1234567' };

interface BodyCase {
  readonly name: string;
  readonly schema: $ZodType;
  readonly body: Record<string, unknown>;
  /** Paths of one-line text fields. */
  readonly texts: readonly string[];
  /** Paths of several-lines text fields (textareas: LF allowed). */
  readonly lines?: readonly string[];
  /** Paths of string fields that are no free text. */
  readonly other: readonly string[];
}

const CASES: readonly BodyCase[] = [
  {
    name: 'registration (POST /api/customers)',
    schema: registerCustomer.body,
    body: {
      ...Object.fromEntries(Object.entries(address).filter(([field]) => field !== 'additionalInfo' && field !== 'countryCode')),
      country: 'AT',
      birthdate: '1988-03-14',
      password: 'Einkauf2026!',
      mobileNumber: '+43 664 7654321',
      phoneNumber: '+43 664 1234567',
      gender: 'Female',
      deliveryNote: 'Hof links',
      hasClubCard: false,
      hasActivationCode: false,
    },
    texts: [...addressTexts.filter((field) => field !== 'additionalInfo' && field !== 'countryCode'), 'mobileNumber'],
    lines: ['deliveryNote'],
    other: ['salutation', 'birthdate', 'password', 'gender'],
  },
  {
    name: 'profile (PUT /api/customers)',
    schema: updateCustomer.body,
    body: { salutation: 'Female', academicTitle: 'Dr.', ...person, email: 'anna@example.at', birthdate: '1988-03-14' },
    texts: ['academicTitle', 'firstName', 'lastName', 'email'],
    other: ['salutation', 'birthdate'],
  },
  {
    name: 'new address (POST /api/customers/addresses/…)',
    schema: createCustomerAddress.body,
    body: { ...address, deliveryNote: 'Hof links', primary: true },
    texts: addressTexts,
    lines: ['deliveryNote'],
    other: ['salutation'],
  },
  {
    name: 'changed address (PUT /api/customers/addresses/…)',
    schema: updateCustomerAddress.body,
    body: { ...address, id: 'a-10001-2', deliveryNote: 'Hof links' },
    texts: addressTexts,
    lines: ['deliveryNote'],
    other: ['salutation', 'id'],
  },
  {
    name: 'cart billing address (POST /api/carts/billing-address)',
    schema: setCartBillingAddress.body,
    body: address,
    texts: addressTexts,
    other: ['salutation'],
  },
  {
    name: 'cart delivery address (POST /api/carts/distribution-address)',
    schema: setCartDistributionAddress.body,
    body: {
      distributionType: 'DELIVERY',
      ...person,
      ...street,
      additionalInfo: 'Hinterhaus',
      ...flat,
      country: 'Österreich',
      countryCode: 'AT',
      deliveryPhoneNumber: '0664 1234567',
      deliveryAddressText: 'Hof links, 2. Stiege',
    },
    texts: [...Object.keys(person), ...Object.keys(street), 'additionalInfo', ...Object.keys(flat), 'country', 'countryCode', 'deliveryPhoneNumber', 'deliveryAddressText'],
    other: ['distributionType'],
  },
  {
    name: 'cart pick-up address (POST /api/carts/distribution-address)',
    schema: setCartDistributionAddress.body,
    body: { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1', ...person, ...street, additionalInfo: 'Hinterhaus', ...flat, country: 'Österreich', countryCode: 'AT' },
    texts: [...Object.keys(person), ...Object.keys(street), 'additionalInfo', ...Object.keys(flat), 'country', 'countryCode'],
    other: ['distributionType', 'storeId'],
  },
  {
    name: 'physical card order (POST /api/customers/physical-card/order)',
    schema: orderPhysicalCard.body,
    body: { ...person, ...street, ...flat, country: 'AT' },
    texts: [...Object.keys(person), ...Object.keys(street), ...Object.keys(flat), 'country'],
    other: [],
  },
  {
    name: 'offline account (POST /api/customers/offline-account)',
    schema: activateOfflineAccount.body,
    body: { cardNumber: '9120045678901', email: 'markt@frischmarkt.example', ...person },
    texts: ['cardNumber', 'email', 'firstName', 'lastName'],
    other: [],
  },
  {
    name: 'contact form (POST /api/content/contact)',
    schema: submitContactForm.body,
    body: {
      firstname: 'Anna',
      surname: 'Berger',
      ...contactPerson,
      city: 'Wien',
      country: 'AT',
      zip: '1070',
      streetnr: '7',
      loyaltymemberid: '123',
      productean: '4001234567890',
      productbatchnumber: 'L123',
      productname: 'Äpfel Elstar',
      receiptnumber: 'R-1',
      ordernumber: '12345',
      text: 'Guten Tag,\nmeine Lieferung fehlt.',
      errorcode: 'E1',
      timewindow: '8-10 Uhr',
      paymentmethod: 'PayPal',
      clientdata: 'Chrome',
      discount: 'GV-10',
      birthdate: '14.03.1988',
      bestbeforedate: '01.01.2027',
      contactgroup: 'order',
    },
    texts: [
      'firstname', 'surname', 'gender', 'academicTitle', 'email', 'telephoneNumber', 'city', 'country', 'zip', 'streetnr', 'loyaltymemberid',
      'productean', 'productbatchnumber', 'productname', 'receiptnumber', 'ordernumber', 'errorcode', 'timewindow', 'paymentmethod',
      'clientdata', 'discount', 'birthdate', 'bestbeforedate',
    ],
    lines: ['text'],
    other: ['contactgroup'],
  },
  {
    name: 'questionnaire (POST /api/content/questionnaire)',
    schema: submitQuestionnaire.body,
    body: {
      questionnaireId: 'zufriedenheit',
      answers: { lob: 'Sehr gut.\nDanke!', themen: ['Bio'] },
      firstname: 'Anna',
      surname: 'Berger',
      ...contactPerson,
      age: '35',
      street: 'Neubaugasse 7',
      zip: '1070',
      city: 'Wien',
      countryCode: 'AT',
    },
    texts: ['firstname', 'surname', 'gender', 'academicTitle', 'email', 'telephoneNumber', 'street', 'zip', 'city', 'countryCode', 'answers.themen.0'],
    // The backend cannot tell a text question from a long-text one: every answer may have lines.
    lines: ['answers.lob'],
    other: ['questionnaireId', 'age'],
  },
];

/** The paths of the string values in a body, nested ones dotted. */
function stringPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The body with the text at `path` changed. */
function withText(body: Record<string, unknown>, path: string, change: (text: string) => string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<Record<string, unknown>>((object, key) => object[key] as Record<string, unknown>, copy);
  parent[last] = change(String(parent[last]));
  return copy;
}

/** The middle of a text: where a refused character is hardest to see. */
const inTheMiddle = (character: string) => (text: string) => {
  const characters = [...text];
  characters.splice(Math.ceil(characters.length / 2), 0, character);
  return characters.join('');
};

const issuesOf = (schema: $ZodType, body: unknown) =>
  z.safeParse(schema as z.ZodMiniType, body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

/** The first and last character of every refused class, and the line breaks. */
const SAMPLES = [...new Set([...REFUSED_CHARACTER_CLASSES.flatMap(({ codePoints }) => [codePoints[0] ?? 0, codePoints.at(-1) ?? 0]), 0x0a, 0x0d])].map(characterOf);

describe('the free text of customers and addresses in every request body', () => {
  it.each(CASES)('$name: its fields are all listed, and the body as given is valid', ({ schema, body, texts, lines = [], other }) => {
    expect(issuesOf(schema, body)).toEqual([]);
    expect(stringPaths(body).sort()).toEqual([...texts, ...lines, ...other].sort());
  });

  it.each(CASES)('$name: a refused character in any text field is refused at that field, naming its code point', ({ schema, body, texts, lines = [] }) => {
    for (const path of [...texts, ...lines]) {
      for (const character of SAMPLES) {
        if (character === '\n' && lines.includes(path)) continue;
        expect(issuesOf(schema, withText(body, path, inTheMiddle(character))), `${path} with ${codePointName(character)}`).toEqual([
          [path, ruleMessage('validation.characterNotAllowed', codePointName(character))],
        ]);
      }
    }
    for (const path of lines) expect(issuesOf(schema, withText(body, path, inTheMiddle('\n'))), path).toEqual([]);
  });
});
