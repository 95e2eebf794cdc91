/** Spec 000 §5: a modal title is at most 180 characters. */
export const MODAL_TITLE_MAX_LENGTH = 180;
/** Spec 000 §5: a modal message is at most 32 characters. */
export const MODAL_MESSAGE_MAX_LENGTH = 32;
/** Spec 000 §4: how often, at most, a scrolled modal body is measured again. */
export const MODAL_SCROLL_WATCH_INTERVAL_MS = 10;

export const MODAL_TYPES = ['simple', 'aperture', 'takeover', 'complex'] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

const ELLIPSIS = '\u2026';

export interface FittedText {
  /** What is shown: the text itself, or its start and an ellipsis, never longer than the limit. */
  shown: string;
  /** True when the text was cut; the full text then stays available (as a tooltip). */
  isCut: boolean;
}

/**
 * Fits `text` into `max` characters. Counted in code points so an emoji is never split. A cut
 * text keeps `max - 1` characters plus an ellipsis, so the reader sees that something is missing
 * and the shown text still respects the limit.
 */
export function fitText(text: string, max: number): FittedText {
  const characters = Array.from(text);
  if (characters.length <= max) return { shown: text, isCut: false };
  return {
    shown:
      characters
        .slice(0, Math.max(0, max - 1))
        .join('')
        .trimEnd() + ELLIPSIS,
    isCut: true,
  };
}

/** The message a developer sees when a modal text is over its limit (spec 000 §5 wording). */
export function lengthCheckMessage(max: number): string {
  return `content must be ${max} characters or less`;
}

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

export interface ScrollEdges {
  /** Content is hidden above: the header gets a divider. */
  hasContentAbove: boolean;
  /** Content is hidden below: the footer gets a divider. */
  hasContentBelow: boolean;
}

/** Which edges of a scrolling body hide content (one pixel of slack for fractional sizes). */
export function scrollEdges({ scrollTop, clientHeight, scrollHeight }: ScrollBox): ScrollEdges {
  return { hasContentAbove: scrollTop > 0, hasContentBelow: scrollTop + clientHeight < scrollHeight - 1 };
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab reaches, in document order (positive tabindex is not used here). */
export function tabbableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.checkVisibility());
}
