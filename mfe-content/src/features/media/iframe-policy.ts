/**
 * The sandbox of every iframe a block shows. Tokens the content system asks
 * for are kept only if they are on this list (no top navigation, no modals,
 * no pointer lock …), and `allow-scripts` never goes together with
 * `allow-same-origin`: together they let the framed page remove its own
 * sandbox. When both are asked for, scripts win and the frame runs in an
 * opaque origin (most widgets need script; few need their cookies).
 */
const SANDBOX_TOKENS: ReadonlySet<string> = new Set([
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-presentation',
  'allow-downloads',
]);

export function iframeSandbox(requested: readonly string[] = []): string {
  const tokens = new Set(requested.map((token) => token.trim().toLowerCase()).filter((token) => SANDBOX_TOKENS.has(token)));
  if (tokens.has('allow-scripts')) tokens.delete('allow-same-origin');
  return [...tokens].sort().join(' ');
}

/** Permissions a frame may be given (permissions policy); everything else (camera, geolocation, payment …) is denied. */
const ALLOWED_FEATURES: ReadonlySet<string> = new Set(['fullscreen', 'picture-in-picture', 'autoplay', 'encrypted-media', 'clipboard-write']);

export function iframeAllow(requested: readonly string[] = []): string | undefined {
  const features = [...new Set(requested.map((feature) => feature.trim().toLowerCase()))].filter((feature) => ALLOWED_FEATURES.has(feature));
  return features.length > 0 ? features.sort().join('; ') : undefined;
}
