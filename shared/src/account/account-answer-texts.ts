import { MAX_GIFT_CARDS_PER_WALLET, type WalletErrorCode } from './wallet';

/*
 * The German texts of the account calls' refusals, once: the shop API sends
 * them as its answers' message, and the storefront's message bundle carries
 * them (`wallet.error.<code>`, `account.error.<errorCode>`) so a page can show
 * the text by the errorCode alone.
 */

/** The wallet's refusals by their codes (doc 2 §8 shows only the codes). */
export const WALLET_ERROR_TEXTS: Readonly<Record<WalletErrorCode, string>> = {
  1000: 'Dieser Gutschein kann nicht verwendet werden: Er ist gesperrt oder abgelaufen.',
  1001: 'Dieser Gutscheincode ist ungültig. Bitte prüfen Sie die 16 Ziffern auf der Karte.',
  1002: 'Zu diesem Code gibt es keinen Gutschein.',
  1003: 'Dieser Gutschein ist nicht mit Ihrer Geldbörse verknüpft.',
  1004: 'Dieser Gutschein ist bereits mit einem Kundenkonto verknüpft.',
  1005: 'Auf diesem Gutschein wird gerade eine Zahlung gebucht. Bitte versuchen Sie es in ein paar Minuten erneut.',
  1010: 'Zu Ihrem Kundenkonto gibt es keine Geldbörse. Bitte wenden Sie sich an unseren Kundenservice.',
  1014: `In Ihrer Geldbörse haben höchstens ${MAX_GIFT_CARDS_PER_WALLET} Gutscheine Platz. Bitte entfernen Sie zuerst einen.`,
};

/** Other refusals of the account calls, by their errorCode. */
export const ACCOUNT_ERROR_TEXTS = {
  clubCardTaken: 'Diese Clubkarte ist bereits mit einem anderen Kundenkonto verbunden. Bitte wenden Sie sich an unseren Kundenservice.',
  clubCardMismatch: 'Zu Ihrer E-Mail-Adresse oder Ihrem Aktivierungscode gehört eine andere Clubkarte. Bitte prüfen Sie die Kartennummer.',
  activationCodeInvalid: 'Diesen Aktivierungscode kennen wir nicht. Bitte prüfen Sie den Code in unserem Brief.',
  activationCodeUsed: 'Dieser Aktivierungscode wurde bereits verwendet.',
  passwordResetLinkInvalid: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  wrongPassword: 'Das bisherige Passwort ist nicht richtig.',
} as const satisfies Readonly<Record<string, string>>;
