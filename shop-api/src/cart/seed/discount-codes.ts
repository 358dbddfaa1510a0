import type { DiscountCode } from '../store/discount-codes';

const ALWAYS = { validFrom: '2025-01-01T00:00:00+01:00', validUntil: '2099-12-31T23:59:59+01:00' };

/** Codes for trying every discount code state by hand (see the README). */
export const seedDiscountCodeData: readonly DiscountCode[] = [
  { code: 'FRISCH10', kind: 'PERCENT', value: 10, minimumOrderValue: 0, ...ALWAYS, maxApplications: null, applications: 0, serviceType: null, description: '10 % auf den Einkauf' },
  { code: 'WILLKOMMEN5', kind: 'AMOUNT', value: 500, minimumOrderValue: 3000, ...ALWAYS, maxApplications: null, applications: 0, serviceType: null, description: '5 € ab 30 € Einkaufswert' },
  { code: 'LIEFERFREI', kind: 'FREE_SERVICE', value: 0, minimumOrderValue: 0, ...ALWAYS, maxApplications: null, applications: 0, serviceType: 'DELIVERY', description: 'Keine Servicegebühr bei Lieferung' },
  { code: 'ABHOLEN3', kind: 'AMOUNT', value: 300, minimumOrderValue: 0, ...ALWAYS, maxApplications: null, applications: 0, serviceType: 'CLICK_AND_COLLECT', description: '3 € bei Abholung im Markt' },
  { code: 'SOMMER2024', kind: 'PERCENT', value: 15, minimumOrderValue: 0, validFrom: '2024-06-01T00:00:00+02:00', validUntil: '2024-08-31T23:59:59+02:00', maxApplications: null, applications: 0, serviceType: null, description: '15 % im Sommer 2024' },
  { code: 'ADVENT2099', kind: 'AMOUNT', value: 1000, minimumOrderValue: 0, validFrom: '2099-12-01T00:00:00+01:00', validUntil: '2099-12-24T23:59:59+01:00', maxApplications: null, applications: 0, serviceType: null, description: '10 € im Advent' },
  { code: 'ERSTE100', kind: 'AMOUNT', value: 1000, minimumOrderValue: 0, ...ALWAYS, maxApplications: 100, applications: 100, serviceType: null, description: '10 € für die ersten 100 Bestellungen' },
  { code: 'NUREINMAL', kind: 'PERCENT', value: 20, minimumOrderValue: 0, ...ALWAYS, maxApplications: 1, applications: 0, serviceType: null, description: '20 % für genau eine Bestellung' },
];
