/** The pointer may cross the gap between the trigger and the menu without the menu closing. */
export const HOVER_CLOSE_DELAY_MS = 200;

export type DropdownAlignment = 'full' | 'left' | 'center-left' | 'right';

export const DROPDOWN_ALIGNMENTS: readonly DropdownAlignment[] = ['full', 'left', 'center-left', 'right'];

export type MenuKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isMenuKey(key: string): key is MenuKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/** The item a menu key moves focus to; Up and Down wrap around as in the WAI-ARIA menu pattern. */
export function menuItemIndexAfter(key: MenuKey, current: number, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}

/**
 * How far right a centre-aligned menu must move so that it does not overflow the left edge of
 * the viewport, given where its left edge would be without a shift.
 */
export function centerLeftShift(unshiftedLeft: number): number {
  return unshiftedLeft < 0 ? Math.ceil(-unshiftedLeft) : 0;
}

/**
 * How far sideways a left- or right-aligned menu must move to stay within the viewport, given its
 * edges without a shift: right when it starts before the left edge, left when it ends past the
 * right edge (never so far that it starts before the left edge: a menu wider than the window
 * keeps its start in view).
 */
export function shiftIntoViewport(unshiftedLeft: number, unshiftedRight: number, viewportWidth: number): number {
  if (unshiftedLeft < 0) return Math.ceil(-unshiftedLeft);
  if (unshiftedRight > viewportWidth) return -Math.min(Math.ceil(unshiftedRight - viewportWidth), Math.floor(unshiftedLeft));
  return 0;
}
