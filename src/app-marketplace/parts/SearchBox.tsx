import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { onSearchShortcut } from '../../platform/keyboard';
import { searchEngine } from '../search/search-engine';
import { SEARCH_TERM_MAX, searchAddress } from '../search/search-state';
import { useMarketplace } from '../MarketplaceContext';

/**
 * Spec 001 §2 "Search behaviour": the term follows the typing (at most 45 characters); Enter or the
 * search button with a non-empty term goes to the search page with `q`. `/` anywhere in the page,
 * when the person is not typing elsewhere, brings focus here.
 */
export function SearchBox() {
  const { t } = useLingui();
  const { base, route, navigate, searchTerm } = useMarketplace();
  const term = useStore(searchTerm.$term);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // The box of the page a search was sent from is gone: this one has the focus it had.
  useEffect(() => {
    if (searchTerm.takesFocus()) input.current?.focus();
  }, [searchTerm]);

  useEffect(
    () =>
      onSearchShortcut(() => {
        const field = input.current;
        if (!field) return;
        field.focus();
        field.setSelectionRange(field.value.length, field.value.length);
      }),
    [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return;
    // On the search page the address follows the term in place, as typing does (spec 001 §2);
    // from any other page the search is a new page, which back leaves.
    const onSearchPage = route.screen.name === 'search';
    if (!onSearchPage) searchTerm.keepFocus();
    navigate(searchAddress(base, term), { replace: onSearchPage });
  };

  // The search's code starts loading at the first sign of intent: a pointer over the box, or focus.
  const prepareSearch = () => searchEngine.prepare();

  return (
    <form className="eb-marketplace-search" role="search" onSubmit={submit} onPointerEnter={prepareSearch} onFocus={prepareSearch}>
      <label className="eb-visually-hidden" htmlFor={inputId}>
        {t`Search apps`}
      </label>
      <input
        ref={input}
        id={inputId}
        className="eb-marketplace-search__input"
        type="search"
        name="q"
        value={term}
        maxLength={SEARCH_TERM_MAX}
        placeholder={t`Search apps`}
        autoComplete="off"
        aria-keyshortcuts="/"
        onChange={(event) => searchTerm.set(event.target.value)}
      />
      <button type="submit" className="eb-button eb-button--primary eb-marketplace-search__button">
        {t`Search`}
      </button>
    </form>
  );
}
