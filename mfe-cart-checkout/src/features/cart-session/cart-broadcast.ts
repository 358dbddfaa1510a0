/**
 * Tells the shopper's other tabs that the cart changed, so their mini-cart and
 * cart page ask for it again. BroadcastChannel where the browser has it;
 * otherwise the storage event of a local storage key.
 *
 * A page the browser keeps in its back/forward cache hears nobody meanwhile:
 * its channel is closed when the page is put away (an open channel that gets a
 * message would cost the page its place in that cache, and every new page of
 * the shop announces its cart), and when the page comes back the cart is read
 * again, as another tab may have changed it.
 */
export interface CartBroadcast {
  post(lineItemCount: number): void;
  close(): void;
}

const CHANNEL = 'storefront-cart';
const STORAGE_KEY = 'storefront-cart-changed';

export function createCartBroadcast(onOtherTabChanged: () => void): CartBroadcast {
  if (typeof window === 'undefined') return { post: () => undefined, close: () => undefined };
  return typeof BroadcastChannel === 'function' ? channelBroadcast(onOtherTabChanged) : storageBroadcast(onOtherTabChanged);
}

function channelBroadcast(onOtherTabChanged: () => void): CartBroadcast {
  let channel: BroadcastChannel | undefined;
  const open = () => {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => onOtherTabChanged();
  };
  const onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    channel?.close();
    channel = undefined;
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || channel) return;
    open();
    onOtherTabChanged();
  };
  open();
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return {
    post: (lineItemCount) => channel?.postMessage({ lineItemCount }),
    close() {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      channel?.close();
      channel = undefined;
    },
  };
}

function storageBroadcast(onOtherTabChanged: () => void): CartBroadcast {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onOtherTabChanged();
  };
  // Storage events are not kept for a page in the back/forward cache either.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) onOtherTabChanged();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return {
    post(lineItemCount) {
      try {
        // A new value each time, or the other tabs get no storage event.
        localStorage.setItem(STORAGE_KEY, `${Date.now()}:${lineItemCount}`);
      } catch {
        // Storage may be full or blocked: the other tabs then catch up on their next validation.
      }
    },
    close() {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}
