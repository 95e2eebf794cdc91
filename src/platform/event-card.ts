// The browser global an event card needs: IntersectionObserver, for spec 000 §7 ViewEvent.

/** Share of a card that must be on screen for it to count as seen. */
export const VIEW_THRESHOLD = 0.5;

/**
 * Calls `onVisible` once, the first time at least `threshold` of `target` is inside the
 * viewport, then stops watching. Returns a function that stops watching earlier.
 */
export function onFirstVisible(target: Element, onVisible: () => void, threshold = VIEW_THRESHOLD): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      // The first report comes at once, seen or not; rounding can put an exact half a hair below.
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001)) return;
      observer.disconnect();
      onVisible();
    },
    { threshold },
  );
  observer.observe(target);
  return () => observer.disconnect();
}
