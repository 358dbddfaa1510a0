import type { ContentPage } from '@storefront/shared/content';
import { contentForTenant } from '@storefront/server-kit/tenants/tenant-content';
import { BIOGARTEN } from '@storefront/server-kit/tenants/tenants';
import { contentImageUrl } from '../rules/content-image';
import { firstBlockOfEachType, PREVIEW_PAGE_PATHS, seedContentPages } from './content';
import {
  bakery,
  basketIcon,
  block,
  clockIcon,
  customerAccount,
  deliveryVan,
  faq,
  forAudience,
  iconImage,
  image,
  leafIcon,
  newsletterTexts,
  pastaDish,
  storeFront,
  vegetableBasket,
} from './content-parts';

/*
 * Biogarten's own pages: served to Biogarten instead of the shared pages at
 * the same paths, as written (its own name, company, addresses and paths), and
 * a page it has none of (null) does not exist there. The shared pages are
 * written for the default shop, and where Biogarten differs, its name put in
 * them would not make them true: it is a company of its own with its own
 * address, it has no loyalty club (featureJoe off) and so no club prices, no
 * delivery pass, and it leaves a delivery at the door. content-facts.test.ts
 * holds every page and config Biogarten serves to that.
 *
 * Content by login state on a shop without the club: nobody is a
 * member, and nobody is a non-member in the club's sense either. Its start
 * page has a block for guests and one for every customer (both logged-in
 * audiences); a block for members or for non-members only would never show
 * here (rules/content-audience.ts).
 */

const COMPANY = {
  name: 'Biogarten Naturkost GmbH',
  street: 'Zieglergasse 38',
  zip: '1070',
  city: 'Wien',
  phone: '+43 1 526 40 40',
  email: 'service@biogarten.example',
};

const startPage: ContentPage = {
  slug: '',
  config: {
    name: 'startpage',
    title: 'Biogarten – Bio-Lebensmittel online bestellen',
    description: 'Bio-Lebensmittel online bestellen: nach Hause liefern lassen oder im Markt abholen.',
    keywords: 'Bio, Lebensmittel online, Lieferservice, Abholung im Markt, Naturkost',
    ogImage: [{ url: contentImageUrl('teilen-startseite') }],
  },
  blocks: [
    block('bio-start-slider', 'teaser-slider', { autoplaySeconds: 8 }, 'Aktuelles bei Biogarten', [
      block(
        'bio-start-teaser',
        'teaser',
        {
          text: 'Bis 12 Uhr bestellt, heute ab 17 Uhr bei Ihnen – und ist niemand zu Hause, stellen wir Ihren Einkauf vor die Tür.',
          image: image(deliveryVan, 'Ein Lieferwagen von Biogarten'),
          link: { label: 'Jetzt einkaufen', href: '/produkte' },
        },
        'Bio-Einkauf, noch heute geliefert',
      ),
      block(
        'bio-start-teaser-collect',
        'teaser',
        {
          text: 'Online bestellen, zwei Stunden später im Markt abholen – ab € 50,00 Bestellwert ohne Servicegebühr.',
          image: image(storeFront, 'Ein Biogarten-Markt mit Abholstation'),
          link: { label: 'Markt finden', href: '/maerkte' },
        },
        'Abholen im Markt',
      ),
      block(
        'bio-start-teaser-recipes',
        'teaser',
        {
          text: 'Jede Woche neue Kochideen mit Bio-Gemüse der Saison – die Zutaten legen Sie mit einem Klick in den Einkaufskorb.',
          image: image(pastaDish, 'Ein Teller Vollkornspaghetti mit Tomatensauce'),
          link: { label: 'Zu den Kochideen', href: '/rezepte-inspiration' },
        },
        'Kochideen für die Woche',
      ),
    ]),
    block('bio-start-headline', 'headline', { level: 1 }, 'Willkommen bei Biogarten'),
    block('bio-start-text', 'text', {
      text:
        'Alles in Bio-Qualität: Obst und Gemüse von Bio-Höfen aus der Region, Brot aus der Bio-Backstube, Milch, Käse ' +
        'und alles für den Vorratsschrank – ein Sortiment zu einem Preis, im Markt und online.\n\nAb € 50,00 Bestellwert liefern wir ohne Servicegebühr.',
    }),
    forAudience(
      ['notLoggedIn'],
      block(
        'bio-start-for-guests',
        'teaser',
        {
          text:
            'Mit einem Kundenkonto bestellen Sie schneller: Adressen und Zahlungsarten sind gespeichert, Ihre Favoriten ' +
            'haben Sie auf jedem Gerät, und Ihre Bestellungen sehen Sie jederzeit im Konto. Die Registrierung dauert zwei Minuten.',
          image: image(customerAccount, ''),
          link: { label: 'Jetzt registrieren', href: '/registrieren' },
        },
        'Neu bei Biogarten? Jetzt registrieren',
      ),
    ),
    // For every logged-in customer: Biogarten has no club, so both logged-in audiences, and nothing for one of them alone.
    forAudience(
      ['loggedInJoeMember', 'loggedInNotJoeMember'],
      block(
        'bio-start-for-customers',
        'teaser',
        {
          text:
            'Ihre Bestellungen, Adressen und Favoriten finden Sie in Ihrem Konto. Noch keine Biogarten-Kundenkarte für den ' +
            'Einkauf im Markt? Wir schicken sie Ihnen kostenlos per Post.',
          image: image(customerAccount, ''),
          link: { label: 'Kundenkarte bestellen', href: '/kundenkarte-bestellen' },
        },
        'Schön, dass Sie da sind',
      ),
    ),
    block('bio-start-features', 'row', {}, undefined, [
      block('bio-start-feature-col-1', 'column', {}, undefined, [
        block('bio-start-feature-1', 'feature', { text: 'Montag bis Freitag von 8 bis 20 Uhr, samstags bis 18 Uhr, in Zwei-Stunden-Fenstern.', icon: iconImage(clockIcon) }, 'Lieferung am selben Tag'),
      ]),
      block('bio-start-feature-col-2', 'column', {}, undefined, [
        block('bio-start-feature-2', 'feature', { text: 'Jeder Artikel ist aus kontrolliert biologischer Landwirtschaft, das Gemüse wann immer möglich aus der Region.', icon: iconImage(leafIcon) }, '100 % Bio'),
      ]),
      block('bio-start-feature-col-3', 'column', {}, undefined, [
        block(
          'bio-start-feature-3',
          'feature',
          { text: 'Passt etwas nicht, erstatten wir den Betrag – ohne Wenn und Aber.', icon: iconImage(basketIcon), link: { label: 'Mehr zum Service', href: '/service' } },
          'Frische-Garantie',
        ),
      ]),
    ]),
    block('bio-start-image', 'image', image(vegetableBasket, 'Ein Korb mit Bio-Tomaten, Orangen und Äpfeln', 'Bio-Obst und -Gemüse der Saison.')),
    block('bio-start-offers', 'button', { label: 'Zu den Angeboten der Woche', href: '/angebote', variant: 'secondary' }),
    block('bio-start-newsletter', 'newsletter-subscribe', { newsletterTopicId: 'wochenangebote', texts: newsletterTexts }, 'Newsletter abonnieren'),
  ],
};

const aboutPage: ContentPage = {
  slug: 'ueber-uns',
  config: {
    name: 'ueber-uns',
    title: 'Über uns – Biogarten',
    description: 'Wer hinter Biogarten steht: ein Bio-Lebensmittelhändler aus Wien, seit 1994.',
  },
  blocks: [
    block('bio-about-headline', 'headline', { level: 1 }, 'Über Biogarten'),
    block('bio-about-text', 'text', {
      text:
        'Biogarten begann 1994 als kleiner Naturkostladen in der Zieglergasse. Heute führen wir Märkte in Wien, Graz, Linz ' +
        'und Salzburg – und einen Online-Shop, der Ihren Bio-Einkauf nach Hause bringt oder im Markt bereitstellt.',
    }),
    block('bio-about-images', 'image-list', {
      columns: 3,
      images: [
        image(storeFront, 'Ein Biogarten-Markt', 'Märkte in vier Städten'),
        image(bakery, 'Brot und Gebäck aus der Bio-Backstube', 'Jeden Morgen frisch gebacken'),
        image(vegetableBasket, 'Bio-Obst und -Gemüse der Saison', 'Von Bio-Höfen aus der Umgebung'),
      ],
    }),
    block('bio-about-tabs', 'tabs', {}, 'Biogarten im Überblick', [
      block('bio-about-tab-history', 'text', {
        text: '1994 eröffneten Eva und Martin Hofer den ersten Laden. 2008 kam die eigene Bio-Backstube dazu, 2016 der Online-Shop, 2021 die Abholung im Markt.',
      }, 'Geschichte'),
      block('bio-about-tab-sustainability', 'text', {
        text:
          'Alles, was wir verkaufen, ist biologisch erzeugt. Wir liefern mit Elektrotransportern, packen Obst und Gemüse ' +
          'ohne Plastik und geben Lebensmittel, die wir nicht mehr verkaufen, an Sozialmärkte weiter.',
      }, 'Nachhaltigkeit'),
      block('bio-about-tab-jobs', 'text', {
        text: 'Ob im Markt, in der Backstube oder im Lieferteam: Wir suchen Menschen, denen gute Lebensmittel wichtig sind. Bewerben Sie sich unter jobs@biogarten.example.',
      }, 'Karriere'),
    ]),
    block(
      'bio-about-video',
      'video',
      { provider: 'youtube', videoId: 'biogarten1', title: 'Ein Tag in der Biogarten-Backstube', poster: image(bakery, '') },
      'Ein Tag in unserer Backstube',
    ),
    block(
      'bio-about-social',
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
};

const deliveryAreasPage: ContentPage = {
  slug: 'liefergebiete',
  config: {
    name: 'liefergebiete',
    title: 'Liefergebiete und Abholung – Biogarten',
    description: 'Wohin wir liefern und wo Sie Ihre Bestellung im Markt abholen können.',
  },
  blocks: [
    block('bio-areas-headline', 'headline', { level: 1 }, 'Liefergebiete'),
    block('bio-areas-text', 'text', {
      text:
        'Wir liefern in alle Postleitzahlbereiche rund um unsere Märkte, montags bis freitags von 8 bis 20 Uhr, samstags bis 18 Uhr. ' +
        'Ist niemand zu Hause, stellen wir Ihren Einkauf vor die Tür oder geben ihn bei Ihren Nachbarn ab. ' +
        'Außerhalb unserer Liefergebiete holen Sie Ihre Bestellung in einem Markt Ihrer Wahl ab.',
    }),
    block(
      'bio-areas-fees',
      'table',
      {
        caption: 'Servicegebühren nach Bestellwert',
        head: ['Bestellwert', 'Lieferung', 'Abholung im Markt'],
        rows: [
          ['bis € 49,99', '€ 3,90; im Fenster ab 8 und ab 18 Uhr € 5,90', '€ 1,90'],
          ['ab € 50,00', 'kostenlos', 'kostenlos'],
        ],
      },
      'Servicegebühren',
    ),
    block(
      'bio-areas-map',
      'iframe',
      {
        src: 'https://www.openstreetmap.org/export/embed.html?bbox=16.18%2C48.12%2C16.58%2C48.32&layer=mapnik',
        title: 'Karte unserer Liefergebiete',
        height: 360,
        sandbox: ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-top-navigation'],
      },
      'Unsere Liefergebiete auf der Karte',
    ),
    block(
      'bio-areas-teaser',
      'teaser',
      { text: 'Geben Sie Ihre Adresse ein und sehen Sie die nächsten freien Lieferfenster.', link: { label: 'Markt finden', href: '/maerkte' } },
      'Liefern wir auch zu Ihnen?',
    ),
  ],
};

const servicePage: ContentPage = {
  slug: 'service',
  config: {
    name: 'service',
    title: 'Service und Hilfe – Biogarten',
    description: 'Antworten auf häufige Fragen zu Bestellung, Lieferung, Abholung und Bezahlung.',
    keywords: 'Hilfe, FAQ, Lieferung, Abholung, Bezahlung',
  },
  blocks: [
    block('bio-service-headline', 'headline', { level: 1 }, 'Service und Hilfe'),
    block('bio-service-notice', 'user-message', {
      severity: 'info',
      text: 'Am 8. Dezember liefern wir von 9 bis 18 Uhr; alle Märkte haben für die Abholung geöffnet.',
    }, 'Feiertag:'),
    block('bio-service-options', 'row', {}, 'Liefern lassen oder abholen?', [
      block('bio-service-option-col-1', 'column', { span: 6 }, undefined, [
        block(
          'bio-service-option-delivery',
          'option',
          {
            badge: 'Beliebt',
            image: image(deliveryVan, 'Ein Lieferwagen von Biogarten'),
            text: 'Wir bringen Ihren Bio-Einkauf im gewünschten Zwei-Stunden-Fenster – ist niemand da, stellen wir ihn vor die Tür.',
            bullets: ['Montag bis Freitag 8 bis 20 Uhr, Samstag bis 18 Uhr', 'ab € 50,00 ohne Servicegebühr', 'gekühlt, was kühl bleiben muss'],
            link: { label: 'Lieferfenster ansehen', href: '/liefergebiete' },
          },
          'Lieferung',
        ),
      ]),
      block('bio-service-option-col-2', 'column', { span: 6 }, undefined, [
        block(
          'bio-service-option-collect',
          'option',
          {
            image: image(storeFront, 'Die Abholstation eines Biogarten-Markts'),
            text: 'Sie bestellen online, wir packen – nach zwei Stunden liegt alles an der Abholstation Ihres Markts bereit.',
            bullets: ['in allen Märkten', 'ab € 50,00 ohne Servicegebühr', 'Abholung bis Ladenschluss'],
            link: { label: 'Markt finden', href: '/maerkte' },
          },
          'Abholung im Markt',
        ),
      ]),
    ]),
    block('bio-service-faq', 'accordion', { allowMultiple: false }, 'Häufige Fragen', [
      faq(
        'bio-faq-order-change',
        'Kann ich meine Bestellung noch ändern?',
        'Eine abgeschickte Bestellung können Sie im Shop nicht mehr ändern; unter „Ihre Bestellungen“ im Kundenkonto sehen Sie, was Sie bestellt haben. ' +
          'Soll etwas dazu oder weg, rufen Sie bitte unseren Kundenservice an oder schreiben Sie uns über das Kontaktformular, mit Ihrer Bestellnummer.',
      ),
      faq('bio-faq-sold-out', 'Was, wenn ein Artikel ausverkauft ist?', 'Dann rufen wir Sie an und fragen, ob Sie einen Ersatz möchten. Deshalb brauchen wir Ihre Telefonnummer.'),
      faq('bio-faq-missing', 'Es fehlt ein Artikel – was nun?', 'Fehlende Artikel berechnen wir nicht. Ist trotzdem etwas schiefgegangen, schreiben Sie uns über das Kontaktformular; wir erstatten den Betrag.'),
      faq('bio-faq-payment', 'Wie kann ich bezahlen?', 'Mit Kreditkarte, PayPal, auf Rechnung sowie bei Lieferung oder Abholung mit Karte.'),
      faq('bio-faq-organic', 'Ist wirklich alles Bio?', 'Ja. Jeder Artikel bei Biogarten stammt aus kontrolliert biologischer Landwirtschaft und trägt das EU-Bio-Logo.'),
    ]),
    block('bio-service-separator', 'line-separator', {}),
    block(
      'bio-service-contact',
      'contact',
      {
        name: 'Biogarten Kundenservice',
        street: COMPANY.street,
        zip: COMPANY.zip,
        city: COMPANY.city,
        phone: COMPANY.phone,
        email: COMPANY.email,
        openingHours: [
          { days: 'Montag bis Freitag', hours: '8 bis 20 Uhr' },
          { days: 'Samstag', hours: '8 bis 18 Uhr' },
        ],
      },
      'So erreichen Sie uns',
    ),
    block('bio-service-contact-button', 'button', { label: 'Zum Kontaktformular', href: '/kontakt' }),
  ],
};

const contactPage: ContentPage = {
  slug: 'kontakt',
  config: {
    name: 'kontakt',
    title: 'Kontakt – Biogarten',
    description: 'Schreiben Sie unserem Kundenservice: Fragen zur Bestellung, zu Produkten oder zur Kundenkarte.',
  },
  blocks: [
    block('bio-contact-headline', 'headline', { level: 1 }, 'Kontakt'),
    block('bio-contact-text', 'text', {
      text: 'Wir antworten an Werktagen innerhalb von 24 Stunden. Fotos oder Belege hängen Sie einfach an (PDF, JPEG oder PNG, bis zu 3 Dateien mit je höchstens 10 MB).',
    }),
    block(
      'bio-contact-form',
      'contact-form',
      {
        contactGroups: [
          { value: 'order', label: 'Bestellung und Lieferung', fields: ['ordernumber', 'timewindow', 'paymentmethod'] },
          { value: 'product', label: 'Frage zu einem Produkt', fields: ['productname', 'productean', 'productbatchnumber', 'bestbeforedate'] },
          { value: 'store', label: 'Einkauf im Markt', fields: ['receiptnumber'] },
          { value: 'card', label: 'Kundenkarte und Gutscheine', fields: ['discount'] },
          { value: 'technical', label: 'Technisches Problem im Shop', fields: ['errorcode', 'clientdata'] },
          { value: 'feedback', label: 'Lob und Kritik', fields: [] },
        ],
        privacyText: 'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten. Mehr dazu in unserer Datenschutzerklärung.',
      },
      'Ihre Nachricht an uns',
    ),
    block(
      'bio-contact-address',
      'contact',
      { name: COMPANY.name, street: COMPANY.street, zip: COMPANY.zip, city: COMPANY.city, phone: COMPANY.phone, email: COMPANY.email },
      'Anschrift',
    ),
  ],
};

/** No club here: the week's offers at the one price every shopper pays, none of them with a club price. */
const offersPage: ContentPage = {
  slug: 'angebote',
  config: {
    name: 'angebote',
    title: 'Angebote der Woche – Biogarten',
    metaDescription: 'Die Bio-Angebote dieser Woche – frisch, regional und zu einem Preis für alle.',
    metaKeywords: 'Bio, Angebote, Aktionen, Gutscheine, Wochenangebote',
    ogImage: [{ url: contentImageUrl('teilen-angebote') }],
    backgroundColor: '#fdf6ec',
  },
  blocks: [
    block('bio-offers-headline', 'headline', { level: 1 }, 'Angebote der Woche'),
    block('bio-offers-text', 'text', { text: 'Gültig von Montag bis Samstag, solange der Vorrat reicht – zum selben Preis für alle.' }),
    block('bio-offers-promotion', 'product-promotion', { sku: '219001', badge: 'Frisch gebacken' }, 'Brot der Woche'),
    block('bio-offers-group', 'product-group', { skus: ['100201', '218001', '212002', '236007', '219001'] }, 'Milch, Eier, Brot und Nudeln'),
    block('bio-offers-vouchers', 'voucher-group', { kind: 'general' }, 'Gutscheine für alle'),
  ],
};

/** Biogarten's card: a customer card for the markets, ordered in the shop; no club, no club prices. */
const customerCardPage: ContentPage = {
  slug: 'kundenkarte',
  config: {
    name: 'kundenkarte',
    title: 'Die Biogarten-Kundenkarte',
    description: 'Ihre Kundenkarte für den Einkauf in unseren Märkten: kostenlos per Post.',
  },
  blocks: [
    block('bio-card-headline', 'headline', { level: 1 }, 'Die Biogarten-Kundenkarte'),
    block('bio-card-text', 'text', {
      text:
        'Mit der Kundenkarte weisen Sie sich im Markt als Kundin oder Kunde aus: An der Kassa gezeigt, gehört Ihr Einkauf ' +
        'zu Ihrem Kundenkonto. Die Karte ist kostenlos; wir schicken sie Ihnen per Post, sie kommt in 5 bis 7 Werktagen.',
    }),
    // The order page asks a guest to log in first.
    block('bio-card-order', 'button', { label: 'Kundenkarte bestellen', href: '/kundenkarte-bestellen' }),
    block('bio-card-help', 'button', { label: 'Fragen zur Karte? Zum Service', href: '/service', variant: 'secondary' }),
  ],
};

const privacyPage: ContentPage = {
  slug: 'datenschutz',
  config: {
    name: 'datenschutz',
    title: 'Datenschutz und Cookies – Biogarten',
    description: 'Wie Biogarten mit Ihren Daten umgeht und welche Cookies der Shop verwendet.',
    noFollow: true,
  },
  blocks: [
    block('bio-privacy-headline', 'headline', { level: 1 }, 'Datenschutz und Cookies'),
    block('bio-privacy-html', 'custom-html', {
      html:
        `<h2>Verantwortlich</h2><p>${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, ` +
        '<a href="mailto:datenschutz@biogarten.example">datenschutz@biogarten.example</a>.</p>' +
        '<h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung. ' +
        'Wenden Sie sich an die <a href="https://www.dsb.gv.at/" title="Datenschutzbehörde">Datenschutzbehörde</a>, ' +
        'wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten.</p>',
    }),
    block(
      'bio-privacy-cookies',
      'cookie-list',
      {
        groups: [
          {
            consentGroup: 'necessary',
            name: 'Notwendige Cookies',
            description: 'Ohne sie funktionieren Einkaufskorb, Anmeldung und Sicherheit des Shops nicht.',
            cookies: [
              { name: 'sid', provider: 'Biogarten', purpose: 'Hält Ihre Anmeldung.', duration: 'Sitzung' },
              { name: 'XSRF-TOKEN', provider: 'Biogarten', purpose: 'Schützt Formulare vor Missbrauch.', duration: 'Sitzung' },
              { name: 'cartId', provider: 'Biogarten', purpose: 'Merkt sich Ihren Einkaufskorb.', duration: '30 Tage' },
              { name: 'sf-consent', provider: 'Biogarten', purpose: 'Merkt sich Ihre Cookie-Einstellungen.', duration: '180 Tage' },
            ],
          },
          {
            consentGroup: 'statistic',
            name: 'Statistik',
            description: 'Hilft uns zu verstehen, wie der Shop genutzt wird.',
            cookies: [{ name: '_sf_stats', provider: 'Biogarten', purpose: 'Zählt Seitenaufrufe ohne Personenbezug.', duration: '13 Monate' }],
          },
          {
            consentGroup: 'marketing',
            name: 'Marketing',
            description: 'Für Angebote, die zu Ihnen passen, und eingebettete Videos.',
            cookies: [{ name: 'yt-remote', provider: 'YouTube', purpose: 'Spielt eingebettete Videos ab.', duration: 'Sitzung' }],
          },
        ],
      },
      'Welche Cookies wir verwenden',
    ),
    block('bio-privacy-settings', 'cookie-settings-button', { label: 'Cookie-Einstellungen ändern' }),
  ],
};

const OWN_PAGES: ReadonlyArray<{ path: string; page: ContentPage | null }> = [
  { path: '/', page: startPage },
  { path: '/ueber-uns', page: aboutPage },
  { path: '/liefergebiete', page: deliveryAreasPage },
  { path: '/service', page: servicePage },
  { path: '/kontakt', page: contactPage },
  { path: '/angebote', page: offersPage },
  // No loyalty club, so no club page; its card has a page of its own.
  { path: '/kundenclub', page: null },
  { path: '/kundenkarte', page: customerCardPage },
  { path: '/datenschutz', page: privacyPage },
];

/** The pages Biogarten has besides the editors' one: its own, and the shared ones on its paths and in its name. */
function biogartenPages(): Array<{ path: string; page: ContentPage }> {
  const own = new Map(OWN_PAGES.map(({ path, page }) => [path, page]));
  const shared = seedContentPages
    // Biogarten has no content preview (cms.preview), so not its pages either.
    .filter(({ path }) => path !== '/inhaltsbausteine' && !PREVIEW_PAGE_PATHS.has(path))
    .map(({ path, page }) => ({ path, page: own.has(path) ? own.get(path)! : contentForTenant(page, BIOGARTEN) }));
  const added = OWN_PAGES.filter(({ path }) => !seedContentPages.some((entry) => entry.path === path));
  return [...shared, ...added].filter((entry): entry is { path: string; page: ContentPage } => entry.page !== null);
}

/** The editors' page of every block type, made of the blocks Biogarten's pages have (no club, no delivery-area widget). */
const showcasePage: ContentPage = {
  slug: 'inhaltsbausteine',
  config: {
    name: 'inhaltsbausteine',
    title: 'Alle Inhaltsbausteine – Biogarten',
    description: 'Jeder Baustein des Content-Systems, den Biogarten verwendet, auf einer Seite.',
    noIndex: true,
    noFollow: true,
  },
  blocks: firstBlockOfEachType(biogartenPages()),
};

/**
 * The pages a tenant has in a version of its own (or not at all: null), by
 * tenant id, served to it as written instead of the shared pages.
 */
export const seedTenantContentPages: Readonly<Record<string, ReadonlyArray<{ path: string; page: ContentPage | null }>>> = {
  [BIOGARTEN.id]: [...OWN_PAGES, { path: '/inhaltsbausteine', page: showcasePage }],
};
