import type { ReactNode } from 'react';
import { graphemes } from '../../lib/graphemes';
import { useStyles } from '../use-styles';
import { textListStyles } from './text-list.styles';

/** Spec 000 §5: secondary and tertiary text are truncated at 88 characters. */
export const TEXT_LIST_MAX_LENGTH = 88;

const ELLIPSIS = '…';

/**
 * The text cut after `max` characters with '…' appended, or unchanged when it is not longer.
 * Characters are what a reader sees (grapheme clusters), so an emoji or an accented letter is
 * never split, let alone a surrogate pair.
 */
export function truncateText(text: string, max: number = TEXT_LIST_MAX_LENGTH): string {
  const characters = graphemes(text);
  if (characters.length <= max) return text;
  return characters.slice(0, Math.max(0, max)).join('').trimEnd() + ELLIPSIS;
}

export interface TextListProps {
  /** The main line, shown in full. */
  primaryText: ReactNode;
  /** Cut at 88 characters. */
  secondaryText?: string;
  /** Cut at 88 characters. */
  tertiaryText?: string;
}

/** A cut line keeps its full text for screen readers and as a tooltip. */
function TruncatedLine({ text, className }: { text: string; className: string }) {
  const shown = truncateText(text);
  if (shown === text) return <p className={className}>{text}</p>;
  return (
    <p className={className} title={text}>
      <span aria-hidden="true">{shown}</span>
      <span className="eb-visually-hidden">{text}</span>
    </p>
  );
}

/** The text block of a list item: a primary line, then secondary and tertiary lines (spec 000 §5). */
export function TextList({ primaryText, secondaryText, tertiaryText }: TextListProps) {
  useStyles(textListStyles);
  return (
    <div className="eb-text-list">
      <p className="eb-text-list__primary">{primaryText}</p>
      {secondaryText ? <TruncatedLine text={secondaryText} className="eb-text-list__secondary" /> : null}
      {tertiaryText ? <TruncatedLine text={tertiaryText} className="eb-text-list__tertiary" /> : null}
    </div>
  );
}
