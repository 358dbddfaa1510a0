import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { CART_FILE_FIELD, getCartFiles, removeCartFile, uploadCartFile } from '@storefront/shared/checkout';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, isAllowedUploadType, ruleMessage } from '@storefront/shared/platform/validation';
import { createHash } from 'node:crypto';
import type { Environment } from '@storefront/server-kit/environment';
import { visitorCart } from '../rules/visitor-cart';
import { HttpError } from '@storefront/server-kit/http/errors';
import { isUploadMediaType, startsAs, type UploadMediaType } from '../../platform/file-signatures';
import { operationRouter } from '../../platform/operation-router';
import type { ShopStore } from '../../platform/shop-store';
import { refuseUnread } from '@storefront/server-kit/http/refuse-unread';

/** A file as the upload's parser hands it to the route: read whole, unless more came than allowed. */
interface ReceivedFile {
  readonly name: string;
  readonly declaredType: string;
  /** The file's bytes; empty when it was too large, since they are not kept then. */
  readonly content: Buffer;
  /** More bytes came than MAX_UPLOAD_BYTES. */
  readonly tooLarge: boolean;
  /** For the Idempotency-Key's fingerprint of the request: name, type and a hash of the content, not the bytes. */
  toJSON(): unknown;
}

/**
 * The most one upload request may carry: the largest file and room for the
 * form around it (its boundaries and the part's headers). A multipart parser
 * skips whatever comes before the first boundary and after the last, so
 * without a cap on the whole body those bytes would be read however many
 * there are.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

function isReceivedFile(value: unknown): value is ReceivedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as Partial<ReceivedFile>).content);
}

type RefusalReason = 'fileMissing' | 'fileType' | 'fileTooLarge' | 'tooManyFiles' | 'unreadable';

/** The rule message the form shows at the file field for each reason of a refusal. */
const REFUSAL_MESSAGES: Readonly<Record<RefusalReason, string>> = {
  fileMissing: ruleMessage('validation.required'),
  fileType: ruleMessage('validation.fileType'),
  fileTooLarge: ruleMessage('validation.fileTooLarge', MAX_UPLOAD_BYTES / 1_000_000),
  tooManyFiles: ruleMessage('validation.tooManyFiles', MAX_UPLOAD_FILES),
  unreadable: ruleMessage('validation.fileUnreadable'),
};

/** A file the upload rules refuse (doc 2 §5): 400 naming the field, with the rule's message and the reason as a code. */
function fileRefused(reason: RefusalReason, text: string): HttpError {
  return new HttpError(400, 'validation', text, { reason, issues: [{ path: CART_FILE_FIELD, message: REFUSAL_MESSAGES[reason] }] });
}

/** A request whose body is larger than any upload can be: 413, told at the file field like a file too large. */
const REQUEST_TOO_LARGE = new HttpError(413, 'payloadTooLarge', 'Eine Datei darf höchstens 10 MB groß sein.', {
  reason: 'fileTooLarge',
  issues: [{ path: CART_FILE_FIELD, message: REFUSAL_MESSAGES.fileTooLarge }],
});

/** A body sent in chunks has no length to check before it is read: the upload asks for one (411). */
const LENGTH_REQUIRED = new HttpError(411, 'lengthRequired', 'Bitte senden Sie die Datei mit ihrer Länge (Content-Length).');

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

/** Reads a file part; its bytes are kept up to the limit only, and not at all once it is over. */
async function receivedFile(part: MultipartFile): Promise<ReceivedFile> {
  const read = await part.toBuffer();
  const tooLarge = part.file.truncated || read.length > MAX_UPLOAD_BYTES;
  const content = tooLarge ? Buffer.alloc(0) : read;
  const name = fileName(part.filename);
  const digest = createHash('sha256').update(content).digest('base64url');
  return { name, declaredType: part.mimetype, content, tooLarge, toJSON: () => ({ name, type: part.mimetype, sha256: digest, tooLarge }) };
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
    throwFileSizeLimit: false,
    // One file in one part, and nothing else; busboy stops keeping the file's bytes one past the limit.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  const { FilesLimitError, PartsLimitError, FieldsLimitError } = app.multipartErrors;

  /*
   * The body's size is known before a byte of it is read: a browser sends the
   * length of a form. One over the cap is refused at once, and so is a chunked
   * body, whose length nobody knows in advance.
   */
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const length = request.headers['content-length'];
    if (length === undefined && request.headers['transfer-encoding'] !== undefined) refuseUnread(request, LENGTH_REQUIRED, MAX_UPLOAD_REQUEST_BYTES);
    if (length !== undefined && Number(length) > MAX_UPLOAD_REQUEST_BYTES) refuseUnread(request, REQUEST_TOO_LARGE, MAX_UPLOAD_REQUEST_BYTES);
  });

  /*
   * The file is read before the handler (and before the Idempotency-Key's
   * check, which fingerprints the body): every error the multipart parser
   * raises while reading is a body that cannot be an upload, a 400, never a
   * 500. A JSON body is left to the handler, which finds no file in it.
   */
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || !request.isMultipart()) return;
    const body: Record<string, ReceivedFile> = {};
    try {
      for await (const part of request.parts()) {
        // A field is refused by the limits above before it gets here.
        if (part.type === 'file') body[part.fieldname] = await receivedFile(part);
      }
    } catch (error) {
      if (error instanceof FilesLimitError || error instanceof PartsLimitError || error instanceof FieldsLimitError) {
        throw new HttpError(400, 'validation', 'Bitte laden Sie eine Datei je Aufruf hoch, im Feld „file“.', {
          issues: [{ path: CART_FILE_FIELD, message: ruleMessage('validation.invalidFormat') }],
        });
      }
      // Cut off, without its closing boundary, without a boundary at all, with broken part headers.
      request.log.info({ err: error }, 'upload body unreadable');
      throw fileRefused('unreadable', 'Die Datei ist nicht vollständig angekommen. Bitte laden Sie sie noch einmal hoch.');
    }
    request.body = body;
  });

  const route = operationRouter(app);

  route(getCartFiles, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const cart = await visitorCart(request, reply, store, environment);
    return { files: store.cartFiles.list(cart.id) };
  });

  // The hook above has read the file, up to MAX_UPLOAD_BYTES and one byte more (limits above).
  route(uploadCartFile, async (_input, request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const file = body?.[CART_FILE_FIELD];
    if (isReceivedFile(file) && file.tooLarge) throw fileRefused('fileTooLarge', 'Eine Datei darf höchstens 10 MB groß sein.');
    if (!isReceivedFile(file) || file.content.length === 0 || file.name === '') {
      throw fileRefused('fileMissing', 'Bitte wählen Sie eine Datei (PDF, JPEG oder PNG).');
    }
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
