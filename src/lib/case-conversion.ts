// The wire is snake_case, the code is camelCase; the API layer converts once, here.

// Keys that would reach an object's prototype are dropped rather than copied.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function snakeToCamel(key: string): string {
  // A leading underscore (`_type`) is part of the name, not a word break.
  return key.replace(/(?<=[A-Za-z0-9])_+([A-Za-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/(?<=[a-z0-9])([A-Z])/g, (_, letter: string) => `_${letter.toLowerCase()}`);
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(key)) continue;
    result[convert(key)] = convertKeys(item, convert);
  }
  return result;
}

export function camelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeToCamel) as T;
}

export function snakeizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, camelToSnake) as T;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
