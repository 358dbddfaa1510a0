import type { SearchHit, SearchType } from '@storefront/shared/search';
import type { NavigationService } from '@storefront/shared/platform/contracts';
import type { FlyoutLayout } from '../../features/flyout-config/flyout-config';
import type { FlyoutState } from '../../features/flyout-state/flyout-controller';
import { contentLink, productLink, recipeLink, type ResultLink } from '../../features/shop-links/shop-links';

/** One result of the flyout's listboxes. */
export interface FlyoutOption {
  /** The element id, for aria-activedescendant. */
  readonly id: string;
  readonly type: SearchType;
  /** The provider's object id: a product's sku, a page's or recipe's slug. */
  readonly objectID: string;
  /** 1-based, within its type's results. */
  readonly position: number;
  /** Where picking it leads; null: nowhere to open it for this tenant (no page, no shop-forward), the result only shows. */
  readonly link: ResultLink | null;
  readonly title: string;
  readonly text?: string;
  readonly priceCents?: number;
}

function optionOf(
  type: SearchType,
  hit: SearchHit<SearchType>,
  navigation: NavigationService,
  externalShop: string | null,
): Omit<FlyoutOption, 'id' | 'position'> | null {
  switch (type) {
    case 'products': {
      const product = hit as SearchHit<'products'>;
      return {
        type,
        objectID: product.sku,
        link: productLink(navigation, externalShop, product),
        title: product.name,
        priceCents: product.price.regular.value,
      };
    }
    case 'content': {
      const page = hit as SearchHit<'content'>;
      return { type, objectID: page.slug, link: contentLink(page), title: page.title, text: page.teaser };
    }
    case 'recipes': {
      const recipe = hit as SearchHit<'recipes'>;
      const link = recipeLink(navigation, recipe);
      // Recipes switched off for this tenant: nothing to open.
      return link && { type, objectID: recipe.slug, link, title: recipe.title };
    }
  }
}

/**
 * The options of every loaded type, per type, and all of them in the arrow keys'
 * order: the first column top to bottom, then the second (doc 1 §2 columns).
 */
export function flyoutOptions(
  layout: FlyoutLayout,
  state: FlyoutState,
  navigation: NavigationService,
  externalShop: string | null,
  idPrefix: string,
): { byType: ReadonlyMap<SearchType, FlyoutOption[]>; all: FlyoutOption[] } {
  const byType = new Map<SearchType, FlyoutOption[]>();
  const all: FlyoutOption[] = [];
  for (const { type } of layout.types) {
    const typeState = state.types[type];
    if (typeState?.status !== 'loaded') continue;
    const options: FlyoutOption[] = [];
    for (const hit of typeState.results.results) {
      const option = optionOf(type, hit, navigation, externalShop);
      if (!option) continue;
      const position = options.length + 1;
      options.push({ ...option, id: `${idPrefix}-${type}-${position}`, position });
    }
    byType.set(type, options);
    all.push(...options);
  }
  return { byType, all };
}
