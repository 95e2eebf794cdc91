import { waitFor } from '@testing-library/dom';
import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { pageNotifications } from './elements';

/** The centre of an element in viewport pixels, where a real pointer aims. */
export function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/**
 * A real mouse click in the middle of the element (not a synthetic click() call), scrolled into
 * view first when it is not wholly in view, as a person scrolls to reach a button (and as
 * Playwright's click does): in a 600 px window a long dialog's last button is below its fold.
 */
export async function clickWithMouse(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  await sendMouse({ type: 'click', position: centreOf(element) });
}

/** Moves the real mouse over the element. */
export async function hoverWithMouse(element: Element): Promise<void> {
  await sendMouse({ type: 'move', position: centreOf(element) });
}

/**
 * Closes every page-level message with a real click on its 'Close' button, as a person clears
 * what a message covers at the top of the window before clicking there.
 */
export async function closePageNotifications(): Promise<void> {
  const notifications = await pageNotifications();
  for (const close of notifications.queryAllByRole('button', { name: 'Close' })) await clickWithMouse(close);
  await waitFor(() => expect(notifications.queryAllByRole('button', { name: 'Close' })).to.have.length(0), { timeout: 3000 });
}
