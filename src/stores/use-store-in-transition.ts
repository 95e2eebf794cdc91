import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value, like @nanostores/react's useStore, but a change re-renders in a transition,
 * which React renders in slices of about 5 ms, yielding to input between them. useStore goes
 * through useSyncExternalStore, whose updates React always renders in one go: each answer from
 * the API would re-render the marketplace's sections in one task, the task that read the answer,
 * which on a phone runs past 50 ms.
 *
 * For what arrives from the network, where a frame's delay goes unnoticed.
 */
export function useStoreInTransition<T>(store: ReadableAtom<T>): T {
  const [shown, setShown] = useState(() => ({ store, value: store.get() }));
  useEffect(
    // `subscribe` calls back at once with the current value, so a change between the render and
    // this effect is not missed; an unchanged value renders nothing.
    () => store.subscribe((value) => startTransition(() => setShown((current) => (current.store === store && current.value === value ? current : { store, value })))),
    [store],
  );
  // Another store (a new visit's state): its own value from the first render.
  return shown.store === store ? shown.value : store.get();
}
