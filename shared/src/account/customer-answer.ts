import * as z from 'zod/mini';
import { customerFromBackend, customerSchema } from '../platform/schemas/customer';

/**
 * The customer as the account's calls answer it, read without the Family
 * salutation (doc 1 §3: removed when loaded). The platform's session calls
 * answer the customer as stored and the shell's session removes it there,
 * which keeps this pipe out of the shell's first bytes.
 */
export const customerAnswerSchema = z.pipe(customerSchema, z.transform(customerFromBackend));
