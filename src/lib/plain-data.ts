// Data from outside the library (an `event` property, an attribute's JSON, an API answer) is
// copied once, at the boundary, into plain data: what JSON can carry, in objects without a
// prototype. The copy is depth-limited (a 20,000-level value cannot overflow the stack here or
// in any reader after it), refuses cycles, BigInts, symbols and functions, and survives getters
// and proxies that throw. Reading the copy afterwards never reaches Object.prototype, so a page
// that polluted it changes nothing.

/** Deeper than any data the library reads (an event is 4 levels, an API answer about 5). */
export const MAX_DEPTH = 64;

// Keys that would reach an object's prototype if the copy were ever merged into another object.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type PlainDataResult = { data: unknown; problem?: undefined } | { data?: undefined; problem: string };

export interface PlainDataOptions {
  /** Renames every object key (camelCase from snake_case, and back). */
  convertKey?: (key: string) => string;
  maxDepth?: number;
}

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
      try {
        // A Date, a Map, a class instance ("[object Object]" with a prototype of its own)...
        const tag = cut(Object.prototype.toString.call(value).slice(8, -1), 30);
        if (tag !== 'Object') return `${/^[AEIOU]/.test(tag) ? 'an' : 'a'} ${tag} object, not a plain object`;
      } catch {
        // A proxy may throw even here.
      }
      return 'an object that is not a plain object';
  }
}

function isPlainPrototype(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` as plain data (own enumerable string keys only; objects without a prototype; an
 * undefined property left out, an undefined array item null as in JSON), or what is wrong with
 * it, phrased to follow the name of what was given: "is not JSON data: \"id\" is a BigInt (7n)".
 * Never throws.
 */
export function toPlainData(value: unknown, { convertKey = (key) => key, maxDepth = MAX_DEPTH }: PlainDataOptions = {}): PlainDataResult {
  // Each object is copied once: a value that shares one object many times stays as small as it is.
  const copies = new Map<object, { copy: unknown; height: number }>();
  const ancestors = new Set<object>();

  const fail = (problem: string): never => {
    throw new NotPlainData(problem);
  };
  // Anything a getter or a proxy throws while we read is reported, not passed on.
  const read = <T>(path: readonly string[], reading: () => T): T => {
    try {
      return reading();
    } catch (error) {
      if (error instanceof NotPlainData) throw error;
      return fail(`could not be read: reading ${at(path)} threw an error`);
    }
  };

  function copy(item: unknown, path: string[], depth: number): { copy: unknown; height: number } {
    if (item === null || typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean' || item === undefined) {
      return { copy: item, height: 0 };
    }
    if (typeof item !== 'object') return fail(`is not JSON data: ${at(path)} is ${kindOf(item)}`);
    if (ancestors.has(item)) return fail(`is not JSON data: it contains itself (at ${at(path)})`);
    const known = copies.get(item);
    if (known) {
      if (depth + known.height > maxDepth) return fail(`is not JSON data: it is nested more than ${maxDepth} levels deep (at ${at(path)})`);
      return known;
    }
    if (depth + 1 > maxDepth) return fail(`is not JSON data: it is nested more than ${maxDepth} levels deep (at ${at(path)})`);

    ancestors.add(item);
    let height = 0;
    let result: unknown;
    if (read(path, () => Array.isArray(item))) {
      const array = item as unknown[];
      const length = read(path, () => array.length);
      const items: unknown[] = [];
      for (let index = 0; index < length; index += 1) {
        const itemPath = [...path, String(index)];
        // A hole would read Array.prototype; JSON has none.
        if (!read(itemPath, () => Object.prototype.hasOwnProperty.call(array, index))) fail(`is not JSON data: ${at(path)} is an array with holes`);
        const child = copy(read(itemPath, () => array[index]), itemPath, depth + 1);
        items.push(child.copy === undefined ? null : child.copy);
        height = Math.max(height, child.height);
      }
      result = items;
    } else {
      if (!read(path, () => isPlainPrototype(item))) fail(`is not JSON data: ${at(path)} is ${kindOf(item)}`);
      const record: Record<string, unknown> = Object.create(null);
      for (const key of read(path, () => Object.keys(item))) {
        if (UNSAFE_KEYS.has(key)) continue;
        const keyPath = [...path, key];
        const child = copy(read(keyPath, () => (item as Record<string, unknown>)[key]), keyPath, depth + 1);
        if (child.copy !== undefined) record[convertKey(key)] = child.copy;
        height = Math.max(height, child.height);
      }
      result = record;
    }
    ancestors.delete(item);
    const copied = { copy: result, height: height + 1 };
    copies.set(item, copied);
    return copied;
  }

  try {
    return { data: copy(value, [], 0).copy };
  } catch (error) {
    if (error instanceof NotPlainData) return { problem: error.message };
    // Only a stack or memory limit gets here: said as plainly as the rest.
    return { problem: 'could not be read' };
  }
}

/** A short description of plain data for a warning: `"Jazz"`, `42`, `an array`. */
export function describePlainData(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  return typeof value === 'string' ? cut(JSON.stringify(value)) : String(value);
}

/**
 * The same data (already plain: parsed JSON, a schema's output) with every plain object
 * re-created without a prototype, so reading a field it lacks never reaches Object.prototype.
 */
export function withoutPrototype<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutPrototype) as T;
  if (value === null || typeof value !== 'object' || !isPlainPrototype(value)) return value;
  const result: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(value)) result[key] = withoutPrototype((value as Record<string, unknown>)[key]);
  return result as T;
}
