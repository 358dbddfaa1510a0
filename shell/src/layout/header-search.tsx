import { useState, type FormEvent, type Ref } from 'react';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { searchTermField } from '@storefront/shared/platform/validation';

/**
 * A plain search form: the header's search until the search remote's flyout
 * takes its place (once the route is shown), and its stand-in while that
 * remote is down. `inputRef` gives its field: what the shopper typed there,
 * the focus and the caret go over to the flyout.
 */
export default function HeaderSearch({ services, inputRef }: { services: StorefrontServices; inputRef?: Ref<HTMLInputElement> }) {
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
        ref={inputRef}
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
