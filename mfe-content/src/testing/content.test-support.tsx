import type { ConsentService, SessionService, SessionSnapshot, StorefrontServices } from '@storefront/shared/platform/contracts';
import type { ConsentState, ContentBlock, Customer, TenantConfig } from '@storefront/shared/platform/schemas';
import { createTestServices, renderWithServices, TEST_TENANT, type TestServicesOptions } from '@storefront/shared/platform/testing';
import { ContentBlocks } from '../features/blocks/content-blocks';

/**
 * The German texts the tests read, as the tenant's bundle has them (a subset of
 * server/src/tenants/messages/messages-content.ts and messages-validation.ts). A key a
 * test does not list shows as the key itself.
 */
export const TEST_MESSAGES: Readonly<Record<string, string>> = {
  'common.loading': 'Wird geladen …',
  'content.notFound.headline': 'Seite nicht gefunden',
  'content.notFound.text': 'Diese Seite gibt es nicht.',
  'content.backToStart': 'Zur Startseite',
  'content.error.unavailable': 'Die Inhalte sind gerade nicht erreichbar.',
  'content.error.generic': 'Die Seite konnte nicht geladen werden.',
  'content.retry': 'Erneut versuchen',
  'content.access.loginRequired.title': 'Bitte anmelden – Testmarkt',
  'content.access.loginRequired.headline': 'Bitte melden Sie sich an',
  'content.access.loginRequired.text': 'Diese Seite ist für angemeldete Kundinnen und Kunden.',
  'content.access.loginRequired.membersText': 'Diese Seite ist für Mitglieder im Kundenclub.',
  'content.access.login': 'Anmelden',
  'content.access.register': 'Neu hier? Kundenkonto anlegen',
  'content.access.membersOnly.title': 'Nur für Clubmitglieder – Testmarkt',
  'content.access.membersOnly.headline': 'Nur für Mitglieder im Kundenclub',
  'content.access.membersOnly.text': 'Wie Sie Mitglied werden, sehen Sie in Ihrem Konto.',
  'content.access.toClub': 'Zum Kundenclub in Ihrem Konto',
  'content.link.newWindow': '(öffnet in neuem Fenster)',
  'content.publication.validFromTo': 'Gültig von {from} bis {to}',
  'content.publication.downloadWithSize': 'PDF herunterladen ({size} MB)',
  'content.carousel.roleDescription': 'Karussell',
  'content.carousel.slide': 'Folie',
  'content.carousel.slideLabel': '{position} von {count}',
  'content.carousel.previous': 'Vorherige Folie',
  'content.carousel.next': 'Nächste Folie',
  'content.carousel.pause': 'Automatischen Wechsel anhalten',
  'content.carousel.play': 'Automatischen Wechsel starten',
  'content.carousel.choose': 'Folie wählen',
  'content.carousel.showSlide': 'Folie {position} zeigen',
  'content.embed.hint': 'Dieser Inhalt wird von {provider} geladen.',
  'content.embed.consentHint': 'Wenn Sie ihn laden, werden Daten an {provider} übertragen.',
  'content.embed.load': 'Inhalt von {provider} laden',
  'content.cookies.alwaysActive': 'Immer aktiv',
  'content.cookies.active': 'Aktiv',
  'content.cookies.inactive': 'Nicht aktiv',
  'content.cookies.table': 'Cookies: {group}',
  'content.form.requiredMark': '(Pflichtfeld)',
  'content.form.choose': 'Bitte wählen',
  'content.form.noAnswer': 'Keine Angabe',
  'ui.form.removeFile': '{name} entfernen',
  'content.form.salutation.Female': 'Frau',
  'content.form.salutation.Male': 'Herr',
  'content.form.salutation.Company': 'Firma',
  'content.contactForm.firstname': 'Vorname',
  'content.contactForm.surname': 'Nachname',
  'content.contactForm.email': 'E-Mail-Adresse',
  'content.contactForm.gender': 'Anrede',
  'content.contactForm.telephoneNumber': 'Telefonnummer',
  'content.contactForm.streetnr': 'Straße und Hausnummer',
  'content.contactForm.zip': 'Postleitzahl',
  'content.contactForm.city': 'Ort',
  'content.contactForm.country': 'Land',
  'content.contactForm.contactgroup': 'Worum geht es?',
  'content.contactForm.ordernumber': 'Bestellnummer',
  'content.contactForm.productean': 'EAN',
  'content.contactForm.text': 'Ihre Nachricht',
  'content.contactForm.files': 'Anhänge',
  'content.contactForm.submit': 'Nachricht senden',
  'content.contactForm.sent': 'Vielen Dank! Ihre Vorgangsnummer: {reference}',
  'content.contactForm.failed': 'Ihre Nachricht konnte gerade nicht gesendet werden.',
  'content.questionnaire.firstname': 'Vorname',
  'content.questionnaire.surname': 'Nachname',
  'content.questionnaire.email': 'E-Mail-Adresse',
  'content.questionnaire.age': 'Alter',
  'content.questionnaire.gender': 'Anrede',
  'content.questionnaire.telephoneNumber': 'Telefonnummer',
  'content.questionnaire.street': 'Straße und Hausnummer',
  'content.questionnaire.zip': 'Postleitzahl',
  'content.questionnaire.city': 'Ort',
  'content.questionnaire.countryCode': 'Land',
  'content.questionnaire.academicTitle': 'Titel',
  'content.questionnaire.submit': 'Antworten senden',
  'content.questionnaire.sent': 'Vielen Dank für Ihre Antworten!',
  'content.newsletter.email': 'E-Mail-Adresse',
  'content.newsletter.subscribe': 'Newsletter abonnieren',
  'content.newsletter.unsubscribeButton': 'Newsletter abbestellen',
  'content.newsletter.alreadySubscribed': 'Sie erhalten diesen Newsletter bereits.',
  'content.newsletter.unsubscribe.done.loggedIn': 'Sie sind vom Newsletter abgemeldet.',
  'content.newsletter.unsubscribe.pending.anonymous': 'Bitte bestätigen Sie die Abmeldung.',
  'validation.required': 'Dieses Feld ist ein Pflichtfeld.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.numbersOnly': 'Bitte geben Sie nur Ziffern ein.',
  'validation.integersOnly': 'Bitte geben Sie eine ganze Zahl ein.',
  'validation.maxLength': 'Maximal {0} Zeichen.',
  'validation.minLength': 'Mindestens {0} Zeichen.',
  'validation.characterNotAllowed': 'Das Zeichen „{0}“ ist nicht erlaubt.',
  'validation.chooseOne': 'Bitte wählen Sie mindestens einen Wert aus.',
  'validation.numberRange': 'Bitte geben Sie eine Zahl von {0} bis {1} ein.',
  'validation.fileTooLarge': 'Eine Datei darf höchstens {0} MB groß sein.',
  'validation.tooManyFiles_one': 'Sie können höchstens {0} Datei hochladen.',
  'validation.tooManyFiles_other': 'Sie können höchstens {0} Dateien hochladen.',
  'validation.fileType': 'Bitte laden Sie nur PDF-, JPEG- oder PNG-Dateien hoch.',
};

/** A consent service the test changes, as the shell's consent tool would. */
export function controllableConsent(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const service: ConsentService = {
    snapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    service,
    set(next: ConsentState) {
      state = next;
      for (const listener of listeners) listener(state);
    },
  };
}

/**
 * A session service whose customer the test sets and clears, as login and logout would; 'unknown' starts it
 * before the shell's first customer fetch has answered (doc 1 §5).
 */
export function controllableSession(customer: Customer | null | 'unknown' = null) {
  let snapshot: SessionSnapshot =
    customer === 'unknown' ? { status: 'unknown', customer: null } : customer ? { status: 'authenticated', customer } : { status: 'anonymous', customer: null };
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  const service: SessionService = {
    snapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login: () => Promise.reject(new Error('login not expected in this test')),
    logout: () => Promise.resolve(),
    refresh: () => Promise.resolve(),
  };
  return {
    service,
    set(next: Customer | null) {
      snapshot = next ? { status: 'authenticated', customer: next } : { status: 'anonymous', customer: null };
      for (const listener of listeners) listener(snapshot);
    },
  };
}

export interface ContentTestOptions extends Omit<TestServicesOptions, 'messages'> {
  readonly consent?: ConsentService;
  readonly session?: SessionService;
  /** Extra keys of the tenant's clientRuntimeConfig (e.g. a script host allow-list). */
  readonly runtimeConfig?: Readonly<Record<string, unknown>>;
}

/** Fresh services for one test, with the German test bundle and the given consent, session and tenant. */
export function contentServices(options: ContentTestOptions = {}) {
  const tenant: TenantConfig = options.runtimeConfig
    ? { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, ...options.runtimeConfig } }
    : TEST_TENANT;
  const test = createTestServices({ ...options, tenant, messages: TEST_MESSAGES });
  const services: StorefrontServices = {
    ...test.services,
    ...(options.consent ? { consent: options.consent } : {}),
    ...(options.session ? { session: options.session } : {}),
  };
  return { ...test, services };
}

/** The tracking events published so far (the test services publish them on the bus). */
export function trackedEvents(published: ReadonlyArray<{ name: string; payload: unknown }>): Array<Record<string, unknown>> {
  return published.filter((entry) => entry.name === 'tracking:event').map((entry) => entry.payload as Record<string, unknown>);
}

/** Blocks as a page renders them; `rerender` of renderBlocks takes another such element. */
export function blocksElement(blocks: ContentBlock[], options: { query?: URLSearchParams; page?: boolean } = {}) {
  return <ContentBlocks blocks={blocks} query={options.query} page={options.page} />;
}

/** Blocks as a page renders them, with these services and a fresh SWR cache. */
export function renderBlocks(blocks: ContentBlock[], services: StorefrontServices, options: { query?: URLSearchParams; page?: boolean } = {}) {
  return renderWithServices(blocksElement(blocks, options), { services });
}

let nextId = 0;
/** A block as the content system sends it. */
export function aBlock(type: string, fields: Record<string, unknown> = {}, headline?: string, children: ContentBlock[] = []): ContentBlock {
  nextId += 1;
  return { id: `block-${nextId}`, type, ...(headline !== undefined ? { headline } : {}), fields, children };
}

export const anImage = (alt = 'Ein Korb mit Gemüse', overrides: Record<string, unknown> = {}) => ({
  src: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  alt,
  width: 320,
  height: 160,
  ...overrides,
});
