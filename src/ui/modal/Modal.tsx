import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ElementContext } from '../../element/element-context';
import { textDirection, toLanguageTag } from '../../i18n/locales';
import { lockPageScroll } from '../../platform/browser';
import { focusedElement } from '../../platform/browser';
import { createModalLayer } from '../../platform/modal';
import { useStyles } from '../use-styles';
import {
  MODAL_MESSAGE_MAX_LENGTH,
  MODAL_SCROLL_WATCH_INTERVAL_MS,
  MODAL_TITLE_MAX_LENGTH,
  fitText,
  lengthCheckMessage,
  scrollEdges,
  tabbableElements,
  type ModalType,
  type ScrollEdges,
} from './modal-rules';
import { modalStyles } from './modal.styles';

export interface ModalProps {
  isOpen?: boolean;
  /** Escape, the close control, or a click outside (unless disabled) asks to close. */
  onClose: () => void;
  /** Cut to 180 characters with an ellipsis; names the dialog. */
  title?: string;
  /** A short line under the title, cut to 32 characters; describes the dialog. */
  message?: string;
  type?: ModalType;
  role?: 'alertdialog' | 'dialog';
  /** Names the dialog instead of its title; 'Date Picker Dialog' when there is neither. */
  ariaLabel?: string;
  disableOutsideClick?: boolean;
  /** Where focus goes on open; else the first focusable content, else the close control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Actions at the bottom of the box (buttons). */
  footer?: ReactNode;
  children?: ReactNode;
}

const NO_HIDDEN_CONTENT: ScrollEdges = { hasContentAbove: false, hasContentBelow: false };

/** Makes everything beside the modal's layer inert, and returns what it changed so it can undo it. */
function makeSiblingsInert(layer: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  for (const sibling of Array.from(layer.parentNode?.children ?? [])) {
    if (sibling !== layer && sibling instanceof HTMLElement && !sibling.inert) {
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return changed;
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A modal dialog (spec 000 §4, §5, §8; WAI-ARIA dialog pattern), rendered into a layer inside the
 * same shadow root so the element's styles apply and it covers the element's other content.
 */
export function Modal({
  isOpen = false,
  onClose,
  title,
  message,
  type = 'simple',
  role = 'alertdialog',
  ariaLabel,
  disableOutsideClick = false,
  initialFocusRef,
  footer,
  children,
}: ModalProps) {
  useStyles(modalStyles);
  const { t, i18n } = useLingui();
  const shadowRoot = useContext(ElementContext)?.host.shadowRoot ?? null;
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NO_HIDDEN_CONTENT);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressedOutside = useRef(false);
  const scrollWatch = useRef<ReturnType<typeof setTimeout>>(undefined);
  const titleId = useId();
  const messageId = useId();

  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const opener = focusedElement();
    const ownLayer = createModalLayer(shadowRoot);
    // Outside an element the siblings would be the host page itself: aria-modal has to do there.
    const madeInert = shadowRoot ? makeSiblingsInert(ownLayer) : [];
    const releasePageScroll = lockPageScroll();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the layer is made in the page when the dialog opens; the dialog then renders into it
    setLayer(ownLayer);
    return () => {
      for (const element of madeInert) element.inert = false;
      ownLayer.remove();
      releasePageScroll();
      clearTimeout(scrollWatch.current);
      scrollWatch.current = undefined;
      setLayer(null);
      setEdges(NO_HIDDEN_CONTENT);
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen, shadowRoot]);

  const measureBody = () => {
    const body = bodyRef.current;
    if (!body) return;
    const next = scrollEdges(body);
    setEdges((previous) => (previous.hasContentAbove === next.hasContentAbove && previous.hasContentBelow === next.hasContentBelow ? previous : next));
  };

  // Focus moves in once the dialog is in its layer; initialFocusRef is read only then, on purpose.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!layer || !dialog) return;
    const firstContent = tabbableElements(dialog).find((element) => element !== closeRef.current);
    (initialFocusRef?.current ?? firstContent ?? closeRef.current ?? dialog).focus();
    measureBody();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once a layer: a new initialFocusRef does not move the focus again
  }, [layer]);

  useEffect(() => {
    if (title && Array.from(title).length > MODAL_TITLE_MAX_LENGTH) {
      console.warn(`[eb-widgets] Modal title: ${lengthCheckMessage(MODAL_TITLE_MAX_LENGTH)}; it is cut with an ellipsis.`);
    }
    if (message && Array.from(message).length > MODAL_MESSAGE_MAX_LENGTH) {
      console.warn(`[eb-widgets] Modal message: ${lengthCheckMessage(MODAL_MESSAGE_MAX_LENGTH)}; it is cut with an ellipsis.`);
    }
  }, [title, message]);

  if (!isOpen || !layer) return null;

  // Scrolling fires far more often than the dividers can change: measure at most every 10 ms.
  const watchBodyScroll = () => {
    if (scrollWatch.current !== undefined) return;
    scrollWatch.current = setTimeout(() => {
      scrollWatch.current = undefined;
      measureBody();
    }, MODAL_SCROLL_WATCH_INTERVAL_MS);
  };

  const keepTabInside = (event: KeyboardEvent) => {
    const dialog = dialogRef.current!;
    const tabbable = tabbableElements(dialog);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const current = event.target;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (current === first || current === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || current === dialog)) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    // A control inside that used the key itself (a menu closing on Escape) keeps the modal open.
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      keepTabInside(event);
    }
  };

  // Outside means pressed and released on the backdrop: a text selection dragged out of the box
  // does not close the modal.
  const handlePointerDown = (event: PointerEvent) => {
    pressedOutside.current = event.target === event.currentTarget;
  };
  const keepFocusInside = (event: MouseEvent) => {
    if (event.target === event.currentTarget) event.preventDefault();
  };
  const handleBackdropClick = (event: MouseEvent) => {
    const isOutside = pressedOutside.current && event.target === event.currentTarget;
    pressedOutside.current = false;
    if (isOutside && !disableOutsideClick) onClose();
  };

  const fittedTitle = title ? fitText(title, MODAL_TITLE_MAX_LENGTH) : null;
  const fittedMessage = message ? fitText(message, MODAL_MESSAGE_MAX_LENGTH) : null;
  const labelledByTitle = fittedTitle !== null && !ariaLabel;
  const closeLabel = t`Close`;
  const bodyScrolls = edges.hasContentAbove || edges.hasContentBelow;

  return createPortal(
    <div
      className={`eb-modal eb-modal--${type}`}
      lang={toLanguageTag(i18n.locale)}
      dir={textDirection(i18n.locale)}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onMouseDown={keepFocusInside}
      onClick={handleBackdropClick}
    >
      <div
        ref={dialogRef}
        className="eb-modal__dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledByTitle ? titleId : undefined}
        aria-label={labelledByTitle ? undefined : (ariaLabel ?? t`Date Picker Dialog`)}
        aria-describedby={fittedMessage ? messageId : undefined}
        tabIndex={-1}
      >
        <div className={`eb-modal__header${edges.hasContentAbove ? ' eb-modal__header--divided' : ''}`}>
          {fittedTitle || fittedMessage ? (
            <div className="eb-modal__heading">
              {fittedTitle ? (
                <h2 id={titleId} className="eb-modal__title" title={fittedTitle.isCut ? title : undefined}>
                  {fittedTitle.shown}
                </h2>
              ) : null}
              {fittedMessage ? (
                <p id={messageId} className="eb-modal__message" title={fittedMessage.isCut ? message : undefined}>
                  {fittedMessage.shown}
                </p>
              ) : null}
            </div>
          ) : null}
          <button ref={closeRef} type="button" className="eb-modal__close" title={closeLabel} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {/* A body that scrolls is focusable so keyboard users can scroll it too. */}
        <div ref={bodyRef} className="eb-modal__body" tabIndex={bodyScrolls ? 0 : undefined} onScroll={watchBodyScroll}>
          {children}
        </div>
        {footer ? <div className={`eb-modal__footer${edges.hasContentBelow ? ' eb-modal__footer--divided' : ''}`}>{footer}</div> : null}
      </div>
    </div>,
    layer,
  );
}
