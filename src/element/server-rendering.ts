import { createContext, useContext } from 'react';
import type { PageSnapshot } from './server-marker';

// What differs between an element rendered on the server (eb-widgets/ssr) and one rendered in the
// browser only, as the React tree sees it: the page the server cannot read, the width it cannot
// measure, and the CSS it must write out.

export interface ServerRendering {
  /** What the server took the page to be: on the server, and in the browser while it hydrates. */
  snapshot?: PageSnapshot;
  /** On the server: gathers the CSS of every primitive rendered, for the element's `<style>`. */
  collectStyles?: (css: string) => void;
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
