/** Spec 000 §4: a sticky main notification's default scroll threshold, in px. */
export const NOTIFICATION_STICKY_TOP_HEIGHT = 60;

/**
 * Spec 000 §4: a sticky main notification is fixed at the top once the page has scrolled past
 * `stickyTopHeight`, and back in the normal flow at or above it.
 */
export function isNotificationFixed(scrollY: number, stickyTopHeight = NOTIFICATION_STICKY_TOP_HEIGHT): boolean {
  return scrollY > stickyTopHeight;
}
