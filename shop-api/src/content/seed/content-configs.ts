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
 * beside the choice of delivery or click and collect (the service selection,
 * the cart). The figures are the shop's: order limits of /api/order-config,
 * the windows and fees of the distribution seed, free service from 50 €.
 */
const serviceTypeDelivery: ComponentConfig = {
  headline: 'Lieferung nach Hause',
  intro: 'Wir bringen Ihren Einkauf im gewählten Zwei-Stunden-Fenster bis an die Wohnungstür – gekühlt, was kühl bleiben muss.',
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
        text: 'Montag bis Freitag von 8 bis 20 Uhr, Samstag von 8 bis 18 Uhr, in Fenstern zu zwei Stunden – bis zu 14 Tage im Voraus. Ein Fenster können Sie bis zwei Stunden vor Beginn buchen.',
      },
      'Lieferzeiten',
    ),
    contentBlock(
      'service-type-delivery-fees',
      'feature',
      {
        text: 'Die Liefergebühr beträgt € 3,90, im Früh- und Abendfenster (8–10 und 18–20 Uhr) € 5,90. Ab € 50,00 Bestellwert liefern wir ohne Liefergebühr.',
      },
      'Gebühren',
    ),
    contentBlock(
      'service-type-delivery-limits',
      'text',
      {
        text: 'Mindestbestellwert 25 €, höchstens 500 € und 30 kg je Lieferung. Bitte seien Sie im gewählten Fenster erreichbar: Unser Fahrer ruft an, wenn niemand öffnet.',
      },
    ),
  ],
  link: { label: 'Liefergebiete ansehen', href: '/liefergebiete' },
};

const serviceTypeClickAndCollect: ComponentConfig = {
  headline: 'Abholung im Markt (Click & Collect)',
  intro: 'Sie bestellen online, wir packen Ihren Einkauf im Markt Ihrer Wahl – Sie holen ihn im gebuchten Abholfenster ab, ohne Anstellen.',
  blocks: [
    contentBlock(
      'service-type-click-and-collect-how',
      'feature',
      {
        text: 'Wählen Sie einen Markt in Ihrer Nähe und ein Abholfenster zu zwei Stunden, innerhalb der Öffnungszeiten des Marktes und bis zu 14 Tage im Voraus.',
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
      'text',
      {
        text: 'Mindestbestellwert 10 €, höchstens 800 € und 50 kg je Abholung. Ein Fenster können Sie bis zwei Stunden vor Beginn buchen.',
      },
    ),
  ],
  link: { label: 'Märkte finden', href: '/filialen' },
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
