import { createHash } from 'node:crypto';
import type { Product } from '@storefront/shared/catalogue';
import { escapeHtml } from '@storefront/server-kit/http/html';

/*
 * Every product's picture is an SVG drawn from its own data: the shelf's
 * colour, a shape for the kind of article (a fruit, a bottle, a carton, ...),
 * the brand and the name. Deterministic and without external files, so the
 * picture of a sku is the same on every machine and after every restart; the
 * URL carries a hash of the picture, so it can be cached for a year.
 */

/** The fields the picture is drawn from. */
type Drawn = Pick<Product, 'sku' | 'name' | 'category' | 'parentCategories' | 'brand'>;

type Shape = 'round' | 'bottle' | 'wine' | 'carton' | 'cup' | 'loaf' | 'pack' | 'jar' | 'can' | 'leaf' | 'wedge' | 'fish' | 'tube';

/** The shape of each leaf category's articles; anything else is a pack. */
const SHAPES: Readonly<Record<string, Shape>> = {
  'aepfel-birnen': 'round',
  suedfruechte: 'round',
  'beeren-steinobst': 'round',
  zitrusfruechte: 'round',
  'tomaten-gurken': 'round',
  'kartoffeln-zwiebeln': 'round',
  'kohl-wurzelgemuese': 'leaf',
  'paprika-zucchini': 'round',
  'kraeuter-salate': 'leaf',
  frischmilch: 'carton',
  'haltbare-milch': 'carton',
  pflanzendrinks: 'carton',
  schnittkaese: 'wedge',
  weichkaese: 'wedge',
  frischkaese: 'cup',
  'joghurt-desserts': 'cup',
  'butter-rahm': 'pack',
  eier: 'pack',
  brot: 'loaf',
  broetchen: 'loaf',
  'kuchen-gebaeck': 'loaf',
  'fisch-meeresfruechte': 'fish',
  wasser: 'bottle',
  saefte: 'bottle',
  limonaden: 'can',
  kaffee: 'pack',
  tee: 'pack',
  bier: 'bottle',
  rotwein: 'wine',
  weisswein: 'wine',
  'sekt-prosecco': 'wine',
  spirituosen: 'wine',
  konserven: 'can',
  'oele-essig': 'bottle',
  'muesli-fruehstueck': 'jar',
  eis: 'cup',
  koerperpflege: 'tube',
  reinigungsmittel: 'bottle',
};

/** Background and accent of each main category. */
const PALETTES: Readonly<Record<string, readonly [string, string]>> = {
  'Obst & Gemüse': ['#eaf6e3', '#3f7d2c'],
  'Molkerei & Eier': ['#eef4fb', '#2f5d8a'],
  'Brot & Backwaren': ['#fbf1e2', '#8a5a22'],
  'Fleisch & Fisch': ['#fbe9e7', '#9c2f25'],
  Getränke: ['#e6f4f7', '#1d6b7c'],
  Vorratsschrank: ['#fdf5dc', '#8a6d12'],
  Tiefkühl: ['#e8f0fc', '#2b4f9c'],
  'Drogerie & Haushalt': ['#f3ebf8', '#6a3d8a'],
};

const FALLBACK_PALETTE: readonly [string, string] = ['#f1f1ef', '#4a4a46'];

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A hue for the article itself, from its sku: neighbours on a shelf differ. */
function hueOf(sku: string): number {
  return Number.parseInt(hashOf(sku).slice(0, 4), 16) % 360;
}


/** The name in lines of at most `width` characters, at most `max` lines (the last one shortened). */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1)}…`;
  return kept;
}

function shapeSvg(shape: Shape, fill: string, accent: string): string {
  switch (shape) {
    case 'round':
      return `<circle cx="200" cy="150" r="78" fill="${fill}"/><path d="M200 74c4-22 20-34 40-36-4 20-18 32-40 36z" fill="${accent}"/>`;
    case 'leaf':
      return `<path d="M200 60c70 30 90 110 40 170-30-10-70-40-80-90-6-34 10-64 40-80z" fill="${fill}"/><path d="M200 70v160" stroke="${accent}" stroke-width="6"/>`;
    case 'bottle':
      return `<path d="M185 50h30v40c28 14 36 34 36 56v92c0 10-8 16-16 16h-70c-8 0-16-6-16-16v-92c0-22 8-42 36-56z" fill="${fill}"/><rect x="164" y="150" width="72" height="50" rx="6" fill="#fff" opacity=".85"/>`;
    case 'wine':
      return `<path d="M190 40h20v70c20 12 28 30 28 50v100c0 8-6 14-14 14h-48c-8 0-14-6-14-14V160c0-20 8-38 28-50z" fill="${fill}"/><rect x="172" y="170" width="56" height="50" rx="4" fill="#fff" opacity=".9"/>`;
    case 'carton':
      return `<path d="M150 90l20-34h60l20 34v160h-100z" fill="${fill}"/><path d="M150 90h100" stroke="${accent}" stroke-width="6"/><rect x="165" y="130" width="70" height="60" rx="6" fill="#fff" opacity=".85"/>`;
    case 'cup':
      return `<path d="M140 90h120l-16 150h-88z" fill="${fill}"/><rect x="132" y="80" width="136" height="18" rx="6" fill="${accent}"/>`;
    case 'loaf':
      return `<path d="M110 200c0-70 40-110 90-110s90 40 90 110c0 16-10 24-24 24H134c-14 0-24-8-24-24z" fill="${fill}"/><path d="M160 120l-14 40M200 112v44M240 120l14 40" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
    case 'jar':
      return `<rect x="145" y="70" width="110" height="26" rx="6" fill="${accent}"/><rect x="135" y="96" width="130" height="150" rx="24" fill="${fill}"/><rect x="155" y="140" width="90" height="56" rx="6" fill="#fff" opacity=".85"/>`;
    case 'can':
      return `<rect x="145" y="60" width="110" height="190" rx="18" fill="${fill}"/><rect x="145" y="60" width="110" height="20" rx="10" fill="${accent}"/><rect x="145" y="230" width="110" height="20" rx="10" fill="${accent}"/>`;
    case 'wedge':
      return `<path d="M100 220l200-120v120z" fill="${fill}"/><circle cx="230" cy="180" r="12" fill="#fff" opacity=".7"/><circle cx="270" cy="150" r="8" fill="#fff" opacity=".7"/><circle cx="260" cy="200" r="10" fill="#fff" opacity=".7"/>`;
    case 'fish':
      return `<path d="M90 160c40-50 130-60 190 0-60 60-150 50-190 0z" fill="${fill}"/><path d="M280 160l40-40v80z" fill="${fill}"/><circle cx="130" cy="150" r="8" fill="${accent}"/>`;
    case 'tube':
      return `<path d="M160 60h80l-10 180h-60z" fill="${fill}"/><rect x="180" y="240" width="40" height="20" rx="4" fill="${accent}"/>`;
    case 'pack':
      return `<rect x="120" y="70" width="160" height="170" rx="14" fill="${fill}"/><rect x="140" y="120" width="120" height="70" rx="8" fill="#fff" opacity=".85"/>`;
  }
}

/** The product's picture: 400 × 400, the shelf's colours, the article's shape, brand and name. */
export function productImageSvg(product: Drawn): string {
  const [background, accent] = PALETTES[product.parentCategories[0] ?? ''] ?? FALLBACK_PALETTE;
  const fill = `hsl(${hueOf(product.sku)} 55% 58%)`;
  const shape = SHAPES[product.category] ?? 'pack';
  const brand = escapeHtml(product.brand?.name ?? '');
  const lines = wrap(product.name, 26, 2)
    .map((line, index) => `<text x="200" y="${318 + index * 30}" text-anchor="middle" font-size="24" font-weight="600" fill="#222">${escapeHtml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeHtml(product.name)}">` +
    `<rect width="400" height="400" fill="${background}"/>` +
    shapeSvg(shape, fill, accent) +
    `<text x="200" y="288" text-anchor="middle" font-size="16" letter-spacing="2" fill="${accent}">${brand.toUpperCase()}</text>` +
    lines +
    '</svg>'
  );
}

/** The first 8 hex digits of a picture's SHA-256: a new picture gets a new URL. */
export function productImageHash(svg: string): string {
  return hashOf(svg).slice(0, 8);
}

/** Where the shop API serves the picture (routes/catalogue.ts), same origin: `/media/products/<sku>.<hash>.svg`. */
export function productImageUrl(product: Drawn): string {
  return `/media/products/${encodeURIComponent(product.sku)}.${productImageHash(productImageSvg(product))}.svg`;
}
