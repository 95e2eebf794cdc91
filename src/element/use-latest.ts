import { useLayoutEffect, useRef } from 'react';

/**
 * The value of the last committed render, for an effect or a listener that must not start again
 * when it changes (a callback a parent makes anew at every render). Read `.current` in effects and
 * handlers only: during a render it may be the previous one's.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
