import { useMemo, type MouseEvent } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { sanitizeHtml } from './sanitize-html';
import { safeHref } from './safe-url';

/**
 * Renders HTML from the content system after sanitizing it: the one place of
 * this remote that sets innerHTML. A plain click on a link into the shop goes
 * through the shell's navigation (no reload), like every other link.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const { navigation } = useServices();
  const safe = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!anchor || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('#')) return;
    const target = safeHref(href);
    if (target?.kind !== 'internal') return;
    event.preventDefault();
    navigation.navigate(target.path);
  };

  // The listener only takes over link activation; links stay focusable and activate by keyboard as ever.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={safe} />;
}
