import { useMemo, useState } from 'react';
import type { ProductLineItem } from '@storefront/shared/cart';

/** The lines the shopper ticked for "Ausgewählte entfernen"; a line that left the cart is no longer selected. */
export function useLineSelection(lines: readonly ProductLineItem[]): {
  readonly selected: ReadonlySet<string>;
  readonly select: (lineItemId: string, on: boolean) => void;
} {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => new Set([...chosen].filter((id) => lines.some((line) => line.lineItemId === id))), [chosen, lines]);
  const select = (lineItemId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(lineItemId);
      else next.delete(lineItemId);
      return next;
    });
  return { selected, select };
}
