import { CART_VALIDATION_TEXTS } from '@storefront/shared/cart';
import { PAYMENT_ERROR_TEXTS } from '@storefront/shared/checkout';

/**
 * German messages of the cart validation codes (doc 2 §8), keyed
 * `cart.validation.<code>`: the same texts the validation call sends with
 * each error, so the storefront may show either.
 */
export const cartValidationMessages: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CART_VALIDATION_TEXTS).map(([code, text]) => [`cart.validation.${code}`, text]),
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
export const paymentErrorMessages: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PAYMENT_ERROR_TEXTS).map(([code, text]) => [`checkout.paymentError.${code}`, text]),
);

/** The checkout page (route checkout): its steps, fields, windows, payment methods and review. */
export const checkoutPageMessages: Readonly<Record<string, string>> = {
  'checkout.headline': 'Kasse',
  'checkout.progress': 'Schritte der Bestellung',
  'checkout.summary': 'Ihre Bestellung',
  'checkout.backToCart': 'Zurück zum Warenkorb',
  'checkout.empty': 'Ihr Warenkorb ist leer. Legen Sie Artikel hinein, um zu bestellen.',
  'checkout.step.service': 'Service',
  'checkout.step.window': 'Zeitfenster',
  'checkout.step.billing': 'Rechnung',
  'checkout.step.payment': 'Zahlung',
  'checkout.step.review': 'Prüfen',
  'checkout.next': 'Weiter',
  'checkout.saveAndNext': 'Speichern und weiter',
  'checkout.saveFailed': 'Ihre Angaben konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'checkout.optional': '(optional)',

  // The address fields (doc 2 §5 checkout and default form rules).
  'checkout.field.salutation': 'Anrede',
  'checkout.field.salutationNone': 'Keine Angabe',
  'checkout.field.title': 'Titel',
  'checkout.field.firstName': 'Vorname',
  'checkout.field.lastName': 'Nachname',
  'checkout.field.companyName': 'Firma',
  'checkout.field.companyHint': 'Für den Kauf auf Rechnung als Firma',
  'checkout.field.valueAddedTaxId': 'UID-Nummer',
  'checkout.field.companyRegistrationNumber': 'Firmenbuchnummer',
  'checkout.field.streetName': 'Straße',
  'checkout.field.streetNumber': 'Hausnummer',
  'checkout.field.additionalInfo': 'Adresszusatz',
  'checkout.field.stairCase': 'Stiege',
  'checkout.field.floor': 'Stock',
  'checkout.field.door': 'Tür',
  'checkout.field.postalCode': 'PLZ',
  'checkout.field.city': 'Ort',
  'checkout.field.email': 'E-Mail-Adresse',
  'checkout.field.phoneNumber': 'Telefonnummer',
  'checkout.field.deliveryPhoneMandatory': 'Telefonnummer für die Zustellung',
  'checkout.field.deliveryPhoneOptional': 'Telefonnummer für die Zustellung (optional)',
  'checkout.field.deliveryAddressText': 'Hinweis für die Zustellung (optional)',
  'checkout.field.deliveryAddressTextHint': 'z. B. „Bitte beim Nachbarn abgeben“, höchstens 60 Zeichen',
  'checkout.service.addressFromSelection': 'PLZ und Ort ändern Sie mit „Ändern“.',
  'checkout.service.savedAddresses': 'Gespeicherte Adresse verwenden',
  'checkout.service.pickSaved': 'Adresse wählen …',

  // The time window.
  'checkout.window.earliest': 'Frühestes Zeitfenster: {window}',
  'checkout.window.days': 'Tag wählen',
  'checkout.window.legend': 'Zeitfenster am {day}',
  'checkout.window.free': 'frei',
  'checkout.window.noFee': 'ohne Servicegebühr',
  'checkout.window.full': 'ausgebucht',
  'checkout.window.expired': 'nicht mehr buchbar',
  'checkout.window.pick': 'Bitte wählen Sie ein freies Zeitfenster.',
  'checkout.window.none': 'Für Ihre Adresse gibt es gerade kein Zeitfenster. Bitte wählen Sie eine andere Adresse oder einen Markt.',
  'checkout.window.failed': 'Die Zeitfenster können gerade nicht geladen werden. Bitte versuchen Sie es erneut.',

  // The billing address.
  'checkout.billing.sameAsDelivery': 'Rechnungsadresse wie Lieferadresse',

  // Payment (doc 2 §9: the surcharge shown before choosing).
  'checkout.payment.legend': 'Zahlungsart',
  'checkout.payment.amount': 'Zu bezahlen: {amount}',
  'checkout.payment.withSurcharge': '{method} (+{percent} % Aufschlag, gesamt {total})',
  'checkout.payment.method.credit-cards': 'Kreditkarte',
  'checkout.payment.method.paypal': 'PayPal',
  'checkout.payment.method.pay-by-invoice-b2c': 'Kauf auf Rechnung',
  'checkout.payment.method.pay-by-invoice-b2b': 'Kauf auf Rechnung für Firmen',
  'checkout.payment.method.payment-at-the-door': 'Bezahlung an der Tür',
  'checkout.payment.method.payment-at-the-store': 'Bezahlung im Markt',
  'checkout.payment.saved': '{brand}, gültig bis {month}/{year}',
  'checkout.payment.savedExpired': '{brand}, abgelaufen {month}/{year}',
  'checkout.payment.savedShort': 'Gespeicherte Karte ({brand})',
  'checkout.payment.primary': '(Standard)',
  'checkout.login.text': 'Sie haben ein Kundenkonto?',
  'checkout.login.link': 'Anmelden und gespeicherte Adressen und Karten verwenden',
  'checkout.payment.saveForLater': 'Karte für spätere Einkäufe speichern',
  'checkout.payment.setPrimary': 'Als bevorzugte Zahlungsart festlegen',
  'checkout.payment.useWallet': 'Mit Geschenkkarte bezahlen (Guthaben {balance})',
  'checkout.payment.walletPartial': 'Die Geschenkkarte zahlt {covered}. Den Rest von {rest} zahlen Sie mit der gewählten Zahlungsart.',
  'checkout.payment.walletFull': 'Die Geschenkkarte zahlt den ganzen Einkauf ({covered}).',
  'checkout.payment.giftCardPays': 'Geschenkkarte: {amount}',
  'checkout.paymentError.general': 'Die Zahlung hat nicht geklappt. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',

  // Review.
  'checkout.review.delivery': 'Lieferadresse',
  'checkout.review.pickup': 'Abholung im Markt',
  'checkout.review.window': 'Zeitfenster',
  'checkout.review.billing': 'Rechnungsadresse',
  'checkout.review.payment': 'Zahlungsart',
  'checkout.review.lines': 'Artikel ({count})',
  'checkout.pass.title': 'Lieferpass',
  'checkout.pass.active': 'Ihr Lieferpass gilt bis {end}: Diese Bestellung ist frei von Servicegebühren.',
  'checkout.pass.offer': '{name} für {price}: Einkäufe ohne Servicegebühr, solange er gilt.',
  'checkout.pass.buy': 'Lieferpass dazu kaufen',
  'checkout.pass.inCart': '{name} ({price}) wird mit dieser Bestellung gekauft.',
  'checkout.pass.remove': 'Lieferpass entfernen',
  // Documents attached to the order at review (doc 2 §5, §9): the rule messages themselves are the validation ones.
  'checkout.files.title': 'Dokumente zur Bestellung (optional)',
  'checkout.files.hint': 'Zum Beispiel ein Bestellschein oder eine Zufahrtsgenehmigung: bis zu {max} Dateien als PDF, JPEG oder PNG, je höchstens {size} MB.',
  'checkout.files.choose': 'Dateien anhängen',
  'checkout.files.full': 'Es sind {max} Dateien angehängt. Entfernen Sie eine, um eine andere anzuhängen.',
  'checkout.files.uploading': '{name} wird hochgeladen ({current} von {total}) …',
  'checkout.files.progress': 'Fortschritt des Hochladens',
  'checkout.files.refused': '{name}: {reason}',
  'checkout.files.attached': 'Angehängte Dokumente',
  'checkout.files.remove': '{name} entfernen',
  'checkout.files.uploadFailed': 'Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
  'checkout.files.removeFailed': 'Die Datei konnte nicht entfernt werden. Bitte versuchen Sie es erneut.',
  'checkout.files.loadFailed': 'Ihre angehängten Dokumente konnten nicht geladen werden.',
  'checkout.service.saveToAddressBook': 'Adresse im Adressbuch speichern',
  'checkout.service.addressBookFull': 'Ihr Adressbuch ist voll ({max} Adressen): Diese Adresse gilt nur für diese Bestellung.',
  'checkout.service.addressBookFailed': 'Die Adresse gilt für diese Bestellung, konnte aber nicht im Adressbuch gespeichert werden.',
  'checkout.price.articles': 'Artikel',
  'checkout.price.deposit': 'Pfand',
  'checkout.price.discounts': 'Rabatte',
  'checkout.price.serviceFee': 'Servicegebühr',
  'checkout.price.savings': 'Sie sparen',
  'checkout.price.total': 'Gesamt',
  'checkout.price.giftCard': 'Geschenkkarte',
  'checkout.price.toPay': 'Noch zu bezahlen',
  'checkout.price.totalWithSurcharge': 'Gesamt mit Zahlungsaufschlag',
  'checkout.price.vat': 'enthaltene MwSt.',
  'checkout.price.overAuthorization': 'Vorbehalt für Gewichtsartikel ({percent} %)',
  'checkout.placeOrder': 'Zahlungspflichtig bestellen',
  'checkout.orderFailed': 'Ihre Bestellung konnte nicht abgeschickt werden. Bitte versuchen Sie es erneut.',
};

/**
 * Payment finalization (the page the payment provider returns to, doc 2 §2)
 * and the order confirmation (`-ok`, doc 1 §2).
 */
export const paymentCompletionMessages: Readonly<Record<string, string>> = {
  'checkout.paymentError.notCompleted': 'Die Zahlung wurde nicht abgeschlossen. Bitte wählen Sie Ihre Zahlungsart noch einmal.',
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
  'confirmation.cardSaved': 'Ihre Karte ist für Ihre nächsten Einkäufe gespeichert.',
  'confirmation.cardNotSaved': 'Ihre Karte konnte nicht gespeichert werden. Ihre Bestellung ist davon nicht betroffen; beim nächsten Einkauf können Sie die Karte wieder speichern.',
  'confirmation.toPaymentMethods': 'Zu Ihren Zahlungsarten',
  'confirmation.deliveryPass': 'Ihr {name} ist mit dieser Bestellung gekauft: Ihre Einkäufe sind frei von Servicegebühren, solange er gilt. Sie finden ihn in Ihrem Konto.',
  'confirmation.continueShopping': 'Weiter einkaufen',
  'confirmation.missing.headline': 'Keine Bestellung zum Anzeigen',
  'confirmation.missing.text': 'Die Bestätigung zeigen wir direkt nach Ihrer Bestellung in diesem Fenster. Die Details finden Sie auch in der E-Mail, die wir Ihnen geschickt haben.',
};
