import * as v from 'valibot';
import { answerObject, type AnswerSchema } from './answers';
import { api } from './client';

/** The pagination object of API.md §4, camelCased. */
export const PAGINATION = answerObject({
  objectCount: v.optional(v.number()),
  pageNumber: v.optional(v.number()),
  pageSize: v.optional(v.number()),
  pageCount: v.optional(v.number()),
  continuation: v.nullish(v.string()),
  hasMoreItems: v.optional(v.boolean()),
});

export type Pagination = v.InferOutput<typeof PAGINATION>;

export interface PagingProgress {
  /** Items collected so far. */
  loaded: number;
  /** The server's object_count, when it gave one. */
  total?: number;
  /** Pages fetched so far. */
  pages: number;
}

export interface FetchAllOptions<T> {
  /** The key of the list in each page's answer (`apps`, `ratings`...). */
  listKey: string;
  /** What each item of the list must be; a page with one that is not is a BAD_RESPONSE. */
  item: AnswerSchema<T>;
  searchParams?: Record<string, string | number | boolean>;
  onProgress?: (progress: PagingProgress) => void;
  /** Called after every page with the items collected so far, to show them before the last page. */
  onPage?: (items: T[], progress: PagingProgress) => void;
  signal?: AbortSignal;
  /** A guard against a server that never says it is done. */
  maxPages?: number;
}

interface Page<T> {
  items: T[];
  pagination?: Pagination;
}

const DEFAULT_MAX_PAGES = 500;

/** One page's answer: the named list of items, and its pagination when the server gives one. */
function pageAnswer<T>(listKey: string, item: AnswerSchema<T>): AnswerSchema<Page<T>> {
  return v.pipe(
    answerObject({ [listKey]: v.array(item), pagination: v.optional(PAGINATION) }),
    v.transform((page) => ({ items: page[listKey] as T[], pagination: page.pagination as Pagination | undefined })),
  );
}

/** Spec 000 §7: page-number paging from page 1, done when page_number >= page_count. */
export async function fetchAllByPageNumber<T>(path: string, options: FetchAllOptions<T>): Promise<T[]> {
  const { listKey, item, searchParams = {}, onProgress, signal, maxPages = DEFAULT_MAX_PAGES } = options;
  const answer = pageAnswer(listKey, item);
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const fetched = await api.get(path, { answer, searchParams: { ...searchParams, page }, signal });
    items.push(...fetched.items);
    const { pageNumber, pageCount, objectCount } = fetched.pagination ?? {};
    onProgress?.({ loaded: items.length, total: objectCount, pages: page });
    if (typeof pageNumber !== 'number' || typeof pageCount !== 'number' || pageNumber >= pageCount) break;
  }
  return items;
}

/** Spec 000 §7: continuation paging, done when has_more_items is false. */
export async function fetchAllByContinuation<T>(path: string, options: FetchAllOptions<T>): Promise<T[]> {
  const { listKey, item, searchParams = {}, onProgress, onPage, signal, maxPages = DEFAULT_MAX_PAGES } = options;
  const answer = pageAnswer(listKey, item);
  const items: T[] = [];
  const seen = new Set<string>();
  let continuation: string | undefined;
  for (let page = 1; page <= maxPages; page++) {
    const params = continuation ? { ...searchParams, continuation } : searchParams;
    const fetched = await api.get(path, { answer, searchParams: params, signal });
    items.push(...fetched.items);
    const { hasMoreItems, continuation: next, objectCount } = fetched.pagination ?? {};
    const progress = { loaded: items.length, total: objectCount, pages: page };
    onProgress?.(progress);
    onPage?.([...items], progress);
    // A repeated or missing token would fetch the same page forever.
    if (!hasMoreItems || !next || seen.has(next)) break;
    seen.add(next);
    continuation = next;
  }
  return items;
}
