import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACCOUNT_ERROR_TEXTS,
  confirmRegistration,
  MINIMUM_AGE,
  getCommunicationSettings,
  getFavoriteProducts,
  normaliseActivationCode,
  registerCustomer,
  setFavoriteStore,
  updateCommunicationSettings,
  updateCustomer,
} from '@storefront/shared/account';
import { getCustomer, refreshCustomer } from '@storefront/shared/platform/operations';
import { ruleMessage } from '@storefront/shared/platform/validation';
import type { Environment } from '@storefront/server-kit/environment';
import { confirmationPage } from '../../platform/confirmation-page';
import { HttpError, invalidField } from '@storefront/server-kit/http/errors';
import type { MailOutbox } from '../../platform/mail-outbox';
import { passwordResetPageUrl } from '../rules/shop-links';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';
import { CACHE_NEVER } from '@storefront/server-kit/http/static-files';
import { operationRouter } from '../../platform/operation-router';
import { refuseCommonPassword } from '../rules/common-passwords';
import { hashPassword } from '../rules/passwords';
import { setSessionCookies, unauthorized } from '../rules/session';
import type { Customer } from '@storefront/shared/platform/schemas';
import type { RegistrationResult } from '../store/customer-credentials';
import type { ShopStore } from '../../platform/shop-store';

/** Today in Austria, where the shop is: a birthday counts from midnight in Vienna. */
function viennaToday(now: Date): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });
}

/** Whether someone born on `birthdate` (YYYY-MM-DD) is at least `years` old today. */
export function isAtLeast(birthdate: string, years: number, now: Date = new Date()): boolean {
  const [year, monthAndDay] = [Number(birthdate.slice(0, 4)), birthdate.slice(4)];
  return `${year + years}${monthAndDay}` <= viennaToday(now);
}

/**
 * The default form's minimum age (shared's MINIMUM_AGE, doc 2 §5) on top of
 * the body's rules: the form checks it against the shopper's today, the
 * backend against today in Vienna, and answers the form's rule message.
 */
function requireAdult({ birthdate }: { birthdate?: string | undefined }): void {
  if (birthdate !== undefined && !isAtLeast(birthdate, MINIMUM_AGE)) {
    throw invalidField('birthdate', ruleMessage('validation.minimumAge', MINIMUM_AGE));
  }
}

/** Favorite products listing: 20 a page unless asked otherwise. */
const DEFAULT_FAVORITE_PAGE_SIZE = 20;

const EMAIL_TAKEN = new HttpError(
  409,
  'emailAlreadyRegistered',
  'Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
);

/** A blank optional field of a registration is no value: the account keeps none for it. */
function withoutBlankFields<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as T;
}

/** The club refusals of a registration: status, errorCode, German text (shared) and the form field each belongs to (customPayload.field). */
export const REGISTRATION_CLUB_ERRORS = {
  clubCardTaken: [409, 'clubCardTaken', ACCOUNT_ERROR_TEXTS.clubCardTaken, 'cardNumber'],
  clubCardMismatch: [409, 'clubCardMismatch', ACCOUNT_ERROR_TEXTS.clubCardMismatch, 'cardNumber'],
  activationCodeUnknown: [422, 'activationCodeInvalid', ACCOUNT_ERROR_TEXTS.activationCodeInvalid, 'activationCode'],
  activationCodeUsed: [409, 'activationCodeUsed', ACCOUNT_ERROR_TEXTS.activationCodeUsed, 'activationCode'],
} as const satisfies Record<
  Exclude<RegistrationResult['outcome'], 'emailTaken' | 'confirmationRequired' | 'registered'>,
  readonly [status: number, errorCode: string, message: string, field: string]
>;

/**
 * The customer's profile, registration, communication settings, favorite
 * store and favorite products. Every call but the
 * registration and its confirmation link needs a session (401 otherwise, doc 1 §4).
 */
export const customerRoutes: FastifyPluginAsync<{
  store: ShopStore;
  environment: Environment;
  /** The tenant's public origin (tenants.ts publicOriginOf): a mailed link never leads to the Host a request named. */
  publicOrigin: (tenant: Tenant) => string;
  outbox?: MailOutbox;
}> = async (app, { store, environment, publicOrigin, outbox }) => {
  const route = operationRouter(app, { store, environment });

  /** Mails (logs) the owner of an address that someone tried to register again: they have an account, and how to get back into it. */
  const mailAccountExists = (customer: Customer, request: FastifyRequest): void => {
    const passwordResetPage = passwordResetPageUrl(publicOrigin(request.tenant), request.tenant);
    request.log.info({ customerId: customer.id, passwordResetPage }, 'account exists mail (not sent: no mail service)');
    outbox?.record({
      to: customer.email,
      kind: 'account-exists',
      link: passwordResetPage,
      text:
        'Jemand wollte mit Ihrer E-Mail-Adresse ein neues Kundenkonto anlegen. Sie haben bereits ein Kundenkonto bei uns: ' +
        `Melden Sie sich einfach damit an. Passwort vergessen? Hier legen Sie ein neues fest: ${passwordResetPage} ` +
        'Wenn Sie das nicht waren, müssen Sie nichts tun: Ihr Kundenkonto bleibt, wie es ist.',
    });
  };

  route(getCustomer, async ({ customer }, _request, reply) => {
    reply.header('cache-control', CACHE_NEVER);
    return customer;
  });

  // The customer is read from the database on every call: a change made elsewhere (another tab, the checkout) shows.
  route(refreshCustomer, async ({ customer }, _request, reply) => {
    reply.header('cache-control', CACHE_NEVER);
    return customer;
  });

  route(updateCustomer, async ({ body: changes, customer }) => {
    requireAdult(changes);
    const updated = store.customers.updateProfile(customer.id, changes);
    if (updated === 'emailTaken') throw EMAIL_TAKEN;
    if (!updated) throw unauthorized();
    return updated;
  });

  /**
   * Registration answers 202 when a confirmation mail was sent (doc 2 §5, §7;
   * the account can log in once the link in it is opened), 200 with the
   * customer and a session when the address is known already from a club card
   * handed out in a store. This shop sends no mail: the link is written to the
   * server log.
   *
   * An address that has an account answers exactly as a new one, 202, after
   * the same work (the password is hashed either way), so the form tells
   * nobody which addresses have an account; its owner is mailed a note
   * leading to the password reset page instead, and the account stays as it was.
   */
  route(registerCustomer, async ({ body }, request, reply) => {
    requireAdult(body);
    const { password, hasClubCard, cardNumber, hasActivationCode, activationCode, ...fields } = body;
    await refuseCommonPassword(password, 'password');
    // A card number or code is only read when its choice asks for it.
    const result = store.customers.register(
      { ...withoutBlankFields(fields), newsletterTopics: [], firstOrderDelivery: true, firstOrderClickAndCollect: true },
      await hashPassword(password),
      {
        cardNumber: hasClubCard ? cardNumber : undefined,
        activationCode: hasActivationCode && activationCode ? normaliseActivationCode(activationCode) : undefined,
      },
    );
    if (result.outcome === 'emailTaken') {
      mailAccountExists(result.customer, request);
      return reply.code(202).send();
    }
    if (result.outcome !== 'confirmationRequired' && result.outcome !== 'registered') {
      const [status, errorCode, message, field] = REGISTRATION_CLUB_ERRORS[result.outcome];
      throw new HttpError(status, errorCode, message, { field });
    }
    if (result.outcome === 'confirmationRequired') {
      const confirmationLink = `${confirmRegistration.path}?token=${result.token}`;
      request.log.info({ customerId: result.customer.id, confirmationLink }, 'registration confirmation mail (not sent: no mail service)');
      return reply.code(202).send();
    }
    setSessionCookies(reply, await store.sessions.create(result.customer.id), environment);
    return result.customer;
  });

  route(confirmRegistration, async ({ query: { token } }, _request, reply) => {
    const customer = store.customers.confirmEmail(token);
    if (!customer) {
      return confirmationPage(reply, 404, 'Link nicht mehr gültig', 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.');
    }
    return confirmationPage(reply, 200, 'E-Mail-Adresse bestätigt', 'Vielen Dank! Sie können sich jetzt mit Ihrer E-Mail-Adresse anmelden.');
  });

  route(getCommunicationSettings, async ({ customer }, _request, reply) => {
    reply.header('cache-control', CACHE_NEVER);
    return store.customers.communicationSettings(customer.id);
  });

  route(updateCommunicationSettings, async ({ body: settings, customer }) => store.customers.saveCommunicationSettings(customer.id, settings));

  // storeType is MY_STORE_{storeId} (doc 1 §3); the store must be one of the shop's stores.
  route(setFavoriteStore, async ({ body: favoriteStore, customer }) => {
    if (!store.distribution.findStore(favoriteStore.storeId)) throw new HttpError(404, 'storeNotFound', 'Diese Filiale gibt es nicht.');
    const updated = store.customers.setFavoriteStore(customer.id, favoriteStore);
    if (!updated) throw unauthorized();
    return updated;
  });

  /**
   * favorites=true and purchasedProducts=true choose the sources (doc 1 §7;
   * neither: both, doc 1 §3 "Favorites OR Purchased"); matchAll=true keeps only
   * products in both. Favorites newest first, then purchases newest first.
   */
  route(getFavoriteProducts, async ({ query, customer }, _request, reply) => {
    reply.header('cache-control', CACHE_NEVER);
    const neither = query.favorites !== true && query.purchasedProducts !== true;
    const useFavorites = query.favorites === true || neither;
    const usePurchases = query.purchasedProducts === true || neither;
    const favorites = useFavorites ? (store.favorites.list(customer.id)['products'] ?? []) : [];
    const purchased = usePurchases ? store.customers.purchasedSkus(customer.id) : [];
    const skus = query.matchAll
      ? favorites.filter((sku) => purchased.includes(sku))
      : [...new Set([...favorites, ...purchased])];
    const products = await store.catalogue.findProducts(skus);
    // Products no longer in the assortment are left out.
    const listed = skus.flatMap((sku) => products.get(sku) ?? []);
    const offset = query.offset ?? 0;
    const results = listed.slice(offset, offset + (query.pageSize ?? DEFAULT_FAVORITE_PAGE_SIZE));
    return { total: listed.length, count: results.length, offset, results };
  });
};
