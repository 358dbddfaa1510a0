import {
  initialServiceSelectionPromptState,
  shouldPromptServiceSelection,
  type ServiceSelectionPromptState,
} from '@storefront/shared/cart';
import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';

/** Where the optional prompt's count of adds still to skip is kept: for the visit (the tab), across reloads. */
export const SERVICE_PROMPT_STORAGE_KEY = 'service-selection-prompt';

/** What an add without a service does: open the dialog (required: choose or abort; optional: also "later"), or go on without it. */
export type ServicePromptStep = 'required' | 'optional' | 'skip';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage switched off: the count lives only as long as the page.
    return undefined;
  }
}

/** The count kept in the tab; undefined when there is none (or it cannot be read). */
function read(storage: Storage | undefined): ServiceSelectionPromptState | undefined {
  try {
    const attemptsToSkip = (JSON.parse(storage?.getItem(SERVICE_PROMPT_STORAGE_KEY) ?? 'null') as { attemptsToSkip?: unknown } | null)?.attemptsToSkip;
    if (typeof attemptsToSkip === 'number' && Number.isSafeInteger(attemptsToSkip) && attemptsToSkip >= 0) return { attemptsToSkip };
  } catch {
    // An unreadable entry counts as none.
  }
  return undefined;
}

/**
 * The tenant's service selection prompt (doc 2 §4, `serviceSelectionPrompt` of
 * the tenant config): without the setting it is required and every add without a
 * service opens it. Optional, it is shown once, then skipped for `interval`
 * further adds (shared's shouldPromptServiceSelection); the count is kept in
 * sessionStorage, so a reload does not ask again sooner, and a new visit starts
 * by asking.
 */
export function createServicePrompt(
  setting: ClientRuntimeConfig['serviceSelectionPrompt'],
  storage: Storage | undefined = sessionStore(),
): { next(): ServicePromptStep } {
  let memory = read(storage) ?? initialServiceSelectionPromptState;
  return {
    next() {
      if (!setting?.optional) return 'required';
      const decision = shouldPromptServiceSelection(read(storage) ?? memory, {
        optional: true,
        ...(setting.interval === undefined ? {} : { interval: setting.interval }),
      });
      memory = decision.state;
      try {
        storage?.setItem(SERVICE_PROMPT_STORAGE_KEY, JSON.stringify(decision.state));
      } catch {
        // Full or switched off: the count is kept for this page only.
      }
      return decision.prompt ? 'optional' : 'skip';
    },
  };
}
