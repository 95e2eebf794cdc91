// Data from outside the library (an `event` property, an attribute's JSON, an API answer) is copied
// once, at the boundary, into plain data: what JSON can carry, in objects without a prototype. The
// copy is depth-limited (a 20,000-level value cannot overflow the stack here or in any reader after
// it), never follows a cycle, takes no BigInt, symbol, function or object that is not data (a Date,
// a Map, a DOM node), and survives getters and proxies that throw. Read liberally, such a part is
// left out and reported with its path and the rest is kept, as an element reads only the fields it
// uses; read strictly, it refuses the whole value. Reading the copy afterwards never reaches
// Object.prototype, so a page that polluted it changes nothing.

/** Deeper than any data the library reads (an event is 4 levels, an API answer about 5). */
export const MAX_DEPTH = 64;

// Keys that would reach an object's prototype if the copy were ever merged into another object.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type PlainDataResult = { data: unknown; problem?: undefined } | { data?: undefined; problem: string };

export interface PlainDataOptions {
  /** Renames every object key (camelCase from snake_case, and back). */
  convertKey?: (key: string) => string;
  maxDepth?: number;
  /**
   * Reads liberally: a part below the top that cannot be read as data is left out and described
   * here with its path; the rest is kept. Without it, such a part refuses the whole value.
   * A top that is not data (a BigInt, a revoked proxy) is refused either way.
   */
  onSkipped?: (problem: string) => void;
}

/** What is wrong with one part of a value. */
type Problem = { kind: 'too deep' } | { kind: 'cycle' } | { kind: 'unreadable' } | { kind: 'holes' } | { kind: 'not data'; what: string };

class NotPlainData extends Error {}

/** Where in the value: `"series.counts"`, cut short after a few levels. */
function at(path: readonly string[]): string {
  if (!path.length) return 'it';
  return path.length > 6 ? `"${path.slice(0, 6).join('.')}…"` : `"${path.join('.')}"`;
}

const cut = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A short, safe description of a value that is not JSON data (never throws). */
function kindOf(value: unknown): string {
  switch (typeof value) {
    case 'bigint':
      return `a BigInt (${cut(String(value))}n)`;
    case 'symbol':
      return `a symbol (${cut(value.toString())})`;
    case 'function':
      return 'a function';
    default:
      return 'not data';
  }
}

const objectKind = (tag: string) => `${/^([AEIOU]|HTML)/.test(tag) ? 'an' : 'a'} ${cut(tag, 30)} object`;

/** How a liberal read reports a part it left out: `"extra.a.a.a.a.a…" is nested more than 64 levels deep`. */
function partProblem(problem: Problem, path: readonly string[], maxDepth: number): string {
  switch (problem.kind) {
    case 'too deep':
      return `${at(path)} is nested more than ${maxDepth} levels deep`;
    case 'cycle':
      return `${at(path)} refers back to an object that contains it`;
    case 'unreadable':
      return `reading ${at(path)} threw an error`;
    case 'holes':
      return `${at(path)} is an array with holes`;
    default:
      return `${at(path)} is ${problem.what}`;
  }
}

/** How a strict read refuses the whole value: "is not JSON data: \"id\" is a BigInt (7n)". */
function valueProblem(problem: Problem, path: readonly string[], maxDepth: number): string {
  switch (problem.kind) {
    case 'too deep':
      return `is not JSON data: it is nested more than ${maxDepth} levels deep (at ${at(path)})`;
    case 'cycle':
      return `is not JSON data: it contains itself (at ${at(path)})`;
    case 'unreadable':
      return `could not be read: reading ${at(path)} threw an error`;
    default:
      return `is not JSON data: ${partProblem(problem, path, maxDepth)}`;
  }
}

/** A field or item as read: its value, or that reading it threw. */
type Reading = { value: unknown; threw?: undefined } | { value?: undefined; threw: true };

/** An object's own enumerable data, each field read once. */
interface Parts {
  isArray: boolean;
  entries: [string, Reading][];
}

const readField = (reading: () => unknown): Reading => {
  try {
    return { value: reading() };
  } catch {
    return { threw: true };
  }
};

/**
 * The fields of an object as JSON.stringify reads them (own enumerable string keys; a class
 * instance, a framework's model object, is read the same way), or why it is not data. Never
 * throws; never reads what the object inherits.
 */
function partsOf(item: object): Parts | Problem {
  try {
    if (Array.isArray(item)) {
      const length = item.length;
      const entries: [string, Reading][] = [];
      for (let index = 0; index < length; index += 1) {
        // A hole would read Array.prototype; JSON has none.
        if (!Object.prototype.hasOwnProperty.call(item, index)) return { kind: 'holes' };
        entries.push([String(index), readField(() => item[index])]);
      }
      return { isArray: true, entries };
    }
    // A Date, a Map, a DOM node, a boxed string... carry no data in their own fields.
    const tag = Object.prototype.toString.call(item).slice(8, -1);
    if (tag !== 'Object') return { kind: 'not data', what: objectKind(tag) };
    const keys = Object.keys(item).filter((key) => !UNSAFE_KEYS.has(key));
    return { isArray: false, entries: keys.map((key) => [key, readField(() => (item as Record<string, unknown>)[key])]) };
  } catch {
    // A proxy whose traps throw, a revoked one.
    return { kind: 'unreadable' };
  }
}

interface Copied {
  copy: unknown;
  /** Levels of objects in the copy: 0 for a primitive. */
  height: number;
  /** Whether a part was left out for being too deep: then it is right only at the same depth. */
  cut: boolean;
}

/**
 * `value` as plain data (own enumerable string keys only; objects without a prototype; an
 * undefined property left out, an undefined array item null as in JSON), or what is wrong with
 * it, phrased to follow the name of what was given: "is not JSON data: \"id\" is a BigInt (7n)".
 * With `onSkipped`, only a top that is not data is wrong. Never throws.
 */
export function toPlainData(value: unknown, { convertKey = (key) => key, maxDepth = MAX_DEPTH, onSkipped }: PlainDataOptions = {}): PlainDataResult {
  // Each object is read once (a getter runs once) and copied once for each depth it needs: a
  // value that shares one object many times stays as small as it is.
  const read = new Map<object, Parts | Problem>();
  const copies = new Map<object, { whole?: Copied; cutAt?: Map<number, Copied> }>();
  const ancestors = new Set<object>();
  // Paths are cut short, so two parts can read the same: each is said once.
  const reported = new Set<string>();

  const skip = (problem: Problem, path: readonly string[]): Copied => {
    if (!onSkipped || !path.length) throw new NotPlainData(valueProblem(problem, path, maxDepth));
    const said = partProblem(problem, path, maxDepth);
    if (!reported.has(said)) onSkipped(said);
    reported.add(said);
    return { copy: undefined, height: 0, cut: problem.kind === 'too deep' };
  };

  /** `item` at `path` as plain data, with `room` levels of objects left before MAX_DEPTH. */
  function copy(item: unknown, path: string[], room: number): Copied {
    if (item === null || typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean' || item === undefined) {
      return { copy: item, height: 0, cut: false };
    }
    if (typeof item !== 'object') return skip({ kind: 'not data', what: kindOf(item) }, path);
    if (ancestors.has(item)) return skip({ kind: 'cycle' }, path);
    const known = copies.get(item) ?? {};
    copies.set(item, known);
    if (known.whole && known.whole.height <= room) return known.whole;
    const cutHere = known.cutAt?.get(room);
    if (cutHere) return cutHere;
    // A strict read refuses a shared object that reaches too deep where it is used again.
    if (room < 1 || (known.whole && !onSkipped)) return skip({ kind: 'too deep' }, path);

    let parts = read.get(item);
    if (!parts) read.set(item, (parts = partsOf(item)));
    if ('kind' in parts) return skip(parts, path);

    ancestors.add(item);
    let height = 0;
    let isCut = false;
    const copyOf = ([key, reading]: [string, Reading]) => {
      const partPath = [...path, key];
      const child = reading.threw ? skip({ kind: 'unreadable' }, partPath) : copy(reading.value, partPath, room - 1);
      height = Math.max(height, child.height);
      isCut ||= child.cut;
      return child.copy;
    };
    let result: unknown;
    if (parts.isArray) {
      result = parts.entries.map((entry) => copyOf(entry) ?? null);
    } else {
      const record = Object.create(null) as Record<string, unknown>;
      for (const entry of parts.entries) {
        const child = copyOf(entry);
        if (child !== undefined) record[convertKey(entry[0])] = child;
      }
      result = record;
    }
    ancestors.delete(item);

    const copied = { copy: result, height: height + 1, cut: isCut };
    if (isCut) (known.cutAt ??= new Map()).set(room, copied);
    else known.whole = copied;
    return copied;
  }

  try {
    return { data: copy(value, [], maxDepth).copy };
  } catch (error) {
    if (error instanceof NotPlainData) return { problem: error.message };
    // Only a stack or memory limit gets here: said as plainly as the rest.
    return { problem: 'could not be read' };
  }
}

/** Collects what a liberal read left out, for one warning: the first few, then "and N more". */
export function skippedParts(shown = 3) {
  const first: string[] = [];
  let count = 0;
  return {
    // An arrow: handed on as a callback (`onSkipped: skipped.add`).
    add: (problem: string): void => {
      count += 1;
      if (first.length < shown) first.push(problem);
    },
    get count(): number {
      return count;
    },
    describe(): string {
      return count > first.length ? `${first.join('; ')}; and ${count - first.length} more` : first.join('; ');
    },
  };
}

/** A short description of plain data for a warning: `"Jazz"`, `42`, `an array`. */
export function describePlainData(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  return typeof value === 'string' ? cut(JSON.stringify(value)) : String(value);
}

function isPlainPrototype(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The same data (already plain: parsed JSON, a schema's output) with every plain object
 * re-created without a prototype, so reading a field it lacks never reaches Object.prototype.
 */
export function withoutPrototype<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutPrototype) as T;
  if (value === null || typeof value !== 'object' || !isPlainPrototype(value)) return value;
  const result = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value)) result[key] = withoutPrototype((value as Record<string, unknown>)[key]);
  return result as T;
}
