import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { CART_FILE_FIELD, getCartFiles, removeCartFile, uploadCartFile } from '@storefront/shared/checkout';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, isAllowedUploadType, ruleMessage } from '@storefront/shared/platform/validation';
import { createHash } from 'node:crypto';
import type { Environment } from '../config';
import { visitorCart } from '../carts/visitor-cart';
import { HttpError } from '../http/errors';
import { isUploadMediaType, startsAs, type UploadMediaType } from '../http/file-signatures';
import { operationRouter } from '../platform/operation-routes';
import type { ShopStore } from '../store/shop-store';

/** A file as the multipart parser hands it to the route: read whole (at most one byte more than allowed). */
interface ReceivedFile {
  readonly name: string;
  readonly declaredType: string;
  readonly content: Buffer;
  /** More bytes came than MAX_UPLOAD_BYTES. */
  readonly tooLarge: boolean;
  /** For the Idempotency-Key's fingerprint of the request: name, type and a hash of the content, not the bytes. */
  toJSON(): unknown;
}

function isReceivedFile(value: unknown): value is ReceivedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as Partial<ReceivedFile>).content);
}

/** A file the upload rules refuse (doc 2 §5): 400 naming the field, with the rule's message and the reason as a code. */
function fileRefused(reason: 'fileMissing' | 'fileType' | 'fileTooLarge' | 'tooManyFiles', text: string): HttpError {
  const messages = {
    fileMissing: ruleMessage('validation.required'),
    fileType: ruleMessage('validation.fileType'),
    fileTooLarge: ruleMessage('validation.fileTooLarge', MAX_UPLOAD_BYTES / 1_000_000),
    tooManyFiles: ruleMessage('validation.tooManyFiles', MAX_UPLOAD_FILES),
  };
  return new HttpError(400, 'validation', text, { reason, issues: [{ path: CART_FILE_FIELD, message: messages[reason] }] });
}

/** The name kept for a file: without any path, control characters or anything past 255 characters. */
function fileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
}

/** The file's media type by its declared type, or by its name where the browser declared none (shared rule). */
function mediaTypeOf(file: ReceivedFile): UploadMediaType | undefined {
  // A browser sends application/octet-stream for a file whose type it cannot tell: as no type.
  const given = file.declaredType.trim().toLowerCase();
  const declared = given === 'application/octet-stream' ? '' : given;
  if (!isAllowedUploadType({ name: file.name, size: file.content.length, type: declared })) return undefined;
  if (declared !== '') return isUploadMediaType(declared) ? declared : undefined;
  const ending = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ending === 'pdf' ? 'application/pdf' : ending === 'png' ? 'image/png' : 'image/jpeg';
}

/**
 * Documents attached to the open cart at checkout (a business's purchase order
 * or tax exemption certificate for an invoice, a delivery permit for a gated
 * site): at most 3 files of 10 MB, pdf, jpeg or png (doc 2 §5, §9). Stored in
 * the database with the cart, carried to its order.
 *
 * - GET /api/carts/files: the cart's files.
 * - POST /api/carts/files: multipart/form-data, one file in field `file`.
 * - DELETE /api/carts/files/{id}: removes one.
 *
 * Changing calls answer errorCode 3 while the cart is FINALIZED (doc 2 §8).
 */
export const cartFileRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (app, { store, environment }) => {
  // Only these routes take multipart bodies: the rest of the API stays JSON only (http/body-parsing.ts).
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 100 },
    async onFile(part: MultipartFile) {
      const content = await part.toBuffer();
      const name = fileName(part.filename);
      const digest = createHash('sha256').update(content).digest('base64url');
      const received: ReceivedFile = {
        name,
        declaredType: part.mimetype,
        content,
        tooLarge: part.file.truncated || content.length > MAX_UPLOAD_BYTES,
        toJSON: () => ({ name, type: part.mimetype, sha256: digest }),
      };
      part.value = received;
    },
  });
  // A multipart body the parser refuses (more than one file, other fields, a broken body) is bad input, not a 413 or 500.
  app.setErrorHandler((error: FastifyError) => {
    if (error instanceof HttpError) throw error;
    if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(400, 'validation', 'Bitte laden Sie eine Datei je Aufruf hoch, im Feld „file“.', {
        issues: [{ path: CART_FILE_FIELD, message: ruleMessage('validation.invalidFormat') }],
      });
    }
    if (typeof error.code === 'string' && error.code.startsWith('FST_') && (error.statusCode ?? 500) < 500) {
      throw new HttpError(400, 'validation', 'Die Datei konnte nicht gelesen werden.', { issues: [{ path: CART_FILE_FIELD, message: error.message }] });
    }
    throw error;
  });

  const route = operationRouter(app);

  route(getCartFiles, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const cart = await visitorCart(request, reply, store, environment);
    return { files: store.cartFiles.list(cart.id) };
  });

  // The multipart parser reads the file itself, up to MAX_UPLOAD_BYTES and one byte more (limits above).
  route(uploadCartFile, async (_input, request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const file = body?.[CART_FILE_FIELD];
    if (!isReceivedFile(file) || file.content.length === 0 || file.name === '') {
      throw fileRefused('fileMissing', 'Bitte wählen Sie eine Datei (PDF, JPEG oder PNG).');
    }
    if (file.tooLarge) throw fileRefused('fileTooLarge', 'Eine Datei darf höchstens 10 MB groß sein.');
    const mediaType = mediaTypeOf(file);
    // The content must be what the type says: a renamed program is no PDF.
    if (!mediaType || !startsAs(mediaType, file.content)) {
      throw fileRefused('fileType', 'Bitte laden Sie nur PDF-, JPEG- oder PNG-Dateien hoch.');
    }
    const cart = await visitorCart(request, reply, store, environment);
    const files = store.cartFiles.add(cart.id, { name: file.name, mediaType, content: file.content }, MAX_UPLOAD_FILES);
    if (files === 'full') throw fileRefused('tooManyFiles', `Sie können höchstens ${MAX_UPLOAD_FILES} Dateien anhängen.`);
    return { files };
  });

  route(removeCartFile, async ({ params: { id } }, request, reply) => {
    const cart = await visitorCart(request, reply, store, environment);
    if (!store.cartFiles.remove(cart.id, id)) throw new HttpError(404, 'fileNotFound', 'Diese Datei ist nicht (mehr) im Warenkorb.');
    return { files: store.cartFiles.list(cart.id) };
  });
};
