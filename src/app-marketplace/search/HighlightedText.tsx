import type { ReactNode } from 'react';

export interface HighlightedTextProps {
  text: string;
  /** UTF-16 offsets of the matched characters, as fuzzysort gives them. */
  offsets: readonly number[];
  /** Spec 001 §2: the card shows the first `max` characters plus an ellipsis (as truncateText). */
  max: number;
}

/**
 * `text` with its matched characters in `<mark>` elements, cut as the card cuts it (characters,
 * not UTF-16 units). Built as React elements around text nodes: an app name such as
 * '<b>x</b>' stays text.
 */
export function HighlightedText({ text, offsets, max }: HighlightedTextProps) {
  const marked = new Set(offsets);
  const parts: ReactNode[] = [];
  let run = '';
  let runMarked = false;
  let offset = 0;
  let count = 0;
  const flush = () => {
    if (!run) return;
    parts.push(runMarked ? <mark key={parts.length}>{run}</mark> : run);
    run = '';
  };
  for (const character of text) {
    if (count === max) {
      flush();
      parts.push('…');
      break;
    }
    const isMarked = marked.has(offset);
    if (isMarked !== runMarked) {
      flush();
      runMarked = isMarked;
    }
    run += character;
    offset += character.length;
    count += 1;
  }
  flush();
  return <>{parts}</>;
}
