import { useEffect, useState } from 'react';
import { autocompletePlaces, type PlacePrediction } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

/** Suggestions are asked for once the shopper paused typing, and only for three characters or more. */
const AUTOCOMPLETE_DELAY_MS = 300;
const AUTOCOMPLETE_MIN_LENGTH = 3;

/**
 * The address suggestions for what the field says now, while no address is taken: asked for after the pause,
 * the request of an older text aborted. A failing map call is silent: no suggestions.
 */
export function useAddressSuggestions(
  text: string,
  addressTaken: boolean,
): { readonly suggestions: readonly PlacePrediction[]; readonly clearSuggestions: () => void } {
  const { api } = useServices();
  const [found, setFound] = useState<{ query: string; places: readonly PlacePrediction[] }>({ query: '', places: [] });
  const query = text.trim();
  const searching = query.length >= AUTOCOMPLETE_MIN_LENGTH && !addressTaken;
  // Only the suggestions for what the field says now are shown.
  const suggestions = searching && found.query === query ? found.places : [];
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(api, autocompletePlaces, { query: { q: query, addressOnly: true }, signal: controller.signal }).then(
        (places) => setFound({ query, places }),
        () => setFound({ query, places: [] }),
      );
    }, AUTOCOMPLETE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, searching]);
  return { suggestions, clearSuggestions: () => setFound({ query: '', places: [] }) };
}
