import { waitFor, within } from '@testing-library/dom';

const mounted: HTMLElement[] = [];

/** Puts `html` in a fresh container on the page; removed again by `cleanupElements()`. */
export function mountHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  mounted.push(container);
  return container;
}

export function cleanupElements(): void {
  for (const container of mounted.splice(0)) container.remove();
}

/** The shadow root of an element, for Testing Library queries (`screen` does not look inside). */
export function shadow(element: Element) {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return within(element.shadowRoot as unknown as HTMLElement);
}

/** Waits until the element's React tree has rendered something into its shadow root. */
export async function rendered<T extends Element>(element: T | null): Promise<T> {
  if (!element) throw new Error('no such element');
  await waitFor(() => {
    if (!element.shadowRoot?.querySelector('*:not(style)')) {
      throw new Error(`<${element.localName}> has not rendered yet`);
    }
  });
  return element;
}

/** Lets pending timers, microtasks and React commits run. */
export function nextTask(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Queries inside the page's notification host, which the library adds as soon as one of its
 * elements is on the page (API.md §1): where a person sees page-level messages.
 */
export async function pageNotifications() {
  const host = await waitFor(() => {
    const found = document.querySelector('eb-notification-host');
    if (!found?.shadowRoot?.querySelector('[role="status"]')) throw new Error('the page has no notification host yet');
    return found;
  });
  return within(host.shadowRoot as unknown as HTMLElement);
}
