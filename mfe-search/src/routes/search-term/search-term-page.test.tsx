import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { MountProps } from '@storefront/shared/contracts';
import { ServicesProvider } from '@storefront/shared/parcel';
import { createTestServices } from '@storefront/shared/testing';
import { SearchTermPage } from './search-term-page';

const messages = {
  'search.results.headline': 'Suche nach „{term}“',
  'search.results.count': '{count} Ergebnisse',
  'search.results.products': 'Produkte',
  'common.loading': 'Wird geladen …',
};

function renderPage(props: MountProps) {
  return render(
    <ServicesProvider value={props.services}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SearchTermPage {...props} />
      </SWRConfig>
    </ServicesProvider>,
  );
}

const milk = {
  sku: '1001',
  name: 'Vollmilch 3,5 %',
  slug: 'vollmilch',
  category: 'Milch',
  parentCategories: ['Molkerei'],
  maxQuantity: 12,
  price: { regular: { value: 129 } },
};

describe('search result page', () => {
  it('shows the number of results for the term of the route', async () => {
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/products/search/milch': { body: { total: 1, count: 1, offset: 0, results: [milk] } },
      },
    });
    renderPage({ services, route: { name: 'search-term', params: { term: 'milch' }, query: new URLSearchParams() } });
    expect(await screen.findByText('1 Ergebnisse')).toBeTruthy();
    expect(screen.getByText(/Vollmilch 3,5 %/)).toBeTruthy();
    expect(calls).toEqual(['GET /api/products/search/milch?pageSize=24&offset=0']);
  });

  it('treats a failed search as an empty result (doc 1 §8)', async () => {
    const { services } = createTestServices({
      messages,
      handlers: { 'GET /api/products/search/tee': { status: 503 } },
    });
    renderPage({ services, route: { name: 'search-term', params: { term: 'tee' }, query: new URLSearchParams() } });
    expect(await screen.findByText('0 Ergebnisse')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
