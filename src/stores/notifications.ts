import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'nanostores';

// Spec 000 §4 "Notifications".
export const NOTIFICATION_CLOSE_AFTER_MS = 7000;
export const NOTIFICATION_REMOVE_AFTER_MS = 1000;

export type NotificationType = 'neutral' | 'error' | 'orbital' | 'success' | 'progress' | 'warning';
export type NotificationArea = 'main' | 'focusDrawer' | 'overlay';

export interface NotificationAction {
  label: MessageDescriptor | string;
  onClick: () => void;
  /** Overlay actions: keep the overlay open after the action ran. */
  preventClose?: boolean;
}

export interface NotificationOptions {
  /** The text: a Lingui message (translated when shown) or text already in the user's language. */
  children: MessageDescriptor | string;
  type?: NotificationType;
  area?: NotificationArea;
  /** Stays until closed by hand. */
  shouldPersist?: boolean;
  /** An action the user is asked to take; such a notification never closes by itself. */
  callAction?: NotificationAction;
  hasCloseButton?: boolean;
  shouldStick?: boolean;
  stickyTopHeight?: number;
  /** The element or component that raised it, for tests and analytics. */
  originComponent?: string;
  onClose?: () => void;
}

export interface Notification extends NotificationOptions {
  id: number;
  type: NotificationType;
  area: NotificationArea;
  isClosing: boolean;
}

/** Every notification on the page, shared by all elements. */
export const $notifications = atom<readonly Notification[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>[]>();

function clearTimers(id: number): void {
  timers.get(id)?.forEach(clearTimeout);
  timers.delete(id);
}

function addTimer(id: number, timer: ReturnType<typeof setTimeout>): void {
  timers.set(id, [...(timers.get(id) ?? []), timer]);
}

function update(id: number, change: Partial<Notification>): void {
  $notifications.set($notifications.get().map((item) => (item.id === id ? { ...item, ...change } : item)));
}

/** Shows a notification; unless it persists or asks for an action, it closes after 7000 ms. */
export function showNotification(options: NotificationOptions): number {
  const id = nextId++;
  const notification: Notification = {
    ...options,
    id,
    type: options.type ?? 'neutral',
    area: options.area ?? 'main',
    hasCloseButton: options.hasCloseButton ?? true,
    isClosing: false,
  };
  $notifications.set([...$notifications.get(), notification]);
  if (!options.shouldPersist && !options.callAction) {
    addTimer(
      id,
      setTimeout(() => closeNotification(id), NOTIFICATION_CLOSE_AFTER_MS),
    );
  }
  return id;
}

/** Starts closing (the notification animates out) and removes it 1000 ms later. */
export function closeNotification(id: number): void {
  const notification = $notifications.get().find((item) => item.id === id);
  if (!notification || notification.isClosing) return;
  clearTimers(id);
  update(id, { isClosing: true });
  addTimer(
    id,
    setTimeout(() => removeNotification(id), NOTIFICATION_REMOVE_AFTER_MS),
  );
}

/** Removes at once, without the closing phase. */
export function removeNotification(id: number): void {
  const notification = $notifications.get().find((item) => item.id === id);
  if (!notification) return;
  clearTimers(id);
  $notifications.set($notifications.get().filter((item) => item.id !== id));
  notification.onClose?.();
}
