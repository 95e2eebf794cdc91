import { startTransition, useEffect, useState } from 'react';
import { afterNextFrame, inNextTask } from '../lib/next-task';
import { isPageLeaving } from '../platform/page-leaving';
import { ChunkLoadError } from './chunk-load-error';
import { useLatest } from './use-latest';

// Code that an element needs only once a person asks for it (a dialog, a menu, the API client): a
// page where nobody asks does not download it.

export interface LazyPart<T> {
  /** Starts loading, or gives the load under way; a failed load is tried again next time. */
  load(): Promise<T>;
  /** The module, once loaded. */
  loaded(): T | undefined;
  /**
   * Starts loading in the next task, at a sign that the part may soon be wanted (a pointer over
   * its button): the input that showed it (and a click right behind it) is handled first.
   */
  prepare(): void;
}

/** `name` is how a failure is reported: `Loading chunk {name} failed`. */
export function lazyPart<T>(name: string, importCode: () => Promise<T>): LazyPart<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importCode().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        loading = undefined;
        const failure = new ChunkLoadError(name, error);
        if (!isPageLeaving()) console.error(`[eb-widgets] ${name} could not be loaded.`, failure);
        throw failure;
      },
    );
    return loading;
  };
  return {
    load,
    loaded: () => module,
    // A failure is reported by load; the part is asked for again when it is wanted.
    prepare: () => {
      if (module === undefined) inNextTask(() => void load().catch(() => {}));
    },
  };
}

/**
 * The part's module once `wanted` is true and it has loaded; `onFailure` runs when the load fails,
 * so the component can undo what asked for it. A new `attempt` tries a failed load again (a
 * Refresh button). Wanted from the first render with its code already loaded, it shows at once;
 * else after the browser's next frame: a dialog a click opens, each time it opens, after the frame
 * that shows the click.
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean, onFailure?: () => void, attempt = 0): T | undefined {
  const [module, setModule] = useState(() => (wanted ? part.loaded() : undefined));
  const [wantedFirst] = useState(wanted);
  const failed = useLatest(onFailure);
  // No longer wanted: the next time it is, it comes after that input's frame again.
  if (!wanted && module) setModule(undefined);
  useEffect(() => {
    if (!wanted || module) return undefined;
    let current = true;
    const load = () =>
      part.load().then(
        // The input that asked for the part (a click) paints first: the button shows pressed and
        // expanded in its own frame, however large the part (a dialog, a search). Then in a
        // transition, in slices: a part as large as the app product page, rendered at once, would
        // hold a phone's main thread past 50 ms.
        (loadedModule) => afterNextFrame(() => current && startTransition(() => setModule(() => loadedModule))),
        () => current && failed.current?.(),
      );
    // Wanted from the first render, as the page loads, or its code already in, it loads at once.
    // Asked for later by an input (a tap comes with no pointer resting first), its load starts
    // after that input's frame: adding its script to the page (2 to 4 ms on a desktop CPU) held
    // the tap's frame.
    if ((wantedFirst && attempt === 0) || part.loaded() !== undefined) void load();
    else afterNextFrame(() => current && void load());
    return () => {
      current = false;
    };
  }, [part, wanted, wantedFirst, module, attempt, failed]);
  return wanted ? module : undefined;
}
