/** One suggestion the parent fetched for the text typed so far. */
export interface AutocompleteSuggestion {
  id: string;
  label: string;
  description?: string;
}

/**
 * The option a press of ArrowDown (+1) or ArrowUp (-1) makes active, wrapping at both ends;
 * from no active option, down starts at the first and up at the last.
 */
export function nextActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

export interface LabelPart {
  text: string;
  match: boolean;
}

/** Splits a label around the first case-insensitive occurrence of the typed text, for highlighting. */
export function highlightParts(label: string, query: string): LabelPart[] {
  const needle = query.trim().toLocaleLowerCase();
  const start = needle ? label.toLocaleLowerCase().indexOf(needle) : -1;
  // Lower-casing can change the length (e.g. 'İ'); only highlight when the offsets still line up.
  if (start < 0 || label.toLocaleLowerCase().length !== label.length) return [{ text: label, match: false }];
  const end = start + needle.length;
  return [
    { text: label.slice(0, start), match: false },
    { text: label.slice(start, end), match: true },
    { text: label.slice(end), match: false },
  ].filter((part) => part.text !== '');
}
