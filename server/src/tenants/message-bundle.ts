import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The tenant's German message bundle (doc 1 §1, §3): every `messages-*.ts`
 * file of the seed folder, one per domain, merged. Each file exports records
 * of key → text; a new file joins the bundle without touching this module.
 * A key defined twice with two different texts is a mistake and stops the
 * start, naming the key.
 */
const SEED_DIR = new URL('./messages/', import.meta.url);
const MESSAGE_FILE = /^messages-[a-z0-9-]+\.ts$/;

export const MESSAGE_FILES = readdirSync(fileURLToPath(SEED_DIR))
  .filter((file) => MESSAGE_FILE.test(file))
  .sort();

function isMessageRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');
}

async function loadBundle(): Promise<Readonly<Record<string, string>>> {
  const bundle: Record<string, string> = {};
  const origin = new Map<string, string>();
  for (const file of MESSAGE_FILES) {
    const module = (await import(new URL(file, SEED_DIR).href)) as Record<string, unknown>;
    for (const [exportName, records] of Object.entries(module)) {
      if (!isMessageRecord(records)) continue;
      for (const [key, text] of Object.entries(records)) {
        const earlier = bundle[key];
        if (earlier !== undefined && earlier !== text) {
          throw new Error(`Message key "${key}" has two texts: in ${origin.get(key)} and in ${file} (${exportName})`);
        }
        bundle[key] = text;
        origin.set(key, `${file} (${exportName})`);
      }
    }
  }
  return Object.freeze(bundle);
}

export const messageBundle = await loadBundle();
