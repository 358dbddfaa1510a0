import type { ContentBlock } from '@storefront/shared/platform/schemas';
import { contentBlock } from '@storefront/server-kit/content/content-block';

/** A banner above the flyout's results for terms that contain one of its keywords. */
export interface SearchBannerSeed {
  readonly keywords: readonly string[];
  readonly banner: ContentBlock;
}

export const seedSearchBanners: readonly SearchBannerSeed[] = [
  {
    keywords: ['käse', 'kaese', 'gouda'],
    banner: contentBlock(
      'banner-kaese-wochen',
      'teaser',
      { text: 'Diese Woche: 20 % auf alle Käsesorten aus der Region.', link: { label: 'Zum Käse', href: '/sortiment/kaese' } },
      'Käse-Wochen',
    ),
  },
  {
    keywords: ['bio'],
    banner: contentBlock(
      'banner-bio',
      'teaser',
      { text: 'Über 2000 Bio-Artikel – vom Gemüse bis zum Kaffee.', link: { label: 'Bio entdecken', href: '/sortiment' } },
      'Bio aus der Region',
    ),
  },
];
