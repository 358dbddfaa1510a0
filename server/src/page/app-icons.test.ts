import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BIOGARTEN, FRISCHMARKT } from '@storefront/server-kit/tenants/tenants';
import { createTestApp, type TestApp } from '../testing/test-app.test-support';

let testApp: TestApp;
afterEach(() => testApp.close());

const get = (url: string, host = 'localhost') => testApp.app.inject({ method: 'GET', url, headers: { host } });

/** A PNG as the browser reads it: size, and the colour of a pixel (this backend's PNGs are unfiltered). */
function readPng(file: Buffer) {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += length + 12;
  }
  if (!header) throw new Error('no IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const channels = header[9] === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(data));
  const pixel = (x: number, y: number) => {
    const start = y * (width * channels + 1) + 1 + x * channels;
    return [...raw.subarray(start, start + channels)];
  };
  return { width, height, channels, pixel };
}

const hex = (rgb: number[]) => `#${rgb.slice(0, 3).map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

describe('the app icons, drawn per tenant in its theme colour', () => {
  it.each([
    ['localhost', FRISCHMARKT.theme.primaryColor],
    ['bio.localhost', BIOGARTEN.theme.primaryColor],
  ])('answers /favicon.ico on %s with an icon of 16, 32 and 48 px in %s', async (host, colour) => {
    testApp = await createTestApp();
    const response = await get('/favicon.ico', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['vary']).toBe('Host');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const ico = response.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((index) => {
      const entry = 6 + index * 16;
      const png = readPng(ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8)));
      expect([ico[entry], ico[entry + 1]]).toEqual([png.width, png.height]);
      // The ground in the theme colour; the corners cut round (transparent).
      expect(hex(png.pixel(Math.floor(png.width / 2), 1))).toBe(colour);
      expect(png.pixel(0, 0)[3]).toBe(0);
      return png.width;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('answers /apple-touch-icon.png with an opaque 180 × 180 PNG in the tenant’s colour, corner to corner', async () => {
    testApp = await createTestApp();
    for (const [host, colour] of [
      ['localhost', FRISCHMARKT.theme.primaryColor],
      ['bio.localhost', BIOGARTEN.theme.primaryColor],
    ] as const) {
      const response = await get('/apple-touch-icon.png', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = readPng(response.rawPayload);
      expect([png.width, png.height]).toEqual([180, 180]);
      // iOS shows transparency black and rounds the corners itself: the square is full.
      expect(png.pixel(0, 0)).toEqual([...png.pixel(0, 0).slice(0, 3), 255]);
      expect(hex(png.pixel(0, 0))).toBe(colour);
      // The white leaf in the middle (beside its vein, which runs through the centre).
      expect(hex(png.pixel(100, 80))).toBe('#ffffff');
    }
  });

  it('answers /manifest.webmanifest with the tenant’s name, short name, theme colour and icons that exist', async () => {
    testApp = await createTestApp();
    const response = await get('/manifest.webmanifest', 'bio.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['vary']).toBe('Host');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Biogarten – Lebensmittel online',
      short_name: 'Biogarten',
      lang: 'de-AT',
      start_url: '/',
      display: 'standalone',
      theme_color: BIOGARTEN.theme.primaryColor,
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      expect(icon.type).toBe('image/png');
      const file = await get(icon.src, 'bio.localhost');
      expect(file.statusCode).toBe(200);
      const png = readPng(file.rawPayload);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      expect(hex(png.pixel(0, 0))).toBe(BIOGARTEN.theme.primaryColor);
    }
    expect((await get('/manifest.webmanifest')).json()).toMatchObject({ short_name: 'Frischmarkt', theme_color: FRISCHMARKT.theme.primaryColor });
  });

  it('draws no icon it was not asked for', async () => {
    testApp = await createTestApp();
    expect((await get('/icons/icon-64.png')).statusCode).toBe(404);
  });
});
