import type { ContentBlock } from '@storefront/shared/platform/schemas';

/** A content block without children, as the seeds and the tenants' configs write them. */
export function contentBlock(id: string, type: string, fields: Record<string, unknown>, headline?: string): ContentBlock {
  return { id, type, ...(headline !== undefined ? { headline } : {}), fields, children: [] };
}
