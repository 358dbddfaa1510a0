import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import * as z from 'zod/mini';
import { SEARCH_TERM_MIN_LENGTH } from '@storefront/shared/platform/constants';
import type { MountProps, SearchFlyoutHandover } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { noResultsSearchEvent } from '@storefront/shared/platform/tracking';
import { searchTermField, SEARCH_FORM_TERM_MIN_LENGTH } from '@storefront/shared/platform/validation';
import { flyoutLayout, flyoutPageSize } from '../../features/flyout-config/flyout-config';
import { createFlyoutController } from '../../features/flyout-state/flyout-controller';
import { objectIdOf, useSearchInsights } from '../../features/insights/use-search-insights';
import { bannerOrNone, searchOrEmpty } from '../../features/search-calls/search-calls';
import { externalShopOf, followLink, resultPageLink } from '../../features/shop-links/shop-links';
import { FlyoutPanel } from './flyout-panel';
import { flyoutOptions, type FlyoutOption } from './flyout-options';
import * as styles from './search-flyout.module.css';

/**
 * What the shopper had typed into the shell's plain search form when the flyout
 * took its place (the header shows that form until the flyout's code is here):
 * the text, whether its field had the focus, and where the caret stood
 * (SearchFlyoutHandover; the parcel says it reads them, parcel.ts).
 */
const handoverSchema = z.object({
  term: z.optional(z.string().check(z.maxLength(200))),
  focused: z.optional(z.boolean()),
  caret: z.optional(z.int().check(z.nonnegative())),
});

/**
 * The search flyout, the fragment the shell places in its
 * header: a combobox whose flyout shows a banner and one result column per
 * configured content type. Keyboard: ↓/↑ move through the results of all
 * columns (first column, then second), Enter opens the active result or the
 * result page, Escape closes the flyout (and, when it is closed, clears the input).
 * A term handed over from the shell's plain form (props: handoverSchema) goes on
 * where the shopper was: typed into the combobox, and with the focus, open.
 */
export function SearchFlyout({ props }: MountProps) {
  const services = useServices();
  const { api, i18n, navigation, config, events, tracking } = services;
  const { t } = i18n;
  const runtime = config.tenant.clientRuntimeConfig;
  const layout = useMemo(() => flyoutLayout(runtime.searchFlyout), [runtime]);
  const externalShop = externalShopOf(runtime);
  const insights = useSearchInsights();
  const [controller] = useState(() =>
    createFlyoutController({
      types: layout.types.map((entry) => entry.type),
      searchType: (type, term) => searchOrEmpty(api, type, term, { pageSize: flyoutPageSize(type) }),
      searchBanner: (term) => bannerOrNone(api, term),
      onAnswer(type, term, results) {
        // A search with total 0 is tracked as a no-results event (doc 1 §7).
        const noResults = noResultsSearchEvent({ term, type, pageType: 'flyout', total: results.total });
        if (noResults) tracking.track(noResults);
        insights.viewed(
          type,
          results.results.map((hit) => objectIdOf(type, hit)),
          1,
        );
      },
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  useEffect(() => () => controller.dispose(), [controller]);

  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Once, at mount: later props never retype what the shopper has changed since.
  const [handover] = useState<SearchFlyoutHandover>(() => {
    const parsed = z.safeParse(handoverSchema, props ?? {});
    return parsed.success ? parsed.data : {};
  });
  // A term handed over with the focus is open from the start.
  const [open, setOpen] = useState(() => handover.focused === true && (handover.term ?? '') !== '');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);

  // Only a term longer than 2 characters has results to show (doc 1 §5).
  const expanded = open && state.term.length >= SEARCH_TERM_MIN_LENGTH;
  const options = useMemo(
    () => flyoutOptions(layout, state, navigation, externalShop, id),
    [layout, state, navigation, externalShop, id],
  );
  const active = expanded ? options.all.find((option) => option.id === activeId) : undefined;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  // Where the handed-over caret goes once the combobox shows the handed-over term.
  const caretToPlace = useRef<number | null>(null);
  useEffect(() => {
    const { term = '', focused = false, caret } = handover;
    if (term !== '') controller.type(term);
    if (!focused) return;
    input.current?.focus();
    caretToPlace.current = Math.min(caret ?? term.length, term.length);
  }, [handover, controller]);
  useLayoutEffect(() => {
    const at = caretToPlace.current;
    if (at === null || state.input === '') return;
    caretToPlace.current = null;
    if (state.input === handover.term) input.current?.setSelectionRange(at, at);
  }, [state.input, handover]);

  // The result page tells its term, and '' when it is left (doc 1 §2: leaving the search page clears the term).
  useEffect(
    () =>
      events.subscribe('search:term-changed', ({ term }) => {
        controller.reset(term);
        setOpen(false);
        setActiveId(null);
        setTooShort(false);
      }),
    [events, controller],
  );

  // Closes on a click outside and on the browser's back and forward.
  useEffect(() => {
    if (!expanded) return;
    const dismiss = () => {
      setOpen(false);
      setActiveId(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('popstate', dismiss);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('popstate', dismiss);
    };
  }, [expanded]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    controller.type(event.target.value);
    setOpen(true);
    setActiveId(null);
    setTooShort(false);
  };

  const pick = (option: FlyoutOption) => {
    // A result without a link (aria-disabled) opens nothing: the flyout stays as it is.
    if (!option.link) return;
    insights.clicked(option.type, option.objectID, option.position);
    close();
    followLink(navigation, option.link);
  };

  const openResultPage = () => {
    // The result page's term has at least 2 characters (doc 2 §5).
    const term = searchTermField.safeParse(state.input);
    if (!term.success) {
      setTooShort(true);
      input.current?.focus();
      return;
    }
    // Without a result page and without shop-forward there is nowhere to go: the flyout stays open.
    const link = resultPageLink(navigation, externalShop, term.data);
    if (!link) return;
    close();
    followLink(navigation, link);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openResultPage();
  };

  /** ↓ from the input to the first result and past the last back to the input; ↑ the other way. */
  const move = (step: 1 | -1) => {
    const count = options.all.length;
    if (count === 0) return;
    const index = active ? options.all.indexOf(active) : -1;
    let next = index + step;
    if (index === -1 && step === -1) next = count - 1;
    else if (next === count) next = -1;
    setActiveId(next === -1 ? null : options.all[next]!.id);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (expanded) {
        move(1);
      } else if (state.term.length >= SEARCH_TERM_MIN_LENGTH) {
        // Re-opens the flyout; searches the term if it was set from outside and never searched.
        controller.type(state.input);
        setOpen(true);
      }
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      pick(active);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    if (expanded) {
      event.preventDefault();
      close();
      input.current?.focus();
    } else if (state.input !== '') {
      event.preventDefault();
      controller.type('');
      setTooShort(false);
    }
  };

  // Focus moving on out of the search (Tab) closes it; a click on the flyout's background does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) close();
  };

  const listboxIds = [...options.byType].filter(([, list]) => list.length > 0).map(([type]) => `${id}-${type}-list`);
  const status = !expanded || !state.settled
    ? ''
    : state.hasResults
      ? t('search.flyout.status', { count: options.all.length })
      : t('search.flyout.noResults', { term: state.term });

  return (
    <div ref={root} className={styles.flyout} onKeyDown={onKeyDown} onBlur={onBlur}>
      <form role="search" aria-label={t('search.landmark')} className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          name="term"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxIds.join(' ') || `${id}-panel` : undefined}
          aria-activedescendant={active?.id}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? `${id}-too-short` : undefined}
          placeholder={t('search.placeholder')}
          value={state.input}
          onChange={onChange}
          onKeyDown={onInputKeyDown}
        />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </form>
      {tooShort && (
        <p id={`${id}-too-short`} className={styles.invalid} role="alert">
          {t('validation.minLength', [SEARCH_FORM_TERM_MIN_LENGTH])}
        </p>
      )}
      <p role="status" className={styles.visuallyHidden}>
        {status}
      </p>
      {expanded && (
        <FlyoutPanel
          id={id}
          layout={layout}
          state={state}
          options={options.byType}
          activeId={active?.id ?? null}
          onPick={pick}
          onHover={setActiveId}
          onNavigate={close}
          onShowAll={openResultPage}
        />
      )}
    </div>
  );
}
