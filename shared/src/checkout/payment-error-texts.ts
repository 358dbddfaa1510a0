/**
 * German texts of the checkout's payment errors (doc 1 §8: customPayload.paymentError.code), once: the shop
 * API sends them as the error's description, and the storefront's message bundle carries them as
 * `checkout.paymentError.<code>` for the payment confirmation page.
 */
export const PAYMENT_ERROR_TEXTS = {
  declined: 'Ihre Zahlung wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
  cancelled: 'Sie haben die Zahlung abgebrochen. Ihr Warenkorb ist noch da.',
  methodNotAvailable: 'Diese Zahlungsart gibt es für die gewählte Serviceart nicht.',
  savedMethodNotFound: 'Diese gespeicherte Karte gibt es in Ihrem Konto nicht.',
  savedMethodExpired: 'Diese gespeicherte Karte ist abgelaufen. Bitte wählen Sie eine andere.',
  companyMissing: 'Kauf auf Rechnung für Firmen braucht einen Firmennamen in der Rechnungsadresse.',
} as const satisfies Readonly<Record<string, string>>;
