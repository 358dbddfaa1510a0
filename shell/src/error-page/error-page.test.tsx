import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { shellMessages } from '@storefront/shared/platform/messages';
import { createTestServices } from '@storefront/shared/platform/testing';
import { pendingRegistry as registry } from '../remotes/pending-registry.test-support';
import { NotProvidedError } from '../remotes/remote-slot';
import ErrorPage from './error-page';
import { notFoundError, type PageError } from './page-error';

function show(error: PageError, path = '/kasse') {
  // The log record takes the page's path from the browser, as the shop's router keeps it there.
  window.history.replaceState(null, '', path);
  const reports: unknown[] = [];
  const test = createTestServices({
    messages: shellMessages,
    handlers: {
      'POST /logs': ({ init }) => {
        reports.push(JSON.parse(String(init.body)));
        return { status: 204 };
      },
    },
  });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorPage error={error} services={test.services} registry={registry} />
    </MemoryRouter>,
  );
  const pageViews = () => test.published.filter((event) => event.name === 'tracking:event').map((event) => event.payload);
  return { ...test, view, reports, pageViews };
}

describe('the error page', () => {
  it('shows the generic error component for any status but 404, as a 500 when the error has none, and reports it to POST /logs', async () => {
    const { reports, pageViews } = show({ message: 'Boom', cause: new TypeError('Boom') });
    expect(screen.getByRole('heading', { name: 'Da ist etwas schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByText('500 – Boom')).toBeInTheDocument();
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      message: 'Boom',
      error: expect.stringContaining('TypeError: Boom'),
      record: { level: 'error', message: 'Boom', path: '/kasse', status: 500, stackTrace: expect.stringContaining('TypeError: Boom') },
    });
    const { record } = reports[0] as { record: Record<string, unknown> };
    expect(record['timestamp']).toEqual(expect.any(String));
    expect(record['version']).toEqual(expect.any(String));
    expect(record['requestId']).toMatch(/-\d+$/);
    expect(pageViews()).toEqual([{ event: 'pageView', pageName: 'errorPage', path: '/kasse', status: 500 }]);
  });

  it('shows the content-managed not-found page on 404, with the custom error-page slug and the additional component', () => {
    const { reports, pageViews } = show(
      { ...notFoundError('/gibt-es-nicht'), errorPageSlug: 'kein-tee', additionalComponent: { type: 'text' } as never },
      '/gibt-es-nicht',
    );
    expect(screen.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeInTheDocument();
    // The error's message is for logs and tools: a German page shows no English line above its text.
    expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
    expect(document.querySelector('[data-status="404"]')).toHaveAttribute('data-error-message', 'Page Not Found: /gibt-es-nicht');
    expect(document.title).toBe('Diese Seite gibt es nicht – Testmarkt');
    expect(document.querySelector('[data-slot="fragment:not-found-content"]')).not.toBeNull();
    expect(document.querySelector('[data-slot="fragment:content-blocks"]')).not.toBeNull();
    expect(screen.queryByText('Da ist etwas schiefgelaufen')).not.toBeInTheDocument();
    // A shopper's wrong turn is no fault of the shop: nothing is logged.
    expect(reports).toEqual([]);
    expect(pageViews()).toEqual([{ event: 'pageView', pageName: 'errorPage', path: '/gibt-es-nicht', status: 404 }]);
  });

  it('logs (as a warning) a not-found for a page its loaded remote does not provide: a page the shop links to is missing', async () => {
    const { reports, pageViews } = show({ ...notFoundError('/kasse'), cause: new NotProvidedError('cart-checkout', 'route', 'checkout') }, '/kasse');
    expect(document.querySelector('[data-status="404"]')).toHaveAttribute('data-error-message', 'Page Not Found: /kasse');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      message: 'Page Not Found: /kasse',
      record: { level: 'warn', status: 404, stackTrace: expect.stringContaining('cart-checkout does not provide route checkout') },
    });
    expect(pageViews()).toEqual([{ event: 'pageView', pageName: 'errorPage', path: '/kasse', status: 404 }]);
  });

  it('shows a bot no error page and tracks nothing, but logs the error', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const { view, reports, pageViews } = show(notFoundError('/alt'), '/alt');
    expect(view.container.innerHTML).toBe('');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ message: 'Page Not Found: /alt', record: { status: 404, path: '/alt' } });
    expect(pageViews()).toEqual([]);
  });
});
