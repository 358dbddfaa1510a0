import * as z from 'zod/mini';
import { text } from '../platform/api/wire';

/**
 * The `:id` of one of the customer's records (an address, a saved card, a
 * gift card) in a call's path: 1 to 100 characters, read without surrounding
 * blanks. A blank id is rejected before anything is sent (doc 2 §5).
 */
export const recordIdParams = z.object({ id: text(100) });
