import { contentPageSchema, type ContentPage } from '../../schemas/content';
import type { ApiClient } from '../client';

/**
 * The content page for a path. doc 1 does not show the page content call; the
 * storefront uses GET /api/content/pages?path=… (see the backend README).
 */
export function getContentPage(api: ApiClient, path: string): Promise<ContentPage> {
  return api.request('GET', '/api/content/pages', { schema: contentPageSchema, query: { path } });
}
