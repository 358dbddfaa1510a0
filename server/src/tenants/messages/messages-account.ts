import { ACCOUNT_ERROR_TEXTS, LOYALTY_CARD_INFO_CLEARED_ERROR_CODE, WALLET_ERROR_TEXTS } from '@storefront/shared/account';

/**
 * German messages of the customer account's answers, so the account pages can
 * show a text by the errorCode the backend sent: the wallet codes of doc 2 §8
 * as `wallet.error.<code>` (the same texts the wallet calls send), the other
 * account errors as `account.error.<errorCode>`.
 */
export const walletErrorMessages: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(WALLET_ERROR_TEXTS).map(([code, text]) => [`wallet.error.${code}`, text]),
);

export const accountErrorMessages: Readonly<Record<string, string>> = {
  [`loyalty.error.${LOYALTY_CARD_INFO_CLEARED_ERROR_CODE}`]: 'Ihre Clubkarte ist gesperrt. Ihre Karteninformationen können nicht angezeigt werden.',
  'account.error.emailAlreadyRegistered':
    'Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  'account.error.emailNotConfirmed': 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in der Bestätigungs-E-Mail.',
  // The shop slows sign-in and code guessing (security/attempt-limits.ts); the wait in whole minutes.
  'account.error.tooManyAttempts_one': 'Zu viele Versuche. Bitte warten Sie {count} Minute.',
  'account.error.tooManyAttempts_other': 'Zu viele Versuche. Bitte warten Sie {count} Minuten.',
  'account.error.addressLimitReached_one': 'Sie können höchstens {count} Adresse speichern. Bitte löschen Sie zuerst eine Adresse.',
  'account.error.addressLimitReached_other': 'Sie können höchstens {count} Adressen speichern. Bitte löschen Sie zuerst eine Adresse.',
  'account.error.addressNotFound': 'Diese Adresse gibt es in Ihrem Adressbuch nicht.',
  'account.error.paymentMethodExpired': 'Diese Karte ist abgelaufen und kann nicht als bevorzugte Zahlungsart gewählt werden.',
  'account.error.paymentMethodNotFound': 'Diese Zahlungsart ist nicht gespeichert.',
  'account.error.checkoutNotFound': 'Zu dieser Zahlung gibt es keine Karte, die gespeichert werden kann.',
  'account.error.storeNotFound': 'Diese Filiale gibt es nicht.',
  'account.error.favoritesLimitReached': 'Sie haben die größtmögliche Zahl an Favoriten erreicht.',
  'account.error.favoriteNotFound': 'Dieser Favorit ist nicht gespeichert.',
  'account.error.noLoyaltyMember': 'Sie sind noch nicht Mitglied im Kundenclub.',
  // The club refusals of the registration, the texts the call sends.
  ...Object.fromEntries(
    (['clubCardTaken', 'clubCardMismatch', 'activationCodeInvalid', 'activationCodeUsed'] as const).map((errorCode) => [`account.error.${errorCode}`, ACCOUNT_ERROR_TEXTS[errorCode]]),
  ),
};

/** What the shop says after a registration or a newsletter change that waits for a confirmation (doc 1 §4, doc 2 §5). */
export const accountConfirmationMessages: Readonly<Record<string, string>> = {
  'account.registration.confirmationSent':
    'Fast geschafft! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link darin.',
  'account.newsletter.confirmationPending':
    'Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen per E-Mail geschickt haben.',
};
