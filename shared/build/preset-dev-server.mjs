// The dev servers of the shell and the remotes: what they pass on to the backend, and their settings.

/** The reference backend a dev server passes the backend's paths on to (the root `pnpm dev` sets its own). */
const BACKEND_URL = process.env.STOREFRONT_BACKEND_URL ?? 'http://localhost:3000';

/**
 * The paths the backend answers, which a dev server passes on to it; every
 * other path is the dev server's own (bundles, and index.html for a page).
 * Besides the API and the tenant config: the registry, the build helpers and
 * prerendered payloads, client logs, pictures, the consent banner, the local
 * payment provider, the external shop's stand-in, the search insights and the
 * test endpoints.
 */
const BACKEND_PATHS = ['/api', '/tenant', '/remotes', '/builds', '/logs', '/media', '/consent', '/payment-provider', '/externer-shop', '/1/events', '/__test'];

export function isBackendPath(pathname) {
  const under = (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return BACKEND_PATHS.some(under) || pathname.endsWith('/_payload.json');
}

function toBackend() {
  return { context: isBackendPath, target: BACKEND_URL };
}

/** The shell's dev server: its pages fall back to index.html, the backend's paths go to the backend. */
export function shellDevServer(devPort) {
  return {
    port: devPort,
    historyApiFallback: true,
    proxy: [toBackend()],
  };
}

/** A remote's dev server: its dev host's page, and its files served to the shell's page on another origin. */
export function remoteDevServer(devPort) {
  return {
    port: devPort,
    historyApiFallback: true,
    // The shell's page (another origin: http://localhost:3100, http://bio.localhost:3100) loads
    // mf-manifest.json, remoteEntry.js and the chunks from here; none of it carries credentials.
    headers: { 'Access-Control-Allow-Origin': '*' },
    // To the browser bio.localhost is another site than localhost, and the dev server refuses
    // scripts loaded across sites unless its own host is allowed: this lets the second shop load them.
    allowedHosts: ['.localhost'],
    proxy: [toBackend()],
  };
}
