import { useLingui } from '@lingui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { NotificationAction } from '../../stores/notifications';
import { useStyles } from '../use-styles';
import { CloseButton } from './CloseButton';
import { KIND_LABELS, KindIcon } from './KindIcon';
import { NotificationArea, useMessageText } from './NotificationArea';
import { overlayStyles } from './overlay.styles';
import { useFocusWhileShown } from './use-focus-while-shown';

export type OverlayKind = 'info' | 'success' | 'warning' | 'error';

/** An overlay action: runs, then closes the overlay unless `preventClose` is set. */
export type OverlayAction = NotificationAction;

export interface OverlayProps {
  kind?: OverlayKind;
  /** The overlay is controlled: it shows while this is true and asks to close through `onClose`. */
  isShown?: boolean;
  /** The heading, which also names the overlay. */
  title: ReactNode;
  children?: ReactNode;
  primaryAction?: OverlayAction;
  secondaryAction?: OverlayAction;
  onClose?: () => void;
}

/**
 * Spec 000 §4: "Overlay closes by close handler or action unless preventClose". A non-modal
 * dialog (WAI-ARIA APG): focus moves into it when shown and back when it closes, Escape closes it,
 * the page behind stays usable (the Modal primitive is the modal one). It carries the page's
 * "overlay" notification area.
 */
export function Overlay({ kind = 'info', isShown = false, title, children, primaryAction, secondaryAction, onClose }: OverlayProps) {
  if (!isShown) return null;
  return (
    <OverlayPanel kind={kind} title={title} primaryAction={primaryAction} secondaryAction={secondaryAction} onClose={onClose}>
      {children}
    </OverlayPanel>
  );
}

function OverlayPanel({ kind = 'info', title, children, primaryAction, secondaryAction, onClose }: Omit<OverlayProps, 'isShown'>) {
  useStyles(overlayStyles);
  const { _ } = useLingui();
  const text = useMessageText();
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusWhileShown(panel, true);
  const close = () => onClose?.();
  const run = (action: OverlayAction) => {
    action.onClick();
    if (!action.preventClose) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  const kindLabel = KIND_LABELS[kind];
  return (
    <section
      ref={panel}
      className={`eb-overlay eb-overlay--${kind}`}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className="eb-overlay__header">
        <KindIcon kind={kind} />
        <h2 id={titleId} className="eb-overlay__title">
          {kindLabel && <span className="eb-visually-hidden">{`${_(kindLabel)}: `}</span>}
          {title}
        </h2>
        <CloseButton onClick={close} />
      </header>
      <NotificationArea area="overlay" />
      {children && (
        <div id={bodyId} className="eb-overlay__body">
          {children}
        </div>
      )}
      {(primaryAction || secondaryAction) && (
        <div className="eb-overlay__actions">
          {secondaryAction && (
            <button type="button" className="eb-button" onClick={() => run(secondaryAction)}>
              {text(secondaryAction.label)}
            </button>
          )}
          {primaryAction && (
            <button type="button" className="eb-button eb-button--primary" onClick={() => run(primaryAction)}>
              {text(primaryAction.label)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
