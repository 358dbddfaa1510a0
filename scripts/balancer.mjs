// A small load balancer for the many-machines setup (scripts/many-machines.mjs): what a deployment's proxy
// (the compose file's Caddy, a cloud load balancer) does, in a few lines the tests can run without a container.
// - Round robin over the instances that are ready: each is asked `GET /readyz` every 500 ms, and one that answers
//   anything but 200 (stopping: `draining`; gone: no answer) gets no new requests until it is ready again.
// - A request that could not reach its instance (connection refused or reset before any answer came back) goes
//   to the next instance when repeating it is safe: a GET or HEAD, or a call with an Idempotency-Key (the shop
//   answers a repeat with the first answer). Any other is answered 502, as a real balancer does.
// - X-Forwarded-For names the client; the instances trust this balancer (TRUSTED_PROXIES).
import http from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
/** A build upload to the release API is the largest body a shop sends. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * Starts the balancer on `port` in front of `upstreams` (origins); answers { origin, close, stats }.
 * `stats.retried` counts requests that went to a second instance.
 */
export async function startBalancer({ port, upstreams, host = '127.0.0.1' }) {
  const ready = new Map(upstreams.map((origin) => [origin, true]));
  const stats = { retried: 0, refused: 0 };
  let next = 0;

  const check = async (origin) => {
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(1_000) });
      ready.set(origin, response.status === 200);
    } catch {
      ready.set(origin, false);
    }
  };
  let checking = true;
  const timer = setInterval(() => checking && upstreams.forEach(check), 500);
  timer.unref();

  /** The instances to try, in order: the ready ones from the next in turn. */
  const order = () => {
    const start = next++;
    const rotated = upstreams.map((_, index) => upstreams[(start + index) % upstreams.length]);
    const live = rotated.filter((origin) => ready.get(origin));
    return live.length > 0 ? live : rotated;
  };

  const forward = (origin, request, body) =>
    new Promise((resolve, reject) => {
      const headers = {};
      for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
      const client = request.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = request.headers['x-forwarded-for'] ? `${request.headers['x-forwarded-for']}, ${client}` : client;
      headers['content-length'] = String(body.length);
      const outgoing = http.request(`${origin}${request.url}`, { method: request.method, headers });
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = http.createServer(async (request, response) => {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413).end();
        return;
      }
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    const repeatable = SAFE_METHODS.has(request.method ?? '') || request.headers['idempotency-key'] !== undefined;
    const candidates = order();
    for (const [attempt, origin] of candidates.entries()) {
      try {
        const answer = await forward(origin, request, body);
        const headers = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        return;
      } catch {
        // Not reached, or gone before it answered: out of the rotation until its next ready check says otherwise.
        ready.set(origin, false);
        if (!repeatable || attempt === candidates.length - 1) break;
        stats.retried += 1;
      }
    }
    stats.refused += 1;
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('No instance could answer.');
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    origin: `http://${host}:${server.address().port}`,
    stats,
    /**
     * Holds the ready list as it is (no checks until `resumeChecks`): a test that loses an instance can be sure
     * the next request still goes to it, as one does that leaves before the next check.
     */
    pauseChecks: () => {
      checking = false;
    },
    resumeChecks: () => {
      checking = true;
    },
    /** The instance the next request goes to first. */
    peek: () => {
      const upcoming = upstreams.map((_, index) => upstreams[(next + index) % upstreams.length]);
      return upcoming.find((origin) => ready.get(origin)) ?? upcoming[0];
    },
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
