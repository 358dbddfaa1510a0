import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginRequestSchema } from '../schemas/customer';
import { aCustomer } from '../../fixtures/fixtures';
import { login, loginQuerySchema, logout } from './auth';
import { checkCall, fakeBackend } from '../api/harness.test-support';

const anna = aCustomer();

describe('auth endpoints (doc 1 §7)', () => {
  it('POST login: recaptchaResponse in the query, email and password in the body', () =>
    checkCall({
      name: 'login',
      call: (api) => login(api, { email: 'kundin@frischmarkt.example', password: 'geheim' }, 'captcha'),
      request: 'POST /api/auth/login',
      query: { recaptchaResponse: 'captcha' },
      querySchema: loginQuerySchema,
      parsedQuery: { recaptchaResponse: 'captcha' },
      body: { email: 'kundin@frischmarkt.example', password: 'geheim' },
      bodySchema: loginRequestSchema,
      result: anna,
    }));

  it('login answers the customer without the Family salutation (doc 1 §3)', async () => {
    const backend = fakeBackend({ 'POST /api/auth/login': { body: { ...anna, salutation: 'Family' } } });
    const customer = await login(backend.api, { email: anna.email, password: 'x' });
    expect(customer).not.toHaveProperty('salutation');
    expect(backend.requests[0]?.query).toEqual({});
  });

  it('a wrong password is the backend error (401)', async () => {
    const backend = fakeBackend({ 'POST /api/auth/login': { status: 401, body: { errorCode: 'invalidCredentials', message: 'falsch' } } });
    await expect(login(backend.api, { email: anna.email, password: 'x' })).rejects.toMatchObject({ status: 401 });
  });

  it('POST logout, answered with no content', () =>
    checkCall({ name: 'logout', call: (api) => logout(api), request: 'POST /api/auth/logout', answer: { status: 204 }, result: undefined }));

  it('the login query accepts no recaptcha answer', () => {
    expect(z.parse(loginQuerySchema, {})).toEqual({});
  });
});
