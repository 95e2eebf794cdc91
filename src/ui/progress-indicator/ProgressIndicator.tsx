import { useStyles } from '../use-styles';
import { progressIndicatorStyles } from './progress-indicator.styles';

/** Spec 000 §4: the colour changes at 50 and at 75. */
export const PROGRESS_MEDIUM_FROM = 50;
export const PROGRESS_HIGH_FROM = 75;

export type ProgressLevel = 'low' | 'medium' | 'high';

/** Progress as a percentage from 0 to 100; anything that is not a finite number is 0. */
export function clampProgress(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 0;
  return Math.min(100, Math.max(0, number));
}

/** Spec 000 §4 "colour by progress below 50, 50 to 74, 75 and above". */
export function progressLevel(value: number): ProgressLevel {
  const progress = clampProgress(value);
  if (progress >= PROGRESS_HIGH_FROM) return 'high';
  if (progress >= PROGRESS_MEDIUM_FROM) return 'medium';
  return 'low';
}

export interface ProgressIndicatorProps {
  /** Percentage done, 0 to 100 (clamped). */
  value: number;
  /** What is progressing ("Tickets sold"): the progress bar's accessible name. */
  label: string;
}

/** A progress bar whose colour says how far along it is (spec 000 §4). */
export function ProgressIndicator({ value, label }: ProgressIndicatorProps) {
  useStyles(progressIndicatorStyles);
  const progress = clampProgress(value);
  return (
    <div className={`eb-progress eb-progress--${progressLevel(progress)}`} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
      <span className="eb-progress__bar" style={{ width: `${progress}%` }} />
    </div>
  );
}
