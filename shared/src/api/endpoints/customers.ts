import { customerSchema, type Customer } from '../../schemas/customer';
import type { ApiClient } from '../client';

/** doc 1 §7: GET /api/customers (401 without a session). */
export function getCustomer(api: ApiClient): Promise<Customer> {
  return api.request('GET', '/api/customers', { schema: customerSchema });
}
