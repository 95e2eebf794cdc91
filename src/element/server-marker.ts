// How a server-rendered element (eb-widgets/ssr) is recognised in the browser, free of React:
// the element wrapper (define-element.ts) keeps its declarative shadow root, render-element.tsx
// hydrates it. The server's HTML inside the shadow root is
//   <style>…</style><div data-eb-ssr="{marker}">…the element's tree…</div>
// The <div> is the React root's container, so the <style> is never a node React hydrates.

import type { ServerData } from '../stores/server-data-types';

/** What an element shows of the page besides the server data. */
export interface PageSnapshot {
  /** The page's path and query string, where sign-in and the interests picker return to. */
  page: string;
  /** The page's host: staff items show on the admin host. */
  host: string;
  /** The year of the footer's copyright. */
  year: number;
  /** The visitor's Global Privacy Control signal (the footer's 'Do Not Sell' link). */
  privacySignal: boolean;
}

/** What the server wrote on the element's root, for the browser to hydrate with. */
export interface ServerRenderedMarker {
  /** The locale rendered; the browser hydrates only when it shows the same locale. */
  locale: string;
  /** The page as the server took it; the browser hydrates with the same, then reads the page. */
  snapshot: PageSnapshot;
  /** The texts the server formatted (useServerText), by name: the browser hydrates with them. */
  texts?: Record<string, string>;
}

/** The attribute on the root `<div>` of the server's HTML (reserved-space.ts spells it too). */
export const SERVER_ROOT_ATTRIBUTE = 'data-eb-ssr';

/** The root `<div>` of the server's HTML in an element's shadow root, if it holds one. */
export function serverRenderedRoot(container: ShadowRoot): HTMLElement | undefined {
  // Most shadow roots asked are new and empty: 200 cards ask at once when their tag is defined.
  if (!container.firstElementChild) return undefined;
  return Array.from(container.children).find((child): child is HTMLElement => child.hasAttribute(SERVER_ROOT_ATTRIBUTE));
}

/** The `<style>` elements of the server's HTML: the element's CSS until its stylesheets are adopted. */
export function removeServerStyles(container: ShadowRoot): void {
  for (const child of Array.from(container.children)) if (child.localName === 'style') child.remove();
}

/** Takes the server's HTML out of the shadow root, for an element rendered again in the browser. */
export function removeServerContent(container: ShadowRoot): void {
  removeServerStyles(container);
  serverRenderedRoot(container)?.remove();
}

const isSnapshot = (value: Partial<PageSnapshot> | undefined): value is PageSnapshot =>
  typeof value?.page === 'string' && typeof value.host === 'string' && typeof value.year === 'number' && typeof value.privacySignal === 'boolean';

/** The texts of a marker: a record of strings, or undefined (then the browser formats its own). */
function textsOf(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const texts: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, text] of Object.entries(value)) if (typeof text === 'string') texts[name] = text;
  return texts;
}

/** The marker the server wrote on `root`; undefined when it is missing or not what the server writes. */
export function readServerMarker(root: Element): ServerRenderedMarker | undefined {
  let marker: Partial<ServerRenderedMarker> | null;
  try {
    marker = JSON.parse(root.getAttribute(SERVER_ROOT_ATTRIBUTE) ?? '') as Partial<ServerRenderedMarker> | null;
  } catch {
    return undefined;
  }
  if (typeof marker?.locale !== 'string' || !isSnapshot(marker.snapshot)) return undefined;
  const { page, host, year, privacySignal } = marker.snapshot;
  const read: ServerRenderedMarker = { locale: marker.locale, snapshot: { page, host, year, privacySignal } };
  const texts = textsOf(marker.texts);
  if (texts) read.texts = texts;
  return read;
}

/** Each server-rendered element's server data when it was upgraded: what its HTML was drawn with. */
const drawnWith = new WeakMap<ShadowRoot, ServerData>();

/**
 * Keeps the page's server data as it is when a server-rendered element is upgraded, which is the
 * data the server drew it with (the page gives the library the server's data before its scripts
 * run). It hydrates with that, whatever the page configures before it has (a router moving on at
 * the first click), and renders live after.
 */
export function keepServerDataDrawnWith(container: ShadowRoot, data: ServerData): void {
  drawnWith.set(container, data);
}

export const serverDataDrawnWith = (container: ShadowRoot): ServerData | undefined => drawnWith.get(container);
