/** The HTTP methods that change something: each needs the XSRF token and honours an Idempotency-Key. */
export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
