import * as z from 'zod/mini';
import { contactFormBlockSchema } from '@storefront/shared/content';
import { isFileLike, uploadFilesField, type FileLike } from '@storefront/shared/platform/validation';

/**
 * The upload as one field for the form: doc 2 §5's rules (uploadFilesField), with
 * the first message at the field itself rather than at `files.1`, so the form
 * focuses the upload and tracking names it by its label. The field
 * marks which file is wrong on its own.
 */
const uploadAsOneField = z
  .custom<FileLike[] | undefined>((value) => value === undefined || (Array.isArray(value) && value.every(isFileLike)))
  .check(
    z.superRefine((files, context) => {
      const checked = z.safeParse(uploadFilesField, files);
      if (checked.success) return;
      // "Too many files" first: the list marks a wrong file by itself, the count it cannot.
      const issues = checked.error.issues;
      const first = issues.find((issue) => issue.path.length === 0) ?? issues[0];
      if (first) context.addIssue({ code: 'custom', message: first.message, input: files });
    }),
  );

/** The contact form (doc 2 §5 via shared's contactFormBlockSchema) with the upload as one field. */
export const contactFormSchema = z.extend(contactFormBlockSchema, { files: uploadAsOneField });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;
