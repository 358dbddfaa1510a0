import {
  addCartItem,
  addCartItems,
  addDiscountCode,
  assignCartToCustomer,
  CART_VALIDATION_POLL_INTERVAL_MS,
  decideCartMerge,
  getCart,
  mergeCart,
  nextQuantityOnAdd,
  removeAllCartItems,
  removeCartItems,
  removeDiscountCode,
  setCartDistributionAddress,
  setCrateDepositDesired,
  validateCart,
  type AddCartItemsResult,
  type Cart,
  type CartValidationError,
  type ProductLineItem,
} from '@storefront/shared/cart';
import type { DistributionAddressInput } from '@storefront/shared/distribution';
import { call, createIntentCall, isApiError, isUnclearFailure } from '@storefront/shared/platform/api';
import type { SessionStatus, StorefrontServices } from '@storefront/shared/platform/contracts';
import { createCartBroadcast, type CartBroadcast } from './cart-broadcast';
import type { ServicePromptStep } from './service-prompt';
import { trackCartChange, type VisitorType } from './cart-tracking';

/** The outcomes of an add (doc 2 §4, §8), as `cart:item-add-outcome` carries them. */
export type AddOutcome = 'added' | 'addproductaborted' | 'abortedserviceselection' | 'maxquantityreached';

/** One item of a bulk add; its name says which one could not be added. */
export interface BulkItem {
  readonly sku: string;
  readonly quantity: number;
  readonly name?: string | undefined;
}

/** A dialog the cart asks the shopper with: the service selection, or the merge of two carts after login. */
export type CartDialog =
  /** `optional`: the tenant's prompt may be put off ("Später wählen", doc 2 §4); the add then goes on without a service. */
  | { readonly kind: 'service-selection'; readonly optional?: true }
  | { readonly kind: 'not-added'; readonly names: readonly string[] }
  | { readonly kind: 'merge'; readonly localCart: Cart; readonly customerCart: Cart };

export interface CartSessionState {
  /** The cart; null when the shopper has none; undefined until the first answer. */
  readonly cart: Cart | null | undefined;
  /** Why the cart could not be loaded, while it could not. */
  readonly loadError: unknown;
  /** The errors of the last validation (doc 2 §4, §8). */
  readonly validationErrors: readonly CartValidationError[];
  /**
   * Whether a validation has answered (or failed) since the session began: until
   * then the errors are not known yet, and a page that shows them waits.
   */
  readonly validated: boolean;
  /** The dialog waiting for the shopper, if any. */
  readonly dialog: CartDialog | null;
}

export interface CartSession {
  snapshot(): CartSessionState;
  subscribe(listener: () => void): () => void;
  /** Loads the cart (again); a 404 clears it (doc 2 §8). */
  load(): Promise<Cart | null>;
  /** Validates the cart now (doc 2 §4). */
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
  /** Stops the polling, the listeners and the broadcast (when the last part of the remote leaves). */
  dispose(): void;
}

/** How the service selection of an add ended: a service chosen, put off (an optional prompt), or the dialog closed. */
type ServiceAnswer = 'chosen' | 'skipped' | 'aborted';

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

/** Whether the cart holds this sku as its delivery pass or as a voucher (by its article id), not as an article. */
function isExtraLine(cart: Cart | null | undefined, sku: string): boolean {
  if (!cart) return false;
  return cart.deliveryPassLineItem?.sku === sku || (cart.voucherLineItems ?? []).some((voucher) => voucher.articleId === sku);
}

/** Whether a failed call means the cart is gone (doc 2 §8: 404 clears the local cart). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

function sameCart(a: Cart | null | undefined, b: Cart | null | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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
  const { api, events, session: customerSession } = services;
  // The shopper's add, quantity and remove are intents: clicked again after an unclear failure, on the cart
  // the page still shows, the same change goes with the same Idempotency-Key, so the backend applies it once
  // (docs/architecture.md, "Failure is normal"). Once the page shows another cart, the same request is a new change with a key of its own:
  // the old key would only get the old stored answer replayed, and the new change would never be applied.
  const intentCall = createIntentCall(api, { basis: () => JSON.stringify(state.cart) });
  const pollIntervalMs = options.pollIntervalMs ?? CART_VALIDATION_POLL_INTERVAL_MS;
  const currentPath = options.currentPath ?? (() => (typeof window === 'undefined' ? '/' : window.location.pathname));
  let state: CartSessionState = { cart: undefined, loadError: undefined, validationErrors: [], validated: false, dialog: null };
  const listeners = new Set<() => void>();
  const hosts: string[] = [];
  let serviceSelection: { promise: Promise<ServiceAnswer>; resolve: (answer: ServiceAnswer) => void } | undefined;
  // The tenant's prompt (doc 2 §4): required, or optional with its interval (counted in the tab's sessionStorage).
  // A chunk of its own, loaded at the first add without a service: most adds have one.
  let servicePrompt: Promise<{ next(): ServicePromptStep }> | undefined;
  let loading: Promise<Cart | null> | undefined;
  let validating: Promise<void> | undefined;
  // Changes run one after another, so each starts from the cart the one before left.
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;
  /** How many changes have been answered: a load or validation that began before the last one is stale. */
  let changes = 0;

  function setState(next: Partial<CartSessionState>): void {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  }

  /** The finalized-cart rules (doc 2 §2, §4, §8), loaded when a cart is in payment or a change is refused. */
  const finalizedCartRules = () => import(/* webpackChunkName: "finalized-cart" */ './finalized-cart');

  /** A FINALIZED cart outside payment finalization and checkout leads to payment finalization (finalized-cart.ts). */
  function followFinalizedCart(cart: Cart | null): void {
    if (cart?.cartStatus !== 'FINALIZED') return;
    void finalizedCartRules().then((rules) => {
      if (!disposed && state.cart?.cartStatus === 'FINALIZED') rules.followFinalizedCart(services, currentPath());
    });
  }

  /** The cart as the backend now has it: shown, announced to the page and to the other tabs. */
  function applyCart(cart: Cart | null, announce = true): void {
    const changed = !sameCart(state.cart, cart);
    setState({ cart, loadError: undefined });
    followFinalizedCart(cart);
    if (changed && announce) {
      const lineItemCount = cart?.lineItemCount ?? 0;
      events.publish('cart:updated', { lineItemCount, total: cart?.priceInfo.total ?? 0 });
      broadcast.post(lineItemCount);
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
          // Validated whenever it arrives, so the page shows its errors at once (doc 2 §4).
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

  /**
   * The validation (doc 2 §4): its errors are kept, and its cart replaces the
   * local one when they differ. A 404 or 400 resets the cart (doc 2 §8): the
   * local one is dropped and the backend asked again.
   */
  async function validate(): Promise<void> {
    if (!state.cart) return;
    if (validating) return validating;
    // A change answered while the validation ran makes its answer stale (the cart before the change
    // replaced the newer one, and its errors were the old cart's): it is dropped and the cart validated again.
    const seen = changes;
    const stale = () => changes !== seen;
    validating = call(api, validateCart)
      .then(
        ({ cartDTO, errors }) => {
          if (stale()) return;
          setState({ validationErrors: errors, validated: true });
          if (!sameCart(state.cart, cartDTO)) applyCart(cartDTO);
        },
        async (error: unknown) => {
          if (stale()) return;
          // Unanswered, the errors stay unknown: a page waiting for them shows the cart as it is.
          setState({ validated: true });
          if (isApiError(error) && (error.status === 404 || error.status === 400)) {
            setState({ validationErrors: [] });
            applyCart(null);
            await load().catch(() => undefined);
          }
          // Any other failure keeps the last result: the next poll asks again.
        },
      )
      .finally(() => {
        validating = undefined;
        if (stale() && !disposed) void validate();
      });
    return validating;
  }

  /** A change of the cart: its answer is the cart as it now is, and the cart is validated after it (doc 2 §4). */
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

  // The visitor type of the tracking (doc 2 §1): asked once per login whether the customer is a loyalty member.
  let loyaltyMember: Promise<boolean> | undefined;
  async function visitorType(): Promise<VisitorType> {
    if (customerSession.snapshot().status !== 'authenticated') return 'guest';
    if (!services.config.isEnabled('featureJoe')) return 'customer';
    loyaltyMember ??= import(/* webpackChunkName: "loyalty-membership" */ './loyalty-membership').then(
      (module) => module.isLoyaltyMember(api),
      () => false,
    );
    return (await loyaltyMember) ? 'loyalty' : 'customer';
  }
  /** Tracks a change the backend confirmed, with the visitor type. */
  function track(kind: 'add' | 'remove', product: ProductLineItem['product'], quantity: number): void {
    if (quantity <= 0) return;
    void visitorType().then((type) => trackCartChange(services, type, kind, product, quantity));
  }

  function storeQuery(cart: Cart | null | undefined): { storeId?: string } {
    const storeId = cart?.distributionAddress?.storeId;
    return storeId ? { storeId } : {};
  }

  async function currentCart(): Promise<Cart | null> {
    return state.cart === undefined ? load() : state.cart;
  }

  function openServiceSelection(optional: boolean): Promise<ServiceAnswer> {
    if (serviceSelection) return serviceSelection.promise;
    let resolve!: (answer: ServiceAnswer) => void;
    const promise = new Promise<ServiceAnswer>((settle) => {
      resolve = settle;
    });
    serviceSelection = { promise, resolve };
    setState({ dialog: optional ? { kind: 'service-selection', optional } : { kind: 'service-selection' } });
    return promise;
  }

  function answerServiceSelection(answer: ServiceAnswer): void {
    const pending = serviceSelection;
    serviceSelection = undefined;
    if (state.dialog?.kind === 'service-selection') setState({ dialog: null });
    pending?.resolve(answer);
  }

  /**
   * An add without a service (doc 2 §4): the tenant's prompt decides. Required, the dialog opens (choose or
   * abort). Optional, it opens once and the next `interval` adds go on without it; in it the shopper may also
   * put the choice off, and the add goes on.
   */
  async function serviceForAdd(): Promise<ServiceAnswer> {
    servicePrompt ??= import(/* webpackChunkName: "service-prompt" */ './service-prompt').then((module) =>
      module.createServicePrompt(services.config.tenant.clientRuntimeConfig.serviceSelectionPrompt),
    );
    const step = (await servicePrompt.catch((error: unknown) => {
      servicePrompt = undefined;
      throw error;
    })).next();
    if (step === 'skip') return 'skipped';
    return openServiceSelection(step === 'optional');
  }

  async function addItem({ sku, quantity }: { sku: string; quantity: number }): Promise<AddOutcome> {
    return enqueue(async () => {
      let cart = await currentCart();
      // A service (store or address) is chosen before anything is added, unless the tenant's prompt is optional (doc 2 §4).
      if (!cart?.distributionAddress) {
        if ((await serviceForAdd()) === 'aborted') return 'abortedserviceselection';
        cart = state.cart ?? null;
      }
      const line = cart?.productLineItems.find((item) => item.product.sku === sku);
      let amount = quantity;
      if (line) {
        // Already in the cart: raised, capped at maxQuantity in whole steps (doc 2 §4).
        const next = nextQuantityOnAdd({
          currentQuantity: line.quantity,
          requested: quantity,
          maxQuantity: line.product.maxQuantity,
          quantityStepSize: line.product.quantityStepSize,
        });
        if (next.outcome === 'maxquantityreached') return 'maxquantityreached';
        amount = next.quantity - line.quantity;
      }
      const updated = await change(() => intentCall(addCartItem, { body: { sku, quantity: amount }, query: storeQuery(cart) }));
      // A delivery pass or a voucher has a line of its own (doc 2 §3): added when the cart now holds it and did not before.
      if (!line && isExtraLine(updated, sku)) return isExtraLine(cart, sku) ? 'maxquantityreached' : 'added';
      const after = updated.productLineItems.find((item) => item.product.sku === sku);
      const before = line?.quantity ?? 0;
      // The backend caps too: a line that did not grow was already at its maximum.
      if (!after || after.quantity <= before) return 'maxquantityreached';
      track('add', after.product, after.quantity - before);
      return 'added';
    });
  }

  async function addItems(items: readonly BulkItem[]) {
    return enqueue(async () => {
      let cart = await currentCart();
      if (!cart?.distributionAddress) {
        if ((await serviceForAdd()) === 'aborted') return 'abortedserviceselection' as const;
        cart = state.cart ?? null;
      }
      const before = new Map((cart?.productLineItems ?? []).map((line) => [line.product.sku, line.quantity]));
      let result: AddCartItemsResult | undefined;
      await change(async () => {
        result = await intentCall(addCartItems, { body: { items: items.map(({ sku, quantity }) => ({ sku, quantity })) }, query: storeQuery(cart) });
        return result.cartDTO;
      });
      let added = 0;
      for (const line of result?.cartDTO.productLineItems ?? []) {
        const grown = line.quantity - (before.get(line.product.sku) ?? 0);
        if (grown > 0 && items.some((item) => item.sku === line.product.sku)) {
          added += 1;
          track('add', line.product, grown);
        }
      }
      // Which items were not added, by name (the request's, else the sku): the shopper sees them in a dialog.
      const notAdded = (result?.notAddedOrUpdatedItems ?? []).map(({ sku }) => items.find((item) => item.sku === sku)?.name ?? sku);
      if (notAdded.length > 0) setState({ dialog: { kind: 'not-added', names: notAdded } });
      return { added, notAdded };
    });
  }

  async function setQuantity(line: ProductLineItem, quantity: number): Promise<void> {
    return enqueue(async () => {
      if (quantity === line.quantity) return;
      const cart = state.cart;
      if (quantity > line.quantity) {
        const updated = await change(() =>
          intentCall(addCartItem, { body: { sku: line.product.sku, quantity: quantity - line.quantity }, query: storeQuery(cart) }),
        );
        const after = updated.productLineItems.find((item) => item.lineItemId === line.lineItemId);
        if (after && after.quantity > line.quantity) track('add', after.product, after.quantity - line.quantity);
        return;
      }
      // doc 2 §7 has no call that lowers a quantity: the line is removed and added back with the new quantity.
      await change(() => intentCall(removeCartItems, { query: { lineItemIds: [line.lineItemId] } }));
      const readd = () => change(() => intentCall(addCartItem, { body: { sku: line.product.sku, quantity }, query: storeQuery(cart) }));
      try {
        await readd();
      } catch (error) {
        // The line must not be lost. Refused, it goes back with the quantity it had (a new change, with its own key).
        if (!isUnclearFailure(error)) {
          await change(() => call(api, addCartItem, { body: { sku: line.product.sku, quantity: line.quantity }, query: storeQuery(cart) })).catch(
            () => undefined,
          );
          throw error;
        }
        // Without a clear answer the add may have been applied: once more under its key (applied once either
        // way); failing again without a clear answer, the cart is read again rather than guessed (enqueue).
        await readd();
      }
      track('remove', line.product, line.quantity - quantity);
    });
  }

  async function removeLines(lineItemIds: readonly string[]): Promise<void> {
    return enqueue(async () => {
      const removed = (state.cart?.productLineItems ?? []).filter((line) => lineItemIds.includes(line.lineItemId));
      await change(() => intentCall(removeCartItems, { query: { lineItemIds: [...lineItemIds] } }));
      for (const line of removed) track('remove', line.product, line.quantity);
    });
  }

  async function removeAll(): Promise<void> {
    return enqueue(async () => {
      const removed = state.cart?.productLineItems ?? [];
      await change(() => intentCall(removeAllCartItems));
      for (const line of removed) track('remove', line.product, line.quantity);
    });
  }

  /** After login (doc 2 §4): the four cases of the merge rule. */
  async function mergeOnLogin(localCart: Cart | null | undefined): Promise<void> {
    let customerCart: Cart | null;
    try {
      customerCart = await call(api, getCart);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      customerCart = null;
    }
    const decision = decideCartMerge({ localCart, customerCart });
    if (decision === 'ask' && localCart && customerCart) {
      changes += 1;
      applyCart(customerCart, false);
      setState({ dialog: { kind: 'merge', localCart, customerCart } });
      return;
    }
    if (decision === 'assign-local-to-customer' && localCart) {
      await change(() => call(api, assignCartToCustomer, { query: { anonymousCartId: localCart.id } }));
    } else if (decision === 'merge-automatically' && localCart) {
      await change(() => call(api, mergeCart, { params: { id: localCart.id } }));
    } else {
      changes += 1;
      applyCart(customerCart);
      void validate();
    }
  }

  async function settleMerge(choice: 'merge' | 'discard'): Promise<void> {
    const dialog = state.dialog;
    if (dialog?.kind !== 'merge') return;
    if (choice === 'merge') {
      await change(() => call(api, mergeCart, { params: { id: dialog.localCart.id } }));
    } else {
      // Discarding keeps the customer's cart as it is; the guest cart is left behind, as the shopper chose.
      changes += 1;
      applyCart(dialog.customerCart);
      await validate();
    }
    // The merge's forwardToCheckout (doc 2 §2) is the cart page's: it knows when "Zur Kasse" would take the cart.
    setState({ dialog: null });
  }

  // The merge on login and the clearing on logout (doc 2 §4), from the shell's session.
  let sessionStatus: SessionStatus = customerSession.snapshot().status;
  const unsubscribeSession = customerSession.subscribe((snapshot) => {
    const previous = sessionStatus;
    sessionStatus = snapshot.status;
    if (previous !== snapshot.status) loyaltyMember = undefined;
    // A login: the session becomes a customer's while the cart held is a guest's. (The shell may go
    // from 'unknown' straight to 'authenticated' when the login comes before its first customer check.)
    if (previous !== 'authenticated' && snapshot.status === 'authenticated' && !state.cart?.customerId) {
      const localCart = state.cart;
      void enqueue(() => mergeOnLogin(localCart)).catch(() => load().catch(() => undefined));
    } else if (previous === 'authenticated' && snapshot.status === 'anonymous') {
      // Logout clears the cart locally (doc 2 §4).
      setState({ validationErrors: [], dialog: null });
      changes += 1;
      applyCart(null);
    }
  });

  // Another part of the page changed the cart: its count or total differs, so ask again.
  const unsubscribeUpdates = events.subscribe('cart:updated', ({ lineItemCount, total }) => {
    const cart = state.cart;
    if (cart === undefined) return;
    if (lineItemCount !== (cart?.lineItemCount ?? 0) || (total !== undefined && total !== (cart?.priceInfo.total ?? 0))) {
      void load().catch(() => undefined);
    }
  });

  // The shopper moved to another page while the cart is FINALIZED: it is asked for again, and followed.
  const stopFollowingNavigation = onPageNavigation(() => {
    if (state.cart?.cartStatus === 'FINALIZED') void load().catch(() => undefined);
  });

  // Another tab changed the cart: ask for it again.
  const broadcast: CartBroadcast = createCartBroadcast(() => {
    void load().catch(() => undefined);
  });

  // The validation poll: every 60 s (doc 2 §9), not while the tab is in the background, and not while the
  // cart is in payment (FINALIZED: the shopper is at the provider or on payment finalization, doc 2 §4).
  const poll = setInterval(() => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (state.cart?.cartStatus === 'FINALIZED') return;
    void validate();
  }, pollIntervalMs);

  return {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    validate,
    addItem,
    addItems,
    dismissNotAdded: () => {
      if (state.dialog?.kind === 'not-added') setState({ dialog: null });
    },
    setQuantity,
    removeLines,
    removeAll,
    addDiscountCode: (code) =>
      enqueue(async () => {
        await change(() => call(api, addDiscountCode, { body: { code } }));
      }),
    removeDiscountCode: (code) =>
      enqueue(async () => {
        await change(() => call(api, removeDiscountCode, { query: { code } }));
      }),
    setCrateDepositDesired: (desired) =>
      enqueue(async () => {
        await change(() => call(api, setCrateDepositDesired, { body: { crateDepositDesired: desired } }));
      }),
    chooseService: async (address) => {
      await change(() => call(api, setCartDistributionAddress, { body: address }));
    },
    requestServiceSelection: () => openServiceSelection(false).then((answer) => answer === 'chosen'),
    settleServiceSelection: (chosen) => answerServiceSelection(chosen ? 'chosen' : 'aborted'),
    skipServiceSelection: () => answerServiceSelection('skipped'),
    settleMerge,
    claimDialogHost(id) {
      hosts.push(id);
      setState({});
      return () => {
        const index = hosts.indexOf(id);
        if (index >= 0) hosts.splice(index, 1);
        setState({});
      };
    },
    isPrimaryDialogHost: (id) => hosts[0] === id,
    dispose() {
      if (disposed) return;
      disposed = true;
      clearInterval(poll);
      unsubscribeSession();
      unsubscribeUpdates();
      stopFollowingNavigation();
      broadcast.close();
      answerServiceSelection('aborted');
      listeners.clear();
    },
  };
}
