import { atom, onMount } from 'nanostores';
import { onWindowResize, onWindowScroll, pageScrollY, windowWidth } from '../platform/browser';

/** Spec 000 §9 breakpoints, in px. */
export const BREAKPOINTS = [360, 480, 660, 792, 960, 1080, 1152, 1272, 1608] as const;

export type WindowSize = 'small' | 'medium' | 'large';

/** Spec 000 §9: at least 1272 is large, at least 660 medium, else small. */
export function windowSizeFor(width: number): WindowSize {
  if (width >= 1272) return 'large';
  if (width >= 660) return 'medium';
  return 'small';
}

/** The window's width, shared so that every element agrees on the size. */
export const $viewportWidth = atom<number>(windowWidth());

/** small / medium / large, changing only when a threshold is crossed. */
export const $windowSize = atom<WindowSize>(windowSizeFor(windowWidth()));

onMount($viewportWidth, () => {
  const update = () => $viewportWidth.set(windowWidth());
  update();
  return onWindowResize(update);
});

onMount($windowSize, () => {
  const update = () => $windowSize.set(windowSizeFor(windowWidth()));
  update();
  return onWindowResize(update);
});

/** Spec 000 §4: scroll handling is debounced by 50 ms. */
export const SCROLL_DEBOUNCE_MS = 50;

/** The page's vertical scroll, updated 50 ms after scrolling pauses. */
export const $pageScrollY = atom<number>(pageScrollY());

onMount($pageScrollY, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  $pageScrollY.set(pageScrollY());
  const stop = onWindowScroll(() => {
    clearTimeout(timer);
    timer = setTimeout(() => $pageScrollY.set(pageScrollY()), SCROLL_DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
});
