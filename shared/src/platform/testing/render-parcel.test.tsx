// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { MountProps } from '../contracts/mount-props';
import { useServices } from '../parcel/create-react-parcel';
import { renderParcel, renderWithServices } from './render-parcel.test-support';
import { createTestServices } from './test-services.test-support';

const greetingSchema = z.object({ text: z.string() });

function Greeting({ services, route }: MountProps) {
  const { data } = useSWR('greeting', () => services.api.request('GET', '/api/greeting', { schema: greetingSchema }));
  return (
    <p>
      {route?.name}: {data?.text ?? '…'}
    </p>
  );
}

function Brand() {
  return <p>{useServices().config.tenant.themeConfig.brandName}</p>;
}

describe('renderParcel', () => {
  it('renders the component with its mount props and the services in context', async () => {
    const { services } = createTestServices({ handlers: { 'GET /api/greeting': { body: { text: 'Grüß Gott' } } } });
    renderParcel(Greeting, { services, route: { name: 'index', params: {}, query: new URLSearchParams() } });
    expect(await screen.findByText('index: Grüß Gott')).toBeInTheDocument();
  });

  it('gives every render a fresh SWR cache: the next test asks the HTTP layer again', async () => {
    for (const text of ['Hallo', 'Servus']) {
      const { services, calls } = createTestServices({ handlers: { 'GET /api/greeting': { body: { text } } } });
      const { unmount } = renderParcel(Greeting, { services, route: { name: 'index', params: {}, query: new URLSearchParams() } });
      expect(await screen.findByText(`index: ${text}`)).toBeInTheDocument();
      expect(calls).toEqual(['GET /api/greeting']);
      unmount();
    }
  });
});

describe('renderWithServices', () => {
  it('keeps the services and the cache when the test rerenders', async () => {
    const { services, calls } = createTestServices({ handlers: { 'GET /api/greeting': { body: { text: 'Moin' } } } });
    const route = { name: 'index' as const, params: {}, query: new URLSearchParams() };
    const { rerender } = renderWithServices(<Greeting services={services} route={route} />, { services });
    expect(await screen.findByText('index: Moin')).toBeInTheDocument();
    rerender(
      <>
        <Greeting services={services} route={{ ...route, name: 'sitemap' }} />
        <Brand />
      </>,
    );
    expect(screen.getByText('sitemap: Moin')).toBeInTheDocument();
    expect(screen.getByText('Testmarkt')).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/greeting']);
  });
});
