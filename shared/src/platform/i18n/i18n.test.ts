import { describe, expect, it, vi } from 'vitest';
import { createI18n, formatMessage } from './index';

describe('i18n', () => {
  it('fills positional and named parameters', () => {
    expect(formatMessage('Maximal {0} Zeichen', [24])).toBe('Maximal 24 Zeichen');
    expect(formatMessage('{0} von {1}', ['3', 5])).toBe('3 von 5');
    expect(formatMessage('Hallo {name}', { name: 'Anna' })).toBe('Hallo Anna');
    expect(formatMessage('{0} und {unknown}', [1])).toBe('1 und {unknown}');
    expect(formatMessage('ohne', undefined)).toBe('ohne');
  });

  it('shows a missing key visibly in development and plainly in production, reporting it once', () => {
    const onMissingKey = vi.fn();
    const dev = createI18n({}, { mode: 'development', onMissingKey });
    expect(dev.t('cart.headline')).toBe('⟦cart.headline⟧');
    dev.t('cart.headline');
    expect(onMissingKey).toHaveBeenCalledTimes(1);
    expect(createI18n({}, { mode: 'production' }).t('cart.headline')).toBe('cart.headline');
  });

  it('formats prices from cents, weights from grams and numbers in de-AT', () => {
    const i18n = createI18n({});
    expect(i18n.locale).toBe('de-AT');
    expect(i18n.formatPrice(129).replace(/\s/g, ' ')).toBe('€ 1,29');
    expect(i18n.formatPrice(123456).replace(/\s/g, ' ')).toBe('€ 1.234,56');
    expect(i18n.formatWeight(1500).replace(/\s/g, ' ')).toBe('1,5 kg');
    expect(i18n.formatNumber(1234.5).replace(/\s/g, ' ')).toBe('1 234,5');
  });
});
