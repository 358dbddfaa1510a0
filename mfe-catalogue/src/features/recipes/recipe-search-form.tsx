import { useId, useState, type FormEvent } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import * as styles from './recipes.module.css';

/** A recipe search needs a term longer than 2 characters, trimmed (doc 1 §5, the search rule). */
export const MIN_RECIPE_TERM_LENGTH = 3;

/**
 * The recipe search: a labelled input and a button that open the recipes
 * page with the term in its URL (`?q=`). A too short term says so at the
 * field and sends nothing.
 */
export function RecipeSearchForm({ initial = '', placeholder }: { initial?: string; placeholder?: string | undefined }) {
  const { i18n, navigation } = useServices();
  const { t } = i18n;
  const [term, setTerm] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed.length < MIN_RECIPE_TERM_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    navigation.navigate({ name: 'recipes', query: { q: trimmed } });
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit} noValidate aria-label={t('catalogue.recipes.search')}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {t('catalogue.recipes.searchLabel')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          value={term}
          placeholder={placeholder}
          onChange={(event) => setTerm(event.target.value)}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? errorId : undefined}
          maxLength={100}
        />
        <Button type="submit">{t('catalogue.recipes.searchButton')}</Button>
      </div>
      {tooShort && (
        <p id={errorId} className={styles.error}>
          {t('catalogue.recipes.termTooShort', { min: MIN_RECIPE_TERM_LENGTH })}
        </p>
      )}
    </form>
  );
}
