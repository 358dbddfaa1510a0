import * as z from 'zod/mini';
import { message } from './rules';

// The uploads of the contact form and of checkout: 10 MB a file, 3 files, pdf, jpeg or png (doc 2 §5, §9).

/** What a form needs of a browser File to check it. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export const MAX_UPLOAD_FILES = 3;
/** Bytes per file: 10,000,000, the "10 MB" of doc 2 §9. */
export const MAX_UPLOAD_BYTES = 10_000_000;
/** pdf, jpeg or png only. */
export const UPLOAD_MIME_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
const UPLOAD_FILE_NAME = /\.(?:pdf|jpe?g|png)$/i;

/**
 * A file's size as a shopper reads it, the same in every form: "45 Byte", "850 KB", "2,4 MB" (decimal
 * units, like the 10 MB limit; a file under a kilobyte is not rounded up to one).
 */
export function fileSizeText(bytes: number, formatNumber: (value: number) => string): string {
  if (bytes < 1_000) return `${formatNumber(bytes)} Byte`;
  if (bytes < 1_000_000) return `${formatNumber(Math.round(bytes / 1000))} KB`;
  return `${formatNumber(Math.round(bytes / 100_000) / 10)} MB`;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<Record<keyof FileLike, unknown>>;
  return (
    typeof file.name === 'string' &&
    typeof file.type === 'string' &&
    typeof file.size === 'number' &&
    Number.isFinite(file.size) &&
    file.size >= 0
  );
}

/**
 * pdf, jpeg or png by the file's media type. A browser leaves the type empty
 * for a file it cannot tell; then the name's ending decides.
 */
export function isAllowedUploadType(file: FileLike): boolean {
  const type = file.type.trim().toLowerCase();
  return type === '' ? UPLOAD_FILE_NAME.test(file.name) : UPLOAD_MIME_TYPES.includes(type);
}

const whenFileWithoutIssue = {
  when: (payload: z.core.ParsePayload) => isFileLike(payload.value) && payload.issues.length === 0,
};

/** One uploaded file: a File-like object of an allowed type and at most 10,000,000 bytes (the message says "10" MB). */
export const uploadFileField = z.custom<FileLike>(isFileLike, { error: message('validation.invalidFormat') }).check(
  z.refine<FileLike>(isAllowedUploadType, { error: message('validation.fileType'), ...whenFileWithoutIssue }),
  z.refine<FileLike>((file) => file.size <= MAX_UPLOAD_BYTES, {
    error: message('validation.fileTooLarge', MAX_UPLOAD_BYTES / 1_000_000),
    ...whenFileWithoutIssue,
  }),
);

/**
 * The files of the upload field, at most three; each file's message sits at its
 * index (`files.1`). A file input's FileList goes in as `Array.from(input.files)`.
 */
export const uploadFilesField = z.optional(
  z.array(uploadFileField, { error: message('validation.invalidFormat') }).check(
    // Told also when a file is wrong: the shopper removes files either way.
    z.refine<FileLike[]>((files) => files.length <= MAX_UPLOAD_FILES, {
      error: message('validation.tooManyFiles', MAX_UPLOAD_FILES),
      when: (payload) => Array.isArray(payload.value),
    }),
  ),
);
