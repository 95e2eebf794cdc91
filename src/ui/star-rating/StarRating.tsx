import { useLingui } from '@lingui/react/macro';
import { useStyles } from '../use-styles';
import { starRatingStyles } from './star-rating.styles';

export const MAX_STARS = 5;

export type StarFill = 'full' | 'half' | 'empty';
export type StarRatingSize = 'small' | 'medium';

/**
 * The rating shown, 0 to 5 in half steps. Ratings arrive from the server as strings ("4.5");
 * anything that is not a number is 0, out-of-range values are clamped.
 */
export function ratingValue(raw: unknown): number {
  return Math.round(ratingNumber(raw) * 2) / 2;
}

/** The rating as a number to show (4.2), 0 to 5; anything that is not a number is 0. */
export function ratingNumber(raw: unknown): number {
  const number = typeof raw === 'string' ? (raw.trim() === '' ? Number.NaN : Number(raw.trim())) : raw;
  return typeof number === 'number' && Number.isFinite(number) ? Math.min(MAX_STARS, Math.max(0, number)) : 0;
}

/** How full each of the five stars is for a rating from `ratingValue`. */
export function starFills(rating: number): StarFill[] {
  return Array.from({ length: MAX_STARS }, (_, index) => {
    if (rating >= index + 1) return 'full';
    return rating >= index + 0.5 ? 'half' : 'empty';
  });
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star of the outline shape, filled whole, half or not at all. */
export function Star({ fill }: { fill: StarFill }) {
  return (
    <span className={`eb-star eb-star--${fill}`}>
      <svg className="eb-star__outline" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} />
      </svg>
      <span className="eb-star__fill">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      </span>
    </span>
  );
}

export interface StarRatingProps {
  /** 0 to 5; a numeric string such as "4.5" (as the server sends it) is read as its number. */
  rating: number | string;
  size?: StarRatingSize;
}

/** A rating shown as five stars, whole or half, read as "4.5 out of 5 stars". Display only. */
export function StarRating({ rating, size = 'medium' }: StarRatingProps) {
  useStyles(starRatingStyles);
  const { t, i18n } = useLingui();
  const value = ratingValue(rating);
  const stars = i18n.number(value, { maximumFractionDigits: 1 });
  return (
    <span className={`eb-star-rating eb-star-rating--${size}`} role="img" aria-label={t`${stars} out of 5 stars`}>
      {starFills(value).map((fill, index) => (
        <Star key={index} fill={fill} />
      ))}
    </span>
  );
}
