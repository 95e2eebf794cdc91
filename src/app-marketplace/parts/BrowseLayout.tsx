import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $windowSize } from '../../stores/viewport';
import { useStyles } from '../../ui/use-styles';
import { categoryFilterStyles } from './category-filter.styles';
import { CategoryFilter } from './CategoryFilter';

/**
 * The pages that browse apps (popular, recommended, a category, search results): the category
 * filter as a vertical list beside the page on medium and large windows, as tabs above it on
 * small ones (spec 001 §2, §9 window widths).
 */
export function BrowseLayout({ children }: { children: ReactNode }) {
  useStyles(categoryFilterStyles);
  const layout = useStore($windowSize) === 'small' ? 'tabs' : 'list';
  return (
    <div className={`eb-browse eb-browse--${layout}`}>
      <CategoryFilter layout={layout} />
      <div className="eb-browse__content">{children}</div>
    </div>
  );
}
