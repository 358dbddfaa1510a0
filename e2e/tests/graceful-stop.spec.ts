import { expect, test } from '@playwright/test';
import { startOwnBackend, type OwnBackend } from './own-backend';

/*
 * A deploy stops an instance as a load balancer expects: from the stop on,
 * /readyz says draining (the balancer sends no new requests), the instance
 * still answers for SHUTDOWN_DRAIN_MS, a request in flight when it closes is
 * answered, and the process ends cleanly. Both houses, started apart.
 */

const DRAIN_MS = 3_000;

let backend: OwnBackend | undefined;
test.afterEach(async () => {
  await backend?.dispose();
  backend = undefined;
});

test('a stopped instance says draining, answers what is in flight, then ends with 0', async () => {
  test.setTimeout(120_000);
  backend = await startOwnBackend({ split: true, env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) } });
  const { origin } = backend;
  const readiness = async () => {
    const response = await fetch(`${origin}/readyz`);
    return [response.status, ((await response.json()) as { status: string }).status];
  };
  expect(await readiness()).toEqual([200, 'ready']);

  // A page that takes longer than the drain: it is still being answered when the instance closes.
  const slow = await fetch(`${origin}/__test/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pattern: '^/sortiment/obst$', latencyMs: DRAIN_MS + 1_500 }) });
  expect(slow.ok).toBe(true);
  const inFlight = fetch(`${origin}/sortiment/obst`);
  await new Promise((resolve) => setTimeout(resolve, 300));

  const stopped = backend.stop();
  await expect.poll(readiness, { timeout: 2_000 }).toEqual([503, 'draining']);
  // Draining, it still answers: the balancer may not have seen the change yet.
  expect((await fetch(`${origin}/warenkorb`)).status).toBe(200);

  expect((await inFlight).status).toBe(200);
  expect(await stopped).toEqual([0, 0]);
  await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
});
