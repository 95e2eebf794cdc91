import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { iconStroke } from './CloseButton';

export type IconKind = 'error' | 'warning' | 'success' | 'info';

const ICON_PATHS: Record<IconKind, string> = {
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v6M12 16.5v.5',
  warning: 'M12 3 2 20h20L12 3zM12 10v4M12 17v.5',
  success: 'm5 12 5 5 9-10',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5V7',
};

/** What a kind means, read before the message by screen readers. */
export const KIND_LABELS: Partial<Record<string, MessageDescriptor>> = {
  error: msg`Error`,
  warning: msg`Warning`,
  success: msg`Success`,
};

export function hasKindIcon(kind: string): kind is IconKind {
  return Object.prototype.hasOwnProperty.call(ICON_PATHS, kind);
}

/** A kind's icon beside its colour, so that colour alone never carries the meaning (WCAG 1.4.1). */
export function KindIcon({ kind }: { kind: IconKind }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={{ flex: 'none' }} {...iconStroke}>
      <path d={ICON_PATHS[kind]} />
    </svg>
  );
}
