import { encodePng } from '@storefront/server-kit/media/png';

/*
 * The shop's app icons, drawn per tenant in its theme colour (like the product
 * and content pictures, no file is needed): a white leaf, fresh food, on the
 * tenant's primary colour. The favicon has rounded corners on a transparent
 * ground; the apple-touch icon and the manifest's icons fill the whole square
 * (iOS rounds the corners itself, and shows a transparent ground black) with
 * the leaf inside the safe zone of a maskable icon (the middle 80 %).
 */

type Rgb = readonly [number, number, number];

/** The tenant's `#rrggbb` theme colour as channels. */
export function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

const WHITE: Rgb = [255, 255, 255];
/** Samples per pixel along each axis: 4 × 4 smooth the edges. */
const SUPERSAMPLING = 4;
/** The favicon's corner radius, as a share of its size. */
const CORNER_RADIUS = 0.22;

/**
 * What covers a point of the unit square (0..1 both ways): nothing (the
 * favicon's cut corners), the ground, or the leaf. The leaf is the lens
 * between two circles, tilted by 45°, with a vein in the ground colour and a
 * short stem.
 */
function shapeAt(x: number, y: number, rounded: boolean): 'none' | 'ground' | 'leaf' {
  if (rounded) {
    const cx = Math.min(Math.max(x, CORNER_RADIUS), 1 - CORNER_RADIUS);
    const cy = Math.min(Math.max(y, CORNER_RADIUS), 1 - CORNER_RADIUS);
    if (Math.hypot(x - cx, y - cy) > CORNER_RADIUS) return 'none';
  }
  // Turned by 45° around the centre, so the leaf's axis runs from bottom left to top right.
  const dx = x - 0.5;
  const dy = y - 0.5;
  const u = (dx - dy) * Math.SQRT1_2;
  const v = (dx + dy) * Math.SQRT1_2;
  const inLeaf = Math.hypot(u - 0.19, v) < 0.33 && Math.hypot(u + 0.19, v) < 0.33;
  if (inLeaf) return Math.abs(u) < 0.014 && v > -0.2 && v < 0.22 ? 'ground' : 'leaf';
  const inStem = Math.abs(u) < 0.018 && v >= 0.2 && v < 0.33;
  return inStem ? 'leaf' : 'ground';
}

/** The icon as RGBA pixels, `size` × `size`. */
function iconPixels(size: number, ground: Rgb, rounded: boolean): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const samples = SUPERSAMPLING * SUPERSAMPLING;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
          const shape = shapeAt((px + (sx + 0.5) / SUPERSAMPLING) / size, (py + (sy + 0.5) / SUPERSAMPLING) / size, rounded);
          if (shape === 'none') continue;
          const colour = shape === 'leaf' ? WHITE : ground;
          covered += 1;
          for (let c = 0; c < 3; c += 1) sum[c]! += colour[c]!;
        }
      }
      const offset = (py * size + px) * 4;
      // Colour averaged over the covered samples, so an edge against transparency keeps its colour.
      for (let c = 0; c < 3; c += 1) pixels[offset + c] = covered ? Math.round(sum[c]! / covered) : 0;
      pixels[offset + 3] = Math.round((covered / samples) * 255);
    }
  }
  return pixels;
}

/** The icon as a PNG file: `rounded` for the favicon, a full square for home screens. */
export function appIconPng(primaryColor: string, size: number, rounded: boolean): Buffer {
  return encodePng(size, size, 4, iconPixels(size, rgbOf(primaryColor), rounded));
}

/** The sizes in /favicon.ico: tabs, bookmarks, the taskbar. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/**
 * /favicon.ico: an ICO file whose images are PNGs (every browser in use reads
 * those): a 6-byte header, one 16-byte entry per image, then the images.
 */
export function faviconIco(primaryColor: string): Buffer {
  const images = FAVICON_SIZES.map((size) => appIconPng(primaryColor, size, true));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map((image, index) => {
    const size = FAVICON_SIZES[index]!;
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0); // width (0 would mean 256)
    entry.writeUInt8(size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}
