import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { useAnalytics } from '../../element/analytics';
import { navigateTo } from '../../platform/browser';
import { Autocomplete, type AutocompleteSuggestion } from '../../ui/autocomplete/Autocomplete';
import { IconButton } from '../../ui/icon-button/IconButton';
import { SearchIcon } from '../../ui/icon-button/icons';
import { Modal } from '../../ui/modal/Modal';
import { SEARCH_FALLBACK_SUGGESTIONS, categoryUrl, destinationHref, webUrl } from './search-rules';
import { resultsFor, type SearchSuggestionsState } from './search-suggestions';

/** An option of the search list, with where choosing it leads. */
export interface SearchOption extends AutocompleteSuggestion {
  url: string;
}

/**
 * The options the search list shows for `query`: the destination answer (also while a newer one
 * is on its way as the user types; on reopening, only the answer for this very query), else the
 * fixed fallback list — the default categories.
 */
export function searchOptions(state: SearchSuggestionsState, query: string, formAction: string, translate: (label: MessageDescriptor) => string): SearchOption[] {
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

export interface SearchTakeoverProps {
  /** 'Search events', the dialog's and the field's name. */
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  suggestionsState: SearchSuggestionsState;
  formAction: string;
  /** Searches for the query as it is (Enter, the search button). */
  onSubmit: () => void;
  onClose: () => void;
  onSearchFocus?: () => void;
}

/**
 * The full-screen search takeover of the header (spec 000 §2, §5): the search form, its field
 * with the destination suggestions, and the search button. Loaded when the search first opens.
 */
export function SearchTakeover({ label, query, onQueryChange, suggestionsState, formAction, onSubmit, onClose, onSearchFocus }: SearchTakeoverProps) {
  const { t, i18n } = useLingui();
  const track = useAnalytics();
  const options = searchOptions(suggestionsState, query, formAction, (descriptor) => i18n._(descriptor));

  const choose = (chosen: AutocompleteSuggestion) => {
    const index = options.findIndex((option) => option.id === chosen.id);
    if (index < 0) return;
    const option = options[index];
    track({ category: 'search', action: 'AutocompleteSuggestionClicked', label: option.label, value: index + 1 });
    navigateTo(option.url);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  // Escape in the search field closes the takeover once the list is closed, instead of the
  // combobox's "second Escape clears the text": the text stays for the next time it opens.
  const closeOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || target.getAttribute('role') !== 'combobox') return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const handleFocus = (event: FocusEvent<HTMLFormElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') === 'combobox') onSearchFocus?.();
  };

  return (
    <Modal isOpen onClose={onClose} type="takeover" role="dialog" ariaLabel={label}>
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
          <Autocomplete label={label} hideLabel placeholder={label} value={query} onChange={onQueryChange} suggestions={options} onSelect={choose} onSubmit={onSubmit} />
        </div>
        <IconButton type="submit" label={t`Search`} icon={<SearchIcon />} variant="brand" />
      </form>
    </Modal>
  );
}
