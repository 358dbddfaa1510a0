import { VALIDATION_MESSAGES } from '../carts/validation';

/**
 * German messages of the cart validation codes (doc 2 §8), keyed
 * `cart.validation.<code>`: the same texts the validation call sends with
 * each error, so the storefront may show either.
 */
export const cartValidationMessages: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(VALIDATION_MESSAGES).map(([code, text]) => [`cart.validation.${code}`, text]),
);

/** The notifications of the order limits, the free-service value met and the limits met or exceeded (`OrderLimitNotificationKind`, doc 2 §8). */
export const orderLimitMessages: Readonly<Record<string, string>> = {
  'cart.notification.free-service-value-met': 'Ihr Einkauf ist frei von Servicegebühren.',
  'cart.notification.minimum-order-value-met': 'Der Mindestbestellwert von {minOrderValue} ist erreicht.',
  'cart.notification.maximum-order-weight-exceeded':
    'Ihr Warenkorb wiegt {weightKg} kg. Eine Bestellung darf höchstens {maxOrderWeightKg} kg wiegen.',
  'cart.notification.maximum-order-value-exceeded': 'Der Höchstbestellwert von {maxOrderValue} ist überschritten.',
};

/** Payment errors of the checkout (doc 1 §8 customPayload.paymentError.code), for the payment confirmation page. */
export const paymentErrorMessages: Readonly<Record<string, string>> = {
  'checkout.paymentError.declined': 'Ihre Zahlung wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
  'checkout.paymentError.cancelled': 'Sie haben die Zahlung abgebrochen. Ihr Warenkorb ist noch da.',
  'checkout.paymentError.methodNotAvailable': 'Diese Zahlungsart gibt es für die gewählte Serviceart nicht.',
  'checkout.paymentError.savedMethodNotFound': 'Diese gespeicherte Karte gibt es in Ihrem Konto nicht.',
  'checkout.paymentError.savedMethodExpired': 'Diese gespeicherte Karte ist abgelaufen. Bitte wählen Sie eine andere.',
  'checkout.paymentError.companyMissing': 'Kauf auf Rechnung für Firmen braucht einen Firmennamen in der Rechnungsadresse.',
};
