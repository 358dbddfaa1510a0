// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { shellMessages } from '../messages';
import { renderWithServices } from '../testing/render-parcel.test-support';
import { createTestServices, TEST_TENANT, TEST_TENANT_WITH_CLUB } from '../testing/test-services.test-support';
import { Price, type PriceProps } from './price';

const messages = shellMessages;
const { formatPrice } = createI18n({});

function renderPrice(props: PriceProps, tenant = TEST_TENANT_WITH_CLUB) {
  const { services } = createTestServices({ messages, tenant });
  return renderWithServices(<Price {...props} />, { services });
}

describe('Price', () => {
  it('shows cents as euros in the Austrian format', () => {
    const { container } = renderPrice({ cents: 199 });
    expect(container.textContent).toBe(formatPrice(199));
    expect(container.textContent).toMatch(/^€\s1,99$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the regular price through and tells screen readers which price is which', () => {
    const { container } = renderPrice({ cents: 199, regularCents: 249 });
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe(`Regulärer Preis ${formatPrice(249)}`);
    expect(screen.getByText('Regulärer Preis')).toBeInTheDocument();
    // Read in order: the regular price, then the one to pay.
    expect(container.textContent).toBe(`Regulärer Preis ${formatPrice(249)}Jetzt ${formatPrice(199)}`);
  });

  it('shows no struck-through price when the regular one is not higher', () => {
    const { container } = renderPrice({ cents: 199, regularCents: 199 });
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe(formatPrice(199));
  });

  it('shows the loyalty price with its label', () => {
    const { container } = renderPrice({ cents: 249, loyaltyCents: 199 });
    expect(screen.getByText(/^jö-Preis €\s1,99$/)).toBeInTheDocument();
    expect(container.textContent).toBe(`${formatPrice(249)}jö-Preis ${formatPrice(199)}`);
  });

  it('shows no club price in a shop without the club (featureJoe off)', () => {
    renderPrice({ cents: 499, loyaltyCents: 429 }, TEST_TENANT);
    expect(screen.queryByText(/4,29/)).toBeNull();
  });
});
