import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useStyles } from '../use-styles';
import { paginationStyles } from './pagination.styles';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, isValidPage, pageCountFor, pageItems, shownPage } from './pagination-rules';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** The number of pages; without it, it comes from `total` and `pageSize`. */
  pageCount?: number;
  /** The number of results, when `pageCount` is not given. */
  total?: number;
  /** Results per page (spec 001 §9: 20 by default). */
  pageSize?: number;
  /** Spec 001 §9: 5, 10, 20, 30, 40, 50 by default. */
  pageSizeOptions?: readonly number[];
  /** Called with a page between 1 and the page count other than the current one; never otherwise. */
  onPageChange: (page: number) => void;
  /** Called with the chosen page size; moving back to a valid page is up to the parent. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Shows the 'Results per page' selector. */
  showPageSize?: boolean;
}

/**
 * Previous / next and page buttons with a results-per-page selector. Spec 001 §9: requests for
 * a page below 1 or above the page count are ignored. Previous and next stay focusable at the
 * ends (aria-disabled) so keyboard focus is not lost when the last page is reached.
 */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onPageChange,
  onPageSizeChange,
  showPageSize = false,
}: PaginationProps) {
  useStyles(paginationStyles);
  const { t } = useLingui();
  const pageSizeId = useId();
  const count = Math.max(1, Math.floor(pageCount ?? pageCountFor(total ?? 0, pageSize)));
  const current = shownPage(page, count);
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const request = (requested: number) => {
    if (isValidPage(requested, count) && requested !== current) onPageChange(requested);
  };
  const atFirst = !isValidPage(current - 1, count);
  const atLast = !isValidPage(current + 1, count);

  return (
    <nav className="eb-pagination" aria-label={t`Pagination`}>
      <ul className="eb-pagination__pages">
        <li>
          <button type="button" className="eb-button eb-pagination__step" aria-disabled={atFirst || undefined} onClick={() => request(current - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="eb-visually-hidden">{t`Previous page`}</span>
          </button>
        </li>
        {pageItems(current, count).map((n) =>
          typeof n === 'number' ? (
            <li key={n}>
              <button
                type="button"
                className={`eb-button eb-pagination__page${n === current ? ' eb-pagination__page--current' : ''}`}
                aria-label={t`Page ${n}`}
                aria-current={n === current ? 'page' : undefined}
                onClick={() => request(n)}
              >
                {n}
              </button>
            </li>
          ) : (
            <li key={n} className="eb-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className="eb-button eb-pagination__step" aria-disabled={atLast || undefined} onClick={() => request(current + 1)}>
            <span aria-hidden="true">›</span>
            <span className="eb-visually-hidden">{t`Next page`}</span>
          </button>
        </li>
      </ul>
      {showPageSize ? (
        <div className="eb-pagination__page-size">
          <label htmlFor={pageSizeId}>
            <Trans>Results per page</Trans>
          </label>
          <select id={pageSizeId} className="eb-pagination__page-size-select" value={pageSize} onChange={(event) => onPageSizeChange?.(Number(event.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </nav>
  );
}
