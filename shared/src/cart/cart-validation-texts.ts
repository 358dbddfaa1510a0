import type { CartValidationCode } from './validation-codes';

/**
 * German texts of the cart validation codes (doc 2 §8 shows only the codes): the shop API sends them with each
 * error, and the storefront's message bundle carries them as `cart.validation.<code>`.
 */
export const CART_VALIDATION_TEXTS: Readonly<Record<CartValidationCode, string>> = {
  '004': 'Die Adresse der Lieferung oder Abholung ist unvollständig: Straße, Hausnummer, Postleitzahl und Ort werden benötigt.',
  '005': 'Für die gewählte Adresse oder den gewählten Markt nehmen wir derzeit keine Bestellungen an. Bitte wählen Sie neu.',
  '006': 'Bitte geben Sie in der Rechnungsadresse eine E-Mail-Adresse an.',
  '007': 'Bitte geben Sie eine Telefonnummer an, damit wir Sie bei der Übergabe erreichen.',
  '008': 'Bitte wählen Sie ein Zeitfenster.',
  '022': 'Das gewählte Zeitfenster passt nicht zur gewählten Adresse oder zum Markt.',
  '023': 'Das gewählte Zeitfenster ist ausgebucht. Bitte wählen Sie ein anderes.',
  '029': 'Für das gewählte Zeitfenster steht die Servicegebühr noch nicht fest. Bitte wählen Sie ein früheres.',
  '031': 'Die Rechnungsadresse fehlt oder ist unvollständig.',
  '130': 'Bitte wählen Sie Lieferung oder Abholung.',
  '131': 'Bitte geben Sie an, auf welchen Namen geliefert oder abgeholt wird.',
  '132': 'An diese Adresse können wir leider nicht liefern, oder den gewählten Markt gibt es nicht mehr.',
  '140': 'Das gewählte Zeitfenster gibt es nicht mehr. Bitte wählen Sie ein neues.',
  '141': 'Das gewählte Zeitfenster ist abgelaufen. Bitte wählen Sie ein neues.',
  '223': 'Der Rabattcode ist abgelaufen.',
  '227': 'Der Rabattcode wurde bereits zu oft eingelöst.',
  '228': 'Der Rabattcode ist noch nicht gültig.',
  '229': 'Der Rabattcode gilt nicht für die gewählte Serviceart.',
  '260': 'Die Geschenkkarten-Zahlung ist ungültig.',
  '261': 'Das Guthaben Ihrer Geschenkkarten reicht für diese Zahlung nicht aus.',
  '264': 'In Ihrer Geldbörse ist keine Geschenkkarte hinterlegt.',
};
