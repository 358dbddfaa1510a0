import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { accountMessages } from '@storefront/shared/account/messages';
import type { SessionService, SessionSnapshot, StorefrontServices } from '@storefront/shared/platform/contracts';
import { shellMessages, validationMessages } from '@storefront/shared/platform/messages';
import type { Customer } from '@storefront/shared/platform/schemas';
import { createTestServices, renderWithServices, TEST_TENANT, type FakeHandler } from '@storefront/shared/platform/testing';

export const LUKAS: Customer = {
  id: 'c-10002',
  email: 'neu@frischmarkt.example',
  firstName: 'Lukas',
  lastName: 'Steiner',
  newsletterTopics: [],
  firstOrderDelivery: true,
  firstOrderClickAndCollect: true,
};

/** The tenant's default texts of the shell, the form rules and the account remote, as the server serves them. */
export const ACCOUNT_TEST_MESSAGES: Readonly<Record<string, string>> = { ...shellMessages, ...validationMessages, ...accountMessages };

/**
 * The default texts of these keys alone, for a test that asserts what a shopper reads there; every other text
 * shows as its key. A key without a default text is a mistake in the test.
 */
export function defaultTexts(...keys: readonly string[]): Readonly<Record<string, string>> {
  return Object.fromEntries(
    keys.map((key) => {
      const text = ACCOUNT_TEST_MESSAGES[key];
      if (text === undefined) throw new Error(`No default text for "${key}"`);
      return [key, text];
    }),
  );
}

/** The component configs call: not what these tests count, answered with no configs (the bundle's texts show). */
const CONFIGS = 'GET /api/content/configs/client';

export interface AccountSetup {
  readonly handlers?: Readonly<Record<string, FakeHandler>>;
  readonly messages?: Readonly<Record<string, string>>;
  readonly customer?: Customer | null;
  readonly features?: Readonly<Record<string, boolean>>;
}

/**
 * One account page or fragment over real services and a fake HTTP layer, a
 * fresh SWR cache, and a session holding `customer` whose refresh and logout
 * are recorded. `calls` leaves out the component configs call.
 */
export function renderAccount(ui: ReactNode, { handlers = {}, messages = {}, customer = LUKAS, features = {} }: AccountSetup = {}) {
  const tenant = {
    ...TEST_TENANT,
    clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, features: { ...TEST_TENANT.clientRuntimeConfig.features, ...features } },
  };
  const test = createTestServices({
    messages,
    tenant,
    handlers: {
      [CONFIGS]: () => {
        test.calls.splice(test.calls.findIndex((entry) => entry.startsWith(CONFIGS)), 1);
        return { body: {} };
      },
      ...handlers,
    },
  });
  const sessionEvents: string[] = [];
  let snapshot: SessionSnapshot = customer ? { status: 'authenticated', customer } : { status: 'anonymous', customer: null };
  const listeners = new Set<(next: SessionSnapshot) => void>();
  const session: SessionService = {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login: () => Promise.reject(new Error('login not expected')),
    async logout() {
      sessionEvents.push('logout');
      snapshot = { status: 'anonymous', customer: null };
      for (const listener of listeners) listener(snapshot);
    },
    async refresh() {
      sessionEvents.push('refresh');
    },
  };
  const services: StorefrontServices = { ...test.services, session };
  const view = renderWithServices(ui, { services });
  return { ...test, services, sessionEvents, view, user: userEvent.setup() };
}

/** The text of the element that describes a control (its error or hint). */
export function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** A request body the fake fetch saw, as JSON. */
export function jsonBody(init: RequestInit): unknown {
  return JSON.parse(String(init.body));
}
