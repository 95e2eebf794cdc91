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
 * What the module loader puts at `window.EBWidgets` while the library is on its way
 * (src/module-loader.ts), so that the page can configure it at once. It hands over to the first
 * copy of the library that starts: that copy replays the calls made to it.
 */
const LIBRARY_PLACEHOLDER = Symbol.for('eb-widgets.placeholder');

/** The hand-over of the loader's placeholder, if `candidate` is one (read without trusting it). */
function placeholderHandOver(candidate: unknown): ((library: EBWidgets) => void) | undefined {
  try {
    const handOver = (candidate as Record<symbol, unknown> | null | undefined)?.[LIBRARY_PLACEHOLDER];
    return typeof handOver === 'function' ? (handOver as (library: EBWidgets) => void) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts this copy of the library once: claims `window.EBWidgets`, reads the config blocks and
 * resolves the locale. Returns false when another copy (a second script tag, or loader plus
 * IIFE) came first: that copy stays in charge and this one defines nothing.
 */
export function startLibrary(): boolean {
  if (inCharge !== undefined) return inCharge;
  const existing = window.EBWidgets;
  const handOver = placeholderHandOver(existing);
  if (existing && existing !== library && !handOver) {
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
  // What the page asked of the module loader before the library had arrived, in order.
  handOver?.(library);
  return inCharge;
}

/** Lets `EBWidgets.load(tag)` reach the loader's lazy imports. */
export function registerElementLoader(tag: string, load: () => Promise<unknown>): void {
  elementLoaders.set(tag, load);
}
