import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';
import type { AutocompleteAnswer, searchAutocomplete } from '../../api/destination';
import { SEARCH_DEBOUNCE_MS, fetchesDestinations } from './search-rules';

/** One destination answer, kept only with the fields the search shows. */
export interface DestinationResults {
  /** The (trimmed) query the answer is for. */
  query: string;
  events: { name: string; url: string }[];
  suggestions: { label: string; url: string }[];
}

export interface SearchSuggestionsState {
  /**
   * 'fallback': the fixed list (short query, or nothing asked); 'waiting': a fetch is debounced
   * or on its way; 'ready': `results` answers the latest query; 'failed': the latest fetch failed;
   * 'closed': the search is closed, `results` kept for when it opens again on the same query.
   */
  status: 'fallback' | 'waiting' | 'ready' | 'failed' | 'closed';
  /**
   * The latest answer; kept while a newer one is waiting so the list does not flicker as the
   * user types, but once closed, shown again only for the very query it answers.
   */
  results: DestinationResults | null;
}

const FALLBACK: SearchSuggestionsState = { status: 'fallback', results: null };

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Keeps only well-formed entries of a server answer; URLs are checked where they are shown. */
export function normalizeAnswer(query: string, answer: AutocompleteAnswer | undefined): DestinationResults {
  const events = Array.isArray(answer?.event) ? answer.event : [];
  const suggestions = Array.isArray(answer?.suggestions) ? answer.suggestions : [];
  return {
    query,
    events: events.filter((event) => isText(event?.name) && isText(event?.url)).map(({ name, url }) => ({ name, url })),
    suggestions: suggestions.filter((suggestion) => isText(suggestion?.label) && isText(suggestion?.url)).map(({ label, url }) => ({ label, url })),
  };
}

export type FetchSuggestions = typeof searchAutocomplete;

/** The destination API, loaded with the first query that asks it: a page where nobody searches never downloads the client. */
const fetchFromDestination: FetchSuggestions = async (query, options) => (await import('../../api/destination')).searchAutocomplete(query, options);

export interface SearchSuggestions {
  $state: ReadableAtom<SearchSuggestionsState>;
  /** A new query: short ones show the fallback list at once, others fetch 300 ms after the last change. */
  search: (query: string) => void;
  /** Forgets any pending or running fetch; its answer will never arrive. */
  stop: () => void;
  /** The search closes: nothing more is fetched until the next `search`. */
  close: () => void;
}

/**
 * The answer the list may show for `query` (trimmed as searched): while typing, the latest answer
 * stays up until the next arrives; after a close, only the answer for this very query.
 */
export function resultsFor(state: SearchSuggestionsState, query: string): DestinationResults | null {
  if (state.status === 'closed') return state.results?.query === query.trim() ? state.results : null;
  return state.status === 'ready' || state.status === 'waiting' ? state.results : null;
}

/**
 * The destination suggestions of one search field (spec 000 §5): debounced 300 ms, fetched only
 * for 2 characters or more, and only the answer to the latest query is ever shown — an older
 * request is aborted and its late answer ignored.
 */
export function createSearchSuggestions(fetchSuggestions: FetchSuggestions = fetchFromDestination): SearchSuggestions {
  const $state = atom<SearchSuggestionsState>(FALLBACK);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let latest = 0;

  const stop = () => {
    latest++;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const fetchFor = (query: string, request: number) => {
    const ownController = new AbortController();
    controller = ownController;
    // A synchronous throw becomes a rejection too, so a failure never escapes the store.
    new Promise<AutocompleteAnswer | undefined>((resolve) => resolve(fetchSuggestions(query, { signal: ownController.signal }))).then(
      (answer) => {
        if (request !== latest) return;
        controller = undefined;
        $state.set({ status: 'ready', results: normalizeAnswer(query, answer) });
      },
      () => {
        // An aborted request is an old one: only the latest failure counts.
        if (request !== latest) return;
        controller = undefined;
        $state.set({ status: 'failed', results: null });
      },
    );
  };

  const search = (query: string) => {
    stop();
    const text = query.trim();
    if (!fetchesDestinations(text)) {
      $state.set(FALLBACK);
      return;
    }
    const request = latest;
    $state.set({ status: 'waiting', results: resultsFor($state.get(), text) });
    timer = setTimeout(() => {
      timer = undefined;
      fetchFor(text, request);
    }, SEARCH_DEBOUNCE_MS);
  };

  const close = () => {
    stop();
    $state.set({ status: 'closed', results: $state.get().results });
  };

  return { $state, search, stop, close };
}

/**
 * The suggestions for `query` while `enabled`; disabled (takeover closed, or the host handles
 * search itself), nothing is fetched and the fallback list applies.
 */
export function useSearchSuggestions(query: string, enabled: boolean): SearchSuggestionsState {
  const [suggestions] = useState(() => createSearchSuggestions());
  const state = useStore(suggestions.$state);
  useEffect(() => {
    if (enabled) suggestions.search(query);
    else suggestions.close();
  }, [suggestions, query, enabled]);
  useEffect(() => () => suggestions.stop(), [suggestions]);
  return state;
}
