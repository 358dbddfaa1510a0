import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { physicalCardStatusSchema } from '../loyalty';
import { ACCOUNT_FIELDS as field, customerAddressFields } from '../fields';

/**
 * Where the club card goes by post: name and address, with the default
 * form's rules (doc 2 §5). The order page's form is this schema itself.
 */
export const physicalCardOrderSchema = z.object({
  firstName: field.firstName.requiredTrimmed(),
  lastName: field.lastName.requiredTrimmed(),
  ...customerAddressFields(),
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
