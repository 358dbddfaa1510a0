import type { ContentBlock, ContentPage } from '@storefront/shared/schemas';

/**
 * The content-managed pages (doc 1 §2: pages are assembled from content blocks).
 * Images are inline SVG data URLs: the shell's Content-Security-Policy allows
 * images from the shop's own origin and data: only.
 */
function svgImage(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const vegetableBasket = svgImage(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160">' +
    '<rect width="320" height="160" fill="#e8f5ec"/>' +
    '<path d="M60 90h200l-24 54H84z" fill="#b7791f"/>' +
    '<circle cx="110" cy="78" r="22" fill="#d62828"/>' +
    '<circle cx="160" cy="70" r="26" fill="#f4a261"/>' +
    '<circle cx="210" cy="80" r="20" fill="#2a9d8f"/>' +
    '<path d="M150 44c6-14 16-20 28-20-4 12-12 18-28 20z" fill="#1a7f37"/>' +
    '</svg>',
);

const deliveryVan = svgImage(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160">' +
    '<rect width="320" height="160" fill="#f1f8f3"/>' +
    '<rect x="40" y="50" width="160" height="70" rx="8" fill="#1a7f37"/>' +
    '<path d="M200 70h50l30 30v20h-80z" fill="#2f9e50"/>' +
    '<circle cx="90" cy="124" r="16" fill="#333"/>' +
    '<circle cx="240" cy="124" r="16" fill="#333"/>' +
    '</svg>',
);

function block(id: string, type: string, fields: Record<string, unknown>, headline?: string): ContentBlock {
  return { id, type, ...(headline !== undefined ? { headline } : {}), fields, children: [] };
}

/** Content pages by path. A page's slug is its path without the leading slash (the start page's is empty). */
export const seedContentPages: ReadonlyArray<{ path: string; page: ContentPage }> = [
  {
    path: '/',
    page: {
      slug: '',
      config: {
        name: 'startpage',
        title: 'Frischmarkt – Lebensmittel online bestellen',
        description: 'Lebensmittel online bestellen: nach Hause liefern lassen oder im Markt abholen.',
      },
      blocks: [
        block(
          'start-teaser',
          'teaser',
          {
            text: 'Bis 12 Uhr bestellt, heute ab 17 Uhr an Ihrer Haustür – oder zur Abholung im Markt Ihrer Wahl.',
            image: { src: deliveryVan, alt: 'Ein Lieferwagen von Frischmarkt' },
            link: { label: 'Jetzt einkaufen', href: '/sortiment' },
          },
          'Frisch geliefert – noch heute',
        ),
        block('start-headline', 'headline', { level: 2 }, 'Willkommen bei Frischmarkt'),
        block('start-text', 'text', {
          text:
            'Ihr Wocheneinkauf aus dem Markt: Obst und Gemüse aus der Region, frische Backwaren, ' +
            'Molkereiprodukte und alles für den Vorratsschrank. Ab 50 € Bestellwert liefern wir ohne Servicegebühr.',
        }),
        block('start-offers', 'product-group', { skus: ['100102', '100201', '100503', '100605', '100403'] }, 'Angebote der Woche'),
        block('start-image', 'image', {
          src: vegetableBasket,
          alt: 'Ein Korb mit Tomaten, Orangen und Äpfeln',
          caption: 'Obst und Gemüse der Saison – täglich frisch aus der Region.',
        }),
        block(
          'start-recipes',
          'recipe-group',
          { slugs: ['spaghetti-mit-tomatensauce-und-basilikum', 'ofenlachs-mit-zucchini', 'apfel-zimt-porridge'] },
          'Rezeptideen für die Woche',
        ),
        block(
          'start-newsletter',
          'newsletter-subscribe',
          {
            newsletterTopicId: 'weekly-offers',
            text: 'Jeden Donnerstag die neuen Angebote und ein saisonales Rezept in Ihrem Postfach.',
          },
          'Newsletter abonnieren',
        ),
      ],
    },
  },
  {
    path: '/ueber-uns',
    page: {
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
        block('about-image', 'image', { src: vegetableBasket, alt: 'Ein Korb mit frischem Obst und Gemüse' }),
      ],
    },
  },
  {
    path: '/liefergebiete',
    page: {
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
            'Wir liefern in alle Postleitzahlbereiche rund um unsere Märkte, montags bis samstags von 7 bis 21 Uhr. ' +
            'Außerhalb unserer Liefergebiete holen Sie Ihre Bestellung per Click & Collect in einem Markt Ihrer Wahl ab.',
        }),
        block(
          'areas-teaser',
          'teaser',
          { text: 'Geben Sie Ihre Adresse ein und sehen Sie die nächsten freien Lieferfenster.', link: { label: 'Filiale finden', href: '/filialen' } },
          'Liefern wir auch zu Ihnen?',
        ),
      ],
    },
  },
];
