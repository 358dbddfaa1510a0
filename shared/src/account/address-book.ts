import * as z from 'zod/mini';
import { customerAddressSchema } from '../distribution/addresses';

/**
 * The customer's address book, which every address call answers after its
 * change, so the list on screen (and the limit of 20, doc 2 §5) is always
 * current. Placeholders of missing parts read as empty.
 */
export const addressBookSchema = z.array(customerAddressSchema);
