import type { RedirectTable } from '@storefront/shared/platform/schemas';

/**
 * The redirect table (doc 1 §3, GET /api/content/redirects), all three kinds:
 * old campaign pages, a renamed section and the paths of the previous shop.
 * Listed in the README; the shell's end-to-end tests use them.
 */
export const seedRedirects: RedirectTable = {
  // An exact old path to its new page.
  oneToOne: {
    '/aktion/sommerfest-2025': '/angebote',
    '/hilfe': '/service',
    '/ueber-frischmarkt': '/ueber-uns',
    '/newsletter-anmeldung': '/newsletter',
  },
  // Everything below an old path to one page: finished campaigns and the retired magazine.
  manyToOne: {
    '/aktionen/ostern-2025/': '/angebote',
    '/magazin/': '/rezepte-inspiration',
  },
  // A renamed section: the old prefix replaced by the new one, the rest of the path kept.
  manyToMany: {
    '/shop/': '/sortiment/',
    '/artikel/': '/produkt/',
    '/rezeptwelt/': '/rezept/',
  },
};
