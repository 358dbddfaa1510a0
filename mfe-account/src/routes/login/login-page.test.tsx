import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login, logout } from '@storefront/shared/platform/operations';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import type { NotificationInput, SessionService, SessionSnapshot, StorefrontServices } from '@storefront/shared/platform/contracts';
import type { Customer } from '@storefront/shared/platform/schemas';
import { createTestServices, renderParcel, type FakeHandler } from '@storefront/shared/platform/testing';
import { ACCOUNT_TEST_MESSAGES } from '../../testing/render-account.test-support';
import { LoginPage } from './login-page';

const messages = ACCOUNT_TEST_MESSAGES;

const anna: Customer = {
  id: 'c-1',
  email: 'anna.schmidt@example.de',
  firstName: 'Anna',
  lastName: 'Schmidt',
  newsletterTopics: [],
  firstOrderDelivery: true,
  firstOrderClickAndCollect: true,
};

/**
 * A small real session over the test's API client, so login and logout go
 * through the fake fetch like the shell's session does. `gate`, when given,
 * holds the login call back until the test releases it.
 */
function createSession(api: ApiClient, initial: SessionSnapshot, gate?: Promise<void>): SessionService {
  let snapshot = initial;
  const listeners = new Set<(next: SessionSnapshot) => void>();
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener(next);
  };
  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async login(credentials) {
      await gate;
      const customer = await call(api, login, { body: { email: credentials.email, password: credentials.password } });
      set({ status: 'authenticated', customer });
      return customer;
    },
    // Like the shell's: the notifications of logout are the session's, not the page's.
    async logout() {
      await call(api, logout);
      set({ status: 'anonymous', customer: null });
    },
    refresh: () => Promise.resolve(),
  };
}

interface Setup {
  readonly handlers?: Readonly<Record<string, FakeHandler>>;
  readonly query?: string;
  readonly session?: SessionSnapshot;
  readonly gate?: Promise<void>;
}

const CONFIGS = 'GET /api/content/configs/client';

async function setup({ handlers = {}, query = '', session, gate }: Setup = {}) {
  // The page reads its texts and links from the login component config; that read is not what these tests count.
  const test = createTestServices({
    messages,
    handlers: {
      [CONFIGS]: () => {
        test.calls.splice(test.calls.findIndex((entry) => entry.startsWith(CONFIGS)), 1);
        return { body: {} };
      },
      ...handlers,
    },
  });
  const replaceOptions: Array<boolean | undefined> = [];
  const shown: NotificationInput[] = [];
  const services: StorefrontServices = {
    ...test.services,
    session: createSession(test.services.api, session ?? { status: 'anonymous', customer: null }, gate),
    navigation: {
      ...test.services.navigation,
      navigate: (to, options) => {
        replaceOptions.push(options?.replace);
        test.services.navigation.navigate(to, options);
      },
    },
    notifications: { show: (n) => shown.push(n), dismiss: () => undefined },
  };
  renderParcel(LoginPage, { services, route: { name: 'login', params: {}, query: new URLSearchParams(query) } });
  // The form (or the logged-in view) once the login config is read.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...test, services, replaceOptions, shown, user: userEvent.setup() };
}

const emailInput = () => screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Passwort') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement;
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** Answers the login call with Anna and records each request body. */
function loginAs(customer: Customer, bodies: unknown[]): FakeHandler {
  return ({ init }) => {
    bodies.push(JSON.parse(String(init.body)));
    return { body: customer };
  };
}

describe('login page', () => {
  it('shows the required messages beside empty fields, focuses the first and sends nothing', async () => {
    const { user, calls, published } = await setup();
    await user.click(submitButton());

    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(emailInput())).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(passwordInput())).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(emailInput()).toHaveFocus();
    expect(calls).toEqual([]);
    // doc 1 §5: a form error is tracked with label and message of each invalid field.
    expect(published).toContainEqual({
      name: 'tracking:event',
      payload: {
        event: 'formError',
        form: 'login',
        fields: [
          { label: 'E-Mail-Adresse', message: 'Dieses Feld ist ein Pflichtfeld.' },
          { label: 'Passwort', message: 'Dieses Feld ist ein Pflichtfeld.' },
        ],
      },
    });
  });

  it('keeps what was typed, explains a bad email and focuses the first invalid field', async () => {
    const { user, calls } = await setup();
    await user.type(emailInput(), 'anna@');
    await user.type(passwordInput(), 'geheim');
    await user.click(submitButton());

    expect(describedBy(emailInput())).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');
    expect(passwordInput()).not.toHaveAttribute('aria-describedby');
    expect(emailInput()).toHaveFocus();
    expect(emailInput().value).toBe('anna@');
    expect(passwordInput().value).toBe('geheim');

    await user.clear(passwordInput());
    await user.type(emailInput(), 'example.de');
    await user.click(submitButton());
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
    expect(describedBy(passwordInput())).toBe('Dieses Feld ist ein Pflichtfeld.');
    expect(passwordInput()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('logs in with what was typed and goes back to the returnUrl, replacing the login page', async () => {
    const bodies: unknown[] = [];
    const { user, calls, navigations, replaceOptions } = await setup({
      query: 'returnUrl=%2Fwarenkorb%3Fschritt%3D2&authRequired=true',
      handlers: { 'POST /api/auth/login': loginAs(anna, bodies) },
    });
    expect(screen.getByText('Bitte melden Sie sich an, um fortzufahren.')).toBeInTheDocument();

    await user.type(emailInput(), ' anna.schmidt@example.de ');
    await user.type(passwordInput(), 'Geheim 123');
    await user.click(submitButton());

    await waitFor(() => expect(navigations).toEqual(['/warenkorb?schritt=2']));
    expect(replaceOptions).toEqual([true]);
    expect(calls).toEqual(['POST /api/auth/login']);
    expect(bodies).toEqual([{ email: 'anna.schmidt@example.de', password: 'Geheim 123' }]);
  });

  it('shows who is logged in when there is no returnUrl, and never follows one to another site', async () => {
    const bodies: unknown[] = [];
    const { user, navigations } = await setup({
      query: 'returnUrl=%2F%2Fevil.example%2Fphish',
      handlers: { 'POST /api/auth/login': loginAs(anna, bodies) },
    });
    await user.type(emailInput(), 'anna.schmidt@example.de');
    await user.type(passwordInput(), 'geheim');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Angemeldet als Anna' })).toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('says email or password is wrong on a 401 and keeps the input', async () => {
    const { user, calls } = await setup({
      handlers: {
        'POST /api/auth/login': { status: 401, body: { errorCode: 'BAD_CREDENTIALS', message: 'Unauthorized' } },
      },
    });
    await user.type(emailInput(), 'anna.schmidt@example.de');
    await user.type(passwordInput(), 'falsch');
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(emailInput().value).toBe('anna.schmidt@example.de');
    expect(passwordInput().value).toBe('falsch');
    expect(submitButton()).toBeEnabled();
    expect(calls).toEqual(['POST /api/auth/login']);
  });

  it('says how long to wait when the shop slowed the account after too many wrong passwords, and keeps the input', async () => {
    const { user, calls } = await setup({
      handlers: {
        'POST /api/auth/login': {
          status: 429,
          body: { errorCode: 'tooManyAttempts', message: 'Zu viele Versuche. Bitte warten Sie 2 Minuten.', customPayload: { retryAfterSeconds: 119 } },
        },
      },
    });
    await user.type(emailInput(), 'anna.schmidt@example.de');
    await user.type(passwordInput(), 'falsch');
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Versuche. Bitte warten Sie 2 Minuten.');
    expect(emailInput().value).toBe('anna.schmidt@example.de');
    expect(calls).toEqual(['POST /api/auth/login']);
  });

  it('says the service is not reachable when the network fails, once the client gave up retrying the login under its one key', async () => {
    const keys: string[] = [];
    const { user, calls } = await setup({
      handlers: {
        'POST /api/auth/login': ({ init }) => {
          keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.type(emailInput(), 'anna.schmidt@example.de');
    await user.type(passwordInput(), 'geheim');
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Die Anmeldung ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.');
    // A lost answer may have logged in: the retries carry the first attempt's key, so the backend answers them from it.
    expect(calls).toEqual(Array(4).fill('POST /api/auth/login'));
    expect(new Set(keys).size).toBe(1);
  });

  it('sends the login only once while it is under way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies: unknown[] = [];
    const { user, calls } = await setup({ gate, handlers: { 'POST /api/auth/login': loginAs(anna, bodies) } });
    await user.type(emailInput(), 'anna.schmidt@example.de');
    await user.type(passwordInput(), 'geheim');

    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    await user.type(passwordInput(), '{Enter}');
    // A submit that gets past the disabled button (a script, an old browser) is refused too.
    fireEvent.submit(submitButton().form!);
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Angemeldet als Anna' })).toBeInTheDocument();
    expect(calls).toEqual(['POST /api/auth/login']);
  });

  it('shows a logged-in customer who is logged in, and logs out', async () => {
    const { user, calls, shown } = await setup({
      session: { status: 'authenticated', customer: anna },
      handlers: { 'POST /api/auth/logout': { status: 204 } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Angemeldet als Anna' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(calls).toEqual(['POST /api/auth/logout']);
    // The shell's session service announces the logout; the page adds no second message.
    expect(shown).toEqual([]);
  });

  it('stays logged in after a failed logout, ready to try again', async () => {
    const { user, shown, calls } = await setup({
      session: { status: 'authenticated', customer: anna },
      handlers: { 'POST /api/auth/logout': { status: 500, body: { errorCode: 'E', message: 'kaputt' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/auth/logout']));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Abmelden' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('heading', { level: 1, name: 'Angemeldet als Anna' })).toBeInTheDocument();
    expect(shown).toEqual([]);
  });
});
