import { useEffect } from 'react';
import type { PageConfig } from '@storefront/shared/content';
import { applyPageConfig } from './apply-page-config';

/** The shown page's config in the document head and background, restored when the page goes (doc 1 §2). */
export function usePageConfig(config: PageConfig | undefined): void {
  useEffect(() => (config ? applyPageConfig(config) : undefined), [config]);
}
