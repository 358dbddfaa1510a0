import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONTENT_AUDIENCES, contentPageSchema } from './content';
import { contentBlockSchema } from '../platform/schemas/content-block';

const block = (audience?: unknown) => ({ id: 'b1', type: 'text', fields: { text: 'Hallo' }, children: [], ...(audience === undefined ? {} : { audience }) });
const page = (audience?: unknown, blocks: unknown[] = [block()]) => ({
  slug: 'mitglieder',
  config: { name: 'mitglieder' },
  ...(audience === undefined ? {} : { audience }),
  blocks,
});

describe('content by login state (doc 2 §6) in the content schemas', () => {
  it('lets a block, a block inside a block, and a whole page name the audiences they are for, and keeps the list', () => {
    const nested = { ...block(), children: [block(['loggedInJoeMember'])] };
    const parsed = z.parse(contentPageSchema, page(['loggedInJoeMember', 'loggedInNotJoeMember'], [block(['notLoggedIn']), nested]));
    expect(parsed.audience).toEqual(['loggedInJoeMember', 'loggedInNotJoeMember']);
    expect(parsed.blocks[0]?.audience).toEqual(['notLoggedIn']);
    expect(parsed.blocks[1]?.children[0]?.audience).toEqual(['loggedInJoeMember']);
    // Without an audience a block and a page are for everyone: nothing is added.
    expect(z.parse(contentBlockSchema, block())).not.toHaveProperty('audience');
  });

  it('takes every non-empty list of the three audiences and refuses an empty list or an unknown audience', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...CONTENT_AUDIENCES), { minLength: 1 }), (audience) => {
        expect(z.safeParse(contentBlockSchema, block(audience)).success).toBe(true);
        expect(z.safeParse(contentPageSchema, page(audience)).success).toBe(true);
      }),
      { numRuns: 200 },
    );
    for (const audience of [[], ['member'], 'notLoggedIn', [null]]) {
      expect(z.safeParse(contentBlockSchema, block(audience)).success, JSON.stringify(audience)).toBe(false);
      expect(z.safeParse(contentPageSchema, page(audience)).success, JSON.stringify(audience)).toBe(false);
    }
  });
});
