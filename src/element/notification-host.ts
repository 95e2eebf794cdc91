import type { ElementDefinition, Props } from './element-definition';

// API.md §1: page-level messages appear in one notification host that the library adds to the
// page itself. It is there while any element of the library is: added when the first element
// is connected (so its live regions exist before the first message), removed when the last
// one has left. Only the copy of the library in charge defines elements, so a page holding two
// copies still gets one host. The host is an element of the library like the others: it is
// defined by the function that defines them (define-element.ts, which calls this module).

export const NOTIFICATION_HOST_TAG = 'eb-notification-host';

const pageElements = new Set<Element>();
let host: HTMLElement | undefined;
let hostAsked = false;

const NOTIFICATION_HOST: ElementDefinition<Props> = { tag: NOTIFICATION_HOST_TAG, load: () => import('../page-notifications/page-notifications.element') };

/** defineElement (define-element.ts), given by its caller: this module cannot import it back. */
type Define = (definition: ElementDefinition<Props>) => unknown;

function addHost(define: Define): void {
  if (!pageElements.size || host?.isConnected) return;
  define(NOTIFICATION_HOST);
  host = document.querySelector<HTMLElement>(NOTIFICATION_HOST_TAG) ?? document.createElement(NOTIFICATION_HOST_TAG);
  if (!host.isConnected) (document.body ?? document.documentElement).append(host);
}

function removeHost(): void {
  if (pageElements.size) return;
  host?.remove();
  host = undefined;
}

/** An element of the library is on the page; `define` defines the host's tag when it is first added. */
export function pageElementConnected(element: Element, define: Define): void {
  if (element.localName === NOTIFICATION_HOST_TAG || pageElements.has(element)) return;
  pageElements.add(element);
  // Not inside the element's own connection: the page (or a framework) may be mid-change. Asked
  // for once, however many elements connect before it runs (200 cards upgraded in one task).
  if (!host?.isConnected && !hostAsked) {
    hostAsked = true;
    queueMicrotask(() => {
      hostAsked = false;
      addHost(define);
    });
  }
}

/** An element of the library has left the page for good (not just moved). */
export function pageElementLeft(element: Element): void {
  if (!pageElements.delete(element) || pageElements.size) return;
  queueMicrotask(removeHost);
}
