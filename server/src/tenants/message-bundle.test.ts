import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@storefront/shared/platform/i18n';
import { VALIDATION_MESSAGE_KEYS } from '@storefront/shared/platform/validation';
import { REPO_DIR } from '../config';
import { mergeBundles, messageBundle } from './message-bundle';
import { contentForTenant } from '@storefront/server-kit/tenants/tenant-content';
import { TENANTS } from '@storefront/server-kit/tenants/tenants';

/** The source folders of everything a shopper sees: the shell, every remote, and the shared UI and rules. */
const SOURCE_DIRS = ['shell/src', 'mfe-account/src', 'mfe-cart-checkout/src', 'mfe-catalogue/src', 'mfe-search/src', 'mfe-content/src', 'shared/src'];
const SOURCE_FILE = /\.(?:ts|tsx)$/;
const TEST_FILE = /\.(?:test|spec|stories)\.(?:ts|tsx)$|test-support|\/testing\//;
/** A message key: lower-case first segment, dotted (`cart.error.generic`). */
const KEY_LITERAL = /'([a-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+)'/g;
/** Calls whose arguments are message keys: the translator, and the validation rules' message helpers. */
const KEY_CALLS = /\b(?:t|message|ruleMessage|missingOrInvalid)\(/g;
/** Properties whose values are message keys. */
const KEY_PROPERTIES = /\bmessageKey:\s*/g;
/** Tables of keys looked up at run time (`t(FAILURE_MESSAGES[failure])`): constants named …MESSAGES or …MESSAGE_KEYS. */
const KEY_TABLES = /\bconst [A-Z][A-Z0-9_]*(?:MESSAGES|MESSAGE_KEYS)\b[^=]*=\s*/g;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'dist') files.push(...sourceFiles(file));
    } else if (SOURCE_FILE.test(entry) && !TEST_FILE.test(file)) {
      files.push(file);
    }
  }
  return files;
}

/** The text of a call's arguments: from after `(` to its matching `)`. */
function callArguments(source: string, start: number): string {
  let depth = 1;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return source.slice(start, index);
  }
  return '';
}

/** The expression of a property's value: up to the next `,` or `}` at its own level, or the line's end. */
function propertyValue(source: string, start: number): string {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return source.slice(start, index);
      depth -= 1;
    } else if ((char === ',' || char === '\n') && depth === 0) return source.slice(start, index);
  }
  return source.slice(start);
}

/** A constant's initializer: up to the `;` at its own level. */
function initializer(source: string, start: number): string {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    else if (char === ';' && depth === 0) return source.slice(start, index);
  }
  return source.slice(start);
}

/** `t(\`prefix.${…}.suffix\`)`: a key built at run time. */
const TEMPLATE_KEY = /\bt\(\s*`([a-z][A-Za-z0-9_.-]*\.)\$\{([^}]*)\}([A-Za-z0-9_.-]*)`/g;
const STRING_LITERAL = /'([A-Za-z0-9_-]+)'/g;

interface TemplateKey {
  readonly prefix: string;
  /** The keys the template can build, when its interpolation names them ('a' : 'b'); empty when it cannot be known. */
  readonly candidates: readonly string[];
}

/** The keys built from templates: the candidates where the interpolation is a choice of literals, else the prefix. */
function templateKeys(source: string): TemplateKey[] {
  return [...source.matchAll(TEMPLATE_KEY)].map((match) => {
    const [, prefix = '', expression = '', suffix = ''] = match;
    const literals = [...expression.matchAll(STRING_LITERAL)].map((literal) => literal[1] ?? '');
    // Only a pure choice (`x ? 'a' : 'b'`) names the candidates; a comparison's literal is no part of the key.
    const choice = /^[^?]*\?\s*'[^']*'\s*:\s*'[^']*'\s*$/.test(expression) ? literals.slice(-2) : [];
    return { prefix, candidates: choice.map((literal) => `${prefix}${literal}${suffix}`) };
  });
}

/** Every key a source file uses with t('…'), the rule message helpers or messageKey: '…' (both branches of a condition too). */
export function usedKeys(source: string): Set<string> {
  const keys = new Set<string>();
  const collect = (text: string) => {
    for (const match of text.matchAll(KEY_LITERAL)) if (match[1]) keys.add(match[1]);
  };
  for (const match of source.matchAll(KEY_CALLS)) collect(callArguments(source, (match.index ?? 0) + match[0].length));
  for (const match of source.matchAll(KEY_PROPERTIES)) collect(propertyValue(source, (match.index ?? 0) + match[0].length));
  for (const match of source.matchAll(KEY_TABLES)) collect(initializer(source, (match.index ?? 0) + match[0].length));
  return keys;
}

/*
 * A count needs a plural form, so a shopper reads "1 Produkt" and "2 Produkte"
 * (shared's message format: keyed variants `key_one` and `key_other`, chosen by
 * the parameter `count` or the first positional one).
 *
 * The rule: a placeholder counts something when it holds a number of things
 * and a noun names them after it in the same clause. Numbers of things are the
 * parameters named in COUNT_PARAMETERS, and every positional one (`{0}`: only
 * its text tells what it is; the validation rules' limits are positional). The
 * noun is the first word with a capital letter after the placeholder, before
 * the clause ends (German writes nouns with a capital: `{count} neue
 * Produkte`); a unit symbol in capitals (`MB`) is a measure, not a count. Such
 * a message needs its `_one` and `_other` variants, unless its noun is one
 * German writes the same for one and for many (UNINFLECTED_NOUNS). A count the
 * message format does not choose by (a name other than `count`) fails too: it
 * would always read as plural. A new count parameter joins COUNT_PARAMETERS.
 */
const COUNT_PARAMETERS = new Set(['count', 'maxAddresses', 'maxFiles', 'quantity', 'pages', 'total']);
/** Nouns German says the same for one and for many: "1 Artikel", "3 Artikel". */
const UNINFLECTED_NOUNS = new Set(['Artikel', 'Treffer', 'Zeichen']);
/** A plain placeholder and the rest of its clause (up to punctuation, a quotation mark or another placeholder). */
const PLAIN_PLACEHOLDER = /\{(\w+)\}([^.,;:!?()„“”"«»–{}]*)/g;
const FIRST_CAPITALISED_WORD = /(?:^|\s)(\p{Lu}[\p{L}-]*)/u;
/** The message format chooses a variant by these: `count`, or the first positional parameter. */
const CHOOSING_PARAMETERS = new Set(['count', '0']);

/** The count parameters of a message and the noun each counts (only counts followed by a noun that inflects). */
export function countedNouns(text: string): Array<{ readonly name: string; readonly noun: string }> {
  return [...text.matchAll(PLAIN_PLACEHOLDER)].flatMap(([, name = '', clause = '']) => {
    if (!COUNT_PARAMETERS.has(name) && !/^\d+$/.test(name)) return [];
    const noun = FIRST_CAPITALISED_WORD.exec(clause)?.[1];
    return noun && !/^\p{Lu}+$/u.test(noun) && !UNINFLECTED_NOUNS.has(noun) ? [{ name, noun }] : [];
  });
}

/** The keys of a bundle that count without plural variants, or by a parameter the format does not choose by. */
export function countsWithoutPluralForm(bundle: Readonly<Record<string, string>>): string[] {
  return Object.entries(bundle).flatMap(([key, text]) =>
    countedNouns(text).flatMap(({ name }) => {
      const variant = /_(zero|one|two|few|many|other)$/.exec(key);
      if (!variant) return [`${key}: {${name}} needs _one and _other`];
      if (!CHOOSING_PARAMETERS.has(name)) return [`${key}: {${name}} is no count the format chooses by`];
      const base = key.slice(0, -variant[0].length);
      return bundle[`${base}_one`] !== undefined && bundle[`${base}_other`] !== undefined ? [] : [`${base}: needs both _one and _other`];
    }),
  );
}

describe('the German message bundle', () => {
  it('merges the default bundles, and stops on a key two bundles give different texts', () => {
    expect(mergeBundles({ a: { 'x.y': 'Eins' }, b: { 'x.y': 'Eins', 'x.z': 'Zwei' } })).toEqual({ 'x.y': 'Eins', 'x.z': 'Zwei' });
    expect(() => mergeBundles({ a: { 'x.y': 'Eins' }, b: { 'x.y': 'Zwei' } })).toThrow('Message key "x.y" has two texts: in a and in b');
  });

  it('finds the keys of calls, conditional arguments and messageKey properties', () => {
    const keys = usedKeys(
      "t('a.b'); i18n.t(ok ? 'c.d' : 'e.f', { n: 1 }); x = { messageKey: 'g.h', key: 'not.this' };\n" +
        "message('validation.x', 3); t(`template`); t('nokey'); show({ type: 'warning', messageKey: failed ? 'i.j' : 'k.l' });\n" +
        "const FAILURE_MESSAGES: Record<F, string> = { a: 'm.n', b: 'o.p' }; const OTHER = { c: 'q.r' };",
    );
    expect([...keys].sort()).toEqual(['a.b', 'c.d', 'e.f', 'g.h', 'i.j', 'k.l', 'm.n', 'o.p', 'validation.x']);
  });

  it('reads keys built from templates: the choices they name, else their family', () => {
    expect(templateKeys("t(`a.b.${ok ? 'sent' : 'failed'}`); t(`c.${name}`); t(`d.${x === 'y' ? 'p' : 'q'}.e`)")).toEqual([
      { prefix: 'a.b.', candidates: ['a.b.sent', 'a.b.failed'] },
      { prefix: 'c.', candidates: [] },
      { prefix: 'd.', candidates: ['d.p.e', 'd.q.e'] },
    ]);
  });

  it('has a German text for every key the storefront uses', () => {
    const missing = new Map<string, string[]>();
    // A counting message is there when its plural variants are (shared's keyed variants).
    const has = (key: string) => messageBundle[key] !== undefined || messageBundle[`${key}_other`] !== undefined;
    const used = new Set<string>(VALIDATION_MESSAGE_KEYS);
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(REPO_DIR, dir))) {
        for (const key of usedKeys(readFileSync(file, 'utf8'))) {
          used.add(key);
          if (!has(key)) missing.set(key, [...(missing.get(key) ?? []), path.relative(REPO_DIR, file)]);
        }
      }
    }
    for (const key of VALIDATION_MESSAGE_KEYS) if (!has(key)) missing.set(key, ['shared/src/platform/validation/message-keys.ts']);
    // Keys built at run time: each named candidate, or at least one key of the family.
    const bundleKeys = Object.keys(messageBundle);
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(REPO_DIR, dir))) {
        for (const template of templateKeys(readFileSync(file, 'utf8'))) {
          const absent = template.candidates.length
            ? template.candidates.filter((key) => !has(key))
            : bundleKeys.some((key) => key.startsWith(template.prefix))
              ? []
              : [`${template.prefix}*`];
          for (const key of absent) missing.set(key, [...(missing.get(key) ?? []), path.relative(REPO_DIR, file)]);
        }
      }
    }
    expect(used.size).toBeGreaterThan(100);
    expect(Object.fromEntries([...missing].sort(([a], [b]) => a.localeCompare(b)))).toEqual({});
  });

  it('finds counts written without a plural form', () => {
    const check = (bundle: Record<string, string>) => countsWithoutPluralForm(bundle);
    expect(check({ a: '{count} Produkte gefunden' })).toEqual(['a: {count} needs _one and _other']);
    expect(check({ a: 'Noch {count} frische Brote' })).toEqual(['a: {count} needs _one and _other']);
    expect(check({ a: 'Sie können höchstens {0} Dateien hochladen.' })).toEqual(['a: {0} needs _one and _other']);
    expect(check({ a_one: '{count} Produkt gefunden', a_other: '{count} Produkte gefunden' })).toEqual([]);
    expect(check({ a_other: '{count} Produkte gefunden' })).toEqual(['a: needs both _one and _other']);
    expect(check({ a_one: '{total} Produkt', a_other: '{total} Produkte' })).toEqual([
      'a_one: {total} is no count the format chooses by',
      'a_other: {total} is no count the format chooses by',
    ]);
    // German says these the same for one and many.
    expect(check({ a: '{count} Artikel im Warenkorb', b: 'Maximal {0} Zeichen.' })).toEqual([]);
    // No noun after the number: nothing to inflect.
    expect(check({ a: '{position} von {count}', b: 'Seite {page} von {pages}', c: '{type} ({count})' })).toEqual([]);
    // A measure, a quoted character, a text parameter.
    expect(check({ a: 'Eine Datei darf höchstens {0} MB groß sein.', b: 'Das Zeichen „{0}“ ist nicht erlaubt.', c: '{name} liegt jetzt im Warenkorb.' })).toEqual([]);
  });

  describe.each(TENANTS.map((tenant) => [tenant.id, contentForTenant(messageBundle, tenant)] as const))('of %s', (_tenant, bundle) => {
    it('gives every count a plural form', () => {
      expect(countsWithoutPluralForm(bundle)).toEqual([]);
      expect(Object.keys(bundle).filter((key) => key.endsWith('_one')).length).toBeGreaterThanOrEqual(4);
    });

    it('says the number in every plural variant, and no brace is left over for one or for many', () => {
      const i18n = createI18n(bundle);
      for (const key of Object.keys(bundle).filter((name) => name.endsWith('_other'))) {
        const base = key.slice(0, -'_other'.length);
        for (const count of [1, 2, 24]) {
          const text = i18n.t(base, bundle[key]!.includes('{0}') ? [String(count)] : { count, term: 'Milch', name: 'Anna' });
          expect(text, `${base} with ${count}`).toContain(String(count));
          expect(text, `${base} with ${count}`).not.toMatch(/[{}]/);
        }
      }
    });
  });

  it('is German text, not keys or placeholders', () => {
    for (const [key, text] of Object.entries(messageBundle)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(key);
      expect(text, key).not.toMatch(/TODO|lorem ipsum/i);
    }
  });

  it('names one thing one way: the Lieferpass, the Geldbörse, Punkte; a sort option says its order once', () => {
    // A shopper met "Lieferpass" and "Liefer-Pass", paid vouchers in "Münzen" from a balance in "Punkte",
    // read "Wallet" on a page that calls it Geldbörse, and chose "Zuletzt hinzugefügt zuletzt".
    const offending = Object.entries(messageBundle).filter(([, text]) => /Liefer-Pass|Münze|\bWallet\b|zuletzt\b.*\bzuletzt\b/i.test(text));
    expect(offending).toEqual([]);
    expect(messageBundle['cart.sort.chronologically']).toBe('Reihenfolge des Hinzufügens');
  });
});
