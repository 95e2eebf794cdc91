import { sendMouse } from '@web/test-runner-commands';

/** The centre of an element in viewport pixels, where a real pointer aims. */
export function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** A real mouse click in the middle of the element (not a synthetic click() call). */
export async function clickWithMouse(element: Element): Promise<void> {
  await sendMouse({ type: 'click', position: centreOf(element) });
}

/** Moves the real mouse over the element. */
export async function hoverWithMouse(element: Element): Promise<void> {
  await sendMouse({ type: 'move', position: centreOf(element) });
}
