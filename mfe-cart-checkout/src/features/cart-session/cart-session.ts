import {
  addDiscountCode,
  removeDiscountCode,
  setCartDistributionAddress,
  setCrateDepositDesired,
  type AddOutcome,
  type Cart,
  type ProductLineItem,
} from '@storefront/shared/cart';
import type { DistributionAddressInput } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { createCartChanges } from './cart-changes';
import { createCartCore } from './cart-core';
import { createCartMerge } from './cart-merge';
import { createCartTracker } from './cart-tracking';
import { createServiceSelection } from './service-selection';
import type { BulkItem, CartSessionState } from './cart-session-state';
import { createCartValidation } from './validation-poll';

/*
 * The page's cart session, composed of its parts: the core (the cart as the backend last answered it, its
 * loads and the one queue of changes, cart-core.ts), the shopper's changes of the lines (cart-changes.ts),
 * the service selection (service-selection.ts), the merge at login (cart-merge.ts) and the validation poll
 * (validation-poll.ts).
 */

/** The outcomes of an add (doc 2 §4, §8), as `cart:item-add-outcome` carries them. */
export type { AddOutcome };
export type { BulkItem, CartDialog, CartSessionState } from './cart-session-state';

export interface CartSession {
  snapshot(): CartSessionState;
  subscribe(listener: () => void): () => void;
  /** Loads the cart (again); a 404 clears it (doc 2 §8). */
  load(): Promise<Cart | null>;
  /** Validates the cart now. */
  validate(): Promise<void>;
  /** The add-to-cart flow of doc 2 §4: service selection first, then the line raised, capped at maxQuantity. */
  addItem(request: { readonly sku: string; readonly quantity: number }): Promise<AddOutcome>;
  /**
   * The bulk add (POST /api/carts/items/bulk) after the same service selection: how many lines grew,
   * and the names of the items the backend did not add or raise (shown in a dialog).
   */
  addItems(items: readonly BulkItem[]): Promise<{ readonly added: number; readonly notAdded: readonly string[] } | 'abortedserviceselection'>;
  /** The shopper read which items were not added. */
  dismissNotAdded(): void;
  /** Sets a line's quantity: raised with an add, lowered by removing the line and adding it back with the new quantity. */
  setQuantity(line: ProductLineItem, quantity: number): Promise<void>;
  removeLines(lineItemIds: readonly string[]): Promise<void>;
  removeAll(): Promise<void>;
  addDiscountCode(code: string): Promise<void>;
  removeDiscountCode(code: string): Promise<void>;
  setCrateDepositDesired(desired: boolean): Promise<void>;
  /** Saves the shopper's service choice (POST /api/carts/distribution-address). */
  chooseService(address: DistributionAddressInput): Promise<void>;
  /** Opens the service selection dialog; true once a service is chosen, false when the shopper closed it. */
  requestServiceSelection(): Promise<boolean>;
  /** The shopper closed the service selection dialog; `chosen` once the choice was saved. */
  settleServiceSelection(chosen: boolean): void;
  /** The shopper put an optional service selection off ("Später wählen"): the add that opened it goes on. */
  skipServiceSelection(): void;
  /** The shopper's answer in the merge dialog: merge both carts, or keep the customer's cart only. */
  settleMerge(choice: 'merge' | 'discard'): Promise<void>;
  /** Registers a place that can show the cart's dialogs (the first one registered shows them); answers its release. */
  claimDialogHost(id: string): () => void;
  /** Whether this place shows the cart's dialogs. */
  isPrimaryDialogHost(id: string): boolean;
  /** Whether any place of the page can show the cart's dialogs. */
  hasDialogHost(): boolean;
  /** Stops the polling, the listeners and the broadcast (when the last part of the remote leaves). */
  dispose(): void;
}

const sessions = new WeakMap<StorefrontServices, { session: CartSession; users: number }>();

/**
 * The one cart session of a page: every part of this remote (the add-to-cart
 * handler, the mini-cart, the cart page, the dialogs) shares it through the
 * services object the shell created once. It starts with the first user and
 * stops with the last.
 */
export function acquireCartSession(services: StorefrontServices): { session: CartSession; release: () => void } {
  let entry = sessions.get(services);
  if (!entry) {
    entry = { session: createCartSession(services), users: 0 };
    sessions.set(services, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    session: held.session,
    release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users === 0) {
        held.session.dispose();
        sessions.delete(services);
      }
    },
  };
}

export interface CartSessionOptions {
  /** The validation poll's interval (doc 2 §9: 60,000 ms); tests pass their own. */
  readonly pollIntervalMs?: number;
  /** The page's path (which route the shopper is on); the browser's location by default. */
  readonly currentPath?: () => string;
}

/**
 * A navigation of the page that the shell's router made (its history entry
 * changed): the Navigation API where the browser has it, else only the back
 * and forward buttons. Answers the unsubscribe.
 */
function onPageNavigation(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const navigationApi = (window as { navigation?: EventTarget }).navigation;
  navigationApi?.addEventListener('navigatesuccess', listener);
  window.addEventListener('popstate', listener);
  return () => {
    navigationApi?.removeEventListener('navigatesuccess', listener);
    window.removeEventListener('popstate', listener);
  };
}

export function createCartSession(services: StorefrontServices, options: CartSessionOptions = {}): CartSession {
  const { api, events } = services;
  const currentPath = options.currentPath ?? (() => (typeof window === 'undefined' ? '/' : window.location.pathname));
  const core = createCartCore(services, { currentPath, validate: () => validation.validate() });
  const validation = createCartValidation(core, options.pollIntervalMs);
  const serviceSelection = createServiceSelection(core);
  const tracker = createCartTracker(services);
  const changes = createCartChanges(core, serviceSelection, tracker);
  const merge = createCartMerge(core, () => tracker.forgetVisitor());
  const hosts: string[] = [];

  // Another part of the page changed the cart: its count or total differs, so ask again.
  const unsubscribeUpdates = events.subscribe('cart:updated', ({ lineItemCount, total }) => {
    const cart = core.state().cart;
    if (cart === undefined) return;
    if (lineItemCount !== (cart?.lineItemCount ?? 0) || (total !== undefined && total !== (cart?.priceInfo.total ?? 0))) {
      void core.load().catch(() => undefined);
    }
  });

  // The shopper moved to another page while the cart is FINALIZED: it is asked for again, and followed.
  const stopFollowingNavigation = onPageNavigation(() => {
    if (core.state().cart?.cartStatus === 'FINALIZED') void core.load().catch(() => undefined);
  });

  return {
    snapshot: core.state,
    subscribe: core.subscribe,
    load: core.load,
    validate: validation.validate,
    ...changes,
    dismissNotAdded: () => {
      if (core.state().dialog?.kind === 'not-added') core.setState({ dialog: null });
    },
    addDiscountCode: (code) =>
      core.enqueue(async () => {
        await core.change(() => call(api, addDiscountCode, { body: { code } }));
      }),
    removeDiscountCode: (code) =>
      core.enqueue(async () => {
        await core.change(() => call(api, removeDiscountCode, { query: { code } }));
      }),
    setCrateDepositDesired: (desired) =>
      core.enqueue(async () => {
        await core.change(() => call(api, setCrateDepositDesired, { body: { crateDepositDesired: desired } }));
      }),
    chooseService: async (address) => {
      await core.change(() => call(api, setCartDistributionAddress, { body: address }));
    },
    requestServiceSelection: () => serviceSelection.open(false).then((answer) => answer === 'chosen'),
    settleServiceSelection: (chosen) => serviceSelection.answer(chosen ? 'chosen' : 'aborted'),
    skipServiceSelection: () => serviceSelection.answer('skipped'),
    settleMerge: merge.settle,
    claimDialogHost(id) {
      hosts.push(id);
      core.setState({});
      return () => {
        const index = hosts.indexOf(id);
        if (index >= 0) hosts.splice(index, 1);
        core.setState({});
      };
    },
    isPrimaryDialogHost: (id) => hosts[0] === id,
    hasDialogHost: () => hosts.length > 0,
    dispose() {
      if (core.isDisposed()) return;
      core.dispose();
      validation.stop();
      merge.stop();
      unsubscribeUpdates();
      stopFollowingNavigation();
      serviceSelection.answer('aborted');
      core.clearListeners();
    },
  };
}
