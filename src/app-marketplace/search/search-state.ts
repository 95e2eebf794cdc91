import { atom, type ReadableAtom } from 'nanostores';
import { searchPath } from '../routes';

/** Spec 001 §9: the search input takes at most 45 characters. */
export const SEARCH_TERM_MAX = 45;

/** Spec 001 §2: on the search page the address follows the typing 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Spec 001 §9: search results come in pages of 15. */
export const SEARCH_PAGE_SIZE = 15;

/**
 * Spec 001 §3 `searchedTerm`: what a marketplace's search box holds. Each marketplace has its
 * own, so two on one page never type into each other.
 */
export interface SearchTerm {
  $term: ReadableAtom<string>;
  /** Takes what was typed, cut to the 45 characters the box allows. */
  set: (term: string) => void;
  /**
   * A search sent from another page moves to the search page, whose box is another one: the
   * focus goes there with the person (`keepFocus` before the move, `takesFocus` once there).
   */
  keepFocus: () => void;
  takesFocus: () => boolean;
}

export function createSearchTerm(): SearchTerm {
  const $term = atom('');
  let focusKept = false;
  return {
    $term,
    set: (term) => $term.set([...term].slice(0, SEARCH_TERM_MAX).join('')),
    keepFocus: () => {
      focusKept = true;
    },
    takesFocus: () => {
      const kept = focusKept;
      focusKept = false;
      return kept;
    },
  };
}

/**
 * The search page's address for a term and a page of results: `?q={term}`, `&page={n}` after
 * the first page, the bare path for an empty term (spec 001 §2).
 */
export function searchAddress(base: string, term: string, page = 1): string {
  const query = term.trim();
  const path = searchPath(base, query);
  return query && page > 1 ? `${path}&page=${page}` : path;
}
