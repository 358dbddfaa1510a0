import * as z from 'zod/mini';
import { vi } from 'vitest';

/** A scripted answer: a status with its body, or a failed way (thrown). */
export type Answer = { status: number; body?: unknown } | Error;

/** A fetch that gives the scripted answers in order (an Error is thrown as a failed way) and records each request. */
export function scriptedFetch(...answers: Answer[]) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(url), init });
    const answer = answers.shift();
    if (!answer) throw new Error('no more scripted answers');
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

/** The answer schema of the tests' calls. */
export const ok = z.object({ ok: z.boolean() });

/** A request's headers, as the client sends them (a plain record). */
export const headers = (init: RequestInit) => init.headers as Record<string, string>;
