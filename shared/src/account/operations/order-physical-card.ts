import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { physicalCardStatusSchema } from '../loyalty';
import { maxLength, minLength, optionalText, requiredTrimmedText } from '../../platform/validation/rules';

/**
 * Where the club card goes by post: name and address, with the default
 * form's lengths (doc 2 §5).
 */
export const physicalCardOrderSchema = z.object({
  firstName: requiredTrimmedText(maxLength(20)),
  lastName: requiredTrimmedText(maxLength(24)),
  streetName: requiredTrimmedText(maxLength(255)),
  streetNumber: requiredTrimmedText(maxLength(5)),
  stairCase: optionalText(maxLength(4)),
  floor: optionalText(maxLength(20)),
  door: optionalText(maxLength(4)),
  postalCode: requiredTrimmedText(minLength(4), maxLength(7)),
  city: requiredTrimmedText(maxLength(100)),
  country: requiredTrimmedText(maxLength(3)),
});
export type PhysicalCardOrder = z.input<typeof physicalCardOrderSchema>;

/**
 * Orders the physical club card to the address given (the shop's own call:
 * doc 1 §2 names the order pages for tenants without the loyalty
 * integration, doc 2 §7 only the status). A customer without a membership
 * becomes a member with the card. Answers the card's status now (IsOrdered);
 * 409 `physicalCardNotOrderable` when the status does not allow an order.
 */
export const orderPhysicalCard = defineOperation({
  method: 'POST',
  path: '/api/customers/physical-card/order',
  domain: 'account',
  summary: 'Orders the physical club card by post; 409 physicalCardNotOrderable',
  body: physicalCardOrderSchema,
  response: physicalCardStatusSchema,
  features: ['featureCustomer'],
  customer: true,
});
