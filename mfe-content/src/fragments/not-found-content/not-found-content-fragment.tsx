import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { notFoundContentFragmentPropsSchema } from '@storefront/shared/content';
import { NotFoundContent } from '../../features/not-found/not-found-content';

/**
 * The `not-found-content` fragment: the content-managed not-found page for the
 * shell's error page (doc 1 §2: on 404; the error data may carry a custom
 * error-page slug). The shell owns the status, the document and the errorPage
 * page view; this fragment only shows the page's content.
 */
export function NotFoundContentFragment({ props }: MountProps) {
  const parsed = useMemo(() => z.safeParse(notFoundContentFragmentPropsSchema, props), [props]);
  const errorPageSlug = parsed.success ? (parsed.data?.errorPageSlug ?? undefined) : undefined;
  return <NotFoundContent errorPageSlug={errorPageSlug} />;
}
