import { isPlainObject } from './case-conversion';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Merges `patch` into `base` without mutating either: plain objects merge key by key, anything
 * else (arrays included) replaces. Untouched branches keep their identity, so a store derived
 * from one branch does not notify when another branch changes. Merged objects have no
 * prototype, so a key missing from both never reads through to Object.prototype.
 */
export function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlainObject(patch)) return (patch === undefined ? base : patch) as T;
  if (!isPlainObject(base)) return mergeDeep(Object.create(null) as T, patch);
  let result: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue;
    const before = Object.hasOwn(base, key) ? base[key] : undefined;
    const merged = mergeDeep(before, value);
    if (merged !== before) {
      result ??= Object.assign(Object.create(null) as Record<string, unknown>, base);
      result[key] = merged;
    }
  }
  return (result ?? base) as T;
}
