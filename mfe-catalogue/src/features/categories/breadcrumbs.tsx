import type { CategoryNode } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as styles from './categories.module.css';

export interface BreadcrumbsProps {
  /** The categories from the top down. */
  readonly path: readonly CategoryNode[];
  /** The page's own name after the categories (a product); without it the last category is the current page. */
  readonly current?: string;
}

/** Sortiment › Obst & Gemüse › Obst › Äpfel & Birnen: every catalogue page says where it is in the tree. */
export function Breadcrumbs({ path, current }: BreadcrumbsProps) {
  const { t } = useServices().i18n;
  const lastLinked = current === undefined ? path.length - 1 : path.length;
  return (
    <nav aria-label={t('catalogue.breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <RouteLink to={{ name: 'products-slug' }} prefetch={false}>
            {t('catalogue.headline')}
          </RouteLink>
        </li>
        {path.map((node, index) => (
          <li key={node.slug}>
            {index < lastLinked ? (
              <RouteLink to={{ name: 'products-slug', params: { slug: node.slug } }} prefetch={false}>
                {node.name}
              </RouteLink>
            ) : (
              <span aria-current="page">{node.name}</span>
            )}
          </li>
        ))}
        {current !== undefined && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}

/** The sub-categories of a category as chips that lead to them. */
export function SubcategoryChips({ category }: { category: CategoryNode }) {
  const { t } = useServices().i18n;
  if (category.children.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('catalogue.subcategories', { name: category.name })}>
      {category.children.map((child) => (
        <li key={child.slug}>
          <RouteLink className={styles.chip} to={{ name: 'products-slug', params: { slug: child.slug } }}>
            {child.name}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}
