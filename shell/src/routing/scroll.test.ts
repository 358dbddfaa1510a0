import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyScrollRules } from './scroll';

const SLUGS = { profile: 'konto', 'profile-sub': 'konto-bereich' };

describe('scroll rules', () => {
  let scrolls: Array<[number, number]>;
  beforeEach(() => {
    scrolls = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => void scrolls.push([x, y])) as typeof window.scrollTo);
  });
  afterEach(() => document.body.replaceChildren());

  it('starts a new page at the top', () => {
    applyScrollRules('/sortiment', '/warenkorb', '', SLUGS);
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('keeps the position between two sections of the profile (the route keeps it)', () => {
    applyScrollRules('/konto-bereich/adressen/neu', '/konto-bereich/zahlung/karten', '', SLUGS);
    expect(scrolls).toEqual([]);
    applyScrollRules('/konto', '/konto-bereich/adressen/neu', '', SLUGS);
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('does nothing when only the query changed', () => {
    applyScrollRules('/suche/tee', '/suche/tee', '', SLUGS);
    expect(scrolls).toEqual([]);
  });

  it('jumps to the hash element on a new page and animates on the same page', () => {
    const target = document.createElement('h2');
    target.id = 'angebote';
    document.body.append(target);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);

    applyScrollRules('/sortiment', '/', '#angebote', SLUGS);
    expect(scrolls).toEqual([[0, 600]]);

    scrolls.length = 0;
    // The animation's clock, fixed: on a busy machine real time passes between its start and the frames below.
    const start = 1_000;
    vi.spyOn(performance, 'now').mockReturnValue(start);
    applyScrollRules('/', '/', '#angebote', SLUGS);
    expect(scrolls).toEqual([]);
    frames.shift()!(start + 150);
    frames.shift()!(start + 300);
    // Half way at 150 ms (ease in-out), there at 300 ms (doc 1 §9).
    expect(scrolls[0]![1]).toBeCloseTo(300, -1);
    expect(scrolls.at(-1)).toEqual([0, 600]);
    expect(frames).toHaveLength(0);
  });
});
