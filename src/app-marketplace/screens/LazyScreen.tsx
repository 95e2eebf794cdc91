import { useState, type ReactNode } from 'react';
import { useLazyPart, type LazyPart } from '../../element/lazy-part';
import { SectionError } from '../parts/SectionError';

export interface LazyScreenProps<T> {
  code: LazyPart<T>;
  /** What shows while the code loads. */
  loading: ReactNode;
  children: (module: T) => ReactNode;
}

/**
 * A screen whose code comes when it is first shown, so a page downloads only the screens it shows:
 * `loading` until it has, and if the download fails, the section's error with Refresh, which tries
 * the download again.
 */
export function LazyScreen<T>({ code, loading, children }: LazyScreenProps<T>) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const module = useLazyPart(code, !failed, () => setFailed(true), attempt);
  if (failed) {
    return (
      <SectionError
        onRefresh={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  return module ? children(module) : loading;
}
