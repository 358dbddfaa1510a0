import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { VisuallyHidden } from '@storefront/shared/platform/ui';
import { safeHref } from './safe-url';

export interface SafeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** The href as the content system stores it. */
  readonly href: string;
  readonly children: ReactNode;
}

/**
 * A link from the content system. An in-shop path navigates through the shell
 * (no reload); another site opens in a new tab without access to this one
 * (rel="noopener noreferrer"); a dangerous protocol drops the link and keeps
 * its text.
 */
export function SafeLink({ href, children, onClick, className, ...anchorProps }: SafeLinkProps) {
  const { navigation, i18n } = useServices();
  const target = safeHref(href);
  if (!target) return <span className={className}>{children}</span>;

  if (target.kind === 'external') {
    return (
      <a {...anchorProps} className={className} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        {!target.href.startsWith('mailto:') && !target.href.startsWith('tel:') && (
          <VisuallyHidden> {i18n.t('content.link.newWindow')}</VisuallyHidden>
        )}
      </a>
    );
  }

  const onInternalClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target.path.startsWith('#') || anchorProps.download !== undefined) return;
    event.preventDefault();
    navigation.navigate(target.path);
  };
  return (
    <a {...anchorProps} className={className} href={target.path} onClick={onInternalClick}>
      {children}
    </a>
  );
}
