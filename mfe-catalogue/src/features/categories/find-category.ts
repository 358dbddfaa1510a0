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

/** The categories from the top of the tree down to the one with this slug, or undefined (for breadcrumbs). */
export function categoryPath(trees: readonly CategoryNode[], slug: string): CategoryNode[] | undefined {
  for (const node of trees) {
    if (node.slug === slug) return [node];
    const below = categoryPath(node.children, slug);
    if (below) return [node, ...below];
  }
  return undefined;
}

/** The path down to the category whose name is the last of these names (a product's parentCategories), for breadcrumbs. */
export function categoryPathByNames(trees: readonly CategoryNode[], names: readonly string[]): CategoryNode[] {
  const path: CategoryNode[] = [];
  let level = trees;
  for (const name of names) {
    const node = level.find((candidate) => candidate.name === name);
    if (!node) break;
    path.push(node);
    level = node.children;
  }
  return path;
}
