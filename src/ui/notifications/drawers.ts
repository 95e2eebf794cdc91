import { atom } from 'nanostores';

// Spec 000 §4: "Bottom bars and focus drawer can be shown or closed; drawer can be destroyed."
// Shared by every element, so any surface can open a bar or drawer that another one renders.

/** The ids of the bottom bars being shown. */
export const $shownBottomBars = atom<readonly string[]>([]);

export function showBottomBar(id: string): void {
  if (!$shownBottomBars.get().includes(id)) $shownBottomBars.set([...$shownBottomBars.get(), id]);
}

export function closeBottomBar(id: string): void {
  $shownBottomBars.set($shownBottomBars.get().filter((shown) => shown !== id));
}

/** A closed drawer stays rendered, hidden, with its state; a destroyed one is gone. */
export type FocusDrawerState = 'shown' | 'closed';

/** The focus drawers that exist, by id; a destroyed (or never shown) drawer has no entry. */
export const $focusDrawers = atom<Readonly<Record<string, FocusDrawerState>>>({});

export function showFocusDrawer(id: string): void {
  $focusDrawers.set({ ...$focusDrawers.get(), [id]: 'shown' });
}

/** Hides the drawer and keeps it (and what was typed in it) for the next time it is shown. */
export function closeFocusDrawer(id: string): void {
  if ($focusDrawers.get()[id] === 'shown') $focusDrawers.set({ ...$focusDrawers.get(), [id]: 'closed' });
}

/** Removes the drawer and its state; showing it again starts afresh. */
export function destroyFocusDrawer(id: string): void {
  if (!Object.hasOwn($focusDrawers.get(), id)) return;
  const { [id]: _destroyed, ...rest } = $focusDrawers.get();
  $focusDrawers.set(rest);
}
