// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flyoutLayout, flyoutPageSize } from './flyout-config';

const text = { id: 't1', type: 'text', fields: { text: 'Nichts gefunden' }, children: [] };

describe('flyoutLayout (doc 1 §2)', () => {
  it('puts odd orders in the first column and even orders in the second, each by order', () => {
    const layout = flyoutLayout({
      types: [
        { type: 'recipes', order: 3 },
        { type: 'content', order: 2 },
        { type: 'products', order: 1 },
      ],
    });
    expect(layout.columns.map((column) => column.map((entry) => entry.type))).toEqual([['products', 'recipes'], ['content']]);
    // The keyboard's order: the first column, then the second.
    expect(layout.types.map((entry) => entry.type)).toEqual(['products', 'recipes', 'content']);
  });

  it('sorts within a column by order, whatever the configured sequence', () => {
    const layout = flyoutLayout({
      types: [
        { type: 'content', order: 4 },
        { type: 'recipes', order: 5 },
        { type: 'products', order: 2 },
      ],
    });
    expect(layout.columns.map((column) => column.map((entry) => entry.type))).toEqual([['recipes'], ['products', 'content']]);
  });

  it('uses the configured column ratio, and 6/6 when there is none or it is not two widths of 1 to 12', () => {
    expect(flyoutLayout({ types: [], columnRatio: [8, 4] }).columnRatio).toEqual([8, 4]);
    expect(flyoutLayout({ types: [] }).columnRatio).toEqual([6, 6]);
    expect(flyoutLayout(undefined).columnRatio).toEqual([6, 6]);
    expect(flyoutLayout({ types: [], columnRatio: [8] }).columnRatio).toEqual([6, 6]);
    expect(flyoutLayout({ types: [], columnRatio: [8, 13] }).columnRatio).toEqual([6, 6]);
  });

  it('keeps the emptyResultsContent blocks that parse and drops the broken ones', () => {
    const layout = flyoutLayout({
      types: [{ type: 'products', order: 1, emptyResultsContent: [text, { type: 'text' }] }],
    });
    expect(layout.types[0]?.emptyResultsContent).toEqual([text]);
  });

  it('leaves out types it cannot search and a type configured twice', () => {
    const layout = flyoutLayout({
      types: [
        { type: 'products', order: 1 },
        { type: 'stores', order: 2 },
        { type: 'products', order: 3 },
      ],
    });
    expect(layout.types.map((entry) => `${entry.type}@${entry.order}`)).toEqual(['products@1']);
  });

  it('shows products, content and recipes without a configuration', () => {
    const layout = flyoutLayout(undefined);
    expect(layout.columns.map((column) => column.map((entry) => entry.type))).toEqual([['products', 'recipes'], ['content']]);
  });
});

describe('flyoutPageSize (doc 1 §7, §9)', () => {
  it('asks for 5 content results, 5 product suggestions and 3 recipes', () => {
    expect(flyoutPageSize('content')).toBe(5);
    expect(flyoutPageSize('products')).toBe(5);
    expect(flyoutPageSize('recipes')).toBe(3);
  });
});
