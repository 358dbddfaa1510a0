import { escapeHtml } from '@storefront/server-kit/http/html';

/*
 * The barcode a personal or loyalty voucher shows at the till (doc 2 §3
 * barcodeImage): Code 128, code set B, of the voucher's article id, drawn as
 * an SVG. Code set B holds every printable ASCII character, so the article ids
 * (letters, digits, hyphens) are encoded as they are printed.
 */

/**
 * The bar and space widths (in modules, bar first) of the Code 128 symbol
 * values 0 to 106 (ISO/IEC 15417). Each symbol is 11 modules wide; the stop
 * (106) has a seventh element, its 2-module termination bar, and is 13 wide.
 */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const CODE128_START_B = 104;
export const CODE128_STOP = 106;
/** The check symbol is the weighted sum modulo 103 (the start weighs 1, the n-th character n). */
export const CODE128_MODULO = 103;

/** Code set B: the printable ASCII characters, space (32) to tilde (126). */
const CODE_SET_B = /^[\x20-\x7e]+$/;

/** The symbol values of `text` in code set B: start B, one per character, the check symbol, stop. */
export function code128BValues(text: string): number[] {
  if (!CODE_SET_B.test(text)) throw new Error('Code 128 B encodes printable ASCII only');
  const data = [...text].map((character) => character.charCodeAt(0) - 32);
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), CODE128_START_B) % CODE128_MODULO;
  return [CODE128_START_B, ...data, check, CODE128_STOP];
}

/** Quiet zone on each side, in modules (the standard asks for at least 10). */
const QUIET_ZONE = 10;
const MODULE_PX = 2;
const BAR_HEIGHT = 80;
const TEXT_HEIGHT = 24;

/** The voucher's barcode as a standalone SVG: the bars of `code` and the code in plain text below them. */
export function voucherBarcodeSvg(code: string): string {
  const bars: string[] = [];
  let module = QUIET_ZONE;
  for (const value of code128BValues(code)) {
    [...(CODE128_PATTERNS[value] ?? '')].forEach((width, element) => {
      const modules = Number(width);
      // Even elements are bars, odd ones spaces.
      if (element % 2 === 0) bars.push(`<rect x="${module * MODULE_PX}" y="0" width="${modules * MODULE_PX}" height="${BAR_HEIGHT}"/>`);
      module += modules;
    });
  }
  const width = (module + QUIET_ZONE) * MODULE_PX;
  const height = BAR_HEIGHT + TEXT_HEIGHT;
  const label = escapeHtml(code);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<g fill="#000">${bars.join('')}</g>` +
    `<text x="${width / 2}" y="${height - 6}" text-anchor="middle" font-family="monospace" font-size="16">${label}</text>` +
    '</svg>'
  );
}

/** Where a voucher's barcode is served (GET /media/vouchers/{articleId}.svg). */
export function voucherBarcodePath(articleId: string): string {
  return `/media/vouchers/${encodeURIComponent(articleId)}.svg`;
}
