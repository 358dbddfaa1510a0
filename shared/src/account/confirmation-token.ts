import * as z from 'zod/mini';

/** The query of a link in a confirmation mail: its one-time token. */
export const confirmationTokenQuery = z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)) });
