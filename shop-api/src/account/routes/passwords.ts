import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ACCOUNT_ERROR_TEXTS, activateOfflineAccount, changePassword, PASSWORD_RESET_VALIDITY_HOURS, requestPasswordReset, resetPassword } from '@storefront/shared/account';
import type { Environment } from '@storefront/server-kit/environment';
import { HttpError } from '@storefront/server-kit/http/errors';
import type { MailOutbox } from '../../platform/mail-outbox';
import { passwordResetPageUrl } from '../rules/shop-links';
import { operationRouter } from '../../platform/operation-router';
import { SESSION_COOKIE } from '@storefront/server-kit/security/cookies';
import { refuseCommonPassword } from '../rules/common-passwords';
import { hashPassword, verifyPassword } from '../rules/passwords';
import type { ShopStore } from '../../platform/shop-store';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';

const RESET_VALIDITY_MS = PASSWORD_RESET_VALIDITY_HOURS * 60 * 60 * 1000;

export const PASSWORD_RESET_LINK_INVALID = new HttpError(410, 'passwordResetLinkInvalid', ACCOUNT_ERROR_TEXTS.passwordResetLinkInvalid);

export const WRONG_PASSWORD = new HttpError(403, 'wrongPassword', ACCOUNT_ERROR_TEXTS.wrongPassword);

/**
 * Password reset and password change: calls the spec names none for (doc 1
 * §1 lists password reset as a feature of the customer account), made the way
 * a real shop makes them. Asking for a link answers 202 for every address, so
 * the call tells nobody which addresses have an account; the link (written to
 * the server log: this shop sends no mail) leads to the tenant's password
 * reset page with a one-time token that works for 24 hours. Setting the new
 * password ends every session of the account.
 */
export const passwordRoutes: FastifyPluginAsync<{
  store: ShopStore;
  environment: Environment;
  /** The tenant's public origin (tenants.ts publicOriginOf): a mailed link never leads to the Host a request named. */
  publicOrigin: (tenant: Tenant) => string;
  outbox?: MailOutbox;
}> = async (app, { store, environment, publicOrigin, outbox }) => {
  const route = operationRouter(app, { store, environment });

  /** Mails (logs) a link to the tenant's password reset page for the account of this address, if there is one. */
  const mailResetLink = (email: string, request: FastifyRequest): void => {
    const reset = store.customers.createPasswordReset(email, new Date(Date.now() + RESET_VALIDITY_MS));
    if (!reset) return;
    const resetLink = passwordResetPageUrl(publicOrigin(request.tenant), request.tenant, `?token=${reset.token}`);
    request.log.info({ customerId: reset.customer.id, resetLink }, 'password reset mail (not sent: no mail service)');
    outbox?.record({
      to: reset.customer.email,
      kind: 'password-reset',
      link: resetLink,
      text:
        `Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über diesen Link legen Sie es fest (er gilt ${PASSWORD_RESET_VALIDITY_HOURS} Stunden): ${resetLink} ` +
        'Wenn Sie nichts angefordert haben, müssen Sie nichts tun: Ihr Passwort bleibt, wie es ist.',
    });
  };

  route(requestPasswordReset, async ({ body: { email } }, request, reply) => {
    mailResetLink(email, request);
    return reply.code(202).send();
  });

  /*
   * The online account of a club card handed out in a store: when address and
   * card number are such a store account not activated yet, the account is
   * opened with that membership and a password nobody knows, and the link to
   * choose one is mailed. Any other pair changes nothing; the answer is 202
   * either way.
   */
  route(activateOfflineAccount, async ({ body: { cardNumber, email, firstName, lastName } }, request, reply) => {
    if (store.customers.hasOfflineAccount(email, cardNumber)) {
      const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'));
      const result = store.customers.register(
        { email, firstName, lastName, newsletterTopics: [], firstOrderDelivery: true, firstOrderClickAndCollect: true },
        unknownPassword,
        { cardNumber },
      );
      if (result.outcome === 'registered') mailResetLink(email, request);
    }
    return reply.code(202).send();
  });

  route(resetPassword, async ({ body: { token, password } }, _request, reply) => {
    // Before the link is used: a refused password leaves it for a better one.
    await refuseCommonPassword(password, 'password');
    const customerId = store.customers.resetPassword(token, await hashPassword(password), new Date());
    if (!customerId) throw PASSWORD_RESET_LINK_INVALID;
    store.sessions.deleteAllOf(customerId);
    return reply.code(204).send();
  });

  route(changePassword, async ({ body: { oldPassword, newPassword }, customer }, request, reply) => {
    await refuseCommonPassword(newPassword, 'newPassword');
    const current = store.customers.passwordHash(customer.id);
    if (!current || !(await verifyPassword(oldPassword, current))) throw WRONG_PASSWORD;
    store.customers.setPasswordHash(customer.id, await hashPassword(newPassword));
    // Whoever knew the old password is logged out everywhere but here.
    store.sessions.deleteAllOf(customer.id, request.cookies[SESSION_COOKIE]);
    return reply.code(204).send();
  });
};
