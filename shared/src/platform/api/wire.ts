import * as z from 'zod/mini';

/*
 * Query schemas as the query travels: every value is a string and a repeated
 * key is a list. The caller passes the parsed (output) types and the client
 * writes numbers and flags with String(); the backend parses the query with
 * the same schema (after readQuery) and gets those types back.
 */

/** A whole number between min and max, sent as digits. */
export function queryInteger(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.transform(Number)),
    z.int().check(z.gte(min), z.lte(max)),
  );
}

/** A decimal number between min and max (a latitude, a longitude). */
export function queryNumber(min: number, max: number) {
  return z.pipe(
    z.pipe(
      z.string().check(z.refine((value) => value.trim() !== '' && Number.isFinite(Number(value)), 'must be a number')),
      z.transform(Number),
    ),
    z.number().check(z.gte(min), z.lte(max)),
  );
}

/** A flag, sent as 'true' or 'false'. A function, so only bundles that use one carry zod's stringbool. */
export function queryBoolean() {
  return z.stringbool();
}

/**
 * A list sent as a repeated key, at least one item. A key sent once arrives as
 * a string: readQuery makes it a list of one before the schema reads it, so
 * the schema itself is a plain array (no pipe a page would have to carry).
 */
export function queryList<T extends z.ZodMiniType<unknown, string>>(item: T) {
  return z.array(item).check(z.minLength(1));
}

/** The definition of a schema, as zod keeps it: its type and, for wrappers and objects, what they hold. */
interface SchemaDefinition {
  readonly type: string;
  readonly innerType?: { readonly _zod: { readonly def: SchemaDefinition } };
  readonly shape?: Readonly<Record<string, { readonly _zod: { readonly def: SchemaDefinition } }>>;
}

/**
 * The query as a query schema reads it: a key whose schema is a list
 * (queryList, optional or not) and that arrived once, as a string, becomes a
 * list of one. The server's query parser cannot know which keys are lists.
 */
export function readQuery(schema: z.ZodMiniType, query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const read: Record<string, unknown> = { ...query };
  const shape = (schema._zod.def as SchemaDefinition).shape ?? {};
  for (const [key, field] of Object.entries(shape)) {
    let definition = field._zod.def;
    while (definition.innerType) definition = definition.innerType._zod.def;
    if (definition.type === 'array' && typeof read[key] === 'string') read[key] = [read[key]];
  }
  return read;
}

/** A query value or body field that is a free text: trimmed length 1 to max. */
export function text(max: number) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
}

/**
 * The `:id` of a record in a call's path (an address, a saved card, a cart, a
 * file, a payment): 1 to 100 characters, read without surrounding blanks. A
 * blank id is rejected before anything is sent.
 */
export const idParams = z.object({ id: text(100) });
