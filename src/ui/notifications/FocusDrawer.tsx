import { useStore } from '@nanostores/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useStyles } from '../use-styles';
import { CloseButton } from './CloseButton';
import { $focusDrawers, closeFocusDrawer } from './drawers';
import { drawerStyles } from './drawers.styles';
import { NotificationArea } from './NotificationArea';
import { useFocusWhileShown } from './use-focus-while-shown';

export interface FocusDrawerProps {
  /** Shown, closed and destroyed through `showFocusDrawer(id)`, `closeFocusDrawer(id)`, `destroyFocusDrawer(id)`. */
  id: string;
  /** The drawer's heading, which also names it. */
  title: ReactNode;
  children?: ReactNode;
}

/**
 * A side panel for a focused task, with its own notification area (spec 000 §4 "focusDrawer").
 * A non-modal dialog (WAI-ARIA APG): focus moves into it when shown and back when closed, Escape
 * closes it, but the page stays usable beside it, so focus is not trapped.
 */
export function FocusDrawer({ id, title, children }: FocusDrawerProps) {
  const state = useStore($focusDrawers)[id];
  if (!state) return null;
  return (
    <FocusDrawerPanel id={id} title={title} isShown={state === 'shown'}>
      {children}
    </FocusDrawerPanel>
  );
}

function FocusDrawerPanel({ id, title, isShown, children }: FocusDrawerProps & { isShown: boolean }) {
  useStyles(drawerStyles);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  useFocusWhileShown(panel, isShown);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeFocusDrawer(id);
    }
  };
  return (
    <section ref={panel} className="eb-focus-drawer" role="dialog" aria-labelledby={titleId} tabIndex={-1} hidden={!isShown} onKeyDown={onKeyDown}>
      <header className="eb-focus-drawer__header">
        <h2 id={titleId} className="eb-focus-drawer__title">
          {title}
        </h2>
        <CloseButton onClick={() => closeFocusDrawer(id)} />
      </header>
      <NotificationArea area="focusDrawer" />
      <div className="eb-focus-drawer__content">{children}</div>
    </section>
  );
}
