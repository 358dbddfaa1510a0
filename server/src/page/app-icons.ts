import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { appIconPng, faviconIco } from './app-icon-image';
import { messageBundle } from '../tenants/message-bundle';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';

export const FAVICON_PATH = '/favicon.ico';
export const APPLE_TOUCH_ICON_PATH = '/apple-touch-icon.png';
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
/** The home screen icons of the manifest (the sizes browsers ask an installable shop for). */
const MANIFEST_ICON_SIZES = [192, 512] as const;
const manifestIconPath = (size: number) => `/icons/icon-${size}.png`;
/** The Apple home screen icon's size (iPhone at 3×). */
const APPLE_TOUCH_ICON_SIZE = 180;

/** A day: the icons change only with a tenant's theme, and browsers keep favicons long anyway. */
const ICON_CACHE = 'public, max-age=86400';

/**
 * The shop's icons and web app manifest, per tenant (the request's host): the
 * favicon (which browsers ask for on every first visit), the apple-touch icon
 * and the manifest with the tenant's name, short name, theme colour and icons.
 * Drawn on the first request and kept; the shell page links them
 * (platform/shell-page.ts).
 */
export const appIconRoutes: FastifyPluginAsync = async (app) => {
  const drawn = new Map<string, Buffer>();
  const once = (key: string, draw: () => Buffer) => {
    let file = drawn.get(key);
    if (!file) drawn.set(key, (file = draw()));
    return file;
  };
  const send = (reply: FastifyReply, type: string, body: Buffer | string) =>
    reply.header('cache-control', ICON_CACHE).header('vary', 'Host').type(type).send(body);
  const colourOf = (tenant: Tenant) => tenant.theme.primaryColor;

  app.get(FAVICON_PATH, async (request, reply) =>
    send(reply, 'image/x-icon', once(`favicon ${colourOf(request.tenant)}`, () => faviconIco(colourOf(request.tenant)))),
  );

  const squareIcon = (tenant: Tenant, size: number) =>
    once(`square ${size} ${colourOf(tenant)}`, () => appIconPng(colourOf(tenant), size, false));
  app.get(APPLE_TOUCH_ICON_PATH, async (request, reply) => send(reply, 'image/png', squareIcon(request.tenant, APPLE_TOUCH_ICON_SIZE)));
  for (const size of MANIFEST_ICON_SIZES) {
    app.get(manifestIconPath(size), async (request, reply) => send(reply, 'image/png', squareIcon(request.tenant, size)));
  }

  app.get(WEB_APP_MANIFEST_PATH, async (request, reply) => {
    const { brandName, primaryColor } = request.tenant.theme;
    const manifest = {
      name: (messageBundle['app.name'] ?? '{brand}').replace('{brand}', brandName),
      short_name: brandName,
      lang: 'de-AT',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: primaryColor,
      background_color: '#ffffff',
      // Full squares with the leaf in the middle 80 %: fit for any shape a home screen cuts.
      icons: MANIFEST_ICON_SIZES.map((size) => ({
        src: manifestIconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    };
    return send(reply, 'application/manifest+json; charset=utf-8', JSON.stringify(manifest));
  });
};
