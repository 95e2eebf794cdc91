import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { lazyPart, useLazyPart } from '../../element/lazy-part';
import { navigateTo } from '../../platform/browser';
import { IconButton } from '../../ui/icon-button/IconButton';
import { SearchIcon } from '../../ui/icon-button/icons';
import { useStyles } from '../../ui/use-styles';
import { headerSearchStyles } from './header-search.styles';
import { searchSubmission, takeoverVisibilityName, type SearchTakeoverVisibility } from './search-rules';
import { useSearchSuggestions } from './search-suggestions';

// Most visitors of a page never search: the takeover comes when wanted.
const takeoverCode = lazyPart('search-takeover', () => import('./SearchTakeover'));

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

/**
 * The header's search (spec 000 §2 "Global header"): a search bar, or an icon button on narrow
 * screens, opening a full-screen search takeover with the search form and its suggestions.
 */
export function HeaderSearch({ initialQuery: givenQuery, formAction, onSearch, narrow = false, onSearchFocus }: HeaderSearchProps) {
  useStyles(headerSearchStyles);
  // An attribute that is absent or removed may arrive as null.
  const initialQuery = typeof givenQuery === 'string' ? givenQuery : '';
  const { t } = useLingui();
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
  // The takeover's code (the modal, the combobox) loads at the first sign of intent, or on opening.
  const prepare = () => takeoverCode.prepare();
  const takeover = useLazyPart(takeoverCode, isOpen, close);

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

  // Opened before the takeover's code has arrived, the focus is still on the trigger: what the
  // visitor types meanwhile goes into the search text, which the field shows once it is there,
  // and Enter searches for it.
  const keepTyping = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isOpen || takeover || event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    if (event.key.length === 1) setQuery((text) => text + event.key);
    else if (event.key === 'Backspace') setQuery((text) => text.slice(0, -1));
    else if (event.key === 'Escape') close();
    else if (event.key === 'Enter') submit();
    else return;
    event.preventDefault();
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
    <div className="eb-header-search" data-takeover-visible={takeoverVisibilityName(visibility)} onPointerEnter={prepare} onFocus={prepare} onKeyDown={keepTyping}>
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
      {takeover ? (
        <takeover.SearchTakeover
          label={label}
          query={query}
          onQueryChange={setQuery}
          suggestionsState={suggestionsState}
          formAction={formAction}
          onSubmit={submit}
          onClose={close}
          onSearchFocus={onSearchFocus}
        />
      ) : null}
    </div>
  );
}
