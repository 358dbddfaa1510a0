import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isDangerousUrlValue, safeHref } from './safe-url';

/**
 * HTML from the content system (custom HTML and rich text blocks) goes through
 * here before it reaches the page, and only here: `SanitizedHtml` is the one
 * place that sets innerHTML. DOMPurify removes script, event handler
 * attributes and script URLs; this configuration is stricter than its
 * defaults:
 *
 * - HTML only (no SVG or MathML, where most parser-confusion bypasses live);
 * - no forms or form controls (a block must not ask for passwords), no
 *   iframes, objects or embeds (the iframe and video blocks do that, sandboxed
 *   and after consent), no style elements or attributes (the shell's CSP
 *   refuses inline styles anyway);
 * - no `data:` URL anywhere (DOMPurify allows it for img src by default), no
 *   attribute value with `<` or `>`;
 * - links to other sites open in a new tab with rel="noopener noreferrer";
 *   images load lazily.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'template',
    'noscript',
    'dialog',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'ping', 'background', 'poster'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'xlink:href', 'cite', 'longdesc', 'data', 'action', 'formaction']);

let purifier: Purifier | undefined;

function createPurifier(): Purifier {
  // A private instance: its hooks do not change DOMPurify for anyone else on the page.
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, event) => {
    const name = event.attrName.toLowerCase();
    const value = event.attrValue;
    if (name.startsWith('on') || /[<>]/.test(value) || (URL_ATTRIBUTES.has(name) && isDangerousUrlValue(value))) {
      event.keepAttr = false;
      event.forceKeepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      const target = href === null ? null : safeHref(href);
      if (href !== null && target === null) node.removeAttribute('href');
      if (target?.kind === 'external') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return instance;
}

/** The most passes `sanitizeHtml` makes; real content settles in one or two. */
const MAX_PASSES = 4;

/**
 * The markup without `style` attributes in its start tags. Parsing one raises a
 * CSP violation (style-src-attr) in whatever document it is parsed into; the
 * sanitizer would drop it anyway, so it never reaches the parser. A plain scan
 * in one pass: quoted values are skipped whole and comments left alone. The
 * text of a raw text element (`<script>`, `<style>`, `<textarea>`, …) is scanned
 * as markup too, on purpose: inside svg or math the same text is markup, and
 * only the tree builder knows which; a style attribute written there is cut from
 * that text (the sanitizer drops script, style and iframe whole anyway). Where
 * markup is too broken for it, a style attribute is left to the parser (one
 * report, no harm: DOMPurify still removes it).
 */
export function withoutStyleAttributes(html: string): string {
  const isSpace = (char: string | undefined) => char !== undefined && /[\t\n\f\r /]/.test(char);
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) return out + html.slice(at);
    out += html.slice(at, open);
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close < 0 ? html.length : close + 3;
      out += html.slice(open, at);
      continue;
    }
    if (!/[a-z]/i.test(html[open + 1] ?? '')) {
      out += '<';
      at = open + 1;
      continue;
    }
    // A start tag: its name, then attributes up to '>'.
    let index = open + 1;
    while (index < html.length && !isSpace(html[index]) && html[index] !== '>') index += 1;
    out += html.slice(open, index);
    while (index < html.length && html[index] !== '>') {
      if (isSpace(html[index])) {
        out += html[index];
        index += 1;
        continue;
      }
      const nameStart = index;
      index += 1; // a name is at least one character, '=' included (as the tokenizer reads it)
      while (index < html.length && !isSpace(html[index]) && html[index] !== '>' && html[index] !== '=') index += 1;
      const name = html.slice(nameStart, index);
      let end = index;
      let next = index;
      while (isSpace(html[next]) && html[next] !== '/') next += 1;
      if (html[next] === '=') {
        next += 1;
        while (isSpace(html[next]) && html[next] !== '/') next += 1;
        const quote = html[next];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, next + 1);
          end = close < 0 ? html.length : close + 1;
        } else {
          end = next;
          while (end < html.length && !/[\t\n\f\r >]/.test(html[end]!)) end += 1;
        }
      }
      if (name.toLowerCase() !== 'style') out += html.slice(nameStart, end);
      index = end;
    }
    at = index;
  }
  return out;
}

/**
 * One pass: the markup is parsed into an element of an inert document (the
 * one a template's contents live in: no browsing context, so a `<base>` sets
 * no base URL, a `<style>` applies no styles, nothing loads or runs) and
 * sanitized there in place. DOMPurify's own parse (DOMParser) is not used: it
 * applies `<base>` and `<style>` against the page's CSP and reports each as a
 * violation, which would bury a real attack in noise.
 */
function sanitizePass(purify: Purifier, html: string): string {
  const inert = document.createElement('template').content.ownerDocument;
  const root = inert.createElement('div');
  root.innerHTML = withoutStyleAttributes(html);
  purify.sanitize(root, { ...CONFIG, IN_PLACE: true });
  return root.innerHTML;
}

/**
 * HTML from the content system, safe to put into the page. The result is a
 * fixed point: the page parses the string again when it sets innerHTML, and
 * markup left by a removed element can parse differently the second time (a
 * paragraph inside a paragraph once a forbidden `<object>` between them is
 * dropped), so the output is sanitized again until nothing changes.
 */
export function sanitizeHtml(dirty: string): string {
  const purify = (purifier ??= createPurifier());
  let html = sanitizePass(purify, dirty);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = sanitizePass(purify, html);
    if (again === html) break;
    html = again;
  }
  return html;
}
