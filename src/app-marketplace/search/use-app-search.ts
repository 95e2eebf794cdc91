import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { whenIdle } from '../../platform/browser';
import { $appLists, listOf, loadList, type ListStatus } from '../marketplace-stores';
import { createAppSearchIndex, type AppSearchIndex } from './app-search';
import type { App } from '../../api/apps';

// One index of the all-apps list for the page: it outlives the search screen, so coming back to
// the search (back button) finds every app already prepared.
const allApps = createAppSearchIndex();

export interface AppSearch {
  /** The matching apps, best first (none for an empty term). */
  found: readonly App[];
  /** The all-apps list: searched page by page as it arrives (issue 12). */
  status: ListStatus;
  searched: number;
  /** How many apps the list holds, when the server said. */
  total?: number;
  index: AppSearchIndex;
  retry: () => void;
}

/**
 * Spec 001 §2: the search runs on the client over the all-apps list, fetched once with the
 * continuation pager; searching starts with its first page and follows as the rest arrives.
 */
export function useAppSearch(term: string): AppSearch {
  const { status, apps, total } = listOf(useStore($appLists), 'all');
  useEffect(() => {
    void loadList('all');
  }, []);
  const version = useMemo(() => allApps.update(apps), [apps]);
  // What the first keystrokes would otherwise prepare, prepared while the person has not typed.
  useEffect(() => whenIdle((hasTime) => allApps.warm(hasTime)), [version]);
  // `version` stands for the index's content, which the search reads.
  const found = useMemo(() => allApps.search(term), [term, version]);
  return { found, status, searched: apps.length, total, index: allApps, retry: () => void loadList('all', { again: true }) };
}
