import * as z from 'zod/mini';

/*
 * Documents the shopper attaches to the order at checkout, e.g. a business's
 * purchase order or tax exemption certificate for an invoice (B2B), or a
 * delivery permit for a gated site: at most 3 files of 10 MB (doc 2 §9), by
 * the file rules of validation/file-upload.ts. The spec shows no
 * call (doc 2 §7): the cart's files are /api/carts/files, in the style of the cart calls.
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

/** The upload's form, as the browser encodes it: the one file in its field, with its name. */
export function cartFileForm(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append(CART_FILE_FIELD, file, name);
  return form;
}
