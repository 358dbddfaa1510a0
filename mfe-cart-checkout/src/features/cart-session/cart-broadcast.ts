/**
 * Tells the shopper's other tabs that the cart changed, so their mini-cart and
 * cart page ask for it again (the "across tabs"). BroadcastChannel
 * where the browser has it; otherwise the storage event of a local storage key.
 */
export interface CartBroadcast {
  post(lineItemCount: number): void;
  close(): void;
}

const CHANNEL = 'storefront-cart';
const STORAGE_KEY = 'storefront-cart-changed';

export function createCartBroadcast(onOtherTabChanged: () => void): CartBroadcast {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => onOtherTabChanged();
    return { post: (lineItemCount) => channel.postMessage({ lineItemCount }), close: () => channel.close() };
  }
  if (typeof window === 'undefined') return { post: () => undefined, close: () => undefined };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onOtherTabChanged();
  };
  window.addEventListener('storage', onStorage);
  return {
    post(lineItemCount) {
      try {
        // A new value each time, or the other tabs get no storage event.
        localStorage.setItem(STORAGE_KEY, `${Date.now()}:${lineItemCount}`);
      } catch {
        // Storage may be full or blocked: the other tabs then catch up on their next validation.
      }
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}
