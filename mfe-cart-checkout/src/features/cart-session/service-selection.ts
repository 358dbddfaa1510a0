import type { CartCore } from './cart-core';
import type { ServicePromptStep } from './service-prompt';

/** How the service selection of an add ended: a service chosen, put off (an optional prompt), or the dialog closed. */
export type ServiceAnswer = 'chosen' | 'skipped' | 'aborted';

export interface ServiceSelection {
  /**
   * An add without a service (doc 2 §4): the tenant's prompt decides. Required, the dialog opens (choose or
   * abort). Optional, it opens once and the next `interval` adds go on without it; in it the shopper may also
   * put the choice off, and the add goes on.
   */
  forAdd(): Promise<ServiceAnswer>;
  /** Opens the dialog (once: a second ask waits for the same answer). */
  open(optional: boolean): Promise<ServiceAnswer>;
  /** The shopper's answer: the dialog closes and whoever asked goes on. */
  answer(answer: ServiceAnswer): void;
}

/** The service selection dialog of the cart session, and the tenant's prompt that decides when an add opens it. */
export function createServiceSelection(core: CartCore): ServiceSelection {
  let pending: { promise: Promise<ServiceAnswer>; resolve: (answer: ServiceAnswer) => void } | undefined;
  // The tenant's prompt (doc 2 §4): required, or optional with its interval (counted in the tab's sessionStorage).
  // A chunk of its own, loaded at the first add without a service: most adds have one.
  let servicePrompt: Promise<{ next(): ServicePromptStep }> | undefined;

  function open(optional: boolean): Promise<ServiceAnswer> {
    if (pending) return pending.promise;
    let resolve!: (answer: ServiceAnswer) => void;
    const promise = new Promise<ServiceAnswer>((settle) => {
      resolve = settle;
    });
    pending = { promise, resolve };
    core.setState({ dialog: optional ? { kind: 'service-selection', optional } : { kind: 'service-selection' } });
    return promise;
  }

  function answer(answer: ServiceAnswer): void {
    const asked = pending;
    pending = undefined;
    if (core.state().dialog?.kind === 'service-selection') core.setState({ dialog: null });
    asked?.resolve(answer);
  }

  async function forAdd(): Promise<ServiceAnswer> {
    servicePrompt ??= import(/* webpackChunkName: "service-prompt" */ './service-prompt').then((module) =>
      module.createServicePrompt(core.services.config.tenant.clientRuntimeConfig.serviceSelectionPrompt),
    );
    const step = (await servicePrompt.catch((error: unknown) => {
      servicePrompt = undefined;
      throw error;
    })).next();
    if (step === 'skip') return 'skipped';
    return open(step === 'optional');
  }

  return { forAdd, open, answer };
}
