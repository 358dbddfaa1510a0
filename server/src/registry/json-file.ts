import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { z } from 'zod';
import { describeIssues } from '@storefront/server-kit/describe-issues';

/**
 * A registry JSON file checked with its schema; `missing` when the file does
 * not exist. A damaged file is an error, never taken for "nothing there".
 */
export async function readJsonFile<T>(file: string, schema: z.ZodType<T>, missing: T): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return missing;
    throw error;
  }
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`${file} is invalid: ${describeIssues(result.error.issues).join('; ')}`);
  return result.data;
}

/** Written through a temporary file and a rename: a reader sees the old or the new file, never half of one. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, 'utf8');
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
