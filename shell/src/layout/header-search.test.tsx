import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellMessages } from '@storefront/shared/platform/messages';
import { createTestServices } from '@storefront/shared/platform/testing';
import HeaderSearch from './header-search';

describe('the header’s plain search form (while the search remote is down)', () => {
  it('searches the trimmed term, and not a term shorter than 2 characters', () => {
    const { services, navigations } = createTestServices({ messages: shellMessages });
    render(<HeaderSearch services={services} />);
    const input = screen.getByLabelText('Suchbegriff');
    const submit = () => fireEvent.submit(screen.getByRole('search'));
    fireEvent.change(input, { target: { value: ' k ' } });
    submit();
    expect(navigations).toEqual([]);
    fireEvent.change(input, { target: { value: '  Käse ' } });
    submit();
    expect(navigations).toEqual(['/search-term/Käse']);
  });
});
