/**
 * The mails this shop would send, kept for the test endpoints only: with
 * fault injection on (never in production) the end-to-end tests read a
 * password reset link here, as a shopper would read it in their inbox. The
 * shop has no mail service; the server log carries the same link.
 */
export interface SentMail {
  readonly to: string;
  /**
   * password-reset: the link to choose a new password; account-exists: a
   * registration with an address that has an account already, told to the
   * owner instead of the one who typed it.
   */
  readonly kind: 'password-reset' | 'account-exists';
  readonly link: string;
  /** What the mail says, in German, the link in it. */
  readonly text: string;
}

export interface MailOutbox {
  record(mail: SentMail): void;
  /** The mails to an address, newest first. */
  to(address: string): SentMail[];
}

/** Keeps the last `limit` mails. */
export function createMailOutbox(limit = 100): MailOutbox {
  const mails: SentMail[] = [];
  return {
    record(mail) {
      mails.unshift(mail);
      mails.length = Math.min(mails.length, limit);
    },
    to(address) {
      return mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
    },
  };
}
