import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBlock, anImage, contentServices, renderBlocks } from '../../testing/content.test-support';

const slider = (fields: Record<string, unknown> = {}) =>
  aBlock('image-slider', { images: [anImage('Spaghetti'), anImage('Porridge'), anImage('Gemüse')], ...fields }, 'Gerichte der Woche');

function currentSlide() {
  return screen.getAllByRole('group').find((group) => group.getAttribute('aria-roledescription') === 'Folie' && group.getAttribute('aria-hidden') !== 'true')!;
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('image slider and teaser slider', () => {
  it('is a named carousel whose only reachable slide is the current one', () => {
    const { services } = contentServices();
    renderBlocks([slider()], services);
    const carousel = screen.getByRole('region', { name: 'Gerichte der Woche' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(currentSlide()).toHaveAttribute('aria-label', '1 von 3');
    expect(within(currentSlide()).getByRole('img')).toHaveAttribute('alt', 'Spaghetti');
    // The other slides are hidden from assistive technology and cannot be focused.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const hidden = carousel.querySelectorAll('[aria-hidden="true"][inert]');
    expect(hidden).toHaveLength(2);
  });

  it('changes slides with the buttons, the slide pickers and the arrow keys, wrapping around', async () => {
    const { services } = contentServices();
    renderBlocks([slider()], services);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 von 3');
    await user.click(screen.getByRole('button', { name: 'Folie 3 zeigen' }));
    expect(currentSlide()).toHaveAttribute('aria-label', '3 von 3');
    expect(screen.getByRole('button', { name: 'Folie 3 zeigen' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAttribute('aria-label', '1 von 3');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAttribute('aria-label', '3 von 3');
    await user.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 von 3');
    // Without automatic rotation a change is announced.
    expect(currentSlide().parentElement!).toHaveAttribute('aria-live', 'polite');
  });

  it('rotates by itself with a pause button, and stops while paused', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    const { services } = contentServices();
    renderBlocks([slider({ autoplaySeconds: 5 })], services);
    expect(currentSlide().parentElement!).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 von 3');
    act(() => screen.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click());
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 von 3');
    expect(screen.getByRole('button', { name: 'Automatischen Wechsel starten' })).toBeInTheDocument();
  });

  it('does not rotate, and offers no rotation, when the shopper asked for reduced motion', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    const { services } = contentServices();
    renderBlocks([slider({ autoplaySeconds: 5 })], services);
    act(() => vi.advanceTimersByTime(30_000));
    expect(currentSlide()).toHaveAttribute('aria-label', '1 von 3');
    expect(screen.queryByRole('button', { name: /Automatischen Wechsel/ })).not.toBeInTheDocument();
  });

  it('shows teasers one at a time', async () => {
    const { services } = contentServices();
    renderBlocks(
      [aBlock('teaser-slider', {}, 'Aktuelles', [aBlock('teaser', { text: 'Heute ab 17 Uhr.' }, 'Frisch geliefert'), aBlock('teaser', { text: 'In 2 Stunden.' }, 'Click & Collect')])],
      services,
    );
    expect(screen.getByRole('heading', { name: 'Frisch geliefert' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Click & Collect' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(screen.getByRole('heading', { name: 'Click & Collect' })).toBeInTheDocument();
  });
});
