// The browser global an element needs to wait for the viewport: IntersectionObserver, so that a
// page of many event cards renders the cards a visitor can reach, not all of them at load.

/**
 * How near counts as near: one viewport's height (and width) beyond each edge, so a card is
 * drawn before a scroll or a Tab press brings it in, and a keyboard user never tabs past a card
 * that has not been drawn yet.
 */
export const NEAR_VIEWPORT_MARGIN = '100%';

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

function stopWatching(target: Element): void {
  if (waiting.delete(target)) observer?.unobserve(target);
}

/**
 * Calls `onNear` once, when `target` first comes within NEAR_VIEWPORT_MARGIN of the viewport
 * (at once if it already is; at once without IntersectionObserver). One observer serves every
 * target. Returns a function that stops waiting earlier.
 */
export function whenNearViewport(target: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onNear();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        stopWatching(entry.target);
        callback?.();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  waiting.set(target, onNear);
  observer.observe(target);
  return () => stopWatching(target);
}
