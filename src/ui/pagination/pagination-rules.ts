/** Spec 001 §9: the pagination component shows 20 per page by default. */
export const DEFAULT_PAGE_SIZE = 20;

/** Spec 001 §9: page size options 5, 10, 20, 30, 40, 50. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 20, 30, 40, 50];

/** How many pages `total` results make at `pageSize` per page; there is always at least one. */
export function pageCountFor(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Spec 001 §9: pagination ignores page numbers below 1 or above the page count. */
export function isValidPage(page: number, pageCount: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount;
}

/** The page to show as current when the given one is out of range. */
export function shownPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.floor(page), 1), Math.max(pageCount, 1));
}

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Up to seven pages every page shows as a button. */
const ALL_PAGES_UP_TO = 7;

/**
 * The page buttons to show: all of them for up to 7 pages; otherwise the first and last pages,
 * the current one with its neighbours, and an ellipsis for each gap of more than one page. The
 * list keeps the same length (7) wherever the current page is, so the buttons do not jump.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = shownPage(page, count);
  if (count <= ALL_PAGES_UP_TO) return Array.from({ length: count }, (_, index) => index + 1);
  const first = Math.max(Math.min(current - 1, count - 4), 3);
  const last = Math.min(Math.max(current + 1, 5), count - 2);
  const middle = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return [1, first > 3 ? 'start-ellipsis' : 2, ...middle, last < count - 2 ? 'end-ellipsis' : count - 1, count];
}
