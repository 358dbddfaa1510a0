import { useEffect, useState, type FormEvent } from 'react';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { searchTermField } from '@storefront/shared/platform/validation';

/**
 * A plain search form: the header's search until the search remote's flyout
 * takes its place (once the route is shown), and its stand-in while that
 * remote is down. `onUseChange` learns whether the shopper is using it (its
 * field has the focus or holds text): a form in use is not swapped away.
 */
export default function HeaderSearch({ services, onUseChange }: { services: StorefrontServices; onUseChange?: (inUse: boolean) => void }) {
  const { t } = services.i18n;
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState(false);
  const inUse = focused || term !== '';
  useEffect(() => onUseChange?.(inUse), [inUse, onUseChange]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The search form's term rule (trimmed, at least 2 characters, doc 2 §5), as the search remote's forms check it.
    const parsed = searchTermField.safeParse(term);
    if (!parsed.success) return;
    services.navigation.navigate({ name: 'search-term', params: { term: parsed.data } });
  };
  return (
    <form role="search" className="sf-search" onSubmit={submit} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
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
