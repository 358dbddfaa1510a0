import * as z from 'zod/mini';
import type { ApiClient } from '../../platform/api/client';

/**
 * doc 2 §9 checkout file uploads (10 MB, 3 files; the file rules of doc 2 §5
 * in validation/file-upload.ts): documents the shopper attaches to the order
 * at checkout, e.g. a business's purchase order or tax exemption certificate
 * for an invoice (B2B), or a delivery permit for a gated site. Doc 2 §7 shows
 * no call: the cart's files are /api/carts/files, in the style of the cart calls.
 */
export const cartFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mediaType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  /** Bytes. */
  size: z.int().check(z.positive()),
  createdAt: z.string(),
});
export type CartFile = z.infer<typeof cartFileSchema>;

/** The answer of every cart file call: the cart's files, oldest first. */
export const cartFilesResponseSchema = z.object({ files: z.array(cartFileSchema) });
export type CartFiles = z.infer<typeof cartFilesResponseSchema>;

/** The multipart form field that carries the file (one file per call). */
export const CART_FILE_FIELD = 'file';

/** GET /api/carts/files: the files attached to the visitor's cart. */
export function getCartFiles(api: ApiClient): Promise<CartFiles> {
  return api.request('GET', '/api/carts/files', { schema: cartFilesResponseSchema });
}

/**
 * POST /api/carts/files (multipart/form-data, field `file`): attaches one file
 * to the open cart; 400 for a fourth file or a file that is no pdf, jpeg or
 * png of at most 10,000,000 bytes (checked by its content too).
 */
export function uploadCartFile(api: ApiClient, file: Blob, name: string): Promise<CartFiles> {
  const form = new FormData();
  form.append(CART_FILE_FIELD, file, name);
  return api.request('POST', '/api/carts/files', { schema: cartFilesResponseSchema, body: form });
}

/** DELETE /api/carts/files/{id}: removes a file from the open cart. */
export function removeCartFile(api: ApiClient, id: string): Promise<CartFiles> {
  return api.request('DELETE', `/api/carts/files/${encodeURIComponent(id)}`, { schema: cartFilesResponseSchema });
}
