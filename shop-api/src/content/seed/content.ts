import type { ContentBlock } from '@storefront/shared/platform/schemas';
import type { ContentPage } from '@storefront/shared/content';
import { contentImageUrl } from '../rules/content-image';
import {
  bakery,
  basketIcon,
  block,
  clockIcon,
  clubCard,
  customerAccount,
  deliveryVan,
  faq,
  forAudience,
  iconImage,
  image,
  leafIcon,
  leaflet,
  newsletterTexts,
  pastaDish,
  porridge,
  storeFront,
  vegetableBasket,
} from './content-parts';

/**
 * The content-managed pages (doc 1 §2: pages are assembled from content
 * blocks). Together they use every block type of doc 1 §2; the page
 * `/inhaltsbausteine` (no index, for editors) shows one of each on one page.
 *
 * Written for the default shop (Frischmarkt): another tenant gets them on its
 * own paths and in its own name (server-kit's contentForTenant), except where
 * it has a page of its own (content-biogarten.ts).
 *
 * Some blocks and pages are for some visitors only: the start page
 * has a block for guests, one for club members and one for customers who are
 * not members; /clubpreise is for members. The shop API leaves out what is not
 * for the visitor (rules/content-audience.ts).
 *
 * Images are inline SVG data URLs with their intrinsic size (content-parts.ts).
 * Third-party embeds (the video, the map) load only after a click, so
 * the CSP's `frame-src` (default 'self') blocks nothing unless a shopper asks
 * for them; see mfe-content/README.md for the CSP entries a live shop needs.
 */

const startPage: ContentPage = {
  slug: '',
  config: {
    name: 'startpage',
    title: 'Frischmarkt – Lebensmittel online bestellen',
    description: 'Lebensmittel online bestellen: nach Hause liefern lassen oder im Markt abholen.',
    keywords: 'Lebensmittel online, Lieferservice, Click & Collect, Supermarkt',
    ogImage: [{ url: contentImageUrl('teilen-startseite') }],
  },
  blocks: [
    block('start-slider', 'teaser-slider', { autoplaySeconds: 8 }, 'Aktuelles bei Frischmarkt', [
      block(
        'start-teaser',
        'teaser',
        {
          text: 'Bis 12 Uhr bestellt, heute ab 17 Uhr an Ihrer Haustür – oder zur Abholung im Markt Ihrer Wahl.',
          image: image(deliveryVan, 'Ein Lieferwagen von Frischmarkt'),
          link: { label: 'Jetzt einkaufen', href: '/sortiment' },
        },
        'Frisch geliefert – noch heute',
      ),
      block(
        'start-teaser-collect',
        'teaser',
        {
          text: 'Online bestellen, zwei Stunden später im Markt abholen – ohne Servicegebühr.',
          image: image(storeFront, 'Ein Frischmarkt-Markt mit Abholstation'),
          link: { label: 'Markt finden', href: '/filialen' },
        },
        'Click & Collect in 2 Stunden',
      ),
      block(
        'start-teaser-recipes',
        'teaser',
        {
          text: 'Jede Woche neue Rezepte mit den Zutaten der Saison – die Zutaten legen Sie mit einem Klick in den Warenkorb.',
          image: image(pastaDish, 'Ein Teller Spaghetti mit Tomatensauce'),
          link: { label: 'Zu den Rezepten', href: '/rezepte-inspiration' },
        },
        'Rezeptideen für die Woche',
      ),
    ]),
    block('start-headline', 'headline', { level: 1 }, 'Willkommen bei Frischmarkt'),
    block('start-text', 'text', {
      text:
        'Ihr Wocheneinkauf aus dem Markt: Obst und Gemüse aus der Region, frische Backwaren, ' +
        'Molkereiprodukte und alles für den Vorratsschrank.\n\nAb € 50,00 Bestellwert liefern wir ohne Servicegebühr.',
    }),
    // One of these three for each visitor of a shop with the club; a shop without it has a start page of its own.
    forAudience(
      ['notLoggedIn'],
      block(
        'start-for-guests',
        'teaser',
        {
          text:
            'Mit einem Kundenkonto bestellen Sie schneller: Adressen und Zahlungsarten sind gespeichert, Ihre Favoriten ' +
            'haben Sie auf jedem Gerät, und Ihre Bestellungen sehen Sie jederzeit im Konto. Die Registrierung dauert zwei Minuten.',
          image: image(customerAccount, ''),
          link: { label: 'Jetzt registrieren', href: '/registrieren' },
        },
        'Neu bei Frischmarkt? Jetzt registrieren',
      ),
    ),
    forAudience(
      ['loggedInJoeMember'],
      block(
        'start-for-members',
        'teaser',
        {
          text:
            'Als Mitglied im jö Kundenclub zahlen Sie bei jedem Artikel mit jö-Preis automatisch den Clubpreis und sammeln ' +
            'mit jedem Einkauf Punkte, die Sie gegen Gutscheine tauschen. Die Clubpreise dieser Woche haben wir für Sie zusammengestellt.',
          image: image(clubCard, ''),
          link: { label: 'Clubpreise der Woche', href: '/clubpreise' },
        },
        'Ihre jö-Vorteile',
      ),
    ),
    forAudience(
      ['loggedInNotJoeMember'],
      block(
        'start-for-non-members',
        'teaser',
        {
          text:
            'Mit dem jö Kundenclub zahlen Sie bei hunderten Artikeln den günstigeren jö-Preis, sammeln Punkte und bekommen ' +
            'persönliche Gutscheine – kostenlos, im Markt und online. In Ihrem Konto sehen Sie, wie Sie Mitglied werden.',
          image: image(clubCard, ''),
          link: { label: 'Zum Kundenclub in Ihrem Konto', href: '/konto/kundenclub' },
        },
        'jö Kundenclub beitreten',
      ),
    ),
    block('start-features', 'row', {}, undefined, [
      block('start-feature-col-1', 'column', {}, undefined, [
        block('start-feature-1', 'feature', { text: 'Montag bis Freitag von 8 bis 20 Uhr, samstags bis 18 Uhr, in Zwei-Stunden-Fenstern.', icon: iconImage(clockIcon) }, 'Lieferung am selben Tag'),
      ]),
      block('start-feature-col-2', 'column', {}, undefined, [
        block('start-feature-2', 'feature', { text: 'Obst und Gemüse von Höfen aus der Region, wann immer die Saison es zulässt.', icon: iconImage(leafIcon) }, 'Regional und saisonal'),
      ]),
      block('start-feature-col-3', 'column', {}, undefined, [
        block(
          'start-feature-3',
          'feature',
          { text: 'Passt etwas nicht, erstatten wir den Betrag – ohne Wenn und Aber.', icon: iconImage(basketIcon), link: { label: 'Mehr zum Service', href: '/service' } },
          'Frische-Garantie',
        ),
      ]),
    ]),
    block('start-image', 'image', image(vegetableBasket, 'Ein Korb mit Tomaten, Orangen und Äpfeln', 'Obst und Gemüse der Saison – täglich frisch aus der Region.')),
    block('start-offers', 'button', { label: 'Zu den Angeboten der Woche', href: '/angebote', variant: 'secondary' }),
    block('start-newsletter', 'newsletter-subscribe', { newsletterTopicId: 'wochenangebote', texts: newsletterTexts }, 'Newsletter abonnieren'),
  ],
};

const aboutPage: ContentPage = {
  slug: 'ueber-uns',
  config: {
    name: 'ueber-uns',
    title: 'Über uns – Frischmarkt',
    description: 'Wer hinter Frischmarkt steht: Lebensmittelhändler aus der Region seit 1962.',
  },
  blocks: [
    block('about-headline', 'headline', { level: 1 }, 'Über Frischmarkt'),
    block('about-text', 'text', {
      text:
        'Frischmarkt ist ein Lebensmittelhändler aus der Region. Was 1962 mit einem kleinen Laden begann, ' +
        'sind heute über 60 Märkte – und ein Online-Shop, der Ihren Einkauf nach Hause bringt oder im Markt bereitstellt.',
    }),
    block('about-images', 'image-list', {
      columns: 3,
      images: [
        image(storeFront, 'Ein Frischmarkt-Markt', 'Über 60 Märkte in der Region'),
        image(bakery, 'Brot und Gebäck aus der Backstube', 'Jeden Morgen frisch gebacken'),
        image(vegetableBasket, 'Obst und Gemüse der Saison', 'Von Höfen aus der Umgebung'),
      ],
    }),
    block('about-tabs', 'tabs', {}, 'Frischmarkt im Überblick', [
      block('about-tab-history', 'text', {
        text:
          '1962 eröffnete Familie Lindner den ersten Laden in der Neubaugasse. 1985 kam die erste Backstube dazu, ' +
          '2012 der Online-Shop, 2020 Click & Collect in allen Märkten.',
      }, 'Geschichte'),
      block('about-tab-sustainability', 'text', {
        text:
          'Wir liefern mit Elektrotransportern, verzichten bei Obst und Gemüse wo immer möglich auf Plastik ' +
          'und geben Lebensmittel, die wir nicht mehr verkaufen, an Sozialmärkte weiter.',
      }, 'Nachhaltigkeit'),
      block('about-tab-jobs', 'text', {
        text: 'Ob im Markt, in der Backstube oder im Lieferteam: Wir suchen Menschen, die Lebensmittel mögen. Bewerben Sie sich unter jobs@frischmarkt.example.',
      }, 'Karriere'),
    ]),
    block(
      'about-report',
      'publication',
      {
        text: 'Was wir 2025 für Klima, Tierwohl und weniger Lebensmittelverschwendung getan haben.',
        cover: image(leaflet, 'Titelseite des Nachhaltigkeitsberichts'),
        fileUrl: '/downloads/nachhaltigkeitsbericht-2025.pdf',
        fileSizeBytes: 2_400_000,
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      },
      'Nachhaltigkeitsbericht 2025',
    ),
    block(
      'about-video',
      'video',
      { provider: 'youtube', videoId: 'frischmarkt1', title: 'Ein Tag in der Frischmarkt-Backstube', poster: image(bakery, '') },
      'Ein Tag in unserer Backstube',
    ),
    block(
      'about-social',
      'social-follow',
      {
        networks: [
          { network: 'instagram', url: 'https://www.instagram.com/frischmarkt.example' },
          { network: 'facebook', url: 'https://www.facebook.com/frischmarkt.example' },
          { network: 'youtube', url: 'https://www.youtube.com/@frischmarkt.example' },
          { network: 'pinterest', url: 'https://www.pinterest.com/frischmarkt.example' },
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
    title: 'Liefergebiete und Abholung – Frischmarkt',
    description: 'Wohin wir liefern und wo Sie Ihre Bestellung per Click & Collect abholen können.',
  },
  blocks: [
    block('areas-headline', 'headline', { level: 1 }, 'Liefergebiete'),
    block('areas-text', 'text', {
      text:
        'Wir liefern in alle Postleitzahlbereiche rund um unsere Märkte, montags bis freitags von 8 bis 20 Uhr, samstags bis 18 Uhr. ' +
        'Außerhalb unserer Liefergebiete holen Sie Ihre Bestellung per Click & Collect in einem Markt Ihrer Wahl ab.',
    }),
    block(
      'areas-fees',
      'table',
      {
        caption: 'Servicegebühren nach Bestellwert',
        head: ['Bestellwert', 'Lieferung', 'Click & Collect'],
        rows: [
          ['bis € 49,99', '€ 3,90; im Fenster ab 8 und ab 18 Uhr € 5,90', '€ 1,90'],
          ['ab € 50,00', 'kostenlos', 'kostenlos'],
          ['mit Lieferpass', 'kostenlos', 'kostenlos'],
        ],
      },
      'Servicegebühren',
    ),
    block(
      'areas-map',
      'iframe',
      {
        src: 'https://www.openstreetmap.org/export/embed.html?bbox=16.18%2C48.12%2C16.58%2C48.32&layer=mapnik',
        title: 'Karte unserer Liefergebiete',
        height: 360,
        sandbox: ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-top-navigation'],
      },
      'Unsere Liefergebiete auf der Karte',
    ),
    block('areas-checker', 'script', {
      src: 'https://widgets.frischmarkt.example/liefergebiet-pruefen.js',
      consent: 'marketing',
      dataAttributes: { 'data-tenant': 'default', 'data-lang': 'de' },
    }),
    block(
      'areas-teaser',
      'teaser',
      { text: 'Geben Sie Ihre Adresse ein und sehen Sie die nächsten freien Lieferfenster.', link: { label: 'Filiale finden', href: '/filialen' } },
      'Liefern wir auch zu Ihnen?',
    ),
  ],
};

const servicePage: ContentPage = {
  slug: 'service',
  config: {
    name: 'service',
    title: 'Service und Hilfe – Frischmarkt',
    description: 'Antworten auf häufige Fragen zu Bestellung, Lieferung, Abholung und Bezahlung.',
    keywords: 'Hilfe, FAQ, Lieferung, Abholung, Bezahlung',
  },
  blocks: [
    block('service-headline', 'headline', { level: 1 }, 'Service und Hilfe'),
    block('service-notice', 'user-message', {
      severity: 'info',
      text: 'Am 8. Dezember liefern wir von 9 bis 18 Uhr; alle Märkte haben für Click & Collect geöffnet.',
    }, 'Feiertag:'),
    block('service-options', 'row', {}, 'Liefern lassen oder abholen?', [
      block('service-option-col-1', 'column', { span: 6 }, undefined, [
        block(
          'service-option-delivery',
          'option',
          {
            badge: 'Beliebt',
            image: image(deliveryVan, 'Ein Lieferwagen von Frischmarkt'),
            text: 'Wir bringen Ihren Einkauf bis an die Wohnungstür – gekühlt und im gewünschten Zwei-Stunden-Fenster.',
            bullets: ['Montag bis Freitag 8 bis 20 Uhr, Samstag bis 18 Uhr', 'ab € 50,00 ohne Servicegebühr', 'Pfandflaschen nehmen wir mit'],
            link: { label: 'Lieferfenster ansehen', href: '/liefergebiete' },
          },
          'Lieferung',
        ),
      ]),
      block('service-option-col-2', 'column', { span: 6 }, undefined, [
        block(
          'service-option-collect',
          'option',
          {
            image: image(storeFront, 'Die Abholstation eines Frischmarkt-Markts'),
            text: 'Sie bestellen online, wir packen – nach zwei Stunden liegt alles an der Abholstation Ihres Markts bereit.',
            bullets: ['in allen Märkten', 'ab € 50,00 ohne Servicegebühr', 'Abholung bis Ladenschluss'],
            link: { label: 'Markt finden', href: '/filialen' },
          },
          'Click & Collect',
        ),
      ]),
    ]),
    block('service-faq', 'accordion', { allowMultiple: false }, 'Häufige Fragen', [
      faq(
        'faq-order-change',
        'Kann ich meine Bestellung noch ändern?',
        'Eine abgeschickte Bestellung können Sie im Shop nicht mehr ändern; unter „Ihre Bestellungen“ im Kundenkonto sehen Sie, was Sie bestellt haben. ' +
          'Soll etwas dazu oder weg, rufen Sie bitte unseren Kundenservice an oder schreiben Sie uns über das Kontaktformular, mit Ihrer Bestellnummer.',
      ),
      faq('faq-missing', 'Es fehlt ein Artikel – was nun?', 'Fehlende Artikel berechnen wir nicht. Ist trotzdem etwas schiefgegangen, schreiben Sie uns über das Kontaktformular; wir erstatten den Betrag.'),
      faq('faq-payment', 'Wie kann ich bezahlen?', 'Mit Kreditkarte, PayPal, auf Rechnung sowie bei Lieferung oder Abholung mit Karte.'),
      faq('faq-deposit', 'Nehmen Sie Pfand zurück?', 'Ja. Geben Sie leere Pfandflaschen und Kisten einfach unserem Fahrer mit; der Betrag wird Ihrem Kundenkonto gutgeschrieben.'),
      faq('faq-fresh', 'Wie frisch sind Obst und Gemüse?', 'Wir kommissionieren am Tag der Lieferung aus dem Markt. Was Ihnen nicht frisch genug ist, erstatten wir.'),
    ]),
    block('service-separator', 'line-separator', {}),
    block(
      'service-contact',
      'contact',
      {
        name: 'Frischmarkt Kundenservice',
        street: 'Neubaugasse 5',
        zip: '1070',
        city: 'Wien',
        phone: '+43 1 234 56 78',
        email: 'service@frischmarkt.example',
        openingHours: [
          { days: 'Montag bis Freitag', hours: '8 bis 20 Uhr' },
          { days: 'Samstag', hours: '8 bis 18 Uhr' },
        ],
      },
      'So erreichen Sie uns',
    ),
    block('service-contact-button', 'button', { label: 'Zum Kontaktformular', href: '/kontakt' }),
  ],
};

const contactPage: ContentPage = {
  slug: 'kontakt',
  config: {
    name: 'kontakt',
    title: 'Kontakt – Frischmarkt',
    description: 'Schreiben Sie unserem Kundenservice: Fragen zur Bestellung, zu Produkten oder zum Kundenclub.',
  },
  blocks: [
    block('contact-headline', 'headline', { level: 1 }, 'Kontakt'),
    block('contact-text', 'text', {
      text: 'Wir antworten an Werktagen innerhalb von 24 Stunden. Fotos oder Belege hängen Sie einfach an (PDF, JPEG oder PNG, bis zu 3 Dateien mit je höchstens 10 MB).',
    }),
    block(
      'contact-form',
      'contact-form',
      {
        contactGroups: [
          { value: 'order', label: 'Bestellung und Lieferung', fields: ['ordernumber', 'timewindow', 'paymentmethod'] },
          { value: 'product', label: 'Frage zu einem Produkt', fields: ['productname', 'productean', 'productbatchnumber', 'bestbeforedate'] },
          { value: 'store', label: 'Einkauf im Markt', fields: ['receiptnumber'] },
          { value: 'loyalty', label: 'Kundenclub und Gutscheine', fields: ['loyaltymemberid', 'birthdate', 'discount'] },
          { value: 'technical', label: 'Technisches Problem im Shop', fields: ['errorcode', 'clientdata'] },
          { value: 'feedback', label: 'Lob und Kritik', fields: [] },
        ],
        privacyText:
          'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten. Mehr dazu in unserer Datenschutzerklärung.',
      },
      'Ihre Nachricht an uns',
    ),
    block(
      'contact-address',
      'contact',
      { name: 'Frischmarkt GmbH', street: 'Neubaugasse 5', zip: '1070', city: 'Wien', phone: '+43 1 234 56 78', email: 'service@frischmarkt.example' },
      'Anschrift',
    ),
  ],
};

const newsletterPage: ContentPage = {
  slug: 'newsletter',
  config: {
    name: 'newsletter',
    title: 'Newsletter – Frischmarkt',
    description: 'Die Angebote der Woche und saisonale Rezepte jeden Donnerstag per E-Mail.',
  },
  blocks: [
    block('newsletter-headline', 'headline', { level: 1 }, 'Der Frischmarkt-Newsletter'),
    block('newsletter-subscribe', 'newsletter-subscribe', { newsletterTopicId: 'wochenangebote', texts: newsletterTexts }, 'Anmelden'),
    block('newsletter-separator', 'line-separator', {}),
    block(
      'newsletter-unsubscribe',
      'newsletter-unsubscribe',
      {
        newsletterTopicId: 'wochenangebote',
        text: {
          loggedIn: 'Sie möchten den Newsletter nicht mehr erhalten? Ein Klick genügt.',
          anonymous: 'Geben Sie die Adresse an, unter der Sie den Newsletter erhalten. Wir schicken Ihnen einen Link zur Abmeldung.',
        },
      },
      'Abmelden',
    ),
  ],
};

const recipesPage: ContentPage = {
  slug: 'rezepte-inspiration',
  config: {
    name: 'rezepte-inspiration',
    title: 'Rezepte und Inspiration – Frischmarkt',
    description: 'Saisonale Rezepte zum Nachkochen – die Zutaten bestellen Sie gleich mit.',
    keywords: 'Rezepte, Kochen, saisonal, vegetarisch, schnelle Küche',
    ogImage: [{ url: contentImageUrl('teilen-rezepte') }],
    backgroundColor: '#fffdf7',
    backgroundImage: contentImageUrl('hintergrund-kraeuter'),
    backgroundImageRepeat: 'repeat',
    backgroundImageSize: '160px 160px',
  },
  blocks: [
    block('recipes-headline', 'headline', { level: 1 }, 'Rezepte und Inspiration'),
    block(
      'recipes-slider',
      'image-slider',
      {
        images: [
          image(pastaDish, 'Spaghetti mit Tomatensauce und Basilikum', 'Spaghetti mit Tomatensauce – in 20 Minuten auf dem Tisch'),
          image(porridge, 'Apfel-Zimt-Porridge in einer Schale', 'Apfel-Zimt-Porridge für einen guten Start'),
          image(vegetableBasket, 'Gemüse der Saison', 'Gemüse der Saison für Ofengerichte'),
        ],
      },
      'Gerichte der Woche',
    ),
    block(
      'recipes-search-content',
      'recipe-search-content',
      {
        text: 'Suchen Sie nach Zutaten, Gerichten oder Anlässen – oder lassen Sie sich von den beliebtesten Suchen inspirieren.',
        searchTerms: ['Pasta', 'Vegetarisch', 'Schnelle Küche', 'Frühstück', 'Ofengerichte'],
      },
      'Was möchten Sie kochen?',
      [block('recipes-search', 'recipe-search', { placeholder: 'Rezept suchen' })],
    ),
    block(
      'recipes-group',
      'recipe-group',
      { slugs: ['spaghetti-mit-tomatensauce-und-basilikum', 'ofenlachs-mit-zucchini', 'apfel-zimt-porridge'] },
      'Rezeptideen für die Woche',
    ),
  ],
};

const offersPage: ContentPage = {
  slug: 'angebote',
  config: {
    name: 'angebote',
    title: 'Angebote der Woche – Frischmarkt',
    // Written by the marketing tool, which names the fields metaDescription and metaKeywords (doc 1 §2 reads either).
    metaDescription: 'Die Angebote dieser Woche und Ihre persönlichen Gutscheine – frisch, regional und günstig.',
    metaKeywords: 'Angebote, Aktionen, Gutscheine, Wochenangebote, Rabatt',
    ogImage: [{ url: contentImageUrl('teilen-angebote') }],
    backgroundColor: '#fdf6ec',
    backgroundImage: contentImageUrl('hintergrund-punkte'),
    backgroundImageRepeat: 'repeat',
    backgroundImageSize: '32px 32px',
  },
  blocks: [
    block('offers-headline', 'headline', { level: 1 }, 'Angebote der Woche'),
    block('offers-text', 'text', { text: 'Gültig von Montag bis Samstag, solange der Vorrat reicht.' }),
    block('offers-promotion', 'product-promotion', { sku: '100102', badge: '-17 %' }, 'Angebot des Tages'),
    block('offers-group', 'product-group', { skus: ['100102', '100201', '100503', '100605', '100403'] }, 'Obst, Gemüse und Molkerei'),
    block('offers-vouchers', 'voucher-group', { kind: 'general' }, 'Gutscheine für alle'),
  ],
};

const loyaltyPage: ContentPage = {
  slug: 'kundenclub',
  config: {
    name: 'kundenclub',
    title: 'Der Frischmarkt-Kundenclub',
    metaDescription: 'Mit dem Kundenclub sparen Sie bei jedem Einkauf – im Markt und online.',
    metaKeywords: 'Kundenclub, Kundenkarte, Clubpreise, Gutscheine, Vorteile',
    ogImage: [{ url: contentImageUrl('teilen-kundenclub') }],
    backgroundImage: contentImageUrl('hintergrund-karo'),
    backgroundImageRepeat: 'repeat-x',
    backgroundImageSize: '48px 48px',
  },
  blocks: [
    block('loyalty-headline', 'headline', { level: 1 }, 'Der Frischmarkt-Kundenclub'),
    block('loyalty-text', 'text', {
      html:
        '<p>Als Mitglied erhalten Sie <strong>Clubpreise</strong> auf hunderte Artikel, persönliche Gutscheine und ' +
        'zu Ihrem Geburtstag eine Überraschung.</p><ul><li>kostenlos</li><li>im Markt und online gültig</li>' +
        '<li>jederzeit kündbar</li></ul><p>Fragen? Lesen Sie unsere <a href="/service">häufigen Fragen</a>.</p>',
    }),
    block('loyalty-how', 'section', { backgroundColor: '#f1f8f3' }, 'So einfach geht’s', [
      block('loyalty-how-row', 'row', {}, undefined, [
        block('loyalty-how-col-1', 'column', {}, undefined, [
          block('loyalty-how-1', 'feature', { text: 'Kostenlos im Markt oder online in zwei Minuten.', icon: iconImage(basketIcon) }, '1. Anmelden'),
        ]),
        block('loyalty-how-col-2', 'column', {}, undefined, [
          block('loyalty-how-2', 'feature', { text: 'Karte an der Kasse zeigen oder online angemeldet bestellen.', icon: iconImage(clockIcon) }, '2. Einkaufen'),
        ]),
        block('loyalty-how-col-3', 'column', {}, undefined, [
          block('loyalty-how-3', 'feature', { text: 'Clubpreise und Gutscheine werden automatisch abgezogen.', icon: iconImage(leafIcon) }, '3. Sparen'),
        ]),
      ]),
    ]),
    block('loyalty-link', 'loyalty-club-link-button', { label: 'Zum Kundenclub' }),
    block('loyalty-login', 'login-button', { label: 'Anmelden und Clubpreise sehen' }),
    block('loyalty-personal-vouchers', 'voucher-group', { kind: 'personal' }, 'Ihre persönlichen Gutscheine'),
  ],
};

/**
 * A page for club members only: a guest is asked to log in, a
 * customer who is no member is shown the way into the club, and where there
 * is no club the page does not exist (rules/content-audience.ts). Its products
 * all have a club price, which the catalogue shows a member as theirs.
 */
const clubPricesPage: ContentPage = {
  slug: 'clubpreise',
  config: {
    name: 'clubpreise',
    title: 'Clubpreise der Woche – Frischmarkt',
    description: 'Die jö-Preise dieser Woche für Mitglieder im jö Kundenclub.',
  },
  audience: ['loggedInJoeMember'],
  blocks: [
    block('club-prices-headline', 'headline', { level: 1 }, 'Clubpreise der Woche'),
    block('club-prices-text', 'text', {
      text:
        'Für Sie als Mitglied im jö Kundenclub: Diese Woche zahlen Sie bei diesen Artikeln den jö-Preis, im Markt und online. ' +
        'Im Warenkorb ist er schon abgezogen, und mit jedem Einkauf sammeln Sie Punkte.',
    }),
    block('club-prices-group', 'product-group', { skus: ['100102', '203001', '210003', '214001', '217001', '219003'] }, 'Obst, Molkerei und Brot zum jö-Preis'),
    block('club-prices-points', 'feature', {
      text: 'Ihre Punkte, Ihre persönlichen Gutscheine und Ihre Karte finden Sie in Ihrem Konto.',
      icon: iconImage(basketIcon),
      link: { label: 'Zum Kundenclub in Ihrem Konto', href: '/konto/kundenclub' },
    }, 'Punkte und Gutscheine'),
  ],
};

const privacyPage: ContentPage = {
  slug: 'datenschutz',
  config: {
    name: 'datenschutz',
    title: 'Datenschutz und Cookies – Frischmarkt',
    description: 'Wie Frischmarkt mit Ihren Daten umgeht und welche Cookies der Shop verwendet.',
    noFollow: true,
  },
  blocks: [
    block('privacy-headline', 'headline', { level: 1 }, 'Datenschutz und Cookies'),
    block(
      'privacy-html',
      'custom-html',
      {
        html:
          '<h2>Verantwortlich</h2><p>Frischmarkt GmbH, Neubaugasse 5, 1070 Wien, ' +
          '<a href="mailto:datenschutz@frischmarkt.example">datenschutz@frischmarkt.example</a>.</p>' +
          '<h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung. ' +
          'Wenden Sie sich an die <a href="https://www.dsb.gv.at/" title="Datenschutzbehörde">Datenschutzbehörde</a>, ' +
          'wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten.</p>',
      },
    ),
    block(
      'privacy-cookies',
      'cookie-list',
      {
        groups: [
          {
            consentGroup: 'necessary',
            name: 'Notwendige Cookies',
            description: 'Ohne sie funktionieren Warenkorb, Anmeldung und Sicherheit des Shops nicht.',
            cookies: [
              { name: 'sid', provider: 'Frischmarkt', purpose: 'Hält Ihre Anmeldung.', duration: 'Sitzung' },
              { name: 'XSRF-TOKEN', provider: 'Frischmarkt', purpose: 'Schützt Formulare vor Missbrauch.', duration: 'Sitzung' },
              { name: 'cartId', provider: 'Frischmarkt', purpose: 'Merkt sich Ihren Warenkorb.', duration: '30 Tage' },
            ],
          },
          {
            consentGroup: 'statistic',
            name: 'Statistik',
            description: 'Hilft uns zu verstehen, wie der Shop genutzt wird.',
            cookies: [{ name: '_sf_stats', provider: 'Frischmarkt', purpose: 'Zählt Seitenaufrufe ohne Personenbezug.', duration: '13 Monate' }],
          },
          {
            consentGroup: 'marketing',
            name: 'Marketing',
            description: 'Für Angebote, die zu Ihnen passen, und eingebettete Videos.',
            cookies: [{ name: 'yt-remote', provider: 'YouTube', purpose: 'Spielt eingebettete Videos ab.', duration: 'Sitzung' }],
          },
          {
            consentGroup: 'targetGroupSelection',
            name: 'Zielgruppenauswahl',
            cookies: [{ name: '_sf_segment', provider: 'Frischmarkt', purpose: 'Ordnet Angebote Interessen zu.', duration: '6 Monate' }],
          },
        ],
      },
      'Welche Cookies wir verwenden',
    ),
    block('privacy-settings', 'cookie-settings-button', { label: 'Cookie-Einstellungen ändern' }),
  ],
};

const surveyPage: ContentPage = {
  slug: 'umfrage',
  config: {
    name: 'umfrage',
    title: 'Kundenumfrage – Frischmarkt',
    description: 'Drei Minuten für einen besseren Online-Shop: Ihre Meinung zählt.',
    noIndex: true,
  },
  blocks: [
    block('survey-headline', 'headline', { level: 1 }, 'Wie gefällt Ihnen unser Online-Shop?'),
    block(
      'survey-questionnaire',
      'questionnaire',
      {
        questionnaireId: 'shop-survey-2026',
        questions: [
          {
            id: 'rating',
            label: 'Wie zufrieden sind Sie mit Ihrer letzten Bestellung?',
            type: 'radio',
            required: true,
            options: [
              { value: 'very-good', label: 'Sehr zufrieden' },
              { value: 'good', label: 'Zufrieden' },
              { value: 'poor', label: 'Weniger zufrieden' },
            ],
          },
          {
            id: 'services',
            label: 'Welche Services nutzen Sie?',
            type: 'checkbox',
            options: [
              { value: 'delivery', label: 'Lieferung' },
              { value: 'collect', label: 'Click & Collect' },
              { value: 'recipes', label: 'Rezepte' },
            ],
          },
          { id: 'wish', label: 'Was sollen wir besser machen?', type: 'textarea' },
        ],
        personalFields: ['firstname', 'surname', 'email', 'age', 'gender', 'zip'],
      },
      'Kundenumfrage 2026',
    ),
  ],
};

const notFoundPage: ContentPage = {
  slug: 'seite-nicht-gefunden',
  config: {
    name: 'seite-nicht-gefunden',
    title: 'Seite nicht gefunden – Frischmarkt',
    noIndex: true,
    noFollow: true,
  },
  blocks: [
    block('not-found-headline', 'headline', { level: 1 }, 'Diese Seite gibt es leider nicht'),
    block('not-found-text', 'text', {
      text: 'Vielleicht hat sich die Adresse geändert, oder die Seite ist nicht mehr online. Hier geht es weiter:',
    }),
    block('not-found-start', 'button', { label: 'Zur Startseite', href: '/' }),
    block('not-found-service', 'button', { label: 'Service und Hilfe', href: '/service', variant: 'secondary' }),
  ],
};

const PAGES: ReadonlyArray<{ path: string; page: ContentPage }> = [
  { path: '/', page: startPage },
  { path: '/ueber-uns', page: aboutPage },
  { path: '/liefergebiete', page: deliveryAreasPage },
  { path: '/service', page: servicePage },
  { path: '/kontakt', page: contactPage },
  { path: '/newsletter', page: newsletterPage },
  { path: '/rezepte-inspiration', page: recipesPage },
  { path: '/angebote', page: offersPage },
  { path: '/kundenclub', page: loyaltyPage },
  { path: '/clubpreise', page: clubPricesPage },
  { path: '/datenschutz', page: privacyPage },
  { path: '/umfrage', page: surveyPage },
  { path: '/seite-nicht-gefunden', page: notFoundPage },
];

/**
 * The first block of each type on these pages, with the blocks inside it. A
 * block for some visitors only (doc 2 §6) is passed over: the editors' page
 * shows every type to everyone.
 */
export function firstBlockOfEachType(pages: ReadonlyArray<{ page: ContentPage }>): ContentBlock[] {
  const found = new Map<string, ContentBlock>();
  const visit = (blocks: readonly ContentBlock[]) => {
    for (const candidate of blocks) {
      if (candidate.audience) continue;
      if (!found.has(candidate.type)) found.set(candidate.type, candidate);
      visit(candidate.children);
    }
  };
  for (const { page } of pages) if (!page.audience) visit(page.blocks);
  const withIds = (source: ContentBlock): ContentBlock => ({
    ...structuredClone(source),
    id: `showcase-${source.id}`,
    children: source.children.filter((child) => !child.audience).map(withIds),
  });
  // A second level-1 headline would give the page two h1.
  return [...found.values()].map((source) => (source.type === 'headline' ? { ...withIds(source), fields: { level: 2 } } : withIds(source)));
}

/** One page with a block of every type, for editors (and the end-to-end test); kept out of search engines. */
const showcasePage: ContentPage = {
  slug: 'inhaltsbausteine',
  config: {
    name: 'inhaltsbausteine',
    title: 'Alle Inhaltsbausteine – Frischmarkt',
    description: 'Jeder Baustein des Content-Systems auf einer Seite.',
    noIndex: true,
    noFollow: true,
  },
  blocks: firstBlockOfEachType(PAGES),
};

/**
 * The test confirmation page of content preview (doc 1 §1, §2: cms.preview adds
 * the checkout confirmation's `-ok-test` page): how the confirmation after an
 * order reads, with sample data, for editors to check the texts without
 * ordering. Served only where the tenant has cms.preview on (content/routes/content.ts).
 */
const checkoutConfirmationTestPage: ContentPage = {
  slug: 'bestellung-ok-test',
  config: {
    name: 'checkout-confirmation-test',
    title: 'Bestellbestätigung (Vorschau) – Frischmarkt',
    description: 'Vorschau der Bestellbestätigung mit Beispieldaten.',
    noIndex: true,
    noFollow: true,
  },
  blocks: [
    block('confirmation-test-notice', 'user-message', {
      severity: 'warning',
      text: 'Vorschau: Diese Seite zeigt die Bestellbestätigung mit Beispieldaten. Es wurde keine Bestellung aufgegeben und nichts berechnet.',
    }),
    block('confirmation-test-headline', 'headline', { level: 1 }, 'Vielen Dank für Ihre Bestellung!'),
    block('confirmation-test-text', 'text', {
      text:
        'Ihre Bestellnummer lautet 4000123456. Eine Bestätigung mit allen Details haben wir an anna.berger@example.org geschickt.\n\n' +
        'Wir liefern am Donnerstag zwischen 16 und 18 Uhr an Hauptstraße 12, 1010 Wien. Unser Fahrer ruft an, bevor er kommt.',
    }),
    block(
      'confirmation-test-summary',
      'table',
      {
        caption: 'Ihre Bestellung (Beispiel)',
        head: ['Artikel', 'Menge', 'Preis'],
        rows: [
          ['Bio-Bananen 1 kg', '1', '€ 2,19'],
          ['Bio-Vollmilch 3,8 % 1 l', '2', '€ 2,58'],
          ['Bio-Kaffee ganze Bohne 1 kg', '1', '€ 14,99'],
          ['Liefergebühr', '', '€ 3,90'],
          ['Summe', '', '€ 23,66'],
        ],
      },
      'Zusammenfassung',
    ),
    block('confirmation-test-next', 'row', {}, 'Wie es weitergeht', [
      block('confirmation-test-next-1', 'column', { span: 4 }, undefined, [
        block(
          'confirmation-test-change',
          'feature',
          {
            text: 'Die Bestellung ist abgeschickt und lässt sich im Shop nicht mehr ändern. Fehlt etwas, bestellen Sie es mit einer neuen Bestellung oder rufen Sie unseren Kundenservice an.',
            icon: iconImage(clockIcon),
          },
          'Noch etwas vergessen?',
        ),
      ]),
      block('confirmation-test-next-2', 'column', { span: 4 }, undefined, [
        block('confirmation-test-fresh', 'feature', { text: 'Wir packen Ihre Bestellung am Liefertag frisch aus dem Markt.', icon: iconImage(leafIcon) }, 'Frisch gepackt'),
      ]),
      block('confirmation-test-next-3', 'column', { span: 4 }, undefined, [
        block('confirmation-test-deposit', 'feature', { text: 'Leergut und Kisten nimmt unser Fahrer gern wieder mit.', icon: iconImage(basketIcon) }, 'Pfand zurück'),
      ]),
    ]),
    block('confirmation-test-continue', 'button', { label: 'Weiter einkaufen', href: '/sortiment', variant: 'primary' }),
  ],
};

/** Content pages by path. A page's slug is its path without the leading slash (the start page's is empty). */
export const seedContentPages: ReadonlyArray<{ path: string; page: ContentPage }> = [
  ...PAGES,
  { path: '/inhaltsbausteine', page: showcasePage },
  { path: '/bestellung-ok-test', page: checkoutConfirmationTestPage },
];

/** Pages of content preview only (doc 1 §1 cms.preview): unknown where the tenant has preview off. */
export const PREVIEW_PAGE_PATHS: ReadonlySet<string> = new Set(['/bestellung-ok-test']);
