import * as z from 'zod/mini';
import { isFormDate } from '../platform/validation/dates';
import { uploadFilesField } from '../platform/validation/file-upload';
import {
  digitsOnly,
  forbidCharacter,
  holds,
  maxLength,
  minLength,
  NOT_A_FORM,
  optionalText,
  requiredChoice,
  requiredMultilineText,
} from '../platform/validation/rules';
import { CONTENT_FIELDS as field } from './fields';

export { NAME_CHARACTER, ZIP_CHARACTER } from './fields';

/**
 * The contact form's rules, field by field, under the form's own field names
 * (doc 2 §5); the person's and the address's from the content field table
 * (fields.ts), shared with the questionnaire. A rule of "1-30" on an optional
 * field (productean) means: when given, at most 30.
 */
export const contactFormFields = {
  firstname: field.firstname.required(),
  city: field.city.optional(),
  country: field.country.optional(),
  zip: field.zip.optional(),
  streetnr: field.streetnr.optional(),
  loyaltymemberid: optionalText(digitsOnly(), maxLength(20)),
  productean: optionalText(digitsOnly(), minLength(1), maxLength(30)),
  productbatchnumber: optionalText(maxLength(50)),
  productname: optionalText(maxLength(150)),
  receiptnumber: optionalText(maxLength(150)),
  ordernumber: optionalText(digitsOnly(), maxLength(15)),
  /** The message: a textarea, so it may have several lines. */
  text: requiredMultilineText(forbidCharacter('<'), maxLength(1700)),
  errorcode: optionalText(maxLength(180)),
  timewindow: optionalText(maxLength(50)),
  paymentmethod: optionalText(maxLength(50)),
  clientdata: optionalText(maxLength(100)),
  discount: optionalText(maxLength(100)),
  birthdate: optionalText(holds(isFormDate, 'validation.invalidDate')),
  bestbeforedate: optionalText(holds(isFormDate, 'validation.invalidDate')),
  contactgroup: requiredChoice(),
  files: uploadFilesField,
};

/**
 * The contact form. Its prefilled fields without a rule of their own in doc 2
 * §5 (surname, email, telephoneNumber, street, ...; doc 1 §3) pass through unchecked.
 */
export const contactFormSchema = z.looseObject(contactFormFields, NOT_A_FORM);
export type ContactFormValues = z.output<typeof contactFormSchema>;
