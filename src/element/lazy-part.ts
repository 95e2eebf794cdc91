import { startTransition, useEffect, useState } from 'react';
import { isPageLeaving } from '../platform/page-leaving';
import { ChunkLoadError } from './chunk-load-error';

// Code that an element needs only once a person asks for it (a dialog, a menu, the API client): a
// page where nobody asks does not download it.

export interface LazyPart<T> {
  /** Starts loading, or gives the load under way; a failed load is tried again next time. */
  load(): Promise<T>;
  /** The module, once loaded. */
  loaded(): T | undefined;
}

/** `name` is how a failure is reported: `Loading chunk {name} failed`. */
export function lazyPart<T>(name: string, load: () => Promise<T>): LazyPart<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= load().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          loading = undefined;
          const failure = new ChunkLoadError(name, error);
          if (!isPageLeaving()) console.error(`[eb-widgets] ${name} could not be loaded.`, failure);
          throw failure;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * The part's module once `wanted` is true and it has loaded (at once if it already has);
 * `onFailure` runs when the load fails, so the component can undo what asked for it. A new
 * `attempt` tries a failed load again (a Refresh button).
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean, onFailure?: () => void, attempt = 0): T | undefined {
  const [module, setModule] = useState(part.loaded);
  useEffect(() => {
    if (!wanted || module) return undefined;
    let current = true;
    part.load().then(
      // What the code shows renders in a transition, in slices: a part as large as the app
      // product page, rendered at once, would hold a phone's main thread past 50 ms.
      (loadedModule) => current && startTransition(() => setModule(() => loadedModule)),
      () => current && onFailure?.(),
    );
    return () => {
      current = false;
    };
    // onFailure is new on every render; only wanting the part, or a new attempt, starts a load.
  }, [part, wanted, module, attempt]);
  return wanted ? module : undefined;
}
