import * as v from 'valibot';
import { withoutPrototype } from '../lib/plain-data';

// What each call expects back, as a valibot schema of its camelCased answer. The client checks
// every answer against its call's schema (client.ts), so a surface only ever sees an answer of
// the documented shape, or an ApiError.

/** The schema of a call's answer; its output is what the call resolves to. */
export type AnswerSchema<T> = v.GenericSchema<unknown, T>;

/** A JSON object: not null, not a list (valibot's `object` alone would take a list). */
const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of an answer with these fields; fields it does not name are dropped. */
export function answerObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  // valibot walks the fields with for...in: without a prototype, a key that a page added to
  // Object.prototype does not become a field every answer is required to have.
  const ownEntries = Object.assign(Object.create(null) as TEntries, entries);
  return v.pipe(
    v.custom<Record<string, unknown>>(isJsonObject, (issue) => `Invalid type: Expected Object but received ${issue.received}`),
    v.object(ownEntries),
  );
}

/**
 * The answer of a call that carries nothing but its status (`{}` or 204, API.md §4): a 204, an
 * empty body or any JSON object is the server saying "done"; `null`, a list, a string or HTML is
 * not. Resolves to undefined.
 */
export const NO_CONTENT: AnswerSchema<void> = v.pipe(
  v.custom<Record<string, unknown> | undefined>(
    (value) => value === undefined || isJsonObject(value),
    (issue) => `Invalid type: Expected no content or an Object but received ${issue.received}`,
  ),
  v.transform((): void => undefined),
);

/** Text the surfaces do not use: checked when present, so a wrong type still shows up. */
export const unusedText = v.nullish(v.string());

const MAX_DESCRIPTION_LENGTH = 200;

/** Long values (an HTML page, a huge string) are cut so the warning stays one readable line. */
export function shorten(text: string): string {
  return text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH)}…` : text;
}

/** What is wrong with an answer, for the warning: the first problem and where it is. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues;
  const where = v.getDotPath(first) ?? 'the answer';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${where}: ${shorten(first.message)}${more}`;
}

/** Checks `data` (camelCased plain data without prototypes, or undefined for no body) against `schema`. */
export function checkAnswer<T>(schema: AnswerSchema<T>, data: unknown): { answer: T } | { problem: string } {
  try {
    const result = v.safeParse(schema, data);
    if (!result.success) return { problem: data === undefined ? 'the body is empty' : describeIssues(result.issues) };
    // valibot builds its output from ordinary objects: the answer keeps no prototype either.
    return { answer: withoutPrototype(result.output) };
  } catch (error) {
    return { problem: cannotRead(error) };
  }
}

/** An answer too deep to walk (a RangeError) is no answer either. */
export const cannotRead = (error: unknown) => `the answer cannot be read (${error instanceof Error ? error.message : String(error)})`;
