import { useMemo } from 'react';
import * as z from 'zod/mini';

/**
 * A fragment's props parsed with its schema. Props it cannot read (a content
 * block with wrong fields, another remote's older contract) give null, and
 * the fragment shows nothing: its host page stays intact. Reported once per
 * props object on the console, naming the bad fields.
 */
export function useFragmentProps<T>(schema: z.ZodMiniType<T>, props: unknown, fragment: string): T | null {
  return useMemo(() => {
    const parsed = z.safeParse(schema, props);
    if (parsed.success) return parsed.data;
    console.warn(`The ${fragment} fragment cannot read its props: ${z.prettifyError(parsed.error)}`);
    return null;
  }, [schema, props, fragment]);
}
