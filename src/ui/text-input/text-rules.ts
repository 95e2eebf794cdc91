import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { eachGrapheme } from '../../lib/graphemes';

/** Spec 000 §5: the length check's limit when no maximum is given. */
export const DEFAULT_LENGTH_CHECK = 140;

export interface TextRules {
  /** A textarea keeps its newlines; a single-line input turns them into spaces. */
  multiline?: boolean;
  /** Maximum length in code points (see `textLength`). */
  maxLength?: number;
  /** The number type: only the digits 0-9 are kept. */
  digitsOnly?: boolean;
}

// \r\n and \r too: they are the same line break from another platform's clipboard.
const LINE_BREAKS = /\r\n|[\r\u2028\u2029]/g;

// Tabs as well, even in a textarea: Tab moves focus, so a tab only arrives pasted, and a
// space keeps the words apart without the text depending on the field's tab width.
const UNUSUAL_SPACES = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

// Subdivision flags (England, Scotland, Wales) are a black flag followed by invisible tag
// characters; they are matched whole so the flag survives while stray tags are stripped.
const STRIPPED = /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\p{Cc}\p{Cf}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;

// Invisible yet meaningful, so kept: joiners build emoji sequences and Persian or Indic
// spellings, variation selectors pick emoji or text presentation, and the Arabic number
// signs are format characters that are drawn. A newline only reaches here in a textarea.
// Private-use characters are not in STRIPPED at all: they are drawn by their font.
const KEPT = /^[\n\p{Join_Control}\p{Variation_Selector}\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]$/u;

const NOT_DIGITS = /[^0-9]/g;

/**
 * A value's length as its counter and maximum see it: code points, so an emoji counts once
 * (not as its two UTF-16 halves) and the count matches what a server's string length says.
 */
export function textLength(value: string): number {
  return [...value].length;
}

/**
 * Cuts a value to `max` code points at the last whole character that fits, so neither half
 * of a surrogate pair nor part of a cluster (an emoji with its skin tone) is left behind.
 */
export function cutToLength(value: string, max: number): string {
  if (textLength(value) <= max) return value;
  let room = Math.max(0, max);
  let end = 0;
  // Segmented only as far as the cut: a pasted megabyte is not split whole.
  for (const segment of eachGrapheme(value)) {
    const length = textLength(segment);
    if (length > room) break;
    room -= length;
    end += segment.length;
  }
  return value.slice(0, end);
}

/**
 * Spec 000 §5, in this order: line and paragraph separators become newlines (spaces in a
 * single-line input, so the words they separated stay apart), unusual spaces become a plain
 * space, control, unassigned and invisible code points are stripped, the number type keeps
 * only digits, and the value is cut to its maximum length.
 */
export function cleanText(value: string, { multiline = false, maxLength, digitsOnly = false }: TextRules = {}): string {
  let text = value.replace(LINE_BREAKS, '\n');
  if (!multiline) text = text.replace(/\n/g, ' ');
  text = text.replace(UNUSUAL_SPACES, ' ');
  text = text.replace(STRIPPED, (found, tagSequence?: string) => tagSequence ?? (KEPT.test(found) ? found : ''));
  if (digitsOnly) text = text.replace(NOT_DIGITS, '');
  return maxLength === undefined ? text : cutToLength(text, maxLength);
}

export interface CleanedEdit {
  value: string;
  /** Where the caret goes: where the user was, less what was removed before it. */
  caret: number;
  /** Text was dropped to keep within the maximum length. */
  cut: boolean;
}

/**
 * Cleans a field's value after an edit. The caret splits it: what is before it holds what
 * was just typed or pasted, so an edit past the maximum loses its own end, as with the
 * native maxlength, instead of pushing the end of the existing text out of the field.
 * `caret` is null for the input types without a caret (email, date): then the whole value
 * is cleaned as if the caret were at its end.
 */
export function cleanEdit(raw: string, caret: number | null, rules: TextRules): CleanedEdit {
  const at = caret ?? raw.length;
  const unlimited = { ...rules, maxLength: undefined };
  const before = cleanText(raw.slice(0, at), unlimited);
  const after = cleanText(raw.slice(at), unlimited);
  const { maxLength } = rules;
  if (maxLength === undefined) return { value: before + after, caret: before.length, cut: false };
  const keptBefore = cutToLength(before, maxLength - textLength(after));
  const value = cutToLength(keptBefore + after, maxLength);
  return { value, caret: Math.min(keptBefore.length, value.length), cut: value.length < before.length + after.length };
}

/** Spec 000 §5: 'content must be N characters or less' (default 140). */
export function lengthMessage(max: number = DEFAULT_LENGTH_CHECK): MessageDescriptor {
  return msg`content must be ${max} characters or less`;
}
