import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import type { RouteTarget } from '../contracts/services';
import { useServices } from '../parcel/create-react-parcel';

/** A click the browser should handle itself: new tab, new window, download, or not the main button. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: RouteTarget;
  readonly children: ReactNode;
  /**
   * Loads the route's code when the link becomes visible (doc 1 §2: links
   * prefetch on visibility by default). `false` for links that are rarely
   * followed, or in long lists where it would only compete with the page.
   */
  readonly prefetch?: boolean;
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
}

/**
 * A link to a named route. The href comes from the shell (it knows the tenant's
 * slugs, doc 1 §2), so "open in new tab" works; a plain click goes through
 * services.navigation, so the shell's router changes the page without a reload.
 * A route switched off by a feature flag has no path: then the text stays, without a link.
 */
export function RouteLink({ to, children, prefetch = true, replace = false, onClick, ...anchorProps }: RouteLinkProps) {
  const { navigation } = useServices();
  const href = navigation.href(to);
  const anchor = useRef<HTMLAnchorElement>(null);
  // The target an observer prefetches: `to` is usually a fresh object each render,
  // so the observer is keyed on the href and reads the latest target from here.
  const target = useRef(to);
  useEffect(() => {
    target.current = to;
  });

  useEffect(() => {
    const element = anchor.current;
    // No observer API (very old browser): no prefetch; the click still loads the route.
    if (!prefetch || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      // Once per link and route: the shell loads each route's code only once anyway.
      observer.disconnect();
      navigation.prefetch(target.current);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [href, prefetch, navigation]);

  if (href === null) return <span className={anchorProps.className}>{children}</span>;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event) || anchorProps.target === '_blank') return;
    event.preventDefault();
    // Exactly the path the shopper sees in the href.
    if (replace) navigation.navigate(href, { replace: true });
    else navigation.navigate(href);
  };
  return (
    <a {...anchorProps} ref={anchor} href={href} onClick={onLinkClick}>
      {children}
    </a>
  );
}
