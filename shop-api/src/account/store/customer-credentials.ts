import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Customer } from '@storefront/shared/platform/schemas';
import { fromJson, type Db } from '@storefront/server-kit/database/database';

/*
 * The way into a customer account: registration with the club membership it
 * brings, the e-mail confirmation, the password and its reset links. Part of
 * the customer repository (customers.ts), on the tables of its migrations.
 */

/** An account as a login reads it: the customer, the password hash and whether the address is confirmed. */
export interface CustomerAccount {
  readonly customer: Customer;
  /** See rules/passwords.ts for the format. */
  readonly passwordHash: string;
  /** A new account can log in once its e-mail address is confirmed (see register). */
  readonly emailConfirmed: boolean;
}

/** What a registration did: see CustomerCredentials.register. */
export type RegistrationResult =
  /** The address has an account already (`customer`): nothing was changed. */
  | { readonly outcome: 'emailTaken'; readonly customer: Customer }
  /** The account waits for the e-mail confirmation; `token` goes into the confirmation link. */
  | { readonly outcome: 'confirmationRequired'; readonly customer: Customer; readonly token: string }
  /** The address was known from the shopper's club card (offline account): usable at once. */
  | { readonly outcome: 'registered'; readonly customer: Customer }
  /** The club card belongs to another member (or to a card of a club letter or a store account not claimed yet). */
  | { readonly outcome: 'clubCardTaken' }
  /** The card or code given is not the one the account's club membership has (the store card of its address, the letter's card). */
  | { readonly outcome: 'clubCardMismatch' }
  | { readonly outcome: 'activationCodeUnknown' }
  | { readonly outcome: 'activationCodeUsed' };

/** What the registration says about the club (doc 2 §5 hasclubcard, hasactivationcode). */
export interface ClubRegistration {
  /** The club card the shopper has, its EAN-13 checked. */
  readonly cardNumber?: string | undefined;
  /** The activation code of the club's letter, normalised (normaliseActivationCode). */
  readonly activationCode?: string | undefined;
}

/** The credential queries of the customer repository (CustomerRepository). */
export interface CustomerCredentials {
  /** E-mail addresses are compared case-insensitively. */
  findByEmail(email: string): Promise<CustomerAccount | undefined>;
  /**
   * Creates an account with its wallet account and communication settings. An
   * address of an offline (club card) account is known already: the account is
   * confirmed, and the club card becomes its loyalty membership. Any other new
   * account is unconfirmed until `confirmEmail`. A club card given becomes the
   * account's membership unless it is another's; the activation code of a club
   * letter brings the letter's membership (and card) and is used up with it.
   * An address that has an account changes nothing ('emailTaken'), judged
   * after the card and code, which are refused for it as for a new address.
   */
  register(customer: Omit<Customer, 'id'>, passwordHash: string, club?: ClubRegistration): RegistrationResult;
  /** Confirms the account of a confirmation token (once); undefined for an unknown or used token. */
  confirmEmail(token: string): Customer | undefined;
  /**
   * A password reset link's token for the account of this address, valid until
   * `expiresAt` and once; undefined when no account has the address. Only the
   * token's hash is kept: a copy of the database opens no account.
   */
  createPasswordReset(email: string, expiresAt: Date): { readonly customer: Customer; readonly token: string } | undefined;
  /**
   * Sets the password of a reset token that is known, unused and not expired
   * at `now`, and uses it (and every other open link of the account) up. The
   * link came through the account's mail, so the address counts as confirmed.
   * The customer's id, or undefined for a token that is no longer good.
   */
  resetPassword(token: string, passwordHash: string, now: Date): string | undefined;
  passwordHash(id: string): string | undefined;
  /** Whether a club card handed out in a store with this address and card number waits for its online account. */
  hasOfflineAccount(email: string, cardId: string): boolean;
  setPasswordHash(id: string, passwordHash: string): void;
}

/** The credential queries on `db`; `read` is the customer repository's read of a customer by id. */
export function createCustomerCredentials(db: Db, read: (id: string) => Customer | undefined): CustomerCredentials {
  const byEmail = db.prepare<[string], { document: string; password_hash: string; email_confirmed: number }>(
    'SELECT document, password_hash, email_confirmed FROM customers WHERE email = ?',
  );
  const emailOwner = db.prepare<[string], { id: string }>('SELECT id FROM customers WHERE email = ?');
  const insertCustomer = db.prepare(
    'INSERT INTO customers (id, email, password_hash, created_at, document, email_confirmed) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const openWallet = db.prepare('INSERT INTO wallet_accounts (customer_id, opened_at) VALUES (?, ?)');
  const insertSettings = db.prepare('INSERT OR IGNORE INTO communication_settings (customer_id) VALUES (?)');
  const offlineAccount = db.prepare<[string], { member_id: string; card_id: string }>(
    'SELECT member_id, card_id FROM offline_accounts WHERE email = ? AND claimed_by IS NULL',
  );
  const claimOffline = db.prepare('UPDATE offline_accounts SET claimed_by = ? WHERE email = ?');
  // A new member starts with an empty points pool; the store's club card is in their hands already.
  const insertMember = db.prepare(
    `INSERT INTO loyalty_members (customer_id, member_id, card_id, physical_card, joined_at, document)
     VALUES (?, ?, ?, 'IsOrdered', ?, '{"pools":[{"poolId":"joe-punkte","tags":["punkte"],"value":0}],"promotions":[]}')`,
  );
  const activationLetter = db.prepare<[string], { member_id: string; card_id: string; used_by: string | null }>(
    'SELECT member_id, card_id, used_by FROM club_activation_codes WHERE code = ?',
  );
  const useActivationCode = db.prepare('UPDATE club_activation_codes SET used_by = ?, used_at = ? WHERE code = ? AND used_by IS NULL');
  // A card is another's when a member has it, or a store account or a club letter not claimed yet holds it.
  const cardHeld = db.prepare<[string, string, string], { found: number }>(
    `SELECT 1 AS found FROM loyalty_members WHERE card_id = ?
     UNION ALL SELECT 1 FROM offline_accounts WHERE card_id = ? AND claimed_by IS NULL
     UNION ALL SELECT 1 FROM club_activation_codes WHERE card_id = ? AND used_by IS NULL LIMIT 1`,
  );
  const memberIdTaken = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM loyalty_members WHERE member_id = ?');
  const insertConfirmation = db.prepare('INSERT INTO email_confirmations (token, customer_id, created_at) VALUES (?, ?, ?)');
  const takeConfirmation = db.prepare<[string], { customer_id: string }>(
    'DELETE FROM email_confirmations WHERE token = ? RETURNING customer_id',
  );
  const confirm = db.prepare('UPDATE customers SET email_confirmed = 1 WHERE id = ?');

  const insertReset = db.prepare('INSERT INTO password_resets (token_hash, customer_id, expires_at) VALUES (?, ?, ?)');
  const takeReset = db.prepare<[string], { customer_id: string; expires_at: string }>(
    'DELETE FROM password_resets WHERE token_hash = ? RETURNING customer_id, expires_at',
  );
  const dropResets = db.prepare('DELETE FROM password_resets WHERE customer_id = ?');
  const offlinePair = db.prepare<[string, string], { found: number }>(
    'SELECT 1 AS found FROM offline_accounts WHERE email = ? AND card_id = ? AND claimed_by IS NULL',
  );
  const hashOf = db.prepare<[string], { password_hash: string }>('SELECT password_hash FROM customers WHERE id = ?');
  const writeHash = db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?');
  const writeHashAndConfirm = db.prepare('UPDATE customers SET password_hash = ?, email_confirmed = 1 WHERE id = ?');

  /** A new member's number, in the club's format (J-NNNN-NNNN). */
  const newMemberId = (): string => {
    for (;;) {
      const id = `J-${randomInt(1000, 10000)}-${String(randomInt(0, 10000)).padStart(4, '0')}`;
      if (!memberIdTaken.get(id)) return id;
    }
  };

  return {
    async findByEmail(email) {
      const row = byEmail.get(email);
      return (
        row && { customer: fromJson<Customer>(row.document), passwordHash: row.password_hash, emailConfirmed: row.email_confirmed === 1 }
      );
    },
    register(fields, passwordHash, club = {}) {
      return db.transaction((): RegistrationResult => {
        const now = new Date().toISOString();
        const offline = offlineAccount.get(fields.email);
        // The membership the account gets: the store card of its address, the card of a club letter, or the card given.
        let membership = offline && { memberId: offline.member_id, cardId: offline.card_id };
        if (club.activationCode !== undefined) {
          const letter = activationLetter.get(club.activationCode);
          if (!letter) return { outcome: 'activationCodeUnknown' };
          if (letter.used_by !== null) return { outcome: 'activationCodeUsed' };
          // One membership per account: the store card of the address, or the card of the letter, not both.
          if (offline || (club.cardNumber !== undefined && club.cardNumber !== letter.card_id)) return { outcome: 'clubCardMismatch' };
          membership = { memberId: letter.member_id, cardId: letter.card_id };
        } else if (club.cardNumber !== undefined) {
          if (offline && offline.card_id !== club.cardNumber) return { outcome: 'clubCardMismatch' };
          if (!offline) {
            if (cardHeld.get(club.cardNumber, club.cardNumber, club.cardNumber)) return { outcome: 'clubCardTaken' };
            membership = { memberId: newMemberId(), cardId: club.cardNumber };
          }
        }
        // Only now, after the club's refusals, which a new address meets alike: a card or code given never tells whether the address has an account.
        const owner = emailOwner.get(fields.email);
        const existing = owner && read(owner.id);
        if (existing) return { outcome: 'emailTaken', customer: existing };
        const customer: Customer = { ...fields, id: newId('c') };
        insertCustomer.run(customer.id, customer.email, passwordHash, now, JSON.stringify(customer), offline ? 1 : 0);
        openWallet.run(customer.id, now);
        insertSettings.run(customer.id);
        if (club.activationCode !== undefined) useActivationCode.run(customer.id, now, club.activationCode);
        if (offline) claimOffline.run(customer.id, fields.email);
        if (membership) insertMember.run(customer.id, membership.memberId, membership.cardId, now);
        if (offline) return { outcome: 'registered', customer };
        const token = newToken();
        insertConfirmation.run(token, customer.id, now);
        return { outcome: 'confirmationRequired', customer, token };
      })();
    },
    confirmEmail(token) {
      return db.transaction(() => {
        const row = takeConfirmation.get(token);
        if (!row) return undefined;
        confirm.run(row.customer_id);
        return read(row.customer_id);
      })();
    },
    createPasswordReset(email, expiresAt) {
      const row = byEmail.get(email);
      if (!row) return undefined;
      const customer = fromJson<Customer>(row.document);
      const token = newToken();
      insertReset.run(tokenHash(token), customer.id, expiresAt.toISOString());
      return { customer, token };
    },
    resetPassword(token, passwordHash, now) {
      return db.transaction(() => {
        const row = takeReset.get(tokenHash(token));
        if (!row || row.expires_at <= now.toISOString()) return undefined;
        writeHashAndConfirm.run(passwordHash, row.customer_id);
        dropResets.run(row.customer_id);
        return row.customer_id;
      })();
    },
    hasOfflineAccount(email, cardId) {
      return offlinePair.get(email, cardId) !== undefined;
    },
    passwordHash(id) {
      return hashOf.get(id)?.password_hash;
    },
    setPasswordHash(id, passwordHash) {
      writeHash.run(passwordHash, id);
    },
  };
}

function newId(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

/** A token for a link mailed to the shopper (e-mail and newsletter confirmation, password reset): unguessable, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
