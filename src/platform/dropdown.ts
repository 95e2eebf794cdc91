/**
 * Subscribes to pointer presses anywhere in the page, for "outside click" rules. Capture phase,
 * so a press the page stops from propagating still counts; returns the unsubscribe function.
 */
export function onPagePointerDown(listener: (event: PointerEvent) => void): () => void {
  document.addEventListener('pointerdown', listener, true);
  return () => document.removeEventListener('pointerdown', listener, true);
}
