import type { ComponentConfig, ComponentConfigName } from '@storefront/shared/platform/schemas';
import { contentImageUrl } from '../rules/content-image';
import { NEWSLETTER_TOPICS } from './newsletter-topics';
import { contentBlock } from '@storefront/server-kit/content/content-block';

/**
 * Component configs of doc 1 §3 (GET /api/content/configs/client?types=…), one
 * for every name. Their fields are the content system's and not shown in
 * doc 1; the choices here: texts an editor changes without a release
 * (headlines, intros, hints, link lists), and content blocks where a component
 * shows editorial content, which the shell can place with the content remote's
 * `content-blocks` fragment. Links are same-origin paths of the German slugs.
 */
const topbarbanner: ComponentConfig = {
  blocks: [
    contentBlock('topbar-banner', 'user-message', {
      severity: 'info',
      text: 'Ab € 50,00 Bestellwert liefern wir ohne Servicegebühr – heute bestellt, heute geliefert.',
    }),
  ],
  link: { label: 'Mehr zur Lieferung', href: '/liefergebiete' },
  dismissible: true,
};

const header: ComponentConfig = {
  links: [
    { label: 'Angebote', href: '/angebote' },
    { label: 'Rezepte', href: '/rezepte-inspiration' },
    { label: 'Service', href: '/service' },
  ],
  logoAlt: 'Frischmarkt – zur Startseite',
  searchPlaceholder: 'Produkte, Rezepte und Marken suchen',
  serviceHotline: { label: 'Kundenservice', phone: '+43 1 234 56 78', hours: 'Mo–Sa 8–20 Uhr' },
};

const footer: ComponentConfig = {
  linkGroups: [
    {
      title: 'Service',
      links: [
        { label: 'Hilfe und Kontakt', href: '/service' },
        { label: 'Kontaktformular', href: '/kontakt' },
        { label: 'Liefergebiete', href: '/liefergebiete' },
        { label: 'Newsletter', href: '/newsletter' },
      ],
    },
    {
      title: 'Frischmarkt',
      links: [
        { label: 'Über uns', href: '/ueber-uns' },
        { label: 'Kundenclub', href: '/kundenclub' },
        { label: 'Datenschutz und Cookies', href: '/datenschutz' },
        { label: 'Sitemap', href: '/sitemap' },
      ],
    },
  ],
  blocks: [
    contentBlock(
      'footer-social',
      'social-follow',
      {
        networks: [
          { network: 'instagram', url: 'https://www.instagram.com/frischmarkt.example' },
          { network: 'facebook', url: 'https://www.facebook.com/frischmarkt.example' },
        ],
      },
      'Folgen Sie uns',
    ),
  ],
  paymentMethods: ['Visa', 'Mastercard', 'American Express', 'Diners Club', 'Geschenkkarte'],
  copyright: '© Frischmarkt Handels GmbH, Wien',
};

const socialsharingandseo: ComponentConfig = {
  siteName: 'Frischmarkt',
  titleTemplate: '%s – Frischmarkt',
  defaultTitle: 'Frischmarkt – Lebensmittel online bestellen',
  defaultDescription: 'Frische Lebensmittel aus der Region online bestellen: Lieferung bis an die Tür oder Abholung im Markt.',
  defaultKeywords: 'Lebensmittel, Online-Supermarkt, Lieferservice, Click & Collect, Wien, Graz, Linz, Salzburg',
  robots: 'index, follow',
  ogImage: [{ url: contentImageUrl('teilen-startseite') }],
  shareNetworks: ['facebook', 'whatsapp', 'pinterest', 'x'],
  shareText: 'Schau, was ich bei Frischmarkt gefunden habe:',
};

const login: ComponentConfig = {
  headline: 'Anmelden',
  intro: 'Melden Sie sich an, um Ihre Favoriten, Adressen und Bestellungen zu sehen.',
  forgotPasswordLink: { label: 'Passwort vergessen?', href: '/passwort-vergessen' },
  registration: {
    headline: 'Neu bei Frischmarkt?',
    text: 'Mit einem Kundenkonto bestellen Sie schneller, speichern Favoriten und sammeln Vorteile im Kundenclub.',
    link: { label: 'Jetzt registrieren', href: '/registrieren' },
  },
  offlineAccount: {
    text: 'Sie haben eine Kundenkarte aus dem Markt, aber noch kein Online-Konto?',
    link: { label: 'Kundenkonto aktivieren', href: '/kundenkonto-aktivieren' },
  },
};

const offlineaccount: ComponentConfig = {
  headline: 'Kundenkonto aktivieren',
  intro:
    'Ihre Kundenkarte aus dem Markt gilt auch online. Geben Sie die Kartennummer und Ihre E-Mail-Adresse ein – wir senden Ihnen einen Link, mit dem Sie Ihr Passwort festlegen.',
  cardNumberHint: 'Die 13-stellige Nummer steht auf der Rückseite Ihrer Karte unter dem Strichcode.',
  successText: 'Fast geschafft! Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen eben geschickt haben.',
  help: { label: 'Karte verloren?', href: '/service' },
};

const passwordreset: ComponentConfig = {
  headline: 'Passwort vergessen',
  intro: 'Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  successText: 'Wenn ein Konto zu dieser Adresse besteht, ist die E-Mail unterwegs. Der Link gilt 24 Stunden.',
  newPasswordHeadline: 'Neues Passwort festlegen',
  passwordRules: 'Ihr neues Passwort hat 8 bis 50 Zeichen.',
};

const profile: ComponentConfig = {
  headline: 'Mein Konto',
  welcome: 'Willkommen zurück, {firstName}!',
  sections: [
    { id: 'persoenliche-daten', label: 'Persönliche Daten' },
    { id: 'bestellungen', label: 'Bestellungen' },
    { id: 'adressen', label: 'Adressen' },
    { id: 'zahlungsarten', label: 'Zahlungsarten' },
    { id: 'geldboerse', label: 'Geldbörse und Geschenkkarten' },
    { id: 'lieferpass', label: 'Lieferpass' },
    { id: 'kundenclub', label: 'Kundenclub und Gutscheine' },
    { id: 'newsletter', label: 'Newsletter und Benachrichtigungen' },
  ],
  // The newsletter topics a customer can choose in the profile: the shop's topics.
  newsletterTopics: NEWSLETTER_TOPICS.map(({ newsletterTopicId, name }) => ({ id: newsletterTopicId, label: name })),
  blocks: [
    contentBlock('profile-help', 'teaser', {
      text: 'Fragen zu Ihrem Konto oder einer Bestellung? Unser Kundenservice hilft gern.',
      link: { label: 'Zum Kundenservice', href: '/service' },
    }),
  ],
};

const physicalcard: ComponentConfig = {
  headline: 'Ihre Kundenkarte',
  intro: 'Zeigen Sie Ihre Karte an der Kassa und sammeln Sie bei jedem Einkauf im Markt Vorteile.',
  orderText: 'Noch keine Karte? Wir schicken sie Ihnen kostenlos per Post, sie kommt in 5 bis 7 Werktagen.',
  blockText: 'Karte verloren oder gestohlen? Sperren Sie sie hier; Ihre Vorteile bleiben erhalten.',
  statusTexts: {
    ordered: 'Ihre Karte ist bestellt und unterwegs.',
    active: 'Ihre Karte ist aktiv.',
    blocked: 'Ihre Karte ist gesperrt. Eine neue schickt Ihnen unser Kundenservice kostenlos per Post.',
  },
  // Where the club's card is the club's (Konto › Kundenclub), a new one comes through the customer service.
  serviceLink: { label: 'Karte beim Kundenservice bestellen', href: '/service' },
};

const registration: ComponentConfig = {
  headline: 'Kundenkonto anlegen',
  intro: 'In zwei Minuten registriert – danach bestellen Sie mit gespeicherten Adressen und Zahlungsarten.',
  benefits: [
    'Lieferung zum Wunschtermin oder Abholung im Markt',
    'Favoriten und Einkaufslisten auf allen Geräten',
    'Exklusive Preise und Gutscheine im Kundenclub',
  ],
  loyaltyOptIn: 'Ja, ich möchte dem Frischmarkt Kundenclub beitreten und Clubpreise nutzen.',
  privacyNotice: {
    text: 'Wie wir mit Ihren Daten umgehen, lesen Sie in unserer Datenschutzerklärung.',
    link: { label: 'Datenschutzerklärung', href: '/datenschutz' },
  },
  confirmationText: 'Danke! Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link, den wir Ihnen geschickt haben.',
};

/**
 * The service-type content components of doc 2 §9: what the shopper reads
 * beside the choice of delivery or click and collect in the service selection.
 * `intro` is the short text beside the choice (plain text: what it costs, from
 * what value it is free, the minimum order); the blocks are the details the
 * shopper can open there, rendered by the content remote. The figures are the
 * shop's: the order limits of /api/order-config, the windows and fees of the
 * distribution rules, free service from 50 € (content-facts.test.ts holds
 * every tenant's texts to them). These shared ones are written for the default
 * shop (its driver calls when nobody opens: the delivery phone is mandatory
 * there); a tenant with rules of its own has texts of its own below.
 */
const serviceTypeDelivery: ComponentConfig = {
  headline: 'Lieferung nach Hause',
  intro: 'Im Zwei-Stunden-Fenster bis an die Wohnungstür. Liefergebühr ab € 3,90, ab € 50,00 Bestellwert ohne. Mindestbestellwert € 25,00.',
  blocks: [
    contentBlock(
      'service-type-delivery-how',
      'feature',
      {
        text: 'Geben Sie Ihre Adresse ein: Wir zeigen Ihnen sofort, ob wir zu Ihnen liefern und welche Lieferfenster frei sind.',
      },
      'Adresse und Lieferfenster wählen',
    ),
    contentBlock(
      'service-type-delivery-windows',
      'feature',
      {
        text: 'Montag bis Freitag von 8 bis 20 Uhr, samstags bis 18 Uhr, in Fenstern zu zwei Stunden – bis zu 14 Tage im Voraus. Ein Fenster buchen Sie bis 2 Stunden vor Beginn.',
      },
      'Lieferzeiten',
    ),
    contentBlock(
      'service-type-delivery-fees',
      'feature',
      {
        text: 'Die Liefergebühr beträgt € 3,90, im Früh- und Abendfenster (8–10 und 18–20 Uhr) € 5,90. Ab € 50,00 Bestellwert liefern wir ohne Liefergebühr. Bezahlen können Sie online oder bei der Lieferung an der Tür.',
      },
      'Gebühren',
    ),
    contentBlock(
      'service-type-delivery-door',
      'feature',
      { text: 'Bitte seien Sie im gewählten Fenster erreichbar: Unser Fahrer ruft an, wenn niemand öffnet.' },
      'An der Tür',
    ),
    contentBlock(
      'service-type-delivery-limits',
      'feature',
      { text: 'Mindestbestellwert € 25,00, höchstens € 500,00 und 30 kg je Lieferung.' },
      'Bestellwert und Gewicht',
    ),
  ],
  link: { label: 'Liefergebiete ansehen', href: '/liefergebiete' },
};

const serviceTypeClickAndCollect: ComponentConfig = {
  headline: 'Abholung im Markt (Click & Collect)',
  intro: 'Fertig gepackt im Markt Ihrer Wahl abholen, ohne Anstellen. Servicegebühr € 1,90, ab € 50,00 Bestellwert ohne. Mindestbestellwert € 10,00.',
  blocks: [
    contentBlock(
      'service-type-click-and-collect-how',
      'feature',
      {
        text: 'Wählen Sie einen Markt in Ihrer Nähe und ein Abholfenster zu zwei Stunden: ab 9 Uhr, solange der Markt geöffnet hat, bis zu 14 Tage im Voraus. Ein Fenster buchen Sie bis 2 Stunden vor Beginn.',
      },
      'Markt und Abholfenster wählen',
    ),
    contentBlock(
      'service-type-click-and-collect-pickup',
      'feature',
      {
        text: 'Kommen Sie im Abholfenster zum Click-&-Collect-Schalter beim Eingang und nennen Sie Ihre Bestellnummer. Gekühltes und Tiefkühlware lagern bis dahin in der Kühlung.',
      },
      'So holen Sie ab',
    ),
    contentBlock(
      'service-type-click-and-collect-fees',
      'feature',
      {
        text: 'Die Servicegebühr beträgt € 1,90; ab € 50,00 Bestellwert holen Sie ohne Gebühr ab. Bezahlen können Sie online oder an der Kassa im Markt.',
      },
      'Gebühren',
    ),
    contentBlock(
      'service-type-click-and-collect-limits',
      'feature',
      { text: 'Mindestbestellwert € 10,00, höchstens € 800,00 und 50 kg je Abholung.' },
      'Bestellwert und Gewicht',
    ),
  ],
  link: { label: 'Märkte finden', href: '/filialen' },
};

/**
 * Biogarten's own service-type texts, served to it as written (no path or
 * name translation): the same fees, windows and limits, but its deliveries
 * are left at the door or with a neighbour (its delivery phone number is
 * optional, so nobody is called), in its own name and without the default
 * shop's club or delivery pass, which it does not have.
 */
const biogartenServiceTypeDelivery: ComponentConfig = {
  headline: 'Lieferung nach Hause',
  intro: 'Ihr Biogarten-Einkauf im Zwei-Stunden-Fenster bis vor die Tür. Liefergebühr ab € 3,90, ab € 50,00 Bestellwert ohne. Mindestbestellwert € 25,00.',
  blocks: [
    contentBlock(
      'service-type-delivery-how',
      'feature',
      {
        text: 'Geben Sie Ihre Adresse ein: Biogarten zeigt Ihnen sofort, ob wir zu Ihnen liefern und welche Lieferfenster frei sind.',
      },
      'Adresse und Lieferfenster wählen',
    ),
    contentBlock(
      'service-type-delivery-windows',
      'feature',
      {
        text: 'Montag bis Freitag von 8 bis 20 Uhr, samstags bis 18 Uhr, in Fenstern zu zwei Stunden – bis zu 14 Tage im Voraus. Ein Fenster buchen Sie bis 2 Stunden vor Beginn.',
      },
      'Lieferzeiten',
    ),
    contentBlock(
      'service-type-delivery-fees',
      'feature',
      {
        text: 'Die Liefergebühr beträgt € 3,90, im Früh- und Abendfenster (8–10 und 18–20 Uhr) € 5,90. Ab € 50,00 Bestellwert liefern wir ohne Liefergebühr. Bezahlen können Sie online oder bei der Lieferung an der Tür.',
      },
      'Gebühren',
    ),
    contentBlock(
      'service-type-delivery-away',
      'feature',
      {
        text: 'Kein Problem: Wir stellen Ihren Einkauf vor die Wohnungstür oder geben ihn bei Ihren Nachbarn ab. Was Ihnen lieber ist, schreiben Sie an der Kasse in die Notiz für den Fahrer.',
      },
      'Niemand zu Hause?',
    ),
    contentBlock(
      'service-type-delivery-limits',
      'feature',
      { text: 'Mindestbestellwert € 25,00, höchstens € 500,00 und 30 kg je Lieferung.' },
      'Bestellwert und Gewicht',
    ),
  ],
  link: { label: 'Liefergebiete ansehen', href: '/liefergebiete' },
};

const biogartenServiceTypeClickAndCollect: ComponentConfig = {
  headline: 'Abholung im Markt',
  intro: 'Ihren Biogarten-Einkauf fertig gepackt im Markt Ihrer Wahl abholen. Servicegebühr € 1,90, ab € 50,00 Bestellwert ohne. Mindestbestellwert € 10,00.',
  blocks: [
    contentBlock(
      'service-type-click-and-collect-how',
      'feature',
      {
        text: 'Wählen Sie einen Markt in Ihrer Nähe und ein Abholfenster zu zwei Stunden: ab 9 Uhr, solange der Markt geöffnet hat, bis zu 14 Tage im Voraus. Ein Fenster buchen Sie bis 2 Stunden vor Beginn.',
      },
      'Markt und Abholfenster wählen',
    ),
    contentBlock(
      'service-type-click-and-collect-pickup',
      'feature',
      {
        text: 'Nennen Sie an der Kassa Ihre Bestellnummer: Ihr Einkauf steht fertig gepackt bereit, Gekühltes holen wir frisch aus der Kühlung.',
      },
      'So holen Sie ab',
    ),
    contentBlock(
      'service-type-click-and-collect-fees',
      'feature',
      {
        text: 'Die Servicegebühr beträgt € 1,90; ab € 50,00 Bestellwert holen Sie ohne Gebühr ab. Bezahlen können Sie online oder an der Kassa im Markt.',
      },
      'Gebühren',
    ),
    contentBlock(
      'service-type-click-and-collect-limits',
      'feature',
      { text: 'Mindestbestellwert € 10,00, höchstens € 800,00 und 50 kg je Abholung.' },
      'Bestellwert und Gewicht',
    ),
  ],
  link: { label: 'Märkte finden', href: '/maerkte' },
};

/**
 * Biogarten's own header, footer, login, profile and registration: its own
 * company, phone and social profiles, and nothing of a loyalty club, delivery
 * pass or gift cards, which it does not have (its tenant's flags). Its card is
 * a customer card for the markets, ordered in the shop (/kundenkarte).
 */
const biogartenHeader: ComponentConfig = {
  links: [
    { label: 'Angebote', href: '/angebote' },
    { label: 'Kochideen', href: '/rezepte-inspiration' },
    { label: 'Service', href: '/service' },
  ],
  logoAlt: 'Biogarten – zur Startseite',
  searchPlaceholder: 'Bio-Produkte, Kochideen und Marken suchen',
  serviceHotline: { label: 'Kundenservice', phone: '+43 1 526 40 40', hours: 'Mo–Sa 8–20 Uhr' },
};

const biogartenFooter: ComponentConfig = {
  linkGroups: [
    {
      title: 'Service',
      links: [
        { label: 'Hilfe und Kontakt', href: '/service' },
        { label: 'Kontaktformular', href: '/kontakt' },
        { label: 'Liefergebiete', href: '/liefergebiete' },
        { label: 'Newsletter', href: '/newsletter' },
      ],
    },
    {
      title: 'Biogarten',
      links: [
        { label: 'Über uns', href: '/ueber-uns' },
        { label: 'Kundenkarte', href: '/kundenkarte' },
        { label: 'Datenschutz und Cookies', href: '/datenschutz' },
        { label: 'Sitemap', href: '/sitemap' },
      ],
    },
  ],
  blocks: [
    contentBlock(
      'footer-social',
      'social-follow',
      {
        networks: [
          { network: 'instagram', url: 'https://www.instagram.com/biogarten.example' },
          { network: 'facebook', url: 'https://www.facebook.com/biogarten.example' },
        ],
      },
      'Folgen Sie uns',
    ),
  ],
  paymentMethods: ['Visa', 'Mastercard', 'American Express', 'Diners Club'],
  copyright: '© Biogarten Naturkost GmbH, Wien',
};

const biogartenLogin: ComponentConfig = {
  ...login,
  registration: {
    headline: 'Neu bei Biogarten?',
    text: 'Mit einem Kundenkonto bestellen Sie schneller, speichern Favoriten und bestellen Ihre Kundenkarte für den Markt.',
    link: { label: 'Jetzt registrieren', href: '/registrieren' },
  },
};

const biogartenProfile: ComponentConfig = {
  ...profile,
  sections: [
    { id: 'persoenliche-daten', label: 'Persönliche Daten' },
    { id: 'bestellungen', label: 'Bestellungen' },
    { id: 'adressen', label: 'Adressen' },
    { id: 'zahlungsarten', label: 'Zahlungsarten' },
    { id: 'kundenclub', label: 'Kundenkarte und Gutscheine' },
    { id: 'newsletter', label: 'Newsletter und Benachrichtigungen' },
  ],
  // The club's news are the club's: the other topics.
  newsletterTopics: NEWSLETTER_TOPICS.filter(({ newsletterTopicId }) => newsletterTopicId !== 'club-news').map(({ newsletterTopicId, name }) => ({
    id: newsletterTopicId,
    label: name,
  })),
};

const biogartenRegistration: ComponentConfig = {
  ...registration,
  benefits: ['Lieferung zum Wunschtermin oder Abholung im Markt', 'Favoriten und Einkaufslisten auf allen Geräten', 'Die Biogarten-Kundenkarte für den Markt, kostenlos'],
  loyaltyOptIn: 'Sie haben schon eine Biogarten-Kundenkarte aus dem Markt? Geben Sie ihre Nummer an, dann gehört sie zu Ihrem Konto.',
};

export const seedComponentConfigs: Readonly<Record<ComponentConfigName, ComponentConfig>> = {
  topbarbanner,
  header,
  footer,
  socialsharingandseo,
  login,
  offlineaccount,
  passwordreset,
  profile,
  physicalcard,
  registration,
  'service-type-delivery': serviceTypeDelivery,
  'service-type-click-and-collect': serviceTypeClickAndCollect,
};

/**
 * Component configs a tenant has in a version of its own, by tenant id: served
 * to that tenant instead of the shared one above, as written (its own paths and
 * name), because its rules differ from the default shop's. A tenant without an
 * entry gets the shared config on its paths and with its name
 * (server-kit's contentForTenant).
 */
export const seedTenantComponentConfigs: Readonly<Record<string, Readonly<Partial<Record<ComponentConfigName, ComponentConfig>>>>> = {
  biogarten: {
    header: biogartenHeader,
    footer: biogartenFooter,
    login: biogartenLogin,
    profile: biogartenProfile,
    registration: biogartenRegistration,
    'service-type-delivery': biogartenServiceTypeDelivery,
    'service-type-click-and-collect': biogartenServiceTypeClickAndCollect,
  },
};
