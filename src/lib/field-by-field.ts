import * as v from 'valibot';
import { isPlainObject } from './case-conversion';

// Validation of data a page hands over (configuration), one field at a time: a field of the wrong
// type is left out and reported, the fields next to it are kept.

/** Deeper than this, a branch is left out before anything walks it: no stack overflow. */
export const MAX_DEPTH = 32;
/** More values than this (a huge or self-repeating object), data is refused whole. */
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

class DataTooLarge extends Error {}

/** An own data property: never a getter's result, never an inherited value. */
function ownValue(object: object, key: string | number): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  return descriptor && Object.hasOwn(descriptor, 'value') ? descriptor.value : undefined;
}

/** A dot path for a warning, cut short after a few levels (`user.extra.a.a.a.a…`). */
const dotPath = (path: readonly (string | number)[]) => (path.length > 6 ? `${path.slice(0, 6).join('.')}…` : path.join('.'));

/** A branch copyOwnData left out: where, and why. */
export interface LeftOut {
  path: string;
  message: string;
}

/**
 * Copies plain objects and arrays through their own data properties only, objects without a
 * prototype, so nothing set on Object.prototype or Array.prototype can show through. A branch
 * deeper than MAX_DEPTH, or one that refers back to an object holding it, is left out and given
 * to `leftOut` with its path; the rest is kept, as a reader uses only some of it. Throws
 * DataTooLarge past MAX_VALUES.
 */
export function copyOwnData(value: unknown, { path = [] as (string | number)[], leftOut = (_: LeftOut) => {} } = {}): unknown {
  let valuesLeft = MAX_VALUES;
  const ancestors = new Set<object>();
  const copy = (item: unknown, at: (string | number)[]): unknown => {
    if (--valuesLeft < 0) throw new DataTooLarge(`a value with more than ${MAX_VALUES} parts`);
    const isArray = Array.isArray(item);
    if (!isArray && !isPlainObject(item)) return item;
    if (ancestors.has(item)) {
      leftOut({ path: dotPath(at), message: 'a value that refers back to an object holding it' });
      return undefined;
    }
    if (at.length >= MAX_DEPTH) {
      leftOut({ path: dotPath(at), message: `a value nested more than ${MAX_DEPTH} levels deep` });
      return undefined;
    }
    ancestors.add(item);
    let result: unknown;
    if (isArray) {
      const list: unknown[] = [];
      for (let index = 0; index < item.length; index++) list.push(copy(ownValue(item, index), [...at, index]));
      result = list;
    } else {
      const record = Object.create(null) as Record<string, unknown>;
      for (const key of Object.keys(item)) {
        if (UNSAFE_KEYS.has(key)) continue;
        // A branch left out is no key at all, as an undefined value is for the schema.
        const copied = copy(ownValue(item, key), [...at, key]);
        if (copied !== undefined) record[key] = copied;
      }
      result = record;
    }
    ancestors.delete(item);
    return result;
  };
  return copy(value, path);
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
 * large or of the wrong type, or a branch of it too deep or referring back, is left out and
 * reported once; a list item missing a required field is left out whole. The result is a copy
 * made of objects without a prototype; it still carries keys the schema does not know (parsing
 * it with the schema drops those).
 */
export function validateFieldByField(schema: v.GenericSchema, input: object, report: (problem: FieldProblem) => void): Record<string, unknown> {
  const data = Object.create(null) as Record<string, unknown>;
  const reported: string[] = [];
  for (const key of Object.keys(input)) {
    if (UNSAFE_KEYS.has(key)) continue;
    // One warning for each top-level field, however many of its branches were left out.
    const leftOut: LeftOut[] = [];
    try {
      data[key] = copyOwnData(ownValue(input, key), { path: [key], leftOut: (branch) => leftOut.push(branch) });
    } catch (error) {
      if (!(error instanceof DataTooLarge)) throw error;
      report({ path: key, removed: key, message: error.message });
      continue;
    }
    if (leftOut.length) {
      const [{ path, message }] = leftOut;
      const more = leftOut.length > 1 ? ` (and ${leftOut.length - 1} more such in ${key})` : '';
      reported.push(path);
      report({ path, removed: path, message: `${message}${more}` });
    }
  }
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
      if (target.length === 0) return Object.create(null) as Record<string, unknown>;
      const path = keys.join('.');
      if (!reported.some((other) => isWithin(path, other) || isWithin(other, path))) {
        reported.push(path);
        report({ path, removed: target.join('.'), message: issue.message });
      }
      removals.push(target);
    }
    removePaths(data, removals, lists);
  }
  return Object.create(null) as Record<string, unknown>;
}
