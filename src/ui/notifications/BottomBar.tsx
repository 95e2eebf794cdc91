import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useStyles } from '../use-styles';
import { CloseButton } from './CloseButton';
import { $shownBottomBars, closeBottomBar } from './drawers';
import { drawerStyles } from './drawers.styles';

export interface BottomBarProps {
  /** Shown and closed through `showBottomBar(id)` and `closeBottomBar(id)`. */
  id: string;
  /** Names the bar for screen readers (it is a region of the page). */
  label: string;
  hasCloseButton?: boolean;
  children?: ReactNode;
}

/** A bar along the bottom of the window (spec 000 §4), rendered only while it is shown. */
export function BottomBar({ id, label, hasCloseButton = false, children }: BottomBarProps) {
  useStyles(drawerStyles);
  const isShown = useStore($shownBottomBars).includes(id);
  if (!isShown) return null;
  return (
    <section className="eb-bottom-bar" aria-label={label}>
      <div className="eb-bottom-bar__content">{children}</div>
      {hasCloseButton && <CloseButton onClick={() => closeBottomBar(id)} />}
    </section>
  );
}
