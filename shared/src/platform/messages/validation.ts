import type { PhoneMessageKey } from '../phone';
import type { ValidationMessageKey } from '../validation';

type MessageKey = ValidationMessageKey | PhoneMessageKey;

/**
 * The default German texts of the form rules' messages (default form messages, doc 1 §5;
 * field rules, doc 2 §5) and of the phone parse errors (doc 1 §5). `{0}`, `{1}`
 * are the rule's parameters (shared/src/platform/validation/rule-message.ts);
 * a limit that counts things has its plural variants (`_one`, `_other`). Typed
 * against the key lists in shared, so a text for no key fails the typecheck;
 * the bundle test fails for a key without a text.
 */
const texts = {
  'validation.required': 'Dieses Feld ist ein Pflichtfeld.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.numbersOnly': 'Bitte geben Sie nur Ziffern ein.',
  'validation.integersOnly': 'Bitte geben Sie eine ganze Zahl ein.',
  'validation.uppercaseOnly': 'Bitte verwenden Sie nur Großbuchstaben.',
  'validation.maxLength': 'Maximal {0} Zeichen.',
  'validation.minLength': 'Mindestens {0} Zeichen.',
  'validation.invalidLength': 'Die Länge der Eingabe ist ungültig.',
  'validation.characterNotAllowed': 'Das Zeichen „{0}“ ist nicht erlaubt.',
  'validation.chooseOne': 'Bitte wählen Sie mindestens einen Wert aus.',
  'validation.invalidFormat': 'Das Format der Eingabe ist ungültig.',
  'validation.invalidDate': 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
  'validation.minimumAge_one': 'Sie müssen mindestens {0} Jahr alt sein.',
  'validation.minimumAge_other': 'Sie müssen mindestens {0} Jahre alt sein.',
  'validation.numberRange': 'Bitte geben Sie eine Zahl von {0} bis {1} ein.',
  'validation.ean13': 'Diese Kartennummer ist ungültig. Bitte prüfen Sie die 13 Ziffern auf Ihrer Karte.',
  'validation.passwordsDiffer': 'Die Passwörter stimmen nicht überein.',
  'validation.fileTooLarge': 'Eine Datei darf höchstens {0} MB groß sein.',
  'validation.tooManyFiles_one': 'Sie können höchstens {0} Datei hochladen.',
  'validation.tooManyFiles_other': 'Sie können höchstens {0} Dateien hochladen.',
  'validation.fileType': 'Bitte laden Sie nur PDF-, JPEG- oder PNG-Dateien hoch.',
  'validation.fileUnreadable': 'Die Datei ist nicht vollständig angekommen. Bitte laden Sie sie noch einmal hoch.',
  'validation.commonPassword': 'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
  'validation.invalidAddress':
    'Diese Adresse konnten wir nicht finden. Bitte prüfen Sie Straße, Hausnummer, PLZ und Ort.',
  'phone.notANumber': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  'phone.invalidCountry': 'Bitte geben Sie die Telefonnummer mit Ländervorwahl ein, z. B. +43.',
  'phone.tooShort': 'Die Telefonnummer ist zu kurz.',
  'phone.tooLong': 'Die Telefonnummer ist zu lang.',
} satisfies Partial<Record<MessageKey | `${MessageKey}_one` | `${MessageKey}_other`, string>>;

export const validationMessages: Readonly<Record<string, string>> = texts;
