import { isAllowedUploadType, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, ruleMessage, type FileLike } from '@storefront/shared/platform/validation';

/** A file the shopper picked that is not sent, with the rule's message (a `key|param` rule message). */
export interface RefusedFile<F extends FileLike = FileLike> {
  readonly file: F;
  readonly message: string;
}

export interface FileChoice<F extends FileLike = FileLike> {
  /** The files to upload, in the order picked. */
  readonly accepted: readonly F[];
  /** The files refused before sending: wrong type, over 10 MB, or beyond the third file. */
  readonly refused: ReadonlyArray<RefusedFile<F>>;
}

/**
 * Checks picked files before anything is sent (doc 2 §5, §9: pdf, jpeg or png,
 * at most 10,000,000 bytes a file, at most 3 files a cart). A file of the wrong
 * type or too large is refused for itself; a good file that would be a fourth
 * one, counting those already attached, is refused as one too many.
 */
export function chooseFiles<F extends FileLike>(attachedCount: number, picked: readonly F[]): FileChoice<F> {
  const accepted: F[] = [];
  const refused: Array<RefusedFile<F>> = [];
  for (const file of picked) {
    if (!isAllowedUploadType(file)) refused.push({ file, message: ruleMessage('validation.fileType') });
    else if (file.size > MAX_UPLOAD_BYTES) refused.push({ file, message: ruleMessage('validation.fileTooLarge', MAX_UPLOAD_BYTES / 1_000_000) });
    else if (attachedCount + accepted.length >= MAX_UPLOAD_FILES) refused.push({ file, message: ruleMessage('validation.tooManyFiles', MAX_UPLOAD_FILES) });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Whether another file may be attached (the picker is closed at three). */
export function canAttachMore(attachedCount: number): boolean {
  return attachedCount < MAX_UPLOAD_FILES;
}
