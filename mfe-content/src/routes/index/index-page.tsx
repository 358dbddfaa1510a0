import { isApiError } from '@storefront/shared/api';
import type { MountProps } from '@storefront/shared/contracts';
import type { ContentBlock } from '@storefront/shared/schemas';
import { RouteLink } from '@storefront/shared/ui';
import { contentPath } from './content-path';
import { isPageNotFound, useContentPage } from './use-content-page';

/**
 * The start page and every content page below it (doc 1 §2, index and its
 * catch-all `/:slug(.*)`): the page's title and its content blocks.
 */
export function IndexPage({ route, services }: MountProps) {
  const path = contentPath(route?.params['slug']);
  const { page, error, isValidating, retry } = useContentPage(path);
  const { t } = services.i18n;

  // A page already shown stays while a background revalidation fails.
  if (page === undefined && error !== undefined && !isValidating) {
    if (isPageNotFound(error)) {
      // doc 1 §2: an unknown path gives the not-found page.
      return (
        <section aria-labelledby="content-not-found-heading">
          <h1 id="content-not-found-heading">{t('content.notFound.headline')}</h1>
          <p>{t('content.notFound.text')}</p>
          <RouteLink to={{ name: 'index' }}>{t('content.backToStart')}</RouteLink>
        </section>
      );
    }
    // doc 1 §8: network failure, bad gateway or 501+ on content calls is "not available".
    const unavailable = isApiError(error) && error.kind === 'unavailable';
    return (
      <section role="alert">
        <p>{t(unavailable ? 'content.error.unavailable' : 'content.error.generic')}</p>
        <button type="button" onClick={retry}>
          {t('content.retry')}
        </button>
      </section>
    );
  }

  if (page === undefined) {
    return <p role="status">{t('common.loading')}</p>;
  }

  return (
    <article aria-labelledby="content-page-heading">
      {/* doc 1 §2 page config: the title, else the page's name. */}
      <h1 id="content-page-heading">{page.config.title ?? page.config.name}</h1>
      {page.blocks.length > 0 && <BlockList blocks={page.blocks} label={t('content.blocks')} />}
    </article>
  );
}

/** The page's blocks in order, nested blocks inside their parent. Text is rendered as text, never as HTML. */
function BlockList({ blocks, label }: { blocks: readonly ContentBlock[]; label?: string }) {
  return (
    <ul aria-label={label}>
      {blocks.map((block) => (
        <li key={block.id} data-block-type={block.type}>
          <span className="sf-block-type">{block.type}</span>
          {block.headline ? <span className="sf-block-headline"> {block.headline}</span> : null}
          {block.children.length > 0 && <BlockList blocks={block.children} />}
        </li>
      ))}
    </ul>
  );
}
