import { useEffect } from 'react';

export interface PageHead {
  readonly title: string;
  readonly description?: string | undefined;
  /** The page's one URL for search engines, absolute. */
  readonly canonical?: string | undefined;
  /** Structured data (schema.org) for the page, written as one JSON-LD script. */
  readonly jsonLd?: object | undefined;
}

const MARK = 'data-catalogue-head';

function ensure<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  element.setAttribute(MARK, '');
  document.head.append(element);
  return element;
}

/**
 * Sets the page's title, meta description, canonical link and JSON-LD while
 * the page is shown, and puts back what was there when it goes (the next
 * page's parcel sets its own). Nothing is set while `head` is undefined (the
 * data is still loading).
 */
export function usePageHead(head: PageHead | undefined): void {
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (!head) return;
    const previousTitle = document.title;
    document.title = head.title;
    const undo: Array<() => void> = [];
    const setAttribute = (element: HTMLElement, name: string, value: string) => {
      const before = element.getAttribute(name);
      element.setAttribute(name, value);
      undo.push(() => {
        if (element.hasAttribute(MARK)) element.remove();
        else if (before === null) element.removeAttribute(name);
        else element.setAttribute(name, before);
      });
    };
    if (head.description) {
      const meta = ensure('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
      setAttribute(meta, 'content', head.description);
    }
    if (head.canonical) {
      const link = ensure('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
      setAttribute(link, 'href', head.canonical);
    }
    if (head.jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      // "<" cannot end the script early from inside a name or a description.
      script.textContent = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
      script.setAttribute(MARK, '');
      document.head.append(script);
      undo.push(() => script.remove());
    }
    return () => {
      document.title = previousTitle;
      for (const step of undo.reverse()) step();
    };
    // key stands for head: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
