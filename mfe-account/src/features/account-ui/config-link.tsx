import type { MouseEvent, ReactNode } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import type { ConfigLink as ConfigLinkValue } from '../component-config/use-component-config';

/** Whether a configured href stays in this shop: a path, never `//host` or a scheme. */
function isShopPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link of a component config. A path of this shop changes the page through
 * the shell's navigation (no reload); anything else is an ordinary link, and
 * the shell refuses dangerous protocols when one is followed by code.
 */
export function ConfigLink({ link, className, children }: { link: ConfigLinkValue; className?: string; children?: ReactNode }) {
  const { navigation } = useServices();
  const internal = isShopPath(link.href);
  const safe = internal || /^https:\/\//.test(link.href);
  if (!safe) return <span className={className}>{children ?? link.label}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!internal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(link.href);
  };
  return (
    <a href={link.href} onClick={onClick} className={className} {...(internal ? {} : { rel: 'noopener noreferrer' })}>
      {children ?? link.label}
    </a>
  );
}
