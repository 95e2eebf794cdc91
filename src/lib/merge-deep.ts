import { isPlainObject } from './case-conversion';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Merges `patch` into `base` without mutating either: plain objects merge key by key, anything
 * else (arrays included) replaces. Untouched branches keep their identity, so a store derived
 * from one branch does not notify when another branch changes.
 */
export function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlainObject(patch)) return (patch === undefined ? base : patch) as T;
  if (!isPlainObject(base)) return mergeDeep({} as T, patch);
  let result: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue;
    const merged = mergeDeep(base[key], value);
    if (merged !== base[key]) {
      result ??= { ...base };
      result[key] = merged;
    }
  }
  return (result ?? base) as T;
}
