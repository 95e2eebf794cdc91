import * as v from 'valibot';
import { isPlainObject } from './case-conversion';

// Validation of data a page hands over (configuration), one field at a time: a field of the wrong
// type is left out and reported, the fields next to it are kept.

/** Deeper than this, data is refused before anything walks it: no stack overflow, no hang on a cycle. */
export const MAX_DEPTH = 32;
/** More values than this (a huge or self-repeating object), data is refused too. */
export const MAX_VALUES = 50_000;

// Keys that would reach an object's prototype are dropped rather than copied.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface FieldProblem {
  /** The field with the wrong value, as a dot path (`env.locales`, `footerLinks.0.link`). */
  path: string;
  /** What was left out: the field itself, or the list item holding it. */
  removed: string;
  /** What was wrong, with the value received. */
  message: string;
}

class DataTooLarge {
  constructor(readonly message: string) {}
}

/** An own data property: never a getter's result, never an inherited value. */
function ownValue(object: object, key: string | number): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  return descriptor && Object.hasOwn(descriptor, 'value') ? descriptor.value : undefined;
}

/**
 * Copies plain objects and arrays through their own data properties only, objects without a
 * prototype, so nothing set on Object.prototype or Array.prototype can show through.
 * Throws DataTooLarge past MAX_DEPTH or MAX_VALUES; recursion stops at MAX_DEPTH.
 */
export function copyOwnData(value: unknown, startDepth = 0): unknown {
  let valuesLeft = MAX_VALUES;
  const copy = (item: unknown, depth: number): unknown => {
    if (--valuesLeft < 0) throw new DataTooLarge(`a value with more than ${MAX_VALUES} parts`);
    const isArray = Array.isArray(item);
    if (!isArray && !isPlainObject(item)) return item;
    if (depth >= MAX_DEPTH) throw new DataTooLarge(`a value nested more than ${MAX_DEPTH} levels deep`);
    if (isArray) {
      const list: unknown[] = [];
      for (let index = 0; index < item.length; index++) list.push(copy(ownValue(item, index), depth + 1));
      return list;
    }
    const result: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(item)) {
      if (!UNSAFE_KEYS.has(key)) result[key] = copy(ownValue(item, key), depth + 1);
    }
    return result;
  };
  return copy(value, startDepth);
}


const REMOVED = Symbol('removed');

function isWithin(path: string, other: string): boolean {
  return path === other || path.startsWith(`${other}.`);
}

/**
 * Deletes each path. A list item is marked instead, so the paths of the next round still point
 * at the same items; `closeUp` takes the marked items out at the end.
 */
function removePaths(data: Record<string, unknown>, paths: PropertyKey[][], lists: Set<unknown[]>): void {
  for (const path of paths) {
    let parent: unknown = data;
    for (const key of path.slice(0, -1)) parent = parent && typeof parent === 'object' ? (parent as Record<PropertyKey, unknown>)[key] : undefined;
    if (!parent || typeof parent !== 'object') continue;
    const key = path[path.length - 1];
    if (Array.isArray(parent)) {
      parent[key as number] = REMOVED;
      lists.add(parent);
    } else {
      delete (parent as Record<PropertyKey, unknown>)[key];
    }
  }
}

function closeUp(lists: Set<unknown[]>): void {
  for (const list of lists) {
    const kept = list.filter((item) => item !== REMOVED);
    list.length = 0;
    list.push(...kept);
  }
}

/**
 * The own data of `input` (an object) that `schema` accepts, field by field: a field that is too
 * deep, too large or of the wrong type is left out and reported once; a list item missing a
 * required field is left out whole. The result is a copy made of objects without a prototype;
 * it still carries keys the schema does not know (parsing it with the schema drops those).
 */
export function validateFieldByField(
  schema: v.GenericSchema,
  input: object,
  report: (problem: FieldProblem) => void,
): Record<string, unknown> {
  const data: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(input)) {
    if (UNSAFE_KEYS.has(key)) continue;
    try {
      data[key] = copyOwnData(ownValue(input, key), 1);
    } catch (error) {
      if (!(error instanceof DataTooLarge)) throw error;
      report({ path: key, removed: key, message: error.message });
    }
  }
  const reported: string[] = [];
  const lists = new Set<unknown[]>();
  // Leaving out a required field makes its parent wrong in the next round: a few rounds settle it.
  for (let round = 0; round < 4; round++) {
    const issues = (v.safeParse(schema, data, { abortEarly: false }).issues ?? []).filter((issue) => issue.input !== REMOVED);
    if (issues.length === 0) {
      closeUp(lists);
      return data;
    }
    const removals: PropertyKey[][] = [];
    for (const issue of issues) {
      const keys = (issue.path ?? []).map((item) => item.key as PropertyKey);
      // A missing required key: the object holding it goes.
      const target = issue.path?.[issue.path.length - 1]?.origin === 'key' ? keys.slice(0, -1) : keys;
      if (target.length === 0) return Object.create(null);
      const path = keys.join('.');
      if (!reported.some((other) => isWithin(path, other) || isWithin(other, path))) {
        reported.push(path);
        report({ path, removed: target.join('.'), message: issue.message });
      }
      removals.push(target);
    }
    removePaths(data, removals, lists);
  }
  return Object.create(null);
}
