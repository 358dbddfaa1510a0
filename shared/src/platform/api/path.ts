/*
 * The path of an operation in the router's notation: `:name` is one segment,
 * `:name*` several. Read by `call` (to fill them in) and by the backend's
 * OpenAPI document.
 */
const PARAM = /:(\w+)(\*?)/g;

/** The names in a path and whether each takes several segments. */
export function pathParameters(path: string): Array<{ readonly name: string; readonly segments: boolean }> {
  return [...path.matchAll(PARAM)].map((match) => ({ name: match[1]!, segments: match[2] === '*' }));
}

/** The path in OpenAPI's notation: `/api/products/:sku` → `/api/products/{sku}`. */
export function openApiPath(path: string): string {
  return path.replace(PARAM, (_match, name: string) => `{${name}}`);
}
