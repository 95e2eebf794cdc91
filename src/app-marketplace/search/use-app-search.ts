import { useEffect, useMemo, useState } from 'react';
import { useLazyPart } from '../../element/lazy-part';
import { whenIdle } from '../../platform/browser';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { $appLists, listOf, loadList, type ListStatus } from '../marketplace-stores';
import type { AppSearchIndex } from './app-search';
import { searchEngine } from './search-engine';
import type { App } from '../../api/apps';

// One index of the all-apps list for the page, made when the engine's code arrives: it outlives
// the search screen, so coming back to the search (back button) finds every app already prepared.
let allApps: AppSearchIndex | undefined;
const indexOf = (engine: typeof import('./app-search')) => (allApps ??= engine.createAppSearchIndex());

export interface AppSearch {
  /** The matching apps, best first (none for an empty term, or while the engine's code loads). */
  found: readonly App[];
  /** The all-apps list (searched page by page as it arrives); `failed` also when the engine's code could not be downloaded. */
  status: ListStatus;
  searched: number;
  /** How many apps the list holds, when the server said. */
  total?: number;
  /** The index, once the engine's code is in. */
  index?: AppSearchIndex;
  retry: () => void;
}

const NOTHING_FOUND: readonly App[] = [];

/**
 * Spec 001 §2: the search runs on the client over the all-apps list, fetched once with the
 * continuation pager; searching starts with its first page and follows as the rest arrives.
 * Until the engine's code is in, the list counts as still loading.
 */
export function useAppSearch(term: string): AppSearch {
  const list = listOf(useStoreInTransition($appLists), 'all');
  useEffect(() => {
    void loadList('all');
  }, []);
  const [codeFailed, setCodeFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const engine = useLazyPart(searchEngine, true, () => setCodeFailed(true), attempt);

  const index = engine ? indexOf(engine) : undefined;
  const version = useMemo(() => index?.update(list.apps), [index, list.apps]);
  // What the first keystrokes would otherwise prepare, prepared while the person has not typed.
  useEffect(() => (index ? whenIdle((hasTime) => index.warm(hasTime)) : undefined), [index, version]);
  // `version` stands for the index's content, which the search reads: a new one searches again.
  const found = useMemo(() => (index && version !== undefined ? index.search(term) : NOTHING_FOUND), [index, term, version]);
  const retry = () => {
    if (codeFailed) {
      setCodeFailed(false);
      setAttempt((count) => count + 1);
    }
    if (list.status === 'failed') void loadList('all', { again: true });
  };
  if (!index) {
    return { found, status: codeFailed || list.status === 'failed' ? 'failed' : 'fetching', searched: 0, total: list.total, retry };
  }
  return { found, status: list.status, searched: list.apps.length, total: list.total, index, retry };
}
