import { useState, type FormEvent } from 'react';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { searchTermField } from '@storefront/shared/platform/validation';

/**
 * A plain search form: the fallback of the search flyout's slot while the
 * search remote is down (a lazy chunk, needed only then).
 */
export default function HeaderSearch({ services }: { services: StorefrontServices }) {
  const { t } = services.i18n;
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The search form's term rule (trimmed, at least 2 characters, doc 2 §5), as the search remote's forms check it.
    const parsed = searchTermField.safeParse(term);
    if (!parsed.success) return;
    services.navigation.navigate({ name: 'search-term', params: { term: parsed.data } });
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
