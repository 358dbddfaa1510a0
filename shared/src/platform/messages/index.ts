/*
 * The platform's default German texts: the shell's and the form rules'. The
 * server serves them in the tenant's message bundle (with each domain's
 * `messages.ts`); shipped code reads them from there, never by import (a lint
 * rule), and the tests give them to `createTestServices({ messages })`.
 */
export { shellMessages } from './shell';
export { validationMessages } from './validation';
