import type { MouseEvent, ReactNode } from 'react';
import { useServices } from '@storefront/shared/parcel';
import { followLink, type ResultLink } from '../../features/shop-links/shop-links';

/** A click the browser handles itself: new tab or window, download, not the main button. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to a search result: a real href (new tab works), a plain click goes
 * through services.navigation, and every click is told to `onFollow` first
 * (the insight click event).
 */
export function ResultAnchor({
  link,
  onFollow,
  className,
  children,
}: {
  link: ResultLink;
  onFollow?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { navigation } = useServices();
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
