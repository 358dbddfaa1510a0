import type { MouseEvent, ReactNode } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { shopPathOf } from '@storefront/shared/platform/validation';
import type { ConfigLink as ConfigLinkValue } from '../component-config/use-component-config';

/**
 * A link of a component config. A path of this shop changes the page through
 * the shell's navigation (no reload); an https page is an ordinary link; a
 * script address, or a path a browser reads as another site (`/\host`), is
 * shown as its text, never as a link.
 */
export function ConfigLink({ link, className, children }: { link: ConfigLinkValue; className?: string; children?: ReactNode }) {
  const { navigation } = useServices();
  const path = shopPathOf(link.href);
  const href = path ?? (/^https:\/\/[^\\\s]+$/.test(link.href) ? link.href : null);
  if (href === null) return <span className={className}>{children ?? link.label}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (path === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(path);
  };
  return (
    <a href={href} onClick={onClick} className={className} {...(path ? {} : { rel: 'noopener noreferrer' })}>
      {children ?? link.label}
    </a>
  );
}
