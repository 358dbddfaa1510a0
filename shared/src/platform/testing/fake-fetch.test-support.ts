export interface FakeResponse {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type FakeHandler = FakeResponse | ((request: { url: URL; init: RequestInit }) => FakeResponse);

export interface FakeFetch {
  readonly fetch: typeof fetch;
  /** Every request made, as `METHOD /path?query`. */
  readonly calls: string[];
}

/**
 * A fetch that answers only the requests a test declared, keyed `METHOD /path`
 * (query ignored), and fails loudly on any other: a test must not pass because
 * an unexpected call happened to be harmless.
 */
export function createFakeFetch(handlers: Readonly<Record<string, FakeHandler>>): FakeFetch {
  const calls: string[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push(`${method} ${url.pathname}${url.search}`);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request in test: ${method} ${url.pathname}`);
    const answer = typeof handler === 'function' ? handler({ url, init }) : handler;
    const status = answer.status ?? 200;
    const body = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}
