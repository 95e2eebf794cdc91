import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useAnalytics } from '../../element/analytics';
import { navigateTo } from '../../platform/browser';
import { Autocomplete, type AutocompleteSuggestion } from '../../ui/autocomplete/Autocomplete';
import { IconButton } from '../../ui/icon-button/IconButton';
import { SearchIcon } from '../../ui/icon-button/icons';
import { Modal } from '../../ui/modal/Modal';
import { useStyles } from '../../ui/use-styles';
import { headerSearchStyles } from './header-search.styles';
import {
  SEARCH_FALLBACK_SUGGESTIONS,
  categoryUrl,
  destinationHref,
  searchSubmission,
  takeoverVisibilityName,
  webUrl,
  type SearchTakeoverVisibility,
} from './search-rules';
import { resultsFor, useSearchSuggestions, type SearchSuggestionsState } from './search-suggestions';

export interface HeaderSearchProps {
  /** Initial text of the search field (the header's `search-query`). */
  initialQuery?: string;
  /** The search form action: `${serverUrl}/d/`; the form is labelled 'Search for events'. */
  formAction: string;
  /** Called with {query, url} before navigating; returning false cancels (the header's eb-search). */
  onSearch: (detail: { query: string; url: string }) => boolean;
  /**
   * Narrow screens show only an icon button as the trigger; 'by-css': both triggers are there and
   * CSS shows one by the window's width (a server-rendered header).
   */
  narrow?: boolean | 'by-css';
  /**
   * Called when the search field gets focus. Supplied, the host handles search itself: typing
   * fetches no suggestions (spec 000 §5 "ignored when a focus handler is supplied").
   */
  onSearchFocus?: () => void;
}

/** An option of the search list, with where choosing it leads. */
export interface SearchOption extends AutocompleteSuggestion {
  url: string;
}

/**
 * The options the search list shows for `query`: the destination answer (also while a newer one
 * is on its way as the user types; on reopening, only the answer for this very query), else the
 * fixed fallback list — the default categories.
 */
export function searchOptions(
  state: SearchSuggestionsState,
  query: string,
  formAction: string,
  translate: (label: MessageDescriptor) => string,
): SearchOption[] {
  const results = resultsFor(state, query);
  if (!results) {
    return SEARCH_FALLBACK_SUGGESTIONS.map((category) => ({
      id: `category:${category.slug}`,
      label: translate(category.label),
      url: categoryUrl(formAction, category.slug),
    }));
  }
  const options: SearchOption[] = [];
  const seen = new Set<string>();
  const add = (kind: string, label: string, url: string) => {
    const href = destinationHref(url, formAction);
    const id = `${kind}:${href}`;
    if (!href || seen.has(id)) return;
    seen.add(id);
    options.push({ id, label, url: href });
  };
  for (const suggestion of results.suggestions) add('suggestion', suggestion.label, suggestion.url);
  for (const event of results.events) add('event', event.name, event.url);
  return options;
}

/**
 * The header's search (spec 000 §2 "Global header"): a search bar, or an icon button on narrow
 * screens, opening a full-screen search takeover with the search form and its suggestions.
 */
export function HeaderSearch({ initialQuery: givenQuery, formAction, onSearch, narrow = false, onSearchFocus }: HeaderSearchProps) {
  useStyles(headerSearchStyles);
  // An attribute that is absent or removed may arrive as null.
  const initialQuery = typeof givenQuery === 'string' ? givenQuery : '';
  const { t, i18n } = useLingui();
  const track = useAnalytics();
  const [visibility, setVisibility] = useState<SearchTakeoverVisibility>(undefined);
  const [query, setQuery] = useState(initialQuery);
  const [shownInitialQuery, setShownInitialQuery] = useState(initialQuery);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const barTriggerRef = useRef<HTMLButtonElement>(null);
  const isOpen = visibility === true;
  const suggestionsState = useSearchSuggestions(query, isOpen && !onSearchFocus);

  // A new search-query from the host replaces the text.
  if (initialQuery !== shownInitialQuery) {
    setShownInitialQuery(initialQuery);
    setQuery(initialQuery);
  }

  // The Modal returns focus to its opener; this also covers a trigger swapped (narrow or not) while open.
  useEffect(() => {
    if (visibility !== false) return;
    // With both triggers there, the one the window's width shows.
    const shown = [triggerRef.current, barTriggerRef.current].find((trigger) => trigger && trigger.getClientRects().length > 0);
    shown?.focus();
  }, [visibility]);

  const label = t`Search events`;
  const open = () => setVisibility(true);
  const close = () => setVisibility(false);
  const options = searchOptions(suggestionsState, query, formAction, (descriptor) => i18n._(descriptor));

  const submit = () => {
    const submission = searchSubmission(formAction, query);
    if (!submission) return;
    if (onSearch(submission) !== false) {
      navigateTo(submission.url);
    } else {
      // Cancelled: the host page runs the search itself, so the takeover gets out of its way.
      close();
    }
  };

  const choose = (chosen: AutocompleteSuggestion) => {
    const index = options.findIndex((option) => option.id === chosen.id);
    if (index < 0) return;
    const option = options[index];
    track({ category: 'search', action: 'AutocompleteSuggestionClicked', label: option.label, value: index + 1 });
    navigateTo(option.url);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  // Escape in the search field closes the takeover once the list is closed, instead of the
  // combobox's "second Escape clears the text": the text stays for the next time it opens.
  const closeOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || target.getAttribute('role') !== 'combobox') return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const handleFocus = (event: FocusEvent<HTMLFormElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') === 'combobox') onSearchFocus?.();
  };

  const trimmedQuery = query.trim();
  const iconTrigger = <IconButton ref={triggerRef} label={label} icon={<SearchIcon />} hasPopup="dialog" onClick={open} />;
  const barTrigger = (
    <button ref={narrow === 'by-css' ? barTriggerRef : triggerRef} type="button" className="eb-header-search__bar" aria-haspopup="dialog" onClick={open}>
      <SearchIcon />
      {trimmedQuery ? (
        <>
          <span className="eb-visually-hidden">{label} </span>
          <span className="eb-header-search__query">{trimmedQuery}</span>
        </>
      ) : (
        <span className="eb-header-search__placeholder">{label}</span>
      )}
    </button>
  );

  return (
    <div className="eb-header-search" data-takeover-visible={takeoverVisibilityName(visibility)}>
      {narrow === 'by-css' ? (
        <>
          <span className="eb-header-search__narrow-only">{iconTrigger}</span>
          <span className="eb-header-search__wide-only">{barTrigger}</span>
        </>
      ) : narrow ? (
        iconTrigger
      ) : (
        barTrigger
      )}
      <Modal isOpen={isOpen} onClose={close} type="takeover" role="dialog" ariaLabel={label}>
        <form
          className="eb-header-search__form"
          role="search"
          aria-label={t`Search for events`}
          action={webUrl(formAction)}
          method="get"
          onSubmit={handleSubmit}
          onKeyDownCapture={closeOnEscape}
          onFocus={handleFocus}
        >
          <div className="eb-header-search__field">
            <Autocomplete
              label={label}
              hideLabel
              placeholder={label}
              value={query}
              onChange={setQuery}
              suggestions={options}
              onSelect={choose}
              onSubmit={submit}
            />
          </div>
          <IconButton type="submit" label={t`Search`} icon={<SearchIcon />} variant="brand" />
        </form>
      </Modal>
    </div>
  );
}
