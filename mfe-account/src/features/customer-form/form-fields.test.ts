// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIELDS } from '@storefront/shared/account';
import { fieldTableDifferences } from '@storefront/shared/platform/testing';
import { addressFormSchema } from '../addresses/address-form';
import { createPersonalDataSchema } from '../personal-data/personal-data-form';
import { createRegistrationSchema } from '../../routes/registration/registration-schema';

/*
 * The account's forms check each person and address field as the account's
 * field table (shared) does, so the form and the call it sends agree. The
 * order-physical-card and offline-account pages take their call's body as
 * their form, which shared's own field test covers.
 */
describe("the account forms check every field as the account's field table does", () => {
  it('holds for the profile, the address book and the registration, but for the choices they offer', async () => {
    const schemas = {
      'personal data': createPersonalDataSchema(),
      'address form': addressFormSchema,
      registration: createRegistrationSchema(),
    };
    const problems = await fieldTableDifferences(schemas, ACCOUNT_FIELDS, {
      exceptions: [
        { schema: 'address form', field: 'countryCode', reason: 'a select of the countries the shop serves' },
        { schema: 'registration', field: 'country', reason: 'a select of the countries the shop serves, sent as their code' },
        { schema: 'registration', field: 'phoneNumber', reason: 'parsed with libphonenumber and sent in international format, the call checks that format' },
        { schema: 'registration', field: 'mobileNumber', reason: 'parsed with libphonenumber and sent in international format, the call checks that format' },
      ],
    });
    expect(problems).toEqual([]);
  });
});
