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

/**
 * Payment finalization (the page the payment provider returns to, doc 2 §2)
 * and the order confirmation (`-ok`, doc 1 §2).
 */
export const paymentCompletionMessages: Readonly<Record<string, string>> = {
  'checkout.paymentError.notCompleted': 'Die Zahlung wurde nicht abgeschlossen. Bitte wählen Sie Ihre Zahlungsart noch einmal.',
  'checkout.paymentError.general': 'Die Zahlung hat nicht geklappt. Bitte versuchen Sie es noch einmal oder wählen Sie eine andere Zahlungsart.',
  'paymentFinalization.headline': 'Ihre Zahlung wird abgeschlossen',
  'paymentFinalization.working': 'Einen Moment bitte: Wir prüfen Ihre Zahlung und geben Ihre Bestellung auf. Bitte schließen Sie dieses Fenster nicht.',
  'paymentFinalization.failed':
    'Wir konnten Ihre Zahlung gerade nicht abschließen. Keine Sorge: Es wird nichts doppelt bezahlt oder bestellt, wenn Sie es noch einmal versuchen.',
  'paymentFinalization.retry': 'Noch einmal versuchen',
  'paymentFinalization.toCart': 'Zum Warenkorb',
  'confirmation.headline': 'Vielen Dank für Ihre Bestellung!',
  'confirmation.orderNumber': 'Ihre Bestellnummer',
  'confirmation.emailSent': 'Eine Bestätigung mit allen Details schicken wir an {email}.',
  'confirmation.window.DELIVERY': 'Lieferzeit',
  'confirmation.window.CLICK_AND_COLLECT': 'Abholzeit',
  'confirmation.windowText': '{date}, {from} bis {to} Uhr',
  'confirmation.address.DELIVERY': 'Lieferadresse',
  'confirmation.address.CLICK_AND_COLLECT': 'Abholmarkt',
  'confirmation.payment': 'Bezahlung',
  'confirmation.paidWith': '{amount} mit {method}',
  'confirmation.total': 'Gesamtsumme',
  'confirmation.lines_one': '{count} Artikel',
  'confirmation.lines_other': '{count} Artikel',
  'confirmation.method.credit-cards': 'Kreditkarte',
  'confirmation.method.paypal': 'PayPal',
  'confirmation.method.pay-by-invoice-b2b': 'Rechnung (Firmen)',
  'confirmation.method.pay-by-invoice-b2c': 'Rechnung',
  'confirmation.method.payment-at-the-door': 'Bezahlung an der Haustür',
  'confirmation.method.payment-at-the-store': 'Bezahlung im Markt',
  'confirmation.method.gift-card': 'Geschenkkarte',
  'confirmation.nextSteps': 'Wie es weitergeht',
  'confirmation.next.DELIVERY':
    'Wir packen Ihre Bestellung am Liefertag frisch aus dem Markt und bringen sie im gewählten Zeitfenster. Unser Fahrer ruft an, bevor er kommt.',
  'confirmation.next.CLICK_AND_COLLECT':
    'Wir packen Ihre Bestellung frisch und legen sie im gewählten Zeitfenster im Markt für Sie bereit. Nennen Sie bei der Abholung Ihre Bestellnummer.',
  'confirmation.next.email': 'Alle Details stehen in der Bestätigung, die wir Ihnen per E-Mail schicken.',
  'confirmation.continueShopping': 'Weiter einkaufen',
  'confirmation.missing.headline': 'Keine Bestellung zum Anzeigen',
  'confirmation.missing.text': 'Die Bestätigung zeigen wir direkt nach Ihrer Bestellung in diesem Fenster. Die Details finden Sie auch in der E-Mail, die wir Ihnen geschickt haben.',
};
