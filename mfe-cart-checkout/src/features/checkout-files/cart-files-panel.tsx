import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { cartFileForm, getCartFiles, removeCartFile, uploadCartFile, type CartFile } from '@storefront/shared/checkout';
import { call, isApiError } from '@storefront/shared/platform/api';
import type { I18nService } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, visuallyHiddenClass } from '@storefront/shared/platform/ui';
import { fileSizeText, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, translateRuleMessage, UPLOAD_MIME_TYPES } from '@storefront/shared/platform/validation';
import { canAttachMore, chooseFiles } from './cart-file-rules';
import * as styles from './checkout-files.module.css';

/** The SWR key of the cart's files: the same while the shopper moves between steps, so nothing is fetched twice. */
export const CART_FILES_KEY = 'cart-files';

/** A line under the picker: which file, and what went wrong with it. */
interface Problem {
  readonly name: string;
  readonly text: string;
}

/** The message of a refused upload: the rule the backend names (400 with customPayload.issues), else why the call failed. */
function uploadFailure(error: unknown, t: I18nService['t']): string {
  if (isApiError(error)) {
    const issues = error.details.customPayload?.['issues'];
    const first = Array.isArray(issues) ? (issues[0] as { message?: unknown } | undefined) : undefined;
    if (typeof first?.message === 'string') return translateRuleMessage(first.message, t);
    if (error.kind === 'backend') return error.message;
    if (error.kind === 'unavailable') return t('cart.error.unavailable');
  }
  return t('checkout.files.uploadFailed');
}

/**
 * Documents attached to the order at review (doc 2 §9 "checkout file uploads:
 * 10 MB, 3 files"; the rules of doc 2 §5): a business's purchase order or tax
 * exemption certificate, a delivery permit. The files are checked here before
 * anything is sent, uploaded one after the other, listed with name and size,
 * and each can be removed. They live with the cart on the server, so a step
 * back and forth (or a reload) loses none of them, and the order takes them along.
 */
export function CartFilesPanel({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { data, error: loadError, mutate } = useSWR(CART_FILES_KEY, () => call(api, getCartFiles), { revalidateOnFocus: false });
  const files: readonly CartFile[] = data?.files ?? [];
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [uploading, setUploading] = useState<{ name: string; done: number; total: number } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const busy = uploading !== null || removing !== null;
  const section = useRef<HTMLElement>(null);
  // After an upload or a removal the keyboard's place is the picker, or, with three files attached, the first remove button.
  const refocus = useRef(false);

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    if (input.current && !input.current.disabled) input.current.focus();
    else section.current?.querySelector<HTMLButtonElement>('li button')?.focus();
  }, [busy, files.length]);

  const upload = async (picked: File[]) => {
    const { accepted, refused } = chooseFiles(files.length, picked);
    const found: Problem[] = refused.map(({ file, message }) => ({ name: file.name, text: translateRuleMessage(message, t) }));
    setProblems(found);
    for (const [index, file] of accepted.entries()) {
      setUploading({ name: file.name, done: index, total: accepted.length });
      try {
        const answer = await call(api, uploadCartFile, { body: cartFileForm(file, file.name) });
        await mutate(answer, { revalidate: false });
      } catch (error) {
        found.push({ name: file.name, text: uploadFailure(error, t) });
        setProblems([...found]);
      }
    }
    refocus.current = true;
    setUploading(null);
  };

  const remove = async (file: CartFile) => {
    setProblems([]);
    setRemoving(file.id);
    try {
      const answer = await call(api, removeCartFile, { params: { id: file.id } });
      await mutate(answer, { revalidate: false });
    } catch (error) {
      setProblems([{ name: file.name, text: isApiError(error) && error.kind === 'backend' ? error.message : t('checkout.files.removeFailed') }]);
      await mutate();
    } finally {
      // The remove button is gone with its file: the picker takes the keyboard's place.
      refocus.current = true;
      setRemoving(null);
    }
  };

  const full = !canAttachMore(files.length);
  return (
    <section ref={section} className={styles.panel} aria-labelledby={headingId} data-testid="checkout-files">
      <h3 id={headingId}>{t('checkout.files.title')}</h3>
      <p id={hintId} className={styles.hint}>
        {t('checkout.files.hint', { max: MAX_UPLOAD_FILES, size: MAX_UPLOAD_BYTES / 1_000_000 })}
      </p>
      <div className={styles.picker}>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={['.pdf', '.jpg', '.jpeg', '.png', ...UPLOAD_MIME_TYPES].join(',')}
          aria-describedby={hintId}
          disabled={busy || full || data === undefined}
          className={`${visuallyHiddenClass} ${styles.input}`}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            // The same file may be picked again after it was removed or refused.
            event.target.value = '';
            if (picked.length > 0) void upload(picked);
          }}
        />
        <label htmlFor={inputId} className={styles.pickerButton}>
          {t('checkout.files.choose')}
        </label>
        {full && <p className={styles.hint}>{t('checkout.files.full', { max: MAX_UPLOAD_FILES })}</p>}
      </div>
      <div role="status" className={styles.progress}>
        {uploading && (
          <>
            <span>{t('checkout.files.uploading', { name: uploading.name, current: uploading.done + 1, total: uploading.total })}</span>
            <progress value={uploading.done} max={uploading.total} aria-label={t('checkout.files.progress')} />
          </>
        )}
      </div>
      {problems.length > 0 && (
        <ul className={styles.problems} role="alert" data-testid="checkout-files-problems">
          {problems.map((problem, index) => (
            <li key={`${problem.name}-${index}`}>{t('checkout.files.refused', { name: problem.name, reason: problem.text })}</li>
          ))}
        </ul>
      )}
      {loadError !== undefined && data === undefined && <p role="alert">{t('checkout.files.loadFailed')}</p>}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('checkout.files.attached')}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileName}>
                {file.name} <span className={styles.fileSize}>({fileSizeText(file.size, i18n.formatNumber)})</span>
              </span>
              <Button variant="link" busy={removing === file.id} disabled={busy} onClick={() => void remove(file)}>
                {t('checkout.files.remove', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
