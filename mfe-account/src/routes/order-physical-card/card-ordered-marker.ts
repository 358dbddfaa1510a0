/**
 * Only the shopper who has just ordered the physical card is told it is
 * ordered: the order form leaves this marker in the tab's sessionStorage when
 * the order succeeds, and the confirmation page (order-physical-card-confirmation,
 * doc 1 §2) takes it when it shows the confirmation. A link opened directly,
 * another tab, a guest or a later visit finds no marker. sessionStorage rather
 * than memory, so that a reload between the order and its confirmation (the
 * shell reloads once after a failed chunk load, doc 1 §4) still confirms it.
 */
const CARD_ORDERED_STORAGE_KEY = 'physical-card-ordered';

/** The marker of a tab whose storage is switched off or full: it lasts this page's life. */
let orderedWithoutStorage = false;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage switched off: the marker lives in memory instead.
    return undefined;
  }
}

/** Marks that this tab's order of the card has just succeeded. */
export function markCardOrdered(): void {
  try {
    const kept = storage();
    if (kept) {
      kept.setItem(CARD_ORDERED_STORAGE_KEY, 'true');
      return;
    }
  } catch {
    // A full or refused storage: the marker falls back to memory below.
  }
  orderedWithoutStorage = true;
}

/** Whether this tab has ordered the card since the confirmation last showed it. Reads only: forgetCardOrdered takes it. */
export function cardOrderedJustNow(): boolean {
  try {
    if (storage()?.getItem(CARD_ORDERED_STORAGE_KEY)) return true;
  } catch {
    // Unreadable storage holds no marker; memory may.
  }
  return orderedWithoutStorage;
}

/** Takes the marker: the confirmation is shown once. */
export function forgetCardOrdered(): void {
  orderedWithoutStorage = false;
  try {
    storage()?.removeItem(CARD_ORDERED_STORAGE_KEY);
  } catch {
    // Nothing was kept in a storage that cannot be read.
  }
}
