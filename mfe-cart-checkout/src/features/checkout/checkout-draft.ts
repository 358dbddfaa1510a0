import type { PaymentChoice } from './checkout-rules';

/** What the shopper typed and chose in checkout, kept for the session (a reload or a step back loses nothing). */
export interface CheckoutDraft {
  readonly delivery?: Readonly<Record<string, string>>;
  readonly billing?: Readonly<Record<string, string>>;
  readonly sameAsDelivery?: boolean;
  readonly windowId?: string;
  readonly payment?: PaymentChoice;
}

export const CHECKOUT_DRAFT_STORAGE_KEY = 'checkout-draft';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The draft of this session's checkout; an unreadable one is none. */
export function readDraft(): CheckoutDraft {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(CHECKOUT_DRAFT_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as CheckoutDraft) : {};
  } catch {
    return {};
  }
}

/** Merges a part into the draft. A full storage keeps the page working, only without the draft. */
export function saveDraft(part: Partial<CheckoutDraft>): CheckoutDraft {
  const next = { ...readDraft(), ...part };
  try {
    storage()?.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: nothing kept.
  }
  return next;
}

/** The text values of a form, without the empty ones, as the draft keeps them. */
export function textValues(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string' && value !== '') kept[name] = value;
  return kept;
}
