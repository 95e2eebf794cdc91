/** Every event the library dispatches starts with this prefix (API.md §3). */
export type EbEventName = `eb-${string}`;

/**
 * Dispatches a CustomEvent that bubbles out of the shadow root (composed). Returns false when a
 * listener cancelled it, so the caller skips its default action (navigation, for example).
 */
export function emitEvent<Detail>(target: EventTarget, name: EbEventName, detail: Detail, { cancelable = false }: { cancelable?: boolean } = {}): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
