import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseInput } from '../http/errors';

/** The cookie that limits a fault to the browser (test) that asked for it. */
export const FAULT_SCOPE_COOKIE = 'sf-fault-scope';
/** Paths faults never touch: the test endpoints themselves. */
export const TEST_PATH_PREFIX = '/__test/';

/** The test endpoints are called by the test runner, not by a page: they exist only with fault injection on, never in live. */
export const TEST_ENDPOINT = {
  config: { xsrfExempt: 'a test endpoint the test runner calls without a browser session; only with FAULT_INJECTION=on, never in live' },
} as const;

const SCOPE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const faultRequestSchema = z
  .object({
    /** A regular expression (source) tested against the URL path. */
    pattern: z
      .string()
      .min(1)
      .max(500)
      .refine((source) => {
        try {
          new RegExp(source);
          return true;
        } catch {
          return false;
        }
      }, 'must be a valid regular expression'),
    method: z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    status: z.number().int().min(400).max(599).optional(),
    latencyMs: z.number().int().min(0).max(30_000).optional(),
    /**
     * The request runs and is applied, then its connection is cut before the
     * answer leaves: the client sees a network error for a change that happened.
     */
    loseAnswer: z.literal(true).optional(),
    /** The share of the matching requests the fault hits (default all of them). */
    rate: z.number().gt(0).max(1).optional(),
    /** Seeds the draw that picks the hit requests, so a storm can be replayed request by request. */
    seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
    scope: z.string().regex(SCOPE_PATTERN, 'must be 1 to 100 letters, digits, - or _').optional(),
  })
  .strict()
  .refine((fault) => fault.status !== undefined || fault.latencyMs !== undefined || fault.loseAnswer === true, {
    message: 'give a status, a latencyMs, loseAnswer or a combination',
    path: ['status'],
  })
  .refine((fault) => !(fault.loseAnswer && fault.status !== undefined), {
    message: 'a lost answer is the handler\'s own answer: no status with loseAnswer',
    path: ['loseAnswer'],
  });
export type FaultRequest = z.infer<typeof faultRequestSchema>;

interface Fault extends FaultRequest {
  readonly id: string;
  readonly regex: RegExp;
  /** Draws a number in [0, 1) for each matching request. */
  readonly draw: () => number;
}

/** mulberry32: a small seeded generator, enough to pick requests reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clearQuerySchema = z.object({ scope: z.string().regex(SCOPE_PATTERN).optional() }).strict();

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Fault injection for the end-to-end tests: latency and error
 * statuses on the requests whose path matches a pattern. A fault with a scope
 * applies only to requests carrying `sf-fault-scope=<scope>`, so parallel
 * tests do not disturb each other. Only installed when FAULT_INJECTION=on
 * (which the configuration refuses in production).
 */
export function installFaultInjection(app: FastifyInstance): void {
  const faults: Fault[] = [];

  // Registered before the XSRF and session hooks, so a fault hits the request before anything else runs.
  app.addHook('onRequest', async (request, reply) => {
    if (faults.length === 0) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.startsWith(TEST_PATH_PREFIX)) return;
    const scope = request.cookies[FAULT_SCOPE_COOKIE];
    // The first matching fault whose draw hits: faults with a rate are tried in the order they were added.
    const fault = faults.find(
      (candidate) =>
        (candidate.scope === undefined || candidate.scope === scope) &&
        (candidate.method === undefined || candidate.method === request.method) &&
        candidate.regex.test(path) &&
        (candidate.rate === undefined || candidate.draw() < candidate.rate),
    );
    if (!fault) return;
    if (fault.loseAnswer) {
      // Every onSend hook has run when the reply writes its head (the idempotency record is stored):
      // the connection is cut there instead, so the answer never reaches the client.
      const socket = request.raw.socket;
      reply.raw.writeHead = (() => {
        socket.destroy();
        return reply.raw;
      }) as typeof reply.raw.writeHead;
    }
    if (fault.latencyMs) await sleep(fault.latencyMs);
    if (fault.status !== undefined) throw new HttpError(fault.status, 'injectedFault', `Injected fault ${fault.id}`);
  });

  app.post(`${TEST_PATH_PREFIX}faults`, TEST_ENDPOINT, async (request, reply) => {
    const fault = parseInput(faultRequestSchema, request.body);
    const id = randomBytes(8).toString('hex');
    faults.push({ ...fault, id, regex: new RegExp(fault.pattern), draw: seededRandom(fault.seed ?? randomBytes(4).readUInt32LE()) });
    return reply.code(201).send({ id });
  });

  app.delete(`${TEST_PATH_PREFIX}faults`, TEST_ENDPOINT, async (request, reply) => {
    const { scope } = parseInput(clearQuerySchema, request.query);
    // Without a scope every fault goes; with one, only that scope's.
    for (let index = faults.length - 1; index >= 0; index -= 1) {
      if (scope === undefined || faults[index]?.scope === scope) faults.splice(index, 1);
    }
    return reply.code(204).send();
  });
}
