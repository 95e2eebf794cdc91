import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useStyles } from '../use-styles';
import { closeButtonStyles } from './close-button.styles';

export const iconStroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The close control of notifications, the overlay, bottom bars and the focus drawer: named and titled 'Close'. */
export function CloseButton({ onClick, part }: { onClick: () => void /** Its name for ::part() theming. */; part?: string }) {
  useStyles(closeButtonStyles);
  const { _ } = useLingui();
  const close = _(msg`Close`);
  return (
    <button type="button" className="eb-close-button" part={part} title={close} aria-label={close} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...iconStroke}>
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}
