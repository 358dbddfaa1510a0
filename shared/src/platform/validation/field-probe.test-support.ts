import * as z from 'zod/mini';

/*
 * Whether two schemas check a field alike, found by what they answer rather
 * than by how they were written: each field is parsed with the same texts
 * (characters one by one, names, addresses, e-mail and phone numbers, every
 * length up to 300 of letters and of digits, and a few longer ones), and its
 * first message for each is compared. A field written by hand with another
 * length, another pattern or another message differs on some text; whether it
 * is required does not count (a form may ask for what a call leaves optional),
 * so blank texts are not compared.
 */

const CHARACTERS = [
  ...'aZßéÆ1٣-.,\'"!?€$§%&/()=+*#_@:;<>[]{}|~^°µ',
  '\u00a0',
  '\u200b',
  '\u202e',
  '😀',
  'a\nb',
  'a\tb',
];

const WORDS = [
  'Anna Maria',
  "O'Brien",
  'Anna-Lena',
  'Müller',
  'Wien',
  'Neubaugasse',
  '12a',
  '1070',
  'A-1070',
  'AT',
  'AUT',
  'Österreich',
  'ATU12345678',
  'FN 123456a',
  'x@y.at',
  'anna.berger@example.at',
  'anna@',
  '+43 664 1234567',
  '+436641234567',
  '0664 1234567',
  '0664/123 45-67',
  '+43 (0)664/123 45-67',
  '4006381333931',
  '4006381333932',
  '9120044444446',
  'JOE7-K4M2-Q9PX',
  'JOE7_K4M2',
  '01.01.1990',
  '1990-01-01',
  '31.02.2000',
  'Tür <2>',
  'Hof links',
];

/** Every length from 1 to 300 of letters and of digits, a few e-mail addresses of growing length, and longer texts. */
function lengths(): string[] {
  const texts: string[] = [];
  for (let length = 1; length <= 300; length += 1) texts.push('a'.repeat(length), '1'.repeat(length));
  for (let length = 40; length <= 60; length += 1) texts.push(`${'a'.repeat(length - 11)}@example.at`);
  for (const length of [500, 1000, 1700, 1701, 2000, 5000]) texts.push('a'.repeat(length));
  return texts;
}

export const FIELD_PROBES: readonly string[] = [...CHARACTERS, ...WORDS, ...lengths()];

type Schema = z.core.$ZodType;

/** What a field answers for a text: 'ok', or its first message. Parsed synchronously unless the field has an asynchronous check. */
async function answer(schema: Schema, text: string): Promise<string> {
  let result: ReturnType<typeof z.safeParse>;
  try {
    result = z.safeParse(schema, text);
  } catch {
    // A check that loads something first (a phone parser) runs only asynchronously.
    result = await z.safeParseAsync(schema, text);
  }
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'refused');
}

const answersOf = new WeakMap<Schema, Promise<string[]>>();

/** A field's answers to every probe, kept for a reference asked many times. */
function answers(schema: Schema): Promise<string[]> {
  const known = answersOf.get(schema);
  if (known) return known;
  const computed = (async () => {
    const list: string[] = [];
    for (const text of FIELD_PROBES) list.push(text.trim() === '' ? 'blank' : await answer(schema, text));
    return list;
  })();
  answersOf.set(schema, computed);
  return computed;
}

/** The texts on which `schema` answers otherwise than `reference`, each with both answers; empty when they check alike. */
export async function fieldAnswerDifferences(schema: Schema, reference: Schema, limit = 3): Promise<string[]> {
  const [own, expected] = await Promise.all([answers(schema), answers(reference)]);
  const differences: string[] = [];
  FIELD_PROBES.forEach((text, index) => {
    if (own[index] === expected[index] || differences.length >= limit) return;
    differences.push(`${JSON.stringify(text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text)}: ${own[index]}, the table: ${expected[index]}`);
  });
  return differences;
}

/** The fields of an object schema (of each member of a union of objects), by name. */
export function fieldsOf(schema: Schema): Array<[string, Schema]> {
  const def = schema._zod.def as { type: string; shape?: Record<string, Schema>; options?: Schema[] };
  if (def.type === 'object' && def.shape) return Object.entries(def.shape);
  if (def.type === 'union' && def.options) return def.options.flatMap(fieldsOf);
  return [];
}

/** A table's field: a schema of it a form or a body takes. */
export interface TableField {
  optional(): Schema;
}

/** A field of one schema that checks otherwise than the table, on purpose: the reason is what a reader needs. */
export interface FieldException {
  readonly schema: string;
  readonly field: string;
  readonly reason: string;
}

/**
 * Every field of `schemas` whose name (or alias) the table has, compared with
 * the table's field; the answer lists each field that checks otherwise and is
 * not a listed exception, and each listed exception that no longer differs
 * (an exception nobody needs must go). Empty when all agree.
 */
export async function fieldTableDifferences(
  schemas: Readonly<Record<string, Schema>>,
  table: Readonly<Record<string, TableField>>,
  { aliases = {}, exceptions = [] }: { aliases?: Readonly<Record<string, string>>; exceptions?: readonly FieldException[] } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const used = new Set<FieldException>();
  const references = new Map<TableField, Schema>();
  const referenceOf = (entry: TableField) => references.get(entry) ?? references.set(entry, entry.optional()).get(entry)!;
  for (const [schemaName, schema] of Object.entries(schemas)) {
    for (const [fieldName, field] of fieldsOf(schema)) {
      const tableName = aliases[fieldName] ?? fieldName;
      const entry = table[tableName];
      if (!entry) continue;
      const differences = await fieldAnswerDifferences(field, referenceOf(entry));
      const exception = exceptions.find((listed) => listed.schema === schemaName && listed.field === fieldName);
      if (exception) {
        used.add(exception);
        if (differences.length === 0) problems.push(`${schemaName}.${fieldName} is listed as an exception but checks as the table's ${tableName}`);
      } else if (differences.length > 0) {
        problems.push(`${schemaName}.${fieldName} checks otherwise than the table's ${tableName}: ${differences.join('; ')}`);
      }
    }
  }
  for (const exception of exceptions) {
    if (!used.has(exception)) problems.push(`${exception.schema}.${exception.field} is listed as an exception but no such field was checked`);
  }
  return problems;
}
