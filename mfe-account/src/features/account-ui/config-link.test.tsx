import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices } from '@storefront/shared/platform/testing';
import { ConfigLink } from './config-link';

function renderLink(href: string) {
  const test = createTestServices();
  renderWithServices(<ConfigLink link={{ label: 'Mehr erfahren', href }} />, { services: test.services });
  return test;
}

describe('a link of a component config', () => {
  it('a path of this shop changes the page through the shell, without a reload', async () => {
    const { navigations } = renderLink('/kundenclub');
    const link = screen.getByRole('link', { name: 'Mehr erfahren' });
    expect(link).toHaveAttribute('href', '/kundenclub');
    await userEvent.setup().click(link);
    expect(navigations).toEqual(['/kundenclub']);
  });

  it('an https address is an ordinary link that opens without this page as its opener', () => {
    renderLink('https://www.example.org/agb');
    expect(screen.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  // What a browser reads as another origin although it starts with one slash, and script or data addresses.
  it.each(['/\\evil.example/login', '/%5Cevil.example', '/%2F%2Fevil.example', '//evil.example', '/\t/evil.example', 'javascript:alert(1)', 'data:text/html,x', 'http://evil.example'])(
    'a configured %j is no link at all, just its text',
    (href) => {
      renderLink(href);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Mehr erfahren')).toBeInTheDocument();
    },
  );
});
