import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { $notifications, closeNotification, type Notification, type NotificationArea as Area, type NotificationType } from '../../stores/notifications';
import { $pageScrollY } from '../../stores/viewport';
import { useStyles } from '../use-styles';
import { CloseButton } from './CloseButton';
import { KIND_LABELS, KindIcon, hasKindIcon } from './KindIcon';
import { NOTIFICATION_STICKY_TOP_HEIGHT, isNotificationFixed } from './notification-rules';
import { notificationStyles } from './notifications.styles';

/** Spec 000 §9: the six notification types. */
export const NOTIFICATION_TYPES: readonly NotificationType[] = ['neutral', 'error', 'orbital', 'success', 'progress', 'warning'];

/** A Lingui message translated, or text already in the user's language kept as it is. */
export function useMessageText(): (text: MessageDescriptor | string) => string {
  const { _ } = useLingui();
  return (text) => (typeof text === 'string' ? text : _(text));
}

export interface NotificationBarProps {
  notification: Notification;
  /** Fixed at the top of the window (a sticky main notification scrolled past its threshold). */
  isFixed?: boolean;
}

/** One notification: its type's look, its message as text, an optional action, a close button. */
export function NotificationBar({ notification, isFixed = false }: NotificationBarProps) {
  useStyles(notificationStyles);
  const { _ } = useLingui();
  const text = useMessageText();
  const { id, type, children, callAction, hasCloseButton, isClosing, originComponent } = notification;
  const typeLabel = KIND_LABELS[type];
  const className = ['eb-notification', `eb-notification--${type}`, isClosing && 'eb-notification--closing', isFixed && 'eb-notification--fixed'].filter(Boolean).join(' ');
  return (
    <div className={className} data-origin={originComponent} part="notification">
      {hasKindIcon(type) && <KindIcon kind={type} />}
      <p className="eb-notification__message" part="message">
        {typeLabel && <span className="eb-visually-hidden">{`${_(typeLabel)}: `}</span>}
        {text(children)}
      </p>
      {callAction && (
        <button type="button" className="eb-button eb-notification__action" onClick={callAction.onClick}>
          {text(callAction.label)}
        </button>
      )}
      {hasCloseButton && <CloseButton part="close-button" onClick={() => closeNotification(id)} />}
    </div>
  );
}

/**
 * Spec 000 §4: a sticky main notification stays in the page until the (50 ms debounced) scroll
 * passes `stickyTopHeight`, then is fixed at the top. Its slot keeps the height it had, so the
 * page below does not jump (and scroll anchoring cannot scroll it back across the threshold).
 */
function StickyNotificationBar({ notification }: { notification: Notification }) {
  const scrollY = useStore($pageScrollY);
  const isFixed = isNotificationFixed(scrollY, notification.stickyTopHeight ?? NOTIFICATION_STICKY_TOP_HEIGHT);
  const slot = useRef<HTMLDivElement>(null);
  const inFlowHeight = useRef(0);
  // Measured on the page, so kept and applied on the page, before the frame is painted.
  useLayoutEffect(() => {
    const node = slot.current;
    if (!node) return;
    if (isFixed) {
      node.style.height = `${inFlowHeight.current}px`;
      return;
    }
    node.style.removeProperty('height');
    inFlowHeight.current = node.offsetHeight;
  });
  return (
    <div ref={slot} className="eb-notification-slot">
      <NotificationBar notification={notification} isFixed={isFixed} />
    </div>
  );
}

export interface NotificationLiveRegionsProps {
  notifications: readonly Notification[];
  renderBar: (notification: Notification) => ReactNode;
}

/**
 * Two live regions, always rendered, empty at first, so that screen readers announce what is
 * added later: errors assertively, everything else politely.
 */
export function NotificationLiveRegions({ notifications, renderBar }: NotificationLiveRegionsProps) {
  // aria-atomic="false": each newly added notification is read on its own, not the whole region again.
  return (
    <>
      <div className="eb-notification-area__alerts" role="alert" aria-live="assertive" aria-atomic="false">
        {notifications.filter((notification) => notification.type === 'error').map(renderBar)}
      </div>
      <div className="eb-notification-area__statuses" role="status" aria-live="polite" aria-atomic="false">
        {notifications.filter((notification) => notification.type !== 'error').map(renderBar)}
      </div>
    </>
  );
}

export interface NotificationAreaProps {
  /** Which of the page's notifications this place shows (spec 000 §4). */
  area: Area;
}

/** The notifications of one area, in its live regions. */
export function NotificationArea({ area }: NotificationAreaProps) {
  useStyles(notificationStyles);
  const notifications = useStore($notifications).filter((notification) => notification.area === area);
  const renderBar = (notification: Notification) =>
    area === 'main' && notification.shouldStick ? (
      <StickyNotificationBar key={notification.id} notification={notification} />
    ) : (
      <NotificationBar key={notification.id} notification={notification} />
    );
  return (
    <div className={`eb-notification-area eb-notification-area--${area}`} data-area={area}>
      <NotificationLiveRegions notifications={notifications} renderBar={renderBar} />
    </div>
  );
}
