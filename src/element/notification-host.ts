import { defineElement } from './define-element';

// API.md §1: page-level messages appear in one notification host that the library adds to the
// page itself. It is there while any element of the library is: added when the first element
// is connected (so its live regions exist before the first message), removed when the last
// one has left. Only the copy of the library in charge defines elements, so a page holding two
// copies still gets one host.

export const NOTIFICATION_HOST_TAG = 'eb-notification-host';

const pageElements = new Set<Element>();
let host: HTMLElement | undefined;
let hostAsked = false;

function defineNotificationHost(): void {
  defineElement({ tag: NOTIFICATION_HOST_TAG, load: () => import('../page-notifications/page-notifications.element') });
}

function addHost(): void {
  if (!pageElements.size || host?.isConnected) return;
  defineNotificationHost();
  host = document.querySelector<HTMLElement>(NOTIFICATION_HOST_TAG) ?? document.createElement(NOTIFICATION_HOST_TAG);
  if (!host.isConnected) (document.body ?? document.documentElement).append(host);
}

function removeHost(): void {
  if (pageElements.size) return;
  host?.remove();
  host = undefined;
}

/** An element of the library is on the page. */
export function pageElementConnected(element: Element): void {
  if (element.localName === NOTIFICATION_HOST_TAG || pageElements.has(element)) return;
  pageElements.add(element);
  // Not inside the element's own connection: the page (or a framework) may be mid-change. Asked
  // for once, however many elements connect before it runs (200 cards upgraded in one task).
  if (!host?.isConnected && !hostAsked) {
    hostAsked = true;
    queueMicrotask(() => {
      hostAsked = false;
      addHost();
    });
  }
}

/** An element of the library has left the page for good (not just moved). */
export function pageElementLeft(element: Element): void {
  if (!pageElements.delete(element) || pageElements.size) return;
  queueMicrotask(removeHost);
}
