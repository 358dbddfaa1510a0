import { describe, expect, it } from 'vitest';
import { FREE_OF_CHARGE_THRESHOLD } from '../../cart';
import { WINDOW_RULES } from '../../distribution';
import { seedContentPages } from './content';
import { seedComponentConfigs } from './content-configs';

/** A price as the shop writes it everywhere else: "€ 3,90" (de-AT), with a plain space. */
const euro = (cents: number) => new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\u00a0/g, ' ');
/** Every text of the seeded pages and component configs, in one string. */
const allContent = JSON.stringify([seedContentPages, seedComponentConfigs]);

describe('the seeded content says what the shop does', () => {
  it('names the fees the cart charges and the free-service value, in the fee table of the delivery areas page', () => {
    const page = seedContentPages.find((entry) => entry.path === '/liefergebiete')?.page;
    const table = page?.blocks.find((block) => block.id === 'areas-fees');
    const [upTo, from] = (table?.fields['rows'] ?? []) as string[][];
    expect(upTo?.[0]).toBe(`bis ${euro(FREE_OF_CHARGE_THRESHOLD - 1)}`);
    expect(upTo?.[1]).toContain(euro(WINDOW_RULES.DELIVERY.fee(10)));
    expect(upTo?.[1]).toContain(euro(WINDOW_RULES.DELIVERY.fee(8)));
    expect(upTo?.[2]).toBe(euro(WINDOW_RULES.CLICK_AND_COLLECT.fee(9)));
    expect(from?.[0]).toBe(`ab ${euro(FREE_OF_CHARGE_THRESHOLD)}`);
  });

  it('promises no delivery hours or fees the shop does not have (the windows run 8 to 20, Saturday to 18)', () => {
    // The content once said "7 bis 21 Uhr" and "4,90 €" while the cart charged € 3,90 / € 5,90 from 8 to 20.
    expect(allContent).not.toMatch(/7 bis 21 Uhr|4,90/);
    expect(allContent).toContain('Montag bis Freitag von 8 bis 20 Uhr, samstags bis 18 Uhr');
  });
});
