import type { CategoryNode } from '@storefront/shared/catalogue';

/**
 * The category with this slug anywhere in the trees (doc 2 §3: a node has name,
 * slug, children), searched depth-first in tree order; the first match wins.
 */
export function findCategory(trees: readonly CategoryNode[], slug: string): CategoryNode | undefined {
  for (const node of trees) {
    if (node.slug === slug) return node;
    const inChildren = findCategory(node.children, slug);
    if (inChildren) return inChildren;
  }
  return undefined;
}
