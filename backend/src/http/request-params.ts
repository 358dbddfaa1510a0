import * as z from 'zod/mini';

/** The `:id` path parameter of a customer's or a cart's record (address, card, payment, cart). */
export const idParamsSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });

/** The query of an e-mail confirmation link: its one-time token. */
export const confirmationTokenQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)) });
