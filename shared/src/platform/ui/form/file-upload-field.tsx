import type { FieldValues } from 'react-hook-form';
import type { I18nService } from '../../contracts/services';
import { useServices } from '../../parcel/create-react-parcel';
import { MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES, fileSizeText, isAllowedUploadType } from '../../validation/file-upload';
import { Button } from '../button';
import { FieldFrame } from './field-texts';
import * as styles from './field.module.css';
import { useFormField, type FieldProps } from './use-form-field';

/** What is wrong with one chosen file by doc 2 §5's rules (the schema tells the field's message; this marks the file). */
function fileProblem(file: File, t: I18nService['t']): string | undefined {
  if (!isAllowedUploadType(file)) return t('validation.fileType');
  if (file.size > MAX_UPLOAD_BYTES) return t('validation.fileTooLarge', [MAX_UPLOAD_BYTES / 1_000_000]);
  return undefined;
}

/**
 * The upload of doc 2 §5: pdf, jpeg or png, at most 10,000,000 bytes each and
 * three files. Chosen files add up over several picks and each can be removed;
 * a wrong file stays in the list, marked with what is wrong, until the shopper
 * removes it. The field's message is the schema's.
 */
export function FileUploadField<TFieldValues extends FieldValues>({ name, label, hint, control }: FieldProps<TFieldValues>) {
  const { i18n } = useServices();
  const { t } = i18n;
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  const files: readonly File[] = Array.isArray(field.value) ? field.value : [];
  const setFiles = (next: File[]) => field.onChange(next);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} errorText={errorText}>
      <input
        {...describedBy}
        id={ids.control}
        type="file"
        multiple
        accept={['.pdf', '.jpg', '.jpeg', '.png', ...UPLOAD_MIME_TYPES].join(',')}
        ref={inputRef}
        name={field.name}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          setFiles([...files, ...picked]);
          // The same file may be picked again after it was removed.
          event.target.value = '';
        }}
        onBlur={field.onBlur}
        className={styles.control}
      />
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('ui.form.chosenFiles')}>
          {files.map((file, index) => {
            const problem = fileProblem(file, t);
            return (
              <li key={`${file.name}-${index}`} className={styles.file}>
                <span>
                  {file.name} ({fileSizeText(file.size, i18n.formatNumber)})
                </span>
                {problem && <span className={styles.error}>{problem}</span>}
                <Button variant="link" onClick={() => setFiles(files.filter((_, other) => other !== index))}>
                  {t('ui.form.removeFile', { name: file.name })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </FieldFrame>
  );
}
