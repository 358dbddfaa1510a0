/** Joins the class names that are set (CSS module lookups may be undefined, e.g. in tests). */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
