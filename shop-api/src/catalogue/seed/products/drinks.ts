import { RETURNABLE_BOTTLE_DEPOSIT, SINGLE_USE_DEPOSIT, type Shelf } from './shelf';

/**
 * Drinks. Bottles and cans carry their deposit (Pfand); crates and six-packs
 * the deposit of every bottle in them. Beer, wine and spirits are
 * age-restricted, their alcohol-free versions are not.
 */
export const drinkShelves: readonly Shelf[] = [
  {
    category: 'wasser',
    brand: 'Quelle Bergbrunn',
    depositPrice: SINGLE_USE_DEPOSIT,
    items: [
      ['Mineralwasser spritzig 6 × 1,5 l', 354, { sku: '100501', depositPrice: 150, maxQuantity: 6, bundle: ['6 × 1,5 l', 6] }],
      ['Mineralwasser still 6 × 1,5 l', 354, { depositPrice: 150, maxQuantity: 6, bundle: ['6 × 1,5 l', 6] }],
      ['Mineralwasser mild 1,5 l', 69],
      ['Mineralwasser prickelnd 0,5 l', 49, { step: 6, maxQuantity: 24 }],
      ['Mineralwasser Zitrone 1,5 l', 79],
      ['Sodawasser 1 l Glasflasche', 99, { depositPrice: RETURNABLE_BOTTLE_DEPOSIT }],
    ],
  },
  {
    category: 'saefte',
    brand: 'Obsthof Lindner',
    items: [
      ['Apfelsaft naturtrüb 1 l', 229, { sku: '100502', depositPrice: SINGLE_USE_DEPOSIT }],
      ['Orangensaft 100 % 1 l', 199, { brand: 'Sonnenland' }],
      ['Multivitaminsaft 1 l', 179, { brand: 'Sonnenland' }],
      ['Bio-Karottensaft 0,75 l', 249, { brand: 'Frischmarkt Bio', depositPrice: RETURNABLE_BOTTLE_DEPOSIT }],
      ['Johannisbeernektar 1 l', 199],
      ['Apfelsaft gespritzt 0,5 l', 89, { depositPrice: SINGLE_USE_DEPOSIT }],
      ['Holunderblütensirup 0,5 l', 349],
    ],
  },
  {
    category: 'limonaden',
    brand: 'Limo Alpina',
    depositPrice: SINGLE_USE_DEPOSIT,
    items: [
      ['Kräuterlimonade 1,5 l', 179],
      ['Cola 1,5 l', 169],
      ['Cola Zero 0,33 l Dose', 79],
      ['Orangenlimonade 6 × 0,33 l Dose', 449, { depositPrice: 6 * SINGLE_USE_DEPOSIT, bundle: ['6 × 0,33 l', 6] }],
      ['Eistee Pfirsich 1,5 l', 149],
      ['Energy Drink 0,25 l Dose', 129],
      ['Tonic Water 1 l', 149],
    ],
  },
  {
    category: 'kaffee',
    brand: 'Röstwerk Hamburg',
    items: [
      ['Bio-Kaffee ganze Bohne 1 kg', 1499, { sku: '100503', loyaltyPrice: 1299 }],
      ['Röstkaffee gemahlen 500 g', 599],
      ['Espresso ganze Bohne 1 kg', 1599, { brand: 'Kaffeerösterei Wiener Melange' }],
      ['Kaffeekapseln Lungo 10 Stück', 299],
      ['Entkoffeinierter Kaffee gemahlen 250 g', 449],
      ['Löskaffee Classic 200 g', 649, { availability: 'unavailable' }],
    ],
  },
  {
    category: 'tee',
    brand: 'Teehaus Lindenblüte',
    items: [
      ['Früchtetee Waldbeere 20 Beutel', 179],
      ['Pfefferminztee 20 Beutel', 149],
      ['Schwarztee Earl Grey 25 Beutel', 229],
      ['Bio-Grüntee Sencha 20 Beutel', 299],
      ['Kamillentee 20 Beutel', 149],
      ['Alpenkräutertee 20 Beutel', 199],
    ],
  },
  {
    category: 'bier',
    brand: 'Brauerei Grünberg',
    availability: 'ageRestricted',
    depositPrice: RETURNABLE_BOTTLE_DEPOSIT,
    items: [
      ['Märzen 0,5 l Flasche', 119, { step: 6, maxQuantity: 24 }],
      ['Märzen Kiste 20 × 0,5 l', 1999, { depositPrice: 20 * RETURNABLE_BOTTLE_DEPOSIT + 300, bundle: ['20 × 0,5 l', 20], maxQuantity: 5 }],
      ['Zwickl naturtrüb 0,5 l Flasche', 149],
      ['Pils 6 × 0,33 l Flasche', 649, { depositPrice: 6 * RETURNABLE_BOTTLE_DEPOSIT, bundle: ['6 × 0,33 l', 6] }],
      ['Radler Zitrone 0,5 l Dose', 109, { depositPrice: SINGLE_USE_DEPOSIT }],
      ['Weißbier 0,5 l Flasche', 139],
      ['Alkoholfreies Märzen 0,5 l Flasche', 109, { availability: 'available' }],
    ],
  },
  {
    category: 'rotwein',
    brand: 'Weingut Mayrhofer',
    availability: 'ageRestricted',
    maxQuantity: 12,
    items: [
      ['Blaufränkisch Mittelburgenland 0,75 l', 899],
      ['Zweigelt Classic 0,75 l', 749],
      ['St. Laurent Reserve 0,75 l', 1290],
      ['Rotwein-Cuvée Doppler 2 l', 799, { depositPrice: RETURNABLE_BOTTLE_DEPOSIT }],
      ['Pinot Noir Thermenregion 0,75 l', 1490, { availability: 'unavailable' }],
    ],
  },
  {
    category: 'weisswein',
    brand: 'Weingut Mayrhofer',
    availability: 'ageRestricted',
    maxQuantity: 12,
    items: [
      ['Grüner Veltliner Federspiel Wachau 0,75 l', 999],
      ['Riesling Smaragd Wachau 0,75 l', 1890],
      ['Welschriesling 0,75 l', 699, { brand: 'Weingut Sattler-Pichler' }],
      ['Gemischter Satz Wien 0,75 l', 1090, { brand: 'Heuriger Nussberg' }],
      ['Sauvignon Blanc Südsteiermark 0,75 l', 1390, { brand: 'Weingut Sattler-Pichler' }],
      ['Grüner Veltliner Doppler 2 l', 749, { depositPrice: RETURNABLE_BOTTLE_DEPOSIT }],
    ],
  },
  {
    category: 'sekt-prosecco',
    brand: 'Sektkellerei Hochriegl',
    availability: 'ageRestricted',
    maxQuantity: 12,
    items: [
      ['Österreichischer Sekt brut 0,75 l', 1199],
      ['Prosecco DOC 0,75 l', 799, { brand: 'Cantina Bellavista' }],
      ['Rosé Frizzante 0,75 l', 599],
      ['Alkoholfreier Sekt 0,75 l', 499, { availability: 'available' }],
    ],
  },
  {
    category: 'spirituosen',
    brand: 'Schlossbrennerei Aichinger',
    availability: 'ageRestricted',
    maxQuantity: 6,
    items: [
      ['Williamsbirnen-Brand 0,5 l', 2490],
      ['Marillenbrand 0,5 l', 2690],
      ['Zirbenschnaps 0,7 l', 1990],
      ['Inländerrum 38 % 0,5 l', 1190],
      ['Gin Alpine Dry 0,7 l', 2990],
      ['Kräuterlikör 0,7 l', 1490],
      ['Wodka 0,7 l', 1290, { availability: 'unavailable' }],
    ],
  },
];
