import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { App } from '../../api/apps';
import type { RatingsFilter } from '../../api/ratings';
import { StarRating, ratingNumber, ratingValue } from '../../ui/star-rating/StarRating';
import type { ProductPageState } from './product-state';

const STARS = ['5', '4', '3', '2', '1'] as const;

/**
 * Spec 001 §5: the rating as a number with stars, and the histogram of 1 to 5 stars with their
 * counts. Each bar is a button that shows only the reviews with its stars (pressed while it
 * does; pressed again, all reviews).
 */
export function RatingOverview({ app, product }: { app: App; product: ProductPageState }) {
  const { t, i18n } = useLingui();
  const { filter } = useStore(product.$ratings);
  const summary = app.appRatingSummary;
  const total = summary?.totalReviews ?? 0;
  const rating = ratingValue(summary?.rating ?? app.rating);
  const shownRating = ratingNumber(summary?.rating ?? app.rating);
  const choose = (stars: RatingsFilter) => void product.showRatings({ filter: filter === stars ? 'all' : stars });
  const reviewCount = (total: number) => t({ message: plural(total, { one: '# review', other: '# reviews' }) });
  return (
    <div className="eb-product__overview">
      <div className="eb-product__overall">
        <span className="eb-product__overall-number">{i18n.number(shownRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
        <StarRating rating={rating} />
        <span className="eb-product__overall-count">{reviewCount(total)}</span>
      </div>
      <ul className="eb-product__histogram" aria-label={t`Show only the reviews with`}>
        {STARS.map((key) => {
          const count = summary?.stars[key] ?? 0;
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          const stars = Number(key);
          const starLabel = t({ message: plural(stars, { one: '# star', other: '# stars' }) });
          const reviews = reviewCount(count);
          return (
            <li key={key}>
              {/* Named as it is heard ('1 star, 11 reviews'): its parts alone would run together ('1 star11').
                  The space keeps the visible words apart too, so the name holds them (WCAG 2.5.3); a grid draws none. */}
              <button type="button" className="eb-product__bar" aria-pressed={filter === key} aria-label={t`${starLabel}, ${reviews}`} onClick={() => choose(key)}>
                <span className="eb-product__bar-label">{starLabel}</span>{' '}
                <span className="eb-product__bar-track" aria-hidden="true">
                  <span className="eb-product__bar-fill" style={{ width: `${share}%` }} />
                </span>
                <span className="eb-product__bar-count">{i18n.number(count)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
