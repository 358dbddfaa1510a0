import type { TenantConfig } from '../schemas/tenant-config';

export type ThemeConfig = TenantConfig['themeConfig'];

/**
 * The design tokens, as CSS custom properties, with the values a page gets when
 * the tenant sets none. Every `*.module.css` of the kit reads them as
 * `var(--sf-…, <this value>)`, so a component looks right even on a page that
 * never applied them (a dev host, a test); ui-styles.test.ts keeps the two equal.
 */
export const DEFAULT_THEME_TOKENS = {
  '--sf-primary': '#1a7f37',
  '--sf-primary-hover': '#166c2f',
  '--sf-on-primary': '#ffffff',
  '--sf-text': '#1b1f24',
  '--sf-muted': '#57606a',
  '--sf-surface': '#ffffff',
  '--sf-surface-muted': '#f6f8fa',
  '--sf-border': '#d0d7de',
  '--sf-success': '#1a7f37',
  '--sf-info': '#0969da',
  '--sf-warning': '#9a6700',
  '--sf-danger': '#cf222e',
  '--sf-focus': '#0969da',
  '--sf-radius': '0.5rem',
  '--sf-space-1': '0.25rem',
  '--sf-space-2': '0.5rem',
  '--sf-space-3': '0.75rem',
  '--sf-space-4': '1rem',
  '--sf-space-5': '1.5rem',
  '--sf-space-6': '2rem',
} as const;

export type ThemeTokenName = keyof typeof DEFAULT_THEME_TOKENS;
export type ThemeTokens = Readonly<Record<ThemeTokenName, string>>;

type Rgb = readonly [number, number, number];

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function parseHex(color: string): Rgb | null {
  const match = HEX_COLOR.exec(color);
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const rgbA = parseHex(a);
  const rgbB = parseHex(b);
  if (!rgbA || !rgbB) return 1;
  const [light, dark] = [luminance(rgbA), luminance(rgbB)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The tokens of a tenant's theme (doc 1 §3: themeConfig). The tenant chooses the
 * primary colour; the text on it (white or the text colour, whichever reads
 * better) and its hover shade are derived, so a light brand colour still gives
 * readable buttons. Everything else keeps the defaults. A colour that is not
 * `#rrggbb` (the tenant schema rejects it) leaves the default primary.
 */
export function themeTokens(themeConfig: ThemeConfig): ThemeTokens {
  const primary = parseHex(themeConfig.primaryColor);
  if (!primary) return DEFAULT_THEME_TOKENS;
  const primaryColor = toHex(primary);
  const { '--sf-surface': light, '--sf-text': dark } = DEFAULT_THEME_TOKENS;
  const onPrimary = contrastRatio(primaryColor, light) >= contrastRatio(primaryColor, dark) ? light : dark;
  // 15 % darker for hover and pressed states (color-mix() is missing in Firefox 111, one of our targets).
  const hover = toHex([primary[0] * 0.85, primary[1] * 0.85, primary[2] * 0.85]);
  return {
    ...DEFAULT_THEME_TOKENS,
    '--sf-primary': primaryColor,
    '--sf-primary-hover': hover,
    '--sf-on-primary': onPrimary,
  };
}

/**
 * Sets the tenant's tokens on an element (the shell's document element, a dev
 * host's root): every component below it reads them through `var()`.
 */
export function applyThemeTokens(element: HTMLElement, themeConfig: ThemeConfig): void {
  for (const [name, value] of Object.entries(themeTokens(themeConfig))) {
    element.style.setProperty(name, value);
  }
}
