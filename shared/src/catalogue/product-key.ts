/** What a product page is looked up by: its sku, or its slug when the path has none (`/:slug/:sku?`). */
export function productKeyOf(params: Readonly<Record<string, string | undefined>>): string {
  return params['sku'] ?? params['slug'] ?? '';
}
