import { useId, useState, type KeyboardEvent } from 'react';
import { useStyles } from '../use-styles';
import { autocompleteStyles } from './autocomplete.styles';
import { highlightParts, nextActiveIndex, type AutocompleteSuggestion } from './autocomplete-rules';

export type { AutocompleteSuggestion } from './autocomplete-rules';

export interface AutocompleteProps {
  /** The visible label of the text box. */
  label: string;
  /** The text typed so far (controlled). */
  value: string;
  /** Every edit of the text; the parent fetches suggestions for it. */
  onChange: (text: string) => void;
  /** Suggestions for the current text (controlled); an empty list closes the popup. */
  suggestions: AutocompleteSuggestion[];
  /** A suggestion was chosen with Enter or a click. The text is left to the parent. */
  onSelect: (suggestion: AutocompleteSuggestion) => void;
  /** Enter pressed while no suggestion is active. */
  onSubmit?: (text: string) => void;
  placeholder?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
}

/**
 * A text box with a list of suggestions (WAI-ARIA APG "combobox with listbox popup", list
 * autocomplete). Spec 000 §4: suggestions open when focused and suggestions exist; enter selects.
 * DOM focus stays in the text box; the active suggestion is announced through
 * aria-activedescendant.
 */
export function Autocomplete({ label, value, onChange, suggestions, onSelect, onSubmit, placeholder, hideLabel = false }: AutocompleteProps) {
  useStyles(autocompleteStyles);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [focused, setFocused] = useState(false);
  // Escape, a choice or Enter closes the popup until the user types or presses an arrow again,
  // so suggestions that arrive late do not reopen it.
  const [dismissed, setDismissed] = useState(false);
  // Tracked by id so a refreshed list keeps the same suggestion active, or none if it is gone.
  const [activeId, setActiveId] = useState<string | null>(null);

  const open = focused && !dismissed && suggestions.length > 0;
  const activeIndex = open ? suggestions.findIndex((suggestion) => suggestion.id === activeId) : -1;

  const close = () => {
    setDismissed(true);
    setActiveId(null);
  };

  const choose = (suggestion: AutocompleteSuggestion) => {
    close();
    onSelect(suggestion);
  };

  const move = (step: 1 | -1) => {
    setDismissed(false);
    const next = nextActiveIndex(open ? activeIndex : -1, step, suggestions.length);
    setActiveId(suggestions[next].id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!suggestions.length) return;
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(suggestions[activeIndex]);
        } else if (onSubmit) {
          event.preventDefault();
          close();
          onSubmit(value);
        }
        return;
      case 'Escape':
        // APG: the first Escape closes the popup, a second one clears the text box.
        if (open) {
          // Handled here, so a dialog around the text box stays open.
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (value) {
          event.preventDefault();
          onChange('');
        }
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the text box, so the visual focus returns there too.
        setActiveId(null);
    }
  };

  return (
    <div className="eb-autocomplete">
      <label className={hideLabel ? 'eb-visually-hidden' : 'eb-autocomplete__label'} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="eb-autocomplete__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setDismissed(false);
          setActiveId(null);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setFocused(false);
          setActiveId(null);
        }}
      />
      <ul
        id={listboxId}
        className="eb-autocomplete__listbox"
        role="listbox"
        aria-label={label}
        hidden={!open}
        // Keeps DOM focus in the text box while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {open &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={`eb-autocomplete__option${index === activeIndex ? ' eb-autocomplete__option--active' : ''}`}
              onClick={() => choose(suggestion)}
            >
              <span className="eb-autocomplete__option-label">
                {highlightParts(suggestion.label, value).map((part, partIndex) =>
                  part.match ? (
                    <mark key={partIndex} className="eb-autocomplete__match">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </span>
              {suggestion.description ? (
                <>
                  {/* A space keeps label and description apart in the option's name; flex layout hides it. */}{' '}
                  <span className="eb-autocomplete__option-description">{suggestion.description}</span>
                </>
              ) : null}
            </li>
          ))}
      </ul>
    </div>
  );
}
