import type { MouseEvent, ReactNode } from 'react';
import type { RouteTarget } from '../contracts/services';
import { useServices } from '../parcel/create-react-parcel';

/** A click the browser should handle itself: new tab, new window, download, or not the main button. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to a named route. The href comes from the shell (it knows the tenant's
 * slugs, doc 1 §2), so "open in new tab" works; a plain click goes through
 * services.navigation, so the shell's router changes the page without a reload.
 * A route switched off by a feature flag has no path (doc 1 §5): then the text stays, without a link.
 */
export function RouteLink({ to, children }: { to: RouteTarget; children: ReactNode }) {
  const { navigation } = useServices();
  const href = navigation.href(to);
  if (href === null) return <span>{children}</span>;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    // Exactly the path the shopper sees in the href.
    navigation.navigate(href);
  };
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
