// The wire is snake_case, the code is camelCase; the API layer converts once, with toPlainData.
import { toPlainData } from './plain-data';

export function snakeToCamel(key: string): string {
  // A leading underscore (`_type`) is part of the name, not a word break.
  return key.replace(/(?<=[A-Za-z0-9])_+([A-Za-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/(?<=[a-z0-9])([A-Z])/g, (_, letter: string) => `_${letter.toLowerCase()}`);
}

/** A plain copy of a request body (objects without a prototype) with snake_case keys. */
export function snakeizeKeys<T = unknown>(value: unknown): T {
  const result = toPlainData(value, { convertKey: camelToSnake });
  if (result.problem !== undefined) throw new TypeError(`The request body ${result.problem}.`);
  return result.data as T;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
