import { useLingui } from '@lingui/react/macro';
import { useStyles } from '../use-styles';
import { spinnerStyles } from './spinner.styles';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, read by screen readers; 'Loading' by default. */
  label?: string;
  /** Inside something that already says it is busy (a loading button): hidden from screen readers. */
  decorative?: boolean;
}

/** A busy indicator: a status with the name 'Loading', or decoration when `decorative`. */
export function Spinner({ size = 'medium', label, decorative = false }: SpinnerProps) {
  useStyles(spinnerStyles);
  const { t } = useLingui();
  const className = `eb-spinner eb-spinner--${size}`;
  const circle = <span className="eb-spinner__circle" aria-hidden="true" />;
  if (decorative) {
    return (
      <span className={className} aria-hidden="true">
        {circle}
      </span>
    );
  }
  const name = label || t`Loading`;
  // The name is also the status's text: a live region announces its content, not its aria-label.
  return (
    <span className={className} role="status" aria-label={name}>
      {circle}
      <span className="eb-visually-hidden">{name}</span>
    </span>
  );
}
