import { encodePng } from '@storefront/server-kit/media/png';

/*
 * The pictures the content pages name in their config (doc 1 §2: ogImage[0].url,
 * backgroundImage): drawn here, like the product pictures, so no external file
 * is needed and every URL the content names answers.
 *
 * - Share images (og:image) are PNG, 1200 × 630, the size and format social
 *   networks show (most of them do not take SVG): a calm colour field with the
 *   shop's green band and a few round shapes (fruit, plates) in the page's colours.
 * - Page backgrounds are small SVG tiles the page repeats (backgroundImageRepeat,
 *   backgroundImageSize): a herb leaf, a gingham check, dots.
 */

type Rgb = readonly [number, number, number];

interface ShareImage {
  readonly kind: 'share';
  readonly background: Rgb;
  readonly band: Rgb;
  /** Circles: centre x, centre y, radius, colour. */
  readonly circles: ReadonlyArray<readonly [number, number, number, Rgb]>;
}

interface BackgroundTile {
  readonly kind: 'tile';
  readonly svg: string;
}

const GREEN: Rgb = [26, 127, 55];
const TOMATO: Rgb = [214, 40, 40];
const APRICOT: Rgb = [244, 162, 97];
const TEAL: Rgb = [42, 157, 143];
const CREAM: Rgb = [255, 253, 247];
const MINT: Rgb = [232, 245, 236];
const WHITE: Rgb = [255, 255, 255];
const WHEAT: Rgb = [241, 227, 200];

const tile = (size: number, body: string): BackgroundTile => ({
  kind: 'tile',
  svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${body}</svg>`,
});

/** Every picture by its file name (without extension). */
const CONTENT_IMAGES: Readonly<Record<string, ShareImage | BackgroundTile>> = {
  'teilen-startseite': {
    kind: 'share',
    background: MINT,
    band: GREEN,
    circles: [
      [330, 300, 130, TOMATO],
      [600, 260, 150, APRICOT],
      [870, 310, 120, TEAL],
    ],
  },
  'teilen-rezepte': {
    kind: 'share',
    background: CREAM,
    band: GREEN,
    circles: [
      [600, 290, 210, WHITE],
      [600, 290, 150, [244, 211, 94]],
      [545, 250, 34, TOMATO],
      [660, 320, 28, TOMATO],
    ],
  },
  'teilen-angebote': {
    kind: 'share',
    background: [253, 243, 231],
    band: TOMATO,
    circles: [
      [420, 290, 170, TOMATO],
      [780, 290, 170, APRICOT],
    ],
  },
  'teilen-kundenclub': {
    kind: 'share',
    background: [241, 248, 243],
    band: GREEN,
    circles: [
      [450, 290, 120, GREEN],
      [750, 290, 120, WHEAT],
    ],
  },
  'hintergrund-kraeuter': tile(
    160,
    '<rect width="160" height="160" fill="#fffdf7"/>' +
      '<path d="M30 70c0-22 16-36 36-36 0 22-14 36-36 36zM30 70l20-20" stroke="#cde8d5" stroke-width="3" fill="#eef7f0"/>' +
      '<path d="M110 150c0-22 16-36 36-36 0 22-14 36-36 36zM110 150l20-20" stroke="#cde8d5" stroke-width="3" fill="#eef7f0"/>',
  ),
  'hintergrund-karo': tile(
    48,
    '<rect width="48" height="48" fill="#ffffff"/><rect width="24" height="48" fill="#1a7f37" opacity=".06"/><rect width="48" height="24" fill="#1a7f37" opacity=".06"/>',
  ),
  'hintergrund-punkte': tile(32, '<rect width="32" height="32" fill="#fdf6ec"/><circle cx="16" cy="16" r="3" fill="#f4a261" opacity=".35"/>'),
};

export type ContentImageFormat = 'png' | 'svg';

/** The path the shop API serves a content picture at (routes/content.ts). */
export function contentImageUrl(name: string): string {
  const image = CONTENT_IMAGES[name];
  if (!image) throw new Error(`No content image is drawn for ${name}`);
  return `/media/content/${name}.${image.kind === 'share' ? 'png' : 'svg'}`;
}

const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;
const BAND_HEIGHT = 90;

/** A share image as an 8-bit RGB PNG: the colour field, the band at the bottom, the circles (edges smoothed). */
function sharePng(image: ShareImage): Buffer {
  const pixels = Buffer.alloc(SHARE_WIDTH * SHARE_HEIGHT * 3);
  for (let y = 0; y < SHARE_HEIGHT; y += 1) {
    for (let x = 0; x < SHARE_WIDTH; x += 1) {
      let colour: readonly number[] = y >= SHARE_HEIGHT - BAND_HEIGHT ? image.band : image.background;
      for (const [cx, cy, r, fill] of image.circles) {
        const coverage = Math.min(1, Math.max(0, r + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
        if (coverage > 0) colour = colour.map((channel, index) => Math.round(channel + (fill[index]! - channel) * coverage));
      }
      pixels.set(colour, (y * SHARE_WIDTH + x) * 3);
    }
  }
  return encodePng(SHARE_WIDTH, SHARE_HEIGHT, 3, pixels);
}

const drawn = new Map<string, { readonly type: string; readonly body: Buffer }>();

/**
 * The picture named by a file name (`teilen-startseite.png`), with its content
 * type; undefined for any other name. Drawn once, then kept: the pictures never change.
 */
export function contentImage(file: string): { readonly type: string; readonly body: Buffer } | undefined {
  const match = /^([a-z0-9-]+)\.(png|svg)$/.exec(file);
  const image = match ? CONTENT_IMAGES[match[1]!] : undefined;
  if (!match || !image || match[2] !== (image.kind === 'share' ? 'png' : 'svg')) return undefined;
  let result = drawn.get(file);
  if (!result) {
    result =
      image.kind === 'share'
        ? { type: 'image/png', body: sharePng(image) }
        : { type: 'image/svg+xml; charset=utf-8', body: Buffer.from(image.svg, 'utf8') };
    drawn.set(file, result);
  }
  return result;
}
