/**
 * `text` cut to its first `max` characters plus an ellipsis when it is longer (spec 001 §2: app
 * names at 30, short descriptions at 40). Characters, not UTF-16 units: an emoji is never split.
 */
export function truncateText(text: string, max: number): string {
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}
