import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Form, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { searchFormSchema } from '@storefront/shared/platform/validation';
import * as styles from './search-term-page.module.css';

/** Searches another term from the result page; the term has at least 2 characters (doc 2 §5). */
export function RefineSearchForm({ term }: { term: string }) {
  const { i18n, navigation } = useServices();
  const form = useZodForm(searchFormSchema, { defaultValues: { term } });
  return (
    <Form
      form={form}
      role="search"
      aria-label={i18n.t('search.results.refineLandmark')}
      className={styles.refine}
      trackAs="search"
      onValidSubmit={({ term: next }) => navigation.navigate({ name: 'search-term', params: { term: next } })}
    >
      <TextField name="term" type="search" label={i18n.t('search.results.refine')} control={form.control} autoComplete="off" />
      <Button type="submit">{i18n.t('search.submit')}</Button>
    </Form>
  );
}
