import { useLingui } from '@lingui/react/macro';
import { useStyles } from '../use-styles';
import { badgeStyles } from './badge.styles';

/** Spec 000 §2: counts above 99 show as 99+. */
export const BADGE_MAX_COUNT = 99;

export interface BadgeProps {
  /** A count (hidden at 0, 99+ above 99) or a short text such as 'Beta'. */
  count: number | string;
  /** What a numeric count counts, read after it by screen readers ("3 saved events"). */
  label?: string;
}

/** The text a count shows, or null when the badge is hidden. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(Math.floor(count));
}

/** A small count or tag (spec 000 §2: capped at 99+, hidden at 0, labelled only when a number). */
export function Badge({ count, label }: BadgeProps) {
  useStyles(badgeStyles);
  const { t } = useLingui();
  if (typeof count === 'string') {
    return count ? <span className="eb-badge eb-badge--text">{count}</span> : null;
  }
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className="eb-badge">
      <span aria-hidden="true">{text}</span>
      <span className="eb-visually-hidden">{label ? t`${text} ${label}` : text}</span>
    </span>
  );
}
