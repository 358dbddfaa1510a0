import * as z from 'zod/mini';
import { ACCOUNT_FIELDS, activationCodeField, createDefaultFormFields, requiredWhenChosen, type CustomerRegistration } from '@storefront/shared/account';
import { requiredChoice } from '@storefront/shared/platform/validation';
import { given, isoDate, NOT_A_FORM } from '../../features/customer-form/customer-fields';
import { internationalPhone, lazyPhoneField } from '../../features/customer-form/lazy-phone-field';

/**
 * The registration form: the default form's rules of doc 2 §5 (age 18,
 * EAN-13 card number, gender, hasclubcard and hasactivationcode required),
 * with first and last name and the address the registration needs, each
 * field as the account's field table defines it. Where the form differs from
 * the registration call on purpose: the birthdate is typed in the locale's
 * format (the call takes YYYY-MM-DD), the country is chosen from the shop's
 * countries, the phone numbers are parsed with libphonenumber and sent in
 * international format, and the street name is required (address validity,
 * doc 2 §5), which the call leaves to the default form's rule. `today` is the
 * shopper's day (tests fix it).
 */
export function createRegistrationSchema(today: () => Date = () => new Date()) {
  const fields = createDefaultFormFields({ today });
  return z
    .object(
      {
        salutation: z.optional(z.string()),
        academicTitle: fields.academicTitle,
        firstName: ACCOUNT_FIELDS.firstName.requiredTrimmed(),
        lastName: ACCOUNT_FIELDS.lastName.requiredTrimmed(),
        birthdate: fields.birthdate,
        gender: fields.gender,
        email: fields.email,
        password: fields.password,
        streetName: ACCOUNT_FIELDS.streetName.required(),
        streetNumber: fields.houseNumber,
        stairCase: fields.stairCase,
        floor: fields.floor,
        door: fields.door,
        postalCode: fields.postalCode,
        city: fields.city,
        country: requiredChoice(),
        phoneNumber: lazyPhoneField(),
        mobileNumber: lazyPhoneField(),
        deliveryNote: fields.deliveryNote,
        hasClubCard: fields.hasClubCard,
        cardNumber: fields.cardNumber,
        hasActivationCode: fields.hasActivationCode,
        activationCode: activationCodeField(),
      },
      NOT_A_FORM,
    )
    .check(requiredWhenChosen('hasClubCard', 'cardNumber'), requiredWhenChosen('hasActivationCode', 'activationCode'));
}

export type RegistrationSchema = ReturnType<typeof createRegistrationSchema>;
export type RegistrationInput = z.input<RegistrationSchema>;
export type RegistrationValues = z.output<RegistrationSchema>;

export const EMPTY_REGISTRATION: RegistrationInput = {
  salutation: '',
  academicTitle: '',
  firstName: '',
  lastName: '',
  birthdate: '',
  gender: '',
  email: '',
  password: '',
  streetName: '',
  streetNumber: '',
  stairCase: '',
  floor: '',
  door: '',
  postalCode: '',
  city: '',
  country: 'AT',
  phoneNumber: '',
  mobileNumber: '',
  deliveryNote: '',
  hasClubCard: '' as unknown as 'false',
  cardNumber: '',
  hasActivationCode: '' as unknown as 'false',
  activationCode: '',
};

/**
 * What the registration call gets from the checked form: texts trimmed, blank
 * ones left out, the birthdate as YYYY-MM-DD, the phone numbers in
 * international format, a card number or code only when its choice asks for it.
 */
export async function registrationRequest(values: RegistrationValues): Promise<CustomerRegistration> {
  const salutation = values.salutation === 'Female' || values.salutation === 'Male' || values.salutation === 'Company' ? values.salutation : undefined;
  const optional = {
    salutation,
    academicTitle: given(values.academicTitle),
    birthdate: isoDate(values.birthdate),
    stairCase: given(values.stairCase),
    floor: given(values.floor),
    door: given(values.door),
    phoneNumber: await internationalPhone(values.phoneNumber),
    mobileNumber: await internationalPhone(values.mobileNumber),
    deliveryNote: given(values.deliveryNote),
    cardNumber: values.hasClubCard ? given(values.cardNumber) : undefined,
    activationCode: values.hasActivationCode ? given(values.activationCode) : undefined,
  };
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim(),
    password: values.password,
    gender: values.gender,
    streetName: values.streetName.trim(),
    streetNumber: values.streetNumber.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country,
    hasClubCard: values.hasClubCard,
    hasActivationCode: values.hasActivationCode,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
