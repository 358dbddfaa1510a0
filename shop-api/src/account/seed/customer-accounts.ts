import { normaliseActivationCode } from '@storefront/shared/account';
import type { CustomerAccountsSeed } from '../store/customer-accounts';
import { LOCAL_PAYMENT_PROVIDER } from '../store/payment-methods';
import type { VoucherDiscount } from '../../cart/store';
import { seedProducts } from '../../catalogue/seed';
import { voucherBarcodePath } from '../rules/voucher-barcode';

/** An ISO date `days` from `now` (negative: before). */
function isoDay(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Gift cards a shopper can link by hand (README "Gift cards"): codes of 16
 * digits, written in groups of four on the card.
 */
export const UNLINKED_GIFT_CARD_CODES = {
  fifty: '6001000000001001',
  twenty: '6001000000001002',
  hundred: '6001000000001003',
  ten: '6001000000001004',
  fifteen: '6001000000001005',
  /** Blocked by the issuer (reported stolen): 1000. */
  blocked: '6001000000001050',
  /** Past its expiry date: 1000. */
  expired: '6001000000001051',
  /** A till is booking an amount on it right now: 1005 until it settles. */
  pendingTransaction: '6001000000001052',
  /** In the club member's wallet: 1004 for anyone else. */
  linkedToClubMember: '6001000000001053',
} as const;

/** The club's letters with an activation code, as printed (README "Registration"). */
export const CLUB_LETTERS = [
  { code: 'JOE7-K4M2-Q9PX', memberId: 'J-7001-0001', cardId: '9120070001019' },
  { code: 'JOE3-H8TR-5WZC', memberId: 'J-7001-0002', cardId: '9120070002023' },
  { code: 'JOE9-D2LF-6NVB', memberId: 'J-7001-0003', cardId: '9120070003037' },
] as const;

/** The organic articles ("Bio-…" in the name) a voucher for organic products takes its percentage off. */
const ORGANIC_SKUS = seedProducts.filter((product) => /(^|\s)Bio-/.test(product.name)).map((product) => product.sku);

/** A voucher's online value (store/vouchers.ts VoucherDiscount), in the voucher document's `ecommerceDiscount`. */
const discount = (value: VoucherDiscount): { ecommerceDiscount: VoucherDiscount } => ({ ecommerceDiscount: value });

/** The demo customers' saved data (README "Demo customers"), dated relative to the day the shop is seeded. */
export function customerAccountsSeed(now: Date = new Date()): CustomerAccountsSeed {
  const day = (days: number) => isoDay(now, days);
  const year = now.getUTCFullYear();
  return {
    walletAccounts: ['c-10001', 'c-10002', 'c-10003', 'c-10004'],
    communicationSettings: [
      { customerId: 'c-10001', email: true, mail: false, sms: false },
      { customerId: 'c-10002', email: false, mail: false, sms: false },
      { customerId: 'c-10003', email: true, mail: true, sms: true },
      { customerId: 'c-10004', email: false, mail: false, sms: false },
      { customerId: 'c-10005', email: false, mail: true, sms: false },
    ],
    addresses: [
      {
        id: 'a-10001-1',
        customerId: 'c-10001',
        category: 'delivery',
        primary: true,
        address: {
          firstName: 'Anna',
          lastName: 'Berger',
          streetName: 'Mariahilfer Straße',
          streetNumber: '120',
          stairCase: '2',
          floor: '3',
          door: '14',
          postalCode: '1070',
          city: 'Wien',
          country: 'Österreich',
          countryCode: 'AT',
          phoneNumber: '+436641234567',
          additionalInfo: 'Bitte bei Nachbarin Tür 15 abgeben, falls niemand öffnet.',
          position: { lat: 48.1967, lng: 16.3441 },
        },
      },
      {
        id: 'a-10001-2',
        customerId: 'c-10001',
        category: 'delivery',
        primary: false,
        address: {
          firstName: 'Anna',
          lastName: 'Berger',
          companyName: 'Architekturbüro Lindner & Partner',
          streetName: 'Landstraßer Hauptstraße',
          streetNumber: '45',
          floor: '1',
          postalCode: '1030',
          city: 'Wien',
          country: 'Österreich',
          countryCode: 'AT',
          position: { lat: 48.2019, lng: 16.3915 },
        },
      },
      {
        id: 'a-10001-3',
        customerId: 'c-10001',
        category: 'billing',
        primary: true,
        address: {
          salutation: 'Female',
          firstName: 'Anna',
          lastName: 'Berger',
          streetName: 'Mariahilfer Straße',
          streetNumber: '120',
          stairCase: '2',
          floor: '3',
          door: '14',
          postalCode: '1070',
          city: 'Wien',
          country: 'Österreich',
          countryCode: 'AT',
          email: 'kundin@frischmarkt.example',
        },
      },
      {
        id: 'a-10003-1',
        customerId: 'c-10003',
        category: 'combined',
        primary: true,
        address: {
          firstName: 'Maria',
          lastName: 'Gruber',
          academicTitle: 'Mag.',
          streetName: 'Herrengasse',
          streetNumber: '10',
          postalCode: '8010',
          city: 'Graz',
          country: 'Österreich',
          countryCode: 'AT',
          email: 'club@frischmarkt.example',
          position: { lat: 47.0707, lng: 15.4395 },
        },
      },
    ],
    paymentMethods: [
      {
        id: 'pm-10001-visa',
        customerId: 'c-10001',
        primary: true,
        card: {
          provider: LOCAL_PAYMENT_PROVIDER,
          methodKey: 'credit-cards',
          checkoutId: 'seed-checkout-10001-1',
          paymentBrand: 'Visa',
          cardExpiryMonth: 8,
          cardExpiryYear: year + 3,
          lastDigits: '4242',
        },
      },
      {
        id: 'pm-10001-mastercard',
        customerId: 'c-10001',
        primary: false,
        card: {
          provider: LOCAL_PAYMENT_PROVIDER,
          methodKey: 'credit-cards',
          checkoutId: 'seed-checkout-10001-2',
          paymentBrand: 'Mastercard',
          cardExpiryMonth: 3,
          cardExpiryYear: year - 1,
          lastDigits: '5454',
        },
      },
      {
        id: 'pm-10001-amex',
        customerId: 'c-10001',
        primary: false,
        card: {
          provider: LOCAL_PAYMENT_PROVIDER,
          methodKey: 'credit-cards',
          checkoutId: 'seed-checkout-10001-3',
          paymentBrand: 'American Express',
          cardExpiryMonth: 11,
          cardExpiryYear: year + 1,
          lastDigits: '0005',
        },
      },
    ],
    giftCards: [
      { id: 'gc-10001-1', code: '6001234567890011', customerId: 'c-10001', balance: 2500, expiresOn: day(700) },
      { id: 'gc-10003-1', code: UNLINKED_GIFT_CARD_CODES.linkedToClubMember, customerId: 'c-10003', balance: 4000, expiresOn: day(500) },
      { id: 'gc-free-50', code: UNLINKED_GIFT_CARD_CODES.fifty, balance: 5000, expiresOn: day(900) },
      { id: 'gc-free-20', code: UNLINKED_GIFT_CARD_CODES.twenty, balance: 2000, expiresOn: day(900) },
      { id: 'gc-free-100', code: UNLINKED_GIFT_CARD_CODES.hundred, balance: 10000, expiresOn: day(900) },
      { id: 'gc-free-10', code: UNLINKED_GIFT_CARD_CODES.ten, balance: 1000 },
      { id: 'gc-free-15', code: UNLINKED_GIFT_CARD_CODES.fifteen, balance: 1500 },
      { id: 'gc-blocked', code: UNLINKED_GIFT_CARD_CODES.blocked, balance: 3000, status: 'BLOCKED', expiresOn: day(900) },
      { id: 'gc-expired', code: UNLINKED_GIFT_CARD_CODES.expired, balance: 2500, expiresOn: day(-10) },
      {
        id: 'gc-pending',
        code: UNLINKED_GIFT_CARD_CODES.pendingTransaction,
        balance: 5000,
        expiresOn: day(900),
        pendingTransaction: { id: 'gct-till-8010-4711', amount: 1280, reference: 'Kassa Filiale Graz Herrengasse' },
      },
    ],
    deliveryPassOffers: [
      { sku: 'DP-1M', name: 'Lieferpass 1 Monat', price: 999, durationInMonths: 1, description: 'Einen Monat lang ohne Servicegebühr liefern lassen oder abholen, bei jedem Bestellwert.' },
      { sku: 'DP-3M', name: 'Lieferpass 3 Monate', price: 2499, durationInMonths: 3, description: 'Drei Monate ohne Servicegebühr, bei jedem Bestellwert. Sie sparen gegenüber dem Monats-Pass.' },
      { sku: 'DP-12M', name: 'Lieferpass 12 Monate', price: 7999, durationInMonths: 12, description: 'Ein ganzes Jahr ohne Servicegebühr, bei jedem Bestellwert. Unser bester Preis.' },
    ],
    deliveryPasses: [{ id: 'dp-10003-1', customerId: 'c-10003', sku: 'DP-12M', startDate: day(-60), endDate: day(304) }],
    loyaltyMembers: [
      {
        customerId: 'c-10003',
        memberId: 'J-4711-0815',
        cardId: '9120012345676',
        cardStatus: 'ACTIVE',
        physicalCard: 'IsOrdered',
        document: {
          pools: [
            { poolId: 'joe-punkte', tags: ['punkte'], value: 1280 },
            { poolId: 'caritas-spende', tags: ['caritas_aktiv'], value: 150 },
          ],
          promotions: [
            {
              promotionId: 'PROMO-DOPPELTE-PUNKTE',
              title: 'Doppelte Punkte auf Obst & Gemüse',
              description: 'Diese Woche sammeln Sie für jeden Euro bei Obst und Gemüse doppelt so viele Punkte.',
              validUntil: day(6),
            },
            {
              promotionId: 'PROMO-CARITAS',
              title: 'Punkte spenden für die Caritas',
              description: 'Runden Sie Ihre Punkte auf und spenden Sie den Betrag an die Caritas-Lebensmittelhilfe.',
              validUntil: day(60),
            },
            // Her personal vouchers (their content: GET /api/content/vouchers/personalvouchers).
            {
              promotionId: 'PROMO-PV-KAFFEE-20',
              title: 'Ihr Kaffee-Gutschein',
              description: '20 % auf Bio-Kaffee, online einlösbar.',
              validUntil: day(25),
            },
            {
              promotionId: 'PROMO-PV-GEBURTSTAG',
              title: 'Ihr Geburtstagsgeschenk',
              description: '5 € ab 30 € Einkauf, online automatisch abgezogen.',
              validUntil: day(13),
            },
          ],
        },
      },
      {
        customerId: 'c-10005',
        memberId: 'J-3301-2200',
        cardId: '9120055500018',
        cardStatus: 'BLOCKED',
        physicalCard: 'IsOrdered',
        document: { pools: [{ poolId: 'joe-punkte', tags: ['punkte'], value: 310 }], promotions: [] },
      },
    ],
    generalVouchers: [
      {
        articleId: 'GV-WILLKOMMEN-10',
        type: 'general-online',
        ecommerceAutomaticRedemption: 'First orders only',
        ecommerceLimitAutomaticRedemptionToServiceTypes: ['Delivery'],
        title: '10 € Willkommensbonus',
        ...discount({ kind: 'AMOUNT', value: 1000, minimumOrderValue: 6000 }),
        description: 'Bei Ihrer ersten Lieferung ab 60 € Bestellwert ziehen wir 10 € automatisch ab.',
        validUntil: day(120),
      },
      {
        articleId: 'GV-ABHOLUNG-5',
        type: 'general-online',
        ecommerceAutomaticRedemption: 'First orders with Click & Collect',
        ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'],
        title: '5 € bei der ersten Abholung',
        ...discount({ kind: 'AMOUNT', value: 500, minimumOrderValue: 4000 }),
        description: 'Holen Sie Ihre erste Bestellung in der Filiale ab und sparen Sie 5 € ab 40 € Einkaufswert.',
        validUntil: day(120),
      },
      {
        articleId: 'GV-GRATIS-SACKERL',
        type: 'general-online',
        ecommerceAutomaticRedemption: 'Always',
        ecommerceLimitAutomaticRedemptionToServiceTypes: [],
        title: 'Gratis Tragetaschen',
        description: 'Ihre Einkäufe packen wir kostenlos in wiederverwendbare Papiersackerl.',
      },
      {
        articleId: 'GV-ABHOLBONUS-2',
        type: 'general-online',
        ecommerceAutomaticRedemption: 'Always',
        ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'],
        title: '2 € Abhol-Bonus',
        description: 'Bei jeder Abholung in der Filiale ab 40 € Einkaufswert ziehen wir 2 € automatisch ab.',
        ...discount({ kind: 'AMOUNT', value: 200, minimumOrderValue: 4000 }),
        validUntil: day(45),
      },
      {
        articleId: 'GV-FILIALE-KAFFEE',
        type: 'general-offline',
        ecommerceLimitAutomaticRedemptionToServiceTypes: [],
        title: 'Gratis Kaffee in der Filiale',
        description: 'Zeigen Sie diesen Gutschein an der Kassa und trinken Sie einen Kaffee auf unsere Rechnung.',
        validUntil: day(30),
      },
    ],
    personalVouchers: [
      {
        articleId: 'PV-KAFFEE-20',
        barcodeImage: voucherBarcodePath('PV-KAFFEE-20'),
        // A gift of the club: it costs the member no coins.
        coins: 0,
        promotionId: 'PROMO-PV-KAFFEE-20',
        type: 'personal',
        ecommerceLimitAutomaticRedemptionToServiceTypes: [],
        title: '-20 % auf Bio-Kaffee',
        ...discount({ kind: 'PERCENT', value: 20, skus: seedProducts.filter((product) => /^Bio-Kaffee/.test(product.name)).map((product) => product.sku) }),
        description: 'Ihr persönlicher Gutschein: 20 % Rabatt auf alle Bio-Kaffeesorten.',
        validFrom: day(-3),
        validUntil: day(25),
      },
      {
        articleId: 'PV-GEBURTSTAG',
        barcodeImage: voucherBarcodePath('PV-GEBURTSTAG'),
        // A gift of the club: it costs the member no coins.
        coins: 0,
        promotionId: 'PROMO-PV-GEBURTSTAG',
        type: 'personal',
        ecommerceAutomaticRedemption: 'Always',
        ecommerceLimitAutomaticRedemptionToServiceTypes: ['Delivery', 'Click & Collect'],
        title: 'Alles Gute zum Geburtstag!',
        ...discount({ kind: 'AMOUNT', value: 500, minimumOrderValue: 3000 }),
        description: 'Zu Ihrem Geburtstag schenken wir Ihnen 5 € ab einem Einkauf von 30 €.',
        validFrom: day(-1),
        validUntil: day(13),
      },
    ],
    loyaltyVouchers: [
      {
        customerId: 'c-10003',
        voucher: {
          articleId: 'LV-BIO-15',
          barcodeImage: voucherBarcodePath('LV-BIO-15'),
          promotionId: 'PROMO-LV-BIO-15',
          type: 'joe',
          ecommerceLimitAutomaticRedemptionToServiceTypes: [],
          title: '-15 % auf Bio-Produkte',
          ...discount({ kind: 'PERCENT', value: 15, skus: ORGANIC_SKUS }),
          description: 'Einlösbar online und in jeder Filiale, einmal pro Einkauf.',
          coins: 200,
          validFrom: day(-7),
          validUntil: day(21),
        },
      },
      {
        customerId: 'c-10003',
        voucher: {
          articleId: 'LV-LIEFERUNG-GRATIS',
          barcodeImage: voucherBarcodePath('LV-LIEFERUNG-GRATIS'),
          promotionId: 'PROMO-LV-LIEFERUNG',
          type: 'joe',
          ecommerceAutomaticRedemption: 'Always',
          ecommerceLimitAutomaticRedemptionToServiceTypes: ['Delivery'],
          title: 'Gratis Zustellung',
          ...discount({ kind: 'FREE_SERVICE', value: 0 }),
          description: 'Für 500 Punkte liefern wir Ihre nächste Bestellung ohne Servicegebühr.',
          coins: 500,
          validFrom: day(-2),
          validUntil: day(40),
        },
      },
      {
        customerId: 'c-10003',
        voucher: {
          articleId: 'LV-5-EURO',
          barcodeImage: voucherBarcodePath('LV-5-EURO'),
          promotionId: 'PROMO-LV-5-EURO',
          type: 'joe',
          ecommerceLimitAutomaticRedemptionToServiceTypes: ['Click & Collect'],
          title: '5 € Einkaufsgutschein',
          ...discount({ kind: 'AMOUNT', value: 500, minimumOrderValue: 4000 }),
          description: 'Ab 40 € Einkaufswert bei Abholung in der Filiale.',
          coins: 350,
          validFrom: day(-14),
          validUntil: day(14),
        },
      },
    ],
    favorites: [
      { customerId: 'c-10001', type: 'products', references: ['100101', '100203', '100503', '100605'] },
      { customerId: 'c-10001', type: 'recipes', references: ['ofenlachs-mit-zucchini'] },
      { customerId: 'c-10003', type: 'products', references: ['100201', '100102'] },
    ],
    offlineAccounts: [
      { email: 'filiale@frischmarkt.example', memberId: 'J-6020-1234', cardId: '9120098765436' },
      // A second store card, for activating its online account on the offline account page (the first one registers).
      { email: 'markt@frischmarkt.example', memberId: 'J-6020-5678', cardId: '9120045678901' },
    ],
    // Letters of the club to members who joined on a paper form at the till (README "Registration"), printed as JOE7-K4M2-Q9PX.
    activationCodes: CLUB_LETTERS.map(({ code, memberId, cardId }) => ({ code: normaliseActivationCode(code), memberId, cardId })),
    purchaseHistory: [
      { customerId: 'c-10001', skus: ['100201', '100301', '100101', '100502', '100603', '100402'] },
      { customerId: 'c-10003', skus: ['100102', '100204', '100205'] },
    ],
  };
}
