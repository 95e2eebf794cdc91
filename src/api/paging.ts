import { api, ApiError, DEFAULT_ERROR_CODE } from './client';

/** The pagination object of API.md §4, camelCased. */
export interface Pagination {
  objectCount?: number;
  pageNumber?: number;
  pageSize?: number;
  pageCount?: number;
  continuation?: string | null;
  hasMoreItems?: boolean;
}

export interface PagingProgress {
  /** Items collected so far. */
  loaded: number;
  /** The server's object_count, when it gave one. */
  total?: number;
  /** Pages fetched so far. */
  pages: number;
}

export interface FetchAllOptions {
  /** The key of the list in each page's answer (`apps`, `ratings`...). */
  listKey: string;
  searchParams?: Record<string, string | number | boolean>;
  onProgress?: (progress: PagingProgress) => void;
  signal?: AbortSignal;
  /** A guard against a server that never says it is done. */
  maxPages?: number;
}

type Page = Record<string, unknown> & { pagination?: Pagination };

const DEFAULT_MAX_PAGES = 500;

function listOf<T>(page: Page, listKey: string): T[] {
  const list = page?.[listKey];
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    throw new ApiError(DEFAULT_ERROR_CODE, 200, `The answer's "${listKey}" is not a list.`, undefined, page);
  }
  return list as T[];
}

/** Spec 000 §7: page-number paging from page 1, done when page_number >= page_count. */
export async function fetchAllByPageNumber<T>(path: string, options: FetchAllOptions): Promise<T[]> {
  const { listKey, searchParams = {}, onProgress, signal, maxPages = DEFAULT_MAX_PAGES } = options;
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await api.get<Page>(path, { searchParams: { ...searchParams, page }, signal });
    items.push(...listOf<T>(answer, listKey));
    const { pageNumber, pageCount, objectCount } = answer?.pagination ?? {};
    onProgress?.({ loaded: items.length, total: objectCount, pages: page });
    if (typeof pageNumber !== 'number' || typeof pageCount !== 'number' || pageNumber >= pageCount) break;
  }
  return items;
}

/** Spec 000 §7: continuation paging, done when has_more_items is false. */
export async function fetchAllByContinuation<T>(path: string, options: FetchAllOptions): Promise<T[]> {
  const { listKey, searchParams = {}, onProgress, signal, maxPages = DEFAULT_MAX_PAGES } = options;
  const items: T[] = [];
  const seen = new Set<string>();
  let continuation: string | undefined;
  for (let page = 1; page <= maxPages; page++) {
    const params = continuation ? { ...searchParams, continuation } : searchParams;
    const answer = await api.get<Page>(path, { searchParams: params, signal });
    items.push(...listOf<T>(answer, listKey));
    const { hasMoreItems, continuation: next, objectCount } = answer?.pagination ?? {};
    onProgress?.({ loaded: items.length, total: objectCount, pages: page });
    // A repeated or missing token would fetch the same page forever.
    if (!hasMoreItems || !next || seen.has(next)) break;
    seen.add(next);
    continuation = next;
  }
  return items;
}
