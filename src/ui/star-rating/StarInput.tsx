import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useStyles } from '../use-styles';
import { MAX_STARS, Star } from './StarRating';
import { starInputStyles, starRatingStyles } from './star-rating.styles';

export interface StarInputProps {
  /** The chosen number of stars, 1 to 5; 0 for none. */
  value: number;
  /** A star was chosen with a click, Space or Enter; `star` is its button (where focus returns later). */
  onChoose: (stars: number, star: HTMLButtonElement) => void;
  /** Names the group ('Your rating for Mailbloom'). */
  label: string;
  /** A choice is being saved: further choices are ignored until it is done; the stars stay focusable. */
  busy?: boolean;
  /** Marks the group invalid and points it at the message that says why. */
  errorId?: string;
  size?: 'medium' | 'large';
}

const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

/**
 * Five stars to choose from, as a radio group (WAI-ARIA radio group pattern, one tab stop).
 * Unlike native radios, the arrow keys only move focus and Space or Enter choose: a choice may
 * be saved at once (one-click rating), so walking along the stars must not save each of them.
 * The stars under the pointer or up to the focused one are previewed.
 */
export function StarInput({ value, onChoose, label, busy = false, errorId, size = 'large' }: StarInputProps) {
  useStyles(starRatingStyles);
  useStyles(starInputStyles);
  const { t } = useLingui();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [hovered, setHovered] = useState(0);
  const [focused, setFocused] = useState(0);
  // One tab stop: the chosen star, else the one last focused, else the first.
  const tabStop = value || focused || 1;
  const preview = hovered || value;

  const moveFocus = (event: KeyboardEvent, from: number) => {
    const target = { ArrowRight: from + 1, ArrowUp: from + 1, ArrowLeft: from - 1, ArrowDown: from - 1, Home: 1, End: MAX_STARS }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // The group wraps at its ends, as radio groups do.
    const next = ((target - 1 + MAX_STARS) % MAX_STARS) + 1;
    buttons.current[next - 1]?.focus();
  };

  return (
    <div
      className={`eb-star-input eb-star-input--${size}${busy ? ' eb-star-input--busy' : ''}`}
      role="radiogroup"
      aria-label={label}
      aria-busy={busy || undefined}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onPointerLeave={() => setHovered(0)}
    >
      {STARS.map((stars) => (
        <button
          key={stars}
          ref={(element) => {
            buttons.current[stars - 1] = element;
          }}
          type="button"
          role="radio"
          className={`eb-star-input__star${stars <= preview ? ' eb-star-input__star--lit' : ''}`}
          aria-checked={stars === value}
          aria-disabled={busy || undefined}
          aria-label={t({ message: plural(stars, { one: '# star', other: '# stars' }) })}
          tabIndex={stars === tabStop ? 0 : -1}
          onPointerEnter={() => setHovered(stars)}
          onFocus={() => setFocused(stars)}
          onKeyDown={(event) => moveFocus(event, stars)}
          onClick={(event) => {
            if (!busy) onChoose(stars, event.currentTarget);
          }}
        >
          <Star fill={stars <= preview ? 'full' : 'empty'} />
        </button>
      ))}
    </div>
  );
}
