import type { CDPSession, Page } from '@playwright/test';

/**
 * The request chain of a page load, recorded in Chromium through the DevTools
 * protocol: who started each request (the page's parser, a preload hint, a
 * script, with its async call stack), and so how many sequential round trips
 * lie before it. Counted, not timed, so a busy machine does not change it.
 *
 * Depth: the page itself is hop 1; a request is one hop deeper than the
 * deepest of the files that started it (the document for the parser and
 * preload hints, every script on its call stack, async parents included: a
 * fetch a route's code starts waits for that code). A file the browser had
 * preloaded counts at the depth of its preload, as the browser takes it from
 * there; a preload the page did not use shows as a second, deeper request.
 */

interface Initiator {
  readonly type: string;
  readonly url?: string;
  readonly stack?: StackTrace;
}
interface StackTrace {
  readonly description?: string;
  readonly callFrames: readonly { readonly url: string }[];
  readonly parent?: StackTrace;
}
interface RequestEvent {
  readonly requestId: string;
  readonly request: { readonly url: string; readonly method: string };
  readonly timestamp: number;
  readonly type?: string;
  readonly initiator: Initiator;
}

export interface ChainRequest {
  readonly url: string;
  readonly method: string;
  readonly type: string;
  /** Seconds on the browser's monotonic clock. */
  readonly timestamp: number;
  /** When its answer had fully arrived (same clock), if it did before the recording ended. */
  readonly finishedAt: number | undefined;
  readonly depth: number;
  /** The files that started it: the initiator and every script on its (async) call stack. */
  readonly starters: readonly string[];
  /** The file one hop before it on its longest chain (undefined for the page). */
  readonly parent: string | undefined;
  /**
   * Started from a timer or an idle callback (or by code that was): work the
   * page puts off on purpose (the route rules 1 s after start, prefetches at
   * idle), not part of the boot path even when a slow machine runs it before
   * the content shows.
   */
  readonly deferred: boolean;
  /** Started by another slot's code, or by code that was (see ChainOptions.otherSlots). */
  readonly otherSlot: boolean;
}

export interface ChainOptions {
  /**
   * The files that start another slot's work: a header fragment's module, the shell's services. What their code
   * asks for runs beside the content and never holds it up, yet a busy machine, rendering the content late, starts
   * it before the content shows; a request whose chain passes through one of these files is left out of the count.
   */
  readonly otherSlots?: RegExp;
}

export interface RequestChain {
  readonly requests: readonly ChainRequest[];
  /**
   * The deepest request started before the content was shown (deferred ones and other slots' aside), and its chain
   * from the page: the round trips the content waited for.
   */
  readonly hopsBeforeContent: number;
  readonly deepestChain: readonly string[];
  /** The same over every slot's requests: the header's fragments too, which a busy machine starts before the content. */
  readonly hopsBeforeContentAllSlots: number;
  readonly deepestChainAllSlots: readonly string[];
  /** Milliseconds from the navigation until the content selector matched a visible element. */
  readonly contentAtMs: number;
}

const DEFERRING = /^(?:setTimeout|setInterval|requestIdleCallback)$/;

function deferredByStack(stack: StackTrace | undefined): boolean {
  for (let trace = stack; trace; trace = trace.parent) if (trace.description && DEFERRING.test(trace.description)) return true;
  return false;
}

function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let trace = stack; trace; trace = trace.parent) for (const frame of trace.callFrames) if (frame.url) urls.push(frame.url);
  return urls;
}

/** Starts recording; call before `page.goto`. */
export async function recordRequestChain(
  page: Page,
  options: ChainOptions = {},
): Promise<{ finish(contentSelector: string, timeoutMs: number): Promise<RequestChain> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: RequestEvent[] = [];
  const finished = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event: RequestEvent) => events.push(event));
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) => finished.set(event.requestId, event.timestamp));
  await cdp.send('Network.enable');
  // Async call stacks, so a request started after an await still names the code that awaited.
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  await page.addInitScript(() => {
    const win = window as unknown as { __contentSelector?: string; __contentAt?: number };
    const check = () => {
      if (win.__contentAt !== undefined || !win.__contentSelector) return;
      for (const element of Array.from(document.querySelectorAll(win.__contentSelector))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) {
          win.__contentAt = performance.now();
          return;
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    const frame = () => {
      check();
      if (win.__contentAt === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

  return {
    async finish(contentSelector, timeoutMs) {
      await page.evaluate((selector) => {
        (window as unknown as { __contentSelector?: string }).__contentSelector = selector;
      }, contentSelector);
      const contentAtMs = (await (
        await page.waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt, undefined, { timeout: timeoutMs, polling: 50 })
      ).jsonValue()) as number;
      await cdp.detach();

      const depthOf = new Map<string, { depth: number; parent: string | undefined; deferred: boolean; otherSlot: boolean }>();
      const ofOtherSlot = (url: string) => options.otherSlots?.test(new URL(url).pathname) ?? false;
      const requests: ChainRequest[] = [];
      const navigation = events.find((event) => event.type === 'Document');
      for (const event of events) {
        const url = event.request.url;
        if (url.startsWith('data:')) continue;
        let depth = 1;
        let parent: string | undefined;
        let deferred = false;
        let starters: string[] = [];
        if (event !== navigation) {
          deferred = deferredByStack(event.initiator.stack);
          starters = [event.initiator.url, ...stackUrls(event.initiator.stack)].filter((starter): starter is string => starter !== undefined);
          for (const starter of starters) {
            const known = depthOf.get(starter);
            if (known && known.depth + 1 > depth) {
              depth = known.depth + 1;
              parent = starter;
            }
          }
          // A request with no known starter came from the page itself.
          if (parent === undefined && navigation) {
            depth = 2;
            parent = navigation.request.url;
          }
        }
        // A second request for a file (a preload the page did not use) is the one whose code ran.
        if (parent !== undefined && depthOf.get(parent)?.deferred) deferred = true;
        const otherSlot = ofOtherSlot(url) || (parent !== undefined && (depthOf.get(parent)?.otherSlot ?? false));
        depthOf.set(url, { depth, parent, deferred, otherSlot });
        requests.push({
          url,
          method: event.request.method,
          type: event.type ?? 'Other',
          timestamp: event.timestamp,
          finishedAt: finished.get(event.requestId),
          starters,
          depth,
          parent,
          deferred,
          otherSlot,
        });
      }
      const start = navigation?.timestamp ?? requests[0]?.timestamp ?? 0;
      const beforeContent = requests.filter((request) => !request.deferred && request.timestamp <= start + contentAtMs / 1000);
      const deepestOf = (candidates: readonly ChainRequest[]) => {
        const deepest = candidates.reduce<ChainRequest | undefined>((best, request) => (!best || request.depth > best.depth ? request : best), undefined);
        const chain: string[] = [];
        for (let url = deepest?.url; url !== undefined; url = depthOf.get(url)?.parent) {
          chain.unshift(url);
          if (chain.length > 50) break;
        }
        return { hops: deepest?.depth ?? 0, chain };
      };
      const content = deepestOf(beforeContent.filter((request) => !request.otherSlot));
      const all = deepestOf(beforeContent);
      return {
        requests,
        hopsBeforeContent: content.hops,
        deepestChain: content.chain,
        hopsBeforeContentAllSlots: all.hops,
        deepestChainAllSlots: all.chain,
        contentAtMs,
      };
    },
  };
}
