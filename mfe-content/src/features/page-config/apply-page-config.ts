import type { PageConfig } from '@storefront/shared/content';
import { safeMediaSrc } from '../safe-content/safe-url';

type Restore = () => void;

/** Sets a `<meta>` of the head, and returns how to put back what was there (or remove what was not). */
function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): Restore {
  const existing = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) {
    const previous = existing.getAttribute('content');
    existing.setAttribute('content', content);
    return () => {
      if (previous === null) existing.removeAttribute('content');
      else existing.setAttribute('content', previous);
    };
  }
  const meta = doc.createElement('meta');
  meta.setAttribute(attribute, key);
  meta.setAttribute('content', content);
  doc.head.append(meta);
  return () => meta.remove();
}

/** Sets one property of the body's inline style, returning how to put the previous value back. */
function setBodyStyle(doc: Document, property: string, value: string): Restore {
  const style = doc.body.style;
  const previous = style.getPropertyValue(property);
  const priority = style.getPropertyPriority(property);
  style.setProperty(property, value);
  return () => {
    if (previous) style.setProperty(property, previous, priority);
    else style.removeProperty(property);
  };
}

const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[0-9.%\s,/]+\)|[a-z]{3,20})$/i;
const BACKGROUND_REPEAT = /^(repeat|repeat-x|repeat-y|no-repeat|space|round)( (repeat|no-repeat|space|round))?$/;
const LENGTH = '(\\d+(\\.\\d+)?(px|%|rem|em|vw|vh)|auto)';
const BACKGROUND_SIZE = new RegExp(`^(cover|contain|${LENGTH}( ${LENGTH})?)$`);

/** A CSS url() of a checked source; quotes and backslashes cannot end it early. */
function cssUrl(src: string): string {
  return `url("${src.replace(/["\\\n\r\f]/g, (character) => encodeURIComponent(character))}")`;
}

/** og:image wants an absolute http(s) URL. */
function absoluteImageUrl(raw: string, origin: string): string | null {
  const src = safeMediaSrc(raw, { allowDataImage: false }, origin);
  return src === null ? null : new URL(src, `${origin}/`).href;
}

/**
 * Applies a page's config (doc 1 §2) to the document: the title; description
 * (or metaDescription) and keywords (or metaKeywords) as meta tags; noIndex and
 * noFollow as the robots meta; ogImage[0].url as og:image; and the page
 * background (colour, image, repeat, size) on the body. Values that are no
 * valid colour, safe URL, repeat or size are left out. Returns the function
 * that restores everything as it was: called when the page unmounts or
 * another page's config replaces this one.
 */
export function applyPageConfig(config: PageConfig, doc: Document = document, origin: string = doc.location?.origin ?? ''): Restore {
  const restores: Restore[] = [];

  if (config.title) {
    const previous = doc.title;
    doc.title = config.title;
    restores.push(() => {
      doc.title = previous;
    });
  }
  const description = config.description ?? config.metaDescription;
  if (description) restores.push(setMeta(doc, 'name', 'description', description));
  const keywords = config.keywords ?? config.metaKeywords;
  if (keywords) restores.push(setMeta(doc, 'name', 'keywords', keywords));
  const robots = [config.noIndex ? 'noindex' : undefined, config.noFollow ? 'nofollow' : undefined].filter(Boolean);
  if (robots.length > 0) restores.push(setMeta(doc, 'name', 'robots', robots.join(', ')));
  const ogImage = config.ogImage?.[0]?.url;
  const ogImageUrl = ogImage ? absoluteImageUrl(ogImage, origin) : null;
  if (ogImageUrl) restores.push(setMeta(doc, 'property', 'og:image', ogImageUrl));

  if (config.backgroundColor && CSS_COLOR.test(config.backgroundColor.trim())) {
    restores.push(setBodyStyle(doc, 'background-color', config.backgroundColor.trim()));
  }
  const image = config.backgroundImage ? safeMediaSrc(config.backgroundImage, {}, origin) : null;
  if (image) {
    restores.push(setBodyStyle(doc, 'background-image', cssUrl(image)));
    if (config.backgroundImageRepeat && BACKGROUND_REPEAT.test(config.backgroundImageRepeat.trim())) {
      restores.push(setBodyStyle(doc, 'background-repeat', config.backgroundImageRepeat.trim()));
    }
    if (config.backgroundImageSize && BACKGROUND_SIZE.test(config.backgroundImageSize.trim())) {
      restores.push(setBodyStyle(doc, 'background-size', config.backgroundImageSize.trim()));
    }
  }

  return () => {
    for (const restore of [...restores].reverse()) restore();
  };
}
