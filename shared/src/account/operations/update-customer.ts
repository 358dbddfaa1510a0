import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import type { Customer } from '../../platform/schemas/customer';
import { customerAnswerSchema } from '../customer-answer';
import { ACCOUNT_FIELDS as field } from '../fields';
import { selectableSalutationSchema } from '../communication-settings';

/**
 * The profile's six fields (doc 1 §7), each with the rule of doc 2 §5's
 * default form, so the backend accepts exactly what the form lets through;
 * the birthdate as YYYY-MM-DD.
 */
const customerUpdateSchema = z.object({
  academicTitle: field.academicTitle.optional(),
  birthdate: z.optional(z.iso.date()),
  email: field.email.requiredTrimmed(),
  firstName: field.firstName.requiredTrimmed(),
  lastName: field.lastName.requiredTrimmed(),
  salutation: z.optional(selectableSalutationSchema),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** Saves the profile and answers the updated customer, without the Family salutation. */
export const updateCustomer = defineOperation({
  method: 'PUT',
  path: '/api/customers',
  domain: 'account',
  summary: "Updates the customer's profile",
  body: customerUpdateSchema,
  response: customerAnswerSchema,
  features: ['featureCustomer'],
  customer: true,
});

/**
 * A profile is saved only when at least one of its fields changed:
 * an unchanged form sends nothing. A field left empty counts as a change only
 * when the customer had a value.
 */
export function hasCustomerChanges(customer: Customer, update: CustomerUpdate): boolean {
  const fields = Object.keys(customerUpdateSchema.shape) as Array<keyof CustomerUpdate>;
  return fields.some((field) => (customer[field] ?? undefined) !== (update[field] ?? undefined));
}
