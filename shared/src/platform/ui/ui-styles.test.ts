import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_TOKENS } from './tokens';

// Read from disk: under Vitest a stylesheet import (even `?raw`) gives no text.
// The specifier is a variable so that shared's typecheck (no Node types) does not resolve it.
const fsModule: string = 'node:fs';
const { readFileSync } = (await import(fsModule)) as { readFileSync(path: URL, encoding: 'utf8'): string };
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

const MODULES: Record<string, string> = {
  button: read('./button.module.css'),
  dialog: read('./dialog.module.css'),
  field: read('./form/field.module.css'),
  notificationView: read('./notification-view.module.css'),
  price: read('./price.module.css'),
  skeleton: read('./skeleton.module.css'),
  visuallyHidden: read('./visually-hidden.module.css'),
};

/** The selectors of a stylesheet's style rules (not those inside @keyframes). */
function selectors(css: string): string[] {
  const found: string[] = [];
  const blocks: string[] = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      const prelude = text.trim();
      const insideKeyframes = blocks.some((block) => block.startsWith('@keyframes'));
      if (!prelude.startsWith('@') && !insideKeyframes) found.push(...prelude.split(',').map((s) => s.trim()));
      blocks.push(prelude);
      text = '';
    } else if (char === '}') {
      blocks.pop();
      text = '';
    } else if (char === ';') {
      text = '';
    } else {
      text += char;
    }
  }
  return found;
}

describe("the kit's stylesheets", () => {
  it.each(Object.entries(MODULES))('%s: styles only its own classes (nothing global leaks into a remote)', (_name, css) => {
    const all = selectors(css);
    expect(all.length).toBeGreaterThan(0);
    for (const selector of all) {
      // Every selector starts at one of the module's (hashed) classes.
      expect(selector).toMatch(/^\.[a-zA-Z][\w-]*/);
      expect(selector).not.toMatch(/:global|:root|(^|[\s>+~(])(html|body)\b/);
    }
  });

  it.each(Object.entries(MODULES))('%s: reads only known tokens, each with the default as fallback', (_name, css) => {
    for (const [, token, fallback] of css.matchAll(/var\((--[\w-]+)(?:,\s*([^()]+(?:\([^()]*\))?))?\)/g)) {
      expect(Object.keys(DEFAULT_THEME_TOKENS)).toContain(token);
      expect(fallback?.trim()).toBe(DEFAULT_THEME_TOKENS[token as keyof typeof DEFAULT_THEME_TOKENS]);
    }
  });
});
