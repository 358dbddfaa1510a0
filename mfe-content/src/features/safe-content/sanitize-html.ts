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
 * HTML from the content system, safe to put into the page. The result is a
 * fixed point: the page parses the string again when it sets innerHTML, and
 * markup left by a removed element can parse differently the second time (a
 * paragraph inside a paragraph once a forbidden `<object>` between them is
 * dropped), so the output is sanitized again until nothing changes.
 */
export function sanitizeHtml(dirty: string): string {
  purifier ??= createPurifier();
  let html = purifier.sanitize(dirty, CONFIG);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = purifier.sanitize(html, CONFIG);
    if (again === html) break;
    html = again;
  }
  return html;
}
