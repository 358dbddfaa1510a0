import { getCart, type Cart } from '@storefront/shared/cart';
import { call, createIntentCall, isApiError, isUnclearFailure } from '@storefront/shared/platform/api';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import type { EventPayload } from '@storefront/shared/platform/events';
import { createCartBroadcast } from './cart-broadcast';
import type { CartSessionState } from './cart-session-state';

/**
 * The heart of the cart session, which its parts (the change queue, the validation, the service selection,
 * the merge) work on: the state, the cart as the backend last answered it, and the one queue of changes.
 */
export interface CartCore {
  readonly services: StorefrontServices;
  state(): CartSessionState;
  setState(next: Partial<CartSessionState>): void;
  subscribe(listener: () => void): () => void;
  /** The cart as the backend now has it: shown, and (changed, unless told not to) announced to the page and the other tabs. */
  applyCart(cart: Cart | null, announce?: boolean): void;
  /** Loads the cart (again); a 404 clears it (doc 2 §8). */
  load(): Promise<Cart | null>;
  /** Validates the cart now. */
  validate(): Promise<void>;
  /** A change of the cart: its answer is the cart as it now is, validated after it. */
  change(request: () => Promise<Cart>): Promise<Cart>;
  /** Runs a change after the ones before it, so each starts from the cart the one before left. */
  enqueue<T>(task: () => Promise<T>): Promise<T>;
  /** The shopper's change as an intent: clicked again on the same cart, it goes with the same Idempotency-Key. */
  readonly intentCall: ReturnType<typeof createIntentCall>;
  /** Counts a change answered: a load or validation that began before it is stale. */
  markChanged(): void;
  /** How many changes have been answered. */
  changeCount(): number;
  /** The cart of this moment, loaded first when none is known yet. */
  currentCart(): Promise<Cart | null>;
  isDisposed(): boolean;
  /** Stops the broadcast to the other tabs; the session's listeners are cleared last (clearListeners). */
  dispose(): void;
  clearListeners(): void;
}

/** Whether a failed call means the cart is gone (doc 2 §8: 404 clears the local cart). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function sameCart(a: Cart | null | undefined, b: Cart | null | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The store of a click-and-collect cart, which the add calls name. */
export function storeQuery(cart: Cart | null | undefined): { storeId?: string } {
  const storeId = cart?.distributionAddress?.storeId;
  return storeId ? { storeId } : {};
}

/**
 * What `cart:updated` says of a cart: its line count, its total and each product line, so the other parts of
 * the page learn the quantities from the cart the cart remote already has instead of reading it again.
 */
export function cartAnnouncement(cart: Cart | null | undefined): EventPayload<'cart:updated'> {
  return {
    lineItemCount: cart?.lineItemCount ?? 0,
    total: cart?.priceInfo.total ?? 0,
    lines: (cart?.productLineItems ?? []).map((line) => ({ sku: line.product.sku, quantity: line.quantity, lineItemId: line.lineItemId })),
  };
}

export interface CartCoreOptions {
  /** The page's path (which route the shopper is on). */
  readonly currentPath: () => string;
  /** The validation of the cart, run after each load and change (the validation poll's). */
  readonly validate: () => Promise<void>;
}

export function createCartCore(services: StorefrontServices, { currentPath, validate }: CartCoreOptions): CartCore {
  const { api, events } = services;
  let state: CartSessionState = { cart: undefined, loadError: undefined, validationErrors: [], validated: false, dialog: null };
  const listeners = new Set<() => void>();
  let loading: Promise<Cart | null> | undefined;
  // Changes run one after another, so each starts from the cart the one before left.
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;
  /** How many changes have been answered: a load or validation that began before the last one is stale. */
  let changes = 0;
  // The shopper's add, quantity and remove are intents: clicked again after an unclear failure, on the cart
  // the page still shows, the same change goes with the same Idempotency-Key, so the backend applies it once.
  // Once the page shows another cart, the same request is a new change with a key of its own: the old key
  // would only get the old stored answer replayed, and the new change would never be applied.
  const intentCall = createIntentCall(api, { basis: () => JSON.stringify(state.cart) });

  function setState(next: Partial<CartSessionState>): void {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  }

  /** The finalized-cart rules, loaded when a cart is in payment or a change is refused. */
  const finalizedCartRules = () => import(/* webpackChunkName: "finalized-cart" */ './finalized-cart');

  /** A FINALIZED cart outside payment finalization and checkout leads to payment finalization (finalized-cart.ts). */
  function followFinalizedCart(cart: Cart | null): void {
    if (cart?.cartStatus !== 'FINALIZED') return;
    void finalizedCartRules().then((rules) => {
      if (!disposed && state.cart?.cartStatus === 'FINALIZED') rules.followFinalizedCart(services, currentPath());
    });
  }

  function applyCart(cart: Cart | null, announce = true): void {
    const known = state.cart !== undefined;
    const changed = !sameCart(state.cart, cart);
    setState({ cart, loadError: undefined });
    followFinalizedCart(cart);
    if (changed && announce) {
      const announcement = cartAnnouncement(cart);
      events.publish('cart:updated', announcement);
      // The page's first read of the cart is news to the page, not to the other tabs: they have it already.
      if (known) broadcast.post(announcement.lineItemCount);
    }
  }

  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch((error: unknown) => {
      // A change that ended without a clear answer may have been applied: the cart is read again, so the page
      // shows what the backend holds (as the parts of the page that read it themselves do), and the shopper's
      // click again is asked for on that. Still without the change, the click again is the same intent, under
      // its key; with it, a new one. (Read once the change is over: its own retries keep their key meanwhile.)
      if (isUnclearFailure(error)) void load().catch(() => undefined);
    });
    return run;
  }

  async function load(): Promise<Cart | null> {
    const seen = changes;
    loading ??= call(api, getCart)
      .then(
        (cart) => {
          // A change answered meanwhile holds the newer cart: this answer is older than it.
          if (changes !== seen) return state.cart ?? null;
          applyCart(cart);
          // Validated whenever it arrives, so the page shows its errors at once.
          void validate();
          return cart;
        },
        (error: unknown) => {
          // A 404 to the cart fetch clears the local cart (doc 2 §8): the shopper has none.
          if (isNotFound(error)) {
            applyCart(null);
            return null;
          }
          setState({ loadError: error });
          throw error;
        },
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  async function change(request: () => Promise<Cart>): Promise<Cart> {
    try {
      const cart = await request();
      changes += 1;
      applyCart(cart);
      void validate();
      return cart;
    } catch (error) {
      if (isNotFound(error) && isApiError(error) && error.details.errorCode === 'cartNotFound') {
        applyCart(null);
        void load().catch(() => undefined);
      }
      // errorCode 3 (a 409): the backend's cart is FINALIZED (doc 2 §8). The cart as it is now is loaded,
      // and a FINALIZED one leads to payment finalization (followFinalizedCart).
      if (isApiError(error) && error.status === 409) {
        void finalizedCartRules().then((rules) => (rules.isFinalizedCartError(error) ? load() : undefined)).catch(() => undefined);
      }
      throw error;
    }
  }

  // Another tab changed the cart: ask for it again.
  const broadcast = createCartBroadcast(() => {
    void load().catch(() => undefined);
  });

  const core: CartCore = {
    services,
    state: () => state,
    setState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyCart,
    load,
    validate,
    change,
    enqueue,
    intentCall,
    markChanged: () => {
      changes += 1;
    },
    changeCount: () => changes,
    currentCart: async () => (state.cart === undefined ? load() : state.cart),
    isDisposed: () => disposed,
    dispose() {
      disposed = true;
      broadcast.close();
    },
    clearListeners: () => listeners.clear(),
  };
  return core;
}
