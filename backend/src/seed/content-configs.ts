import type { ComponentConfigName, ComponentConfigs, ContentBlock } from '@storefront/shared/schemas';

/**
 * Component configs of doc 1 §3 (GET /api/content/configs/client?types=…).
 * Their fields are the content system's and not shown in doc 1; here the
 * top-bar banner, the header and the footer carry content blocks, which the
 * shell can place with the content remote's `content-blocks` fragment, and
 * link lists. The other names have no config yet (answered as missing).
 */
const banner: ContentBlock = {
  id: 'topbar-banner',
  type: 'user-message',
  fields: { severity: 'info', text: 'Ab 50 € Bestellwert liefern wir ohne Servicegebühr – heute bestellt, heute geliefert.' },
  children: [],
};

export const seedComponentConfigs: Readonly<Partial<Record<ComponentConfigName, ComponentConfigs[ComponentConfigName]>>> = {
  topbarbanner: { blocks: [banner] },
  header: {
    links: [
      { label: 'Angebote', href: '/angebote' },
      { label: 'Rezepte', href: '/rezepte-inspiration' },
      { label: 'Service', href: '/service' },
    ],
  },
  footer: {
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
      {
        id: 'footer-social',
        type: 'social-follow',
        headline: 'Folgen Sie uns',
        fields: {
          networks: [
            { network: 'instagram', url: 'https://www.instagram.com/frischmarkt.example' },
            { network: 'facebook', url: 'https://www.facebook.com/frischmarkt.example' },
          ],
        },
        children: [],
      },
    ],
  },
};
