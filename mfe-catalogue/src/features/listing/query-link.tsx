import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';

/** A path with a query; an empty query leaves no "?" behind. */
export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A link to another state of the same page (a page number, a filter): a real
 * href, so it opens in a new tab too, and a plain click goes through the
 * shell's router, which hands the page its new query.
 */
export function QueryLink({ href, children, ...rest }: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { navigation } = useServices();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(href);
  };
  return (
    <a {...rest} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
