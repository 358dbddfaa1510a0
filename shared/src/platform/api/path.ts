/*
 * The path of an operation in the router's notation: `:name` is one segment,
 * `:name*` several. Read by `call` and `prefetchCall` (to fill them in, and to
 * put the query as the server reads it) and by the backend's OpenAPI document.
 * Imports nothing: a route's small data chunk takes it without `call`'s errors.
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

/**
 * The path with its parameters filled in: each trimmed and percent-encoded (`:name*` segment by segment,
 * the slashes kept); undefined when one is missing or blank (`call` refuses that by name first).
 */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string | undefined {
  let filled = path;
  for (const { name, segments } of pathParameters(path)) {
    const value = (params[name] ?? '').trim();
    if (value === '') return undefined;
    const encoded = segments
      ? value
          .split('/')
          .filter((part) => part !== '')
          .map(encodeURIComponent)
          .join('/')
      : encodeURIComponent(value);
    filled = filled.replace(`:${name}${segments ? '*' : ''}`, encoded);
  }
  return filled;
}

/**
 * The query as the server reads it: every value a string, a list a list; an
 * undefined value and an empty list are left out (an empty list has no key on
 * the wire, so the server reads it as missing).
 */
export function wireQuery(query: Readonly<Record<string, unknown>>): Record<string, string | string[]> {
  const wire: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    wire[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return wire;
}
