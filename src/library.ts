import { followLocale } from './stores/locale';
import { configure, readConfigBlocks } from './stores/server-data';

declare const __EB_WIDGETS_VERSION__: string;

/** `window.EBWidgets` (API.md §1). */
export interface EBWidgets {
  version: string;
  configure: typeof configure;
  /** Loads and defines a tag now, for elements the loader cannot see (inside another shadow root). */
  load: (tag: string) => Promise<void>;
}

declare global {
  interface Window {
    EBWidgets?: EBWidgets;
  }
}

const elementLoaders = new Map<string, () => Promise<unknown>>();

const library: EBWidgets = {
  version: typeof __EB_WIDGETS_VERSION__ === 'string' ? __EB_WIDGETS_VERSION__ : 'dev',
  configure,
  load: async (tag) => {
    await elementLoaders.get(tag)?.();
  },
};

let inCharge: boolean | undefined;

/**
 * Starts this copy of the library once: claims `window.EBWidgets`, reads the config blocks and
 * resolves the locale. Returns false when another copy (a second script tag, or loader plus
 * IIFE) came first: that copy stays in charge and this one defines nothing.
 */
export function startLibrary(): boolean {
  if (inCharge !== undefined) return inCharge;
  const existing = window.EBWidgets;
  if (existing && existing !== library) {
    inCharge = false;
    return inCharge;
  }
  window.EBWidgets = library;
  inCharge = true;
  readConfigBlocks();
  // A classic script in <head> runs before the blocks further down the page exist.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => readConfigBlocks(), { once: true });
  }
  followLocale();
  return inCharge;
}

/** Lets `EBWidgets.load(tag)` reach the loader's lazy imports. */
export function registerElementLoader(tag: string, load: () => Promise<unknown>): void {
  elementLoaders.set(tag, load);
}
