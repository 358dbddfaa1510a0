import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartBroadcast, type CartBroadcast } from './cart-broadcast';

/** The browser puts the page in its back/forward cache, or brings it back from there. */
function pageTransition(type: 'pagehide' | 'pageshow', persisted: boolean): void {
  window.dispatchEvent(new PageTransitionEvent(type, { persisted }));
}

/** A message between tabs arrives asynchronously: long enough for one to have come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let broadcast: CartBroadcast | undefined;
let otherTab: BroadcastChannel | undefined;
afterEach(() => {
  broadcast?.close();
  otherTab?.close();
});

describe('the cart broadcast between tabs', () => {
  it('tells this tab when another one changed the cart, and the other tabs when this one did', async () => {
    const changed = vi.fn();
    broadcast = createCartBroadcast(changed);
    otherTab = new BroadcastChannel('storefront-cart');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    otherTab.postMessage({ lineItemCount: 2 });
    broadcast.post(3);
    await settle();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([{ lineItemCount: 3 }]);
  });

  it('hears nothing while the page is in the back/forward cache, and reads the cart again when it comes back', async () => {
    const changed = vi.fn();
    broadcast = createCartBroadcast(changed);
    otherTab = new BroadcastChannel('storefront-cart');
    pageTransition('pagehide', true);
    // Every new page of the shop announces its cart: a kept page that heard it would lose its place in that cache.
    otherTab.postMessage({ lineItemCount: 2 });
    await settle();
    expect(changed).not.toHaveBeenCalled();

    pageTransition('pageshow', true);
    expect(changed).toHaveBeenCalledTimes(1);
    // Back on screen it hears the other tabs again.
    otherTab.postMessage({ lineItemCount: 4 });
    await settle();
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('a page that is shown for the first time, or left for good, does not read the cart for it', async () => {
    const changed = vi.fn();
    broadcast = createCartBroadcast(changed);
    pageTransition('pageshow', false);
    pageTransition('pagehide', false);
    await settle();
    expect(changed).not.toHaveBeenCalled();
  });

  it('once closed, it neither hears nor reads again when a kept page comes back', async () => {
    const changed = vi.fn();
    broadcast = createCartBroadcast(changed);
    broadcast.close();
    otherTab = new BroadcastChannel('storefront-cart');
    otherTab.postMessage({ lineItemCount: 2 });
    pageTransition('pagehide', true);
    pageTransition('pageshow', true);
    await settle();
    expect(changed).not.toHaveBeenCalled();
  });
});
