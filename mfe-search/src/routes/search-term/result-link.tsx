import type { MouseEvent, ReactNode } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { followLink, type ResultLink } from '../../features/shop-links/shop-links';

/** A click the browser handles itself: new tab or window, download, not the main button. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to a search result: a real href (new tab works), a plain click goes
 * through services.navigation, and every click is told to `onFollow` first
 * (the insight click event). A result with nowhere to open it (`link` null:
 * its page is switched off and the tenant has no shop-forward) shows as plain
 * text, not as a link that goes nowhere.
 */
export function ResultAnchor({
  link,
  onFollow,
  className,
  children,
}: {
  link: ResultLink | null;
  onFollow?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { navigation } = useServices();
  if (!link) return <span className={className}>{children}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onFollow?.();
    if (isModifiedClick(event)) return;
    event.preventDefault();
    followLink(navigation, link);
  };
  return (
    <a href={link.href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
