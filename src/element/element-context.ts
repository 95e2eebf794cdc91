import type { ReadableAtom } from 'nanostores';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { emitEvent, type EbEventName } from './events';
import type { ServerData } from '../stores/server-data-types';
import type { PageSnapshot } from './server-marker';

export interface ElementContextValue {
  tag: string;
  host: HTMLElement;
}

/** The custom element a React tree renders for; set by the element wrapper. */
export const ElementContext = createContext<ElementContextValue | null>(null);

/**
 * `emit(name, detail)` from anywhere inside an element (analytics, for example); outside an
 * element (a plain React test) it dispatches nothing and reports the event as not cancelled.
 */
export function useEmit(): <Detail>(name: EbEventName, detail: Detail, options?: { cancelable?: boolean }) => boolean {
  const context = useContext(ElementContext);
  // The same function for the element's life: effects can depend on it.
  return useCallback((name, detail, options) => (context ? emitEvent(context.host, name, detail, options) : true), [context]);
}

// What differs between an element rendered on the server (eb-widgets/ssr) and one rendered in the
// browser only, as the React tree sees it: the page the server cannot read, the width it cannot
// measure, and the CSS it must write out.

export interface ServerRendering {
  /** What the server took the page to be: on the server, and in the browser while it hydrates. */
  snapshot?: PageSnapshot;
  /** On the server: gathers the CSS of every primitive rendered, for the element's `<style>`. */
  collectStyles?: (css: string) => void;
  /** In the browser while it hydrates: the texts the server formatted (useServerText), by name. */
  texts?: Readonly<Record<string, string>>;
  /** On the server: keeps a text it formatted, for the browser to hydrate with. */
  keepText?: (name: string, text: string) => void;
  /** In the browser while it hydrates: the server data the server drew with (useServerData). */
  serverData?: ServerData;
  /** In the browser: true once the element has hydrated, and reads the page live (useAsDrawn). */
  hydrated?: ReadableAtom<boolean>;
}

/**
 * Set around an element rendered on the server, there and for its whole life in the browser;
 * null for an element rendered in the browser only.
 */
export const ServerRenderingContext = createContext<ServerRendering | null>(null);

/**
 * True for an element rendered on the server: its layout follows the window's width through CSS
 * media queries, since the server cannot know the width. Its HTML is then right at every width
 * before any script runs, and stays the same through hydration and resizing.
 */
export function useLayoutByCss(): boolean {
  return useContext(ServerRenderingContext) !== null;
}

const noChanges = () => () => {};

/**
 * `drawn`, what the server drew the element with, on the server and while the browser hydrates
 * its HTML (so both render the same); `live` once it has hydrated. Only a component whose value
 * then differs renders again (`same` tells): hydration draws the tree once. Without `drawn` (an
 * element the browser drew) it is `live`.
 */
export function useAsDrawn<T>(drawn: T | undefined, live: T, same: (a: T, b: T) => boolean = Object.is): T {
  const hydrated = useContext(ServerRenderingContext)?.hydrated;
  const subscribe = useCallback((change: () => void) => hydrated?.listen(change) ?? noChanges(), [hydrated]);
  const read = () => (drawn === undefined || (hydrated?.get() && !same(drawn, live)) ? live : drawn);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * `text` as this side formats it (a date or a price, through Intl), except while the browser
 * hydrates the server's HTML: then the server's own text of that name. Intl's output differs
 * between the server's ICU and a browser's (a narrow no-break space before 'PM', an abbreviated
 * month), and HTML whose text differs from the first render in the browser is drawn again; once
 * hydrated, the browser's text shows.
 */
export function useServerText(name: string, text: string | undefined): string | undefined {
  const rendering = useContext(ServerRenderingContext);
  if (text !== undefined) rendering?.keepText?.(name, text);
  const drawn = rendering?.texts && Object.hasOwn(rendering.texts, name) ? rendering.texts[name] : undefined;
  return useAsDrawn(text === undefined ? undefined : drawn, text);
}
