import { useState, type FormEvent } from 'react';
import type { StorefrontServices } from '@storefront/shared/contracts';

/**
 * A plain search form: the fallback of the search flyout's slot while the
 * search remote is down (a lazy chunk, needed only then).
 */
export default function HeaderSearch({ services }: { services: StorefrontServices }) {
  const { t } = services.i18n;
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    // doc 2 §5: the search term has a minimum length of 2.
    if (trimmed.length < 2) return;
    services.navigation.navigate({ name: 'search-term', params: { term: trimmed } });
  };
  return (
    <form role="search" className="sf-search" onSubmit={submit}>
      <label htmlFor="sf-search-input" className="sf-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="sf-search-input"
        type="search"
        value={term}
        minLength={2}
        placeholder={t('search.placeholder')}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}
