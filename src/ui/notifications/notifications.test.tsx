import { msg } from '@lingui/core/macro';
import FakeTimers from '@sinonjs/fake-timers';
import { waitFor, within } from '@testing-library/dom';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { i18n } from '../../stores/locale';
import { $notifications, closeNotification, removeNotification, showNotification, type NotificationOptions } from '../../stores/notifications';
import { $pageScrollY } from '../../stores/viewport';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { NOTIFICATION_STICKY_TOP_HEIGHT, isNotificationFixed } from './notification-rules';
import { NOTIFICATION_TYPES, NotificationArea } from './NotificationArea';

type Clock = ReturnType<typeof FakeTimers.install>;

function removeAllNotifications(): void {
  for (const notification of $notifications.get()) removeNotification(notification.id);
}

afterEach(() => {
  removeAllNotifications();
  cleanupElements();
});

/** Lets React commit what the stores changed; a message-channel task, which fake timers leave alone. */
async function afterRender(): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  }
}

async function mainArea() {
  return renderInElement(<NotificationArea area="main" />);
}

/** The bar that shows `text`. */
function barOf(root: ShadowRoot, text: string): HTMLElement {
  const bar = within(root as unknown as HTMLElement)
    .getByText(text)
    .closest<HTMLElement>('.eb-notification');
  if (!bar) throw new Error(`no notification bar shows "${text}"`);
  return bar;
}

async function findBar(root: ShadowRoot, text: string): Promise<HTMLElement> {
  await within(root as unknown as HTMLElement).findByText(text);
  return barOf(root, text);
}

describe('NotificationArea (spec 000 §4): "Notifications (main, focus-drawer, overlay areas)"', () => {
  it('each area renders only its notifications', async () => {
    const { root } = await renderInElement(
      <>
        <NotificationArea area="main" />
        <NotificationArea area="focusDrawer" />
        <NotificationArea area="overlay" />
      </>,
    );
    showNotification({ children: 'In the page', area: 'main' });
    showNotification({ children: 'In the drawer', area: 'focusDrawer' });
    showNotification({ children: 'In the overlay', area: 'overlay' });
    showNotification({ children: 'Also in the page' });
    const area = (name: string) => root.querySelector<HTMLElement>(`[data-area="${name}"]`)!;
    const texts = (name: string) => [...area(name).querySelectorAll('.eb-notification__message')].map((node) => node.textContent);
    await waitFor(() => expect(texts('main')).to.deep.equal(['In the page', 'Also in the page']));
    expect(texts('focusDrawer')).to.deep.equal(['In the drawer']);
    expect(texts('overlay')).to.deep.equal(['In the overlay']);
  });
});

describe('Notification types (spec 000 §9): neutral, error, orbital, success, progress, warning', () => {
  it('are the six types of the spec', () => {
    expect(NOTIFICATION_TYPES).to.deep.equal(['neutral', 'error', 'orbital', 'success', 'progress', 'warning']);
  });

  it('each of the six types has its own look', async () => {
    const { root } = await mainArea();
    for (const type of NOTIFICATION_TYPES) showNotification({ children: `A ${type} notification`, type, shouldPersist: true });
    const backgrounds = new Set<string>();
    for (const type of NOTIFICATION_TYPES) {
      const bar = await findBar(root, `A ${type} notification`);
      expect(bar.classList.contains(`eb-notification--${type}`), type).to.equal(true);
      backgrounds.add(getComputedStyle(bar).backgroundColor);
    }
    expect(backgrounds.size).to.equal(6);
  });

  it('error, warning and success are also named for screen readers and shown with an icon, not by colour alone', async () => {
    const { root } = await mainArea();
    showNotification({ children: 'Failed', type: 'error', shouldPersist: true });
    showNotification({ children: 'Careful', type: 'warning', shouldPersist: true });
    showNotification({ children: 'Done', type: 'success', shouldPersist: true });
    showNotification({ children: 'Plain', type: 'neutral', shouldPersist: true });
    const message = async (text: string) => (await findBar(root, text)).querySelector('.eb-notification__message')!.textContent;
    expect(await message('Failed')).to.equal('Error: Failed');
    expect(await message('Careful')).to.equal('Warning: Careful');
    expect(await message('Done')).to.equal('Success: Done');
    expect(await message('Plain')).to.equal('Plain');
    expect(barOf(root, 'Failed').querySelector('svg[aria-hidden="true"]')).to.exist;
    expect(barOf(root, 'Plain').querySelector('svg:not(.eb-close-button svg)')).to.equal(null);
  });
});

describe('Notification message (children): a Lingui message or a plain string', () => {
  it('a Lingui message descriptor is translated', async () => {
    i18n.load(DEFAULT_LOCALE, { 'eb.test.notification.translated': 'Translated message' });
    const { view } = await mainArea();
    showNotification({ children: { id: 'eb.test.notification.translated', message: 'Source message' }, shouldPersist: true });
    expect(await view.findByText('Translated message')).to.exist;
    expect(view.queryByText('Source message')).to.equal(null);
  });

  it('a message written with msg shows its text', async () => {
    const { view } = await mainArea();
    showNotification({ children: msg`Event has been saved successfully.`, type: 'success', shouldPersist: true });
    expect(await view.findByText('Event has been saved successfully.')).to.exist;
  });

  it('a plain string is rendered as text: an HTML string stays text', async () => {
    const html = '<b>Bold</b> <img src="x" alt="injected">';
    const { root, view } = await mainArea();
    showNotification({ children: html, shouldPersist: true });
    const bar = await findBar(root, html);
    expect(bar.querySelector('.eb-notification__message')!.textContent).to.equal(html);
    expect(bar.querySelector('b, img')).to.equal(null);
    expect(view.queryByRole('img', { name: 'injected' })).to.equal(null);
  });
});

describe('Live region (issue 3): "Announced to screen readers"', () => {
  it('a polite role="status" live region exists before the first message and contains the message after', async () => {
    const { view } = await mainArea();
    const region = view.getByRole('status');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.textContent).to.equal('');
    showNotification({ children: 'Event has been saved successfully.', type: 'success', shouldPersist: true });
    expect(await within(region).findByText('Event has been saved successfully.')).to.exist;
    expect(view.getByRole('status')).to.equal(region);
  });

  it('errors go to an assertive role="alert" live region, which also exists before the first error', async () => {
    const { view } = await mainArea();
    const region = view.getByRole('alert');
    expect(region.getAttribute('aria-live')).to.equal('assertive');
    expect(region.textContent).to.equal('');
    showNotification({ children: 'There was a problem saving the event, please try again.', type: 'error', shouldPersist: true });
    expect(await within(region).findByText('There was a problem saving the event, please try again.')).to.exist;
    expect(view.getByRole('alert')).to.equal(region);
    expect(within(view.getByRole('status')).queryByText('There was a problem saving the event, please try again.')).to.equal(null);
  });
});

describe('Notification timing (spec 000 §4): "after 7000 ms closing starts, removed 1000 ms later"', () => {
  let clock: Clock;

  beforeEach(() => {
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    removeAllNotifications();
    cleanupElements();
    // Runs the element's deferred unmount, which was scheduled on the fake clock.
    clock.tick(1);
    clock.uninstall();
  });

  const isClosing = (bar: HTMLElement) => bar.classList.contains('eb-notification--closing');

  it('after 7000 ms closing starts (the bar fades out), and it is removed 1000 ms later', async () => {
    const { root, view } = await mainArea();
    showNotification({ children: 'Event has been saved successfully.', type: 'success' });
    const bar = await findBar(root, 'Event has been saved successfully.');
    clock.tick(6999);
    await afterRender();
    expect(isClosing(bar)).to.equal(false);
    clock.tick(1);
    await waitFor(() => expect(isClosing(bar)).to.equal(true));
    clock.tick(999);
    await afterRender();
    expect(view.queryByText('Event has been saved successfully.')).to.exist;
    clock.tick(1);
    await waitFor(() => expect(view.queryByText('Event has been saved successfully.')).to.equal(null));
  });

  it('no auto-dismiss with shouldPersist: the bar stays', async () => {
    const { root } = await mainArea();
    showNotification({ children: 'Stays until closed', shouldPersist: true });
    const bar = await findBar(root, 'Stays until closed');
    clock.tick(60_000);
    await afterRender();
    expect(bar.isConnected).to.equal(true);
    expect(isClosing(bar)).to.equal(false);
  });

  it('no auto-dismiss with callAction: the bar stays', async () => {
    const { root } = await mainArea();
    showNotification({ children: 'Asks for an action', callAction: { label: 'Undo', onClick: () => undefined } });
    const bar = await findBar(root, 'Asks for an action');
    clock.tick(60_000);
    await afterRender();
    expect(bar.isConnected).to.equal(true);
    expect(isClosing(bar)).to.equal(false);
  });

  it('the close button closes: closing at once, then removed after 1000 ms', async () => {
    let closed = 0;
    const { root, view } = await mainArea();
    showNotification({ children: 'Close me', shouldPersist: true, onClose: () => closed++ });
    const bar = await findBar(root, 'Close me');
    within(bar).getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(isClosing(bar)).to.equal(true));
    clock.tick(999);
    await afterRender();
    expect(view.queryByText('Close me')).to.exist;
    clock.tick(1);
    await waitFor(() => expect(view.queryByText('Close me')).to.equal(null));
    expect(closed).to.equal(1);
  });
});

describe('Close button and call to action (spec 000 §3: hasCloseButton, callAction)', () => {
  it('the close button is named and titled Close', async () => {
    const { root } = await mainArea();
    showNotification({ children: 'Closable', shouldPersist: true });
    const close = within(await findBar(root, 'Closable')).getByRole('button', { name: 'Close' });
    expect(close.getAttribute('title')).to.equal('Close');
  });

  it('the close button works with the keyboard (Enter)', async () => {
    const { root } = await mainArea();
    showNotification({ children: 'Close with Enter', shouldPersist: true });
    const bar = await findBar(root, 'Close with Enter');
    within(bar).getByRole('button', { name: 'Close' }).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(bar.classList.contains('eb-notification--closing')).to.equal(true));
  });

  it('has no close button when hasCloseButton is false', async () => {
    const { root } = await mainArea();
    showNotification({ children: 'Not closable', shouldPersist: true, hasCloseButton: false });
    expect(within(await findBar(root, 'Not closable')).queryByRole('button', { name: 'Close' })).to.equal(null);
  });

  it('the call-to-action button shows its label and runs its action (keyboard: Enter)', async () => {
    let undone = 0;
    const { root } = await mainArea();
    showNotification({ children: 'Event removed', callAction: { label: msg`Undo`, onClick: () => undone++ } });
    const action = within(await findBar(root, 'Event removed')).getByRole('button', { name: 'Undo' });
    action.focus();
    await sendKeys({ press: 'Enter' });
    expect(undone).to.equal(1);
    action.click();
    expect(undone).to.equal(2);
  });
});

describe('Notification bar (spec 000 §4): "Notification bar hidden/shown; margin 16 px"', () => {
  it('is shown while its notification exists and hidden once it is removed', async () => {
    const { view } = await mainArea();
    const id = showNotification({ children: 'Here for now', shouldPersist: true });
    expect(await view.findByText('Here for now')).to.exist;
    removeNotification(id);
    await waitFor(() => expect(view.queryByText('Here for now')).to.equal(null));
  });

  it('has a 16 px margin', async () => {
    const { root } = await mainArea();
    showNotification({ children: 'Spaced', shouldPersist: true });
    const style = getComputedStyle(await findBar(root, 'Spaced'));
    expect([style.marginTop, style.marginRight, style.marginBottom, style.marginLeft]).to.deep.equal(['16px', '16px', '16px', '16px']);
  });

  it('closing fades out over the 1000 ms', async () => {
    const { root } = await mainArea();
    const id = showNotification({ children: 'Fading', shouldPersist: true });
    const bar = await findBar(root, 'Fading');
    // Shown at full opacity first (reading the style is what a rendered frame would do).
    expect(getComputedStyle(bar).opacity).to.equal('1');
    closeNotification(id);
    await waitFor(() => expect(bar.classList.contains('eb-notification--closing')).to.equal(true));
    const fades = bar.getAnimations().filter((animation) => (animation as CSSTransition).transitionProperty === 'opacity');
    expect(fades).to.have.length(1);
    expect(fades[0].effect!.getTiming().duration).to.equal(1000);
    fades[0].finish();
    expect(getComputedStyle(bar).opacity).to.equal('0');
  });

  it('closing does not animate when the user prefers reduced motion', async () => {
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { root } = await mainArea();
      const id = showNotification({ children: 'Gone at once', shouldPersist: true });
      const bar = await findBar(root, 'Gone at once');
      expect(getComputedStyle(bar).opacity).to.equal('1');
      closeNotification(id);
      await waitFor(() => expect(bar.classList.contains('eb-notification--closing')).to.equal(true));
      expect(bar.getAnimations()).to.have.length(0);
      expect(getComputedStyle(bar).opacity).to.equal('0');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});

describe('Sticky main notification (spec 000 §4): "toggles fixed/normal position when scroll crosses stickyTopHeight (default 60 px; scroll debounce 50 ms)"', () => {
  let spacer: HTMLElement;

  beforeEach(() => {
    spacer = document.createElement('div');
    spacer.style.height = '4000px';
  });

  afterEach(async () => {
    spacer.remove();
    window.scrollTo(0, 0);
    const stop = $pageScrollY.listen(() => undefined);
    await waitFor(() => expect($pageScrollY.get()).to.equal(0));
    stop();
  });

  /** A main area at the top of a page tall enough to scroll, with a sticky notification in it. */
  async function stickyNotification(options: Partial<NotificationOptions> = {}) {
    const rendered = await mainArea();
    document.body.append(spacer);
    showNotification({ children: 'Sticky notice', shouldStick: true, shouldPersist: true, ...options });
    const bar = await findBar(rendered.root, 'Sticky notice');
    return { ...rendered, bar };
  }

  /** Scrolls for real and waits until the debounced scroll store has the new position. */
  async function scrollPageTo(y: number): Promise<void> {
    window.scrollTo(0, y);
    await waitFor(() => expect($pageScrollY.get()).to.equal(y));
    await afterRender();
  }

  const position = (bar: HTMLElement) => getComputedStyle(bar).position;

  it('is fixed only once the scroll passes stickyTopHeight (default 60 px)', () => {
    expect(NOTIFICATION_STICKY_TOP_HEIGHT).to.equal(60);
    expect([0, 60, 61, 500].map((y) => isNotificationFixed(y))).to.deep.equal([false, false, true, true]);
    expect([200, 201].map((y) => isNotificationFixed(y, 200))).to.deep.equal([false, true]);
  });

  it('stays in the normal flow up to 60 px of scroll, is fixed at the top past 60 px, and back in the flow when scrolled back', async () => {
    const { bar } = await stickyNotification();
    expect(position(bar)).to.equal('static');
    await scrollPageTo(60);
    expect(position(bar)).to.equal('static');
    await scrollPageTo(61);
    await waitFor(() => expect(position(bar)).to.equal('fixed'));
    expect(bar.getBoundingClientRect().top).to.equal(16);
    await scrollPageTo(700);
    expect(position(bar)).to.equal('fixed');
    expect(bar.getBoundingClientRect().top).to.equal(16);
    await scrollPageTo(30);
    await waitFor(() => expect(position(bar)).to.equal('static'));
  });

  it('a custom stickyTopHeight (200 px) moves the threshold', async () => {
    const { bar } = await stickyNotification({ stickyTopHeight: 200 });
    await scrollPageTo(150);
    expect(position(bar)).to.equal('static');
    await scrollPageTo(200);
    expect(position(bar)).to.equal('static');
    await scrollPageTo(250);
    await waitFor(() => expect(position(bar)).to.equal('fixed'));
    await scrollPageTo(120);
    await waitFor(() => expect(position(bar)).to.equal('static'));
  });

  it('does not flip before the 50 ms scroll debounce has passed', async () => {
    const { bar } = await stickyNotification();
    // The scroll store may still hold the id of its last (already run, real) debounce timer.
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    try {
      const scrolled = new Promise<void>((resolve) => window.addEventListener('scroll', () => resolve(), { once: true }));
      window.scrollTo(0, 300);
      await scrolled;
      clock.tick(49);
      await afterRender();
      expect(position(bar)).to.equal('static');
      clock.tick(1);
      await waitFor(() => expect(position(bar)).to.equal('fixed'));
    } finally {
      clock.uninstall();
    }
  });

  it('keeps its place in the page while fixed, so the content below does not jump', async () => {
    const { bar } = await stickyNotification();
    const spacerTop = () => spacer.getBoundingClientRect().top + window.scrollY;
    const before = spacerTop();
    await scrollPageTo(100);
    await waitFor(() => expect(position(bar)).to.equal('fixed'));
    expect(spacerTop()).to.equal(before);
    expect(window.scrollY).to.equal(100);
  });

  it('only a main-area notification sticks', async () => {
    const { root } = await renderInElement(<NotificationArea area="overlay" />);
    document.body.append(spacer);
    showNotification({ children: 'Not in main', area: 'overlay', shouldStick: true, shouldPersist: true });
    const bar = await findBar(root, 'Not in main');
    await scrollPageTo(300);
    expect(position(bar)).to.equal('static');
  });

  it('a notification without shouldStick scrolls with the page', async () => {
    const { root } = await mainArea();
    document.body.append(spacer);
    showNotification({ children: 'Scrolls away', shouldPersist: true });
    const bar = await findBar(root, 'Scrolls away');
    await scrollPageTo(300);
    expect(position(bar)).to.equal('static');
  });
});

describe('Accessibility (axe-core)', () => {
  it('the main area with several types and actions has no axe-core violations', async () => {
    const { host, root } = await mainArea();
    showNotification({ children: 'A neutral notice', type: 'neutral', shouldPersist: true });
    showNotification({ children: 'There was a problem saving the event, please try again.', type: 'error', shouldPersist: true });
    showNotification({ children: 'Event has been saved successfully.', type: 'success', shouldPersist: true });
    showNotification({ children: 'Check your details', type: 'warning', shouldPersist: true, callAction: { label: 'Review', onClick: () => undefined } });
    showNotification({ children: 'An orbital notice', type: 'orbital', shouldPersist: true });
    showNotification({ children: 'Uploading', type: 'progress', shouldPersist: true, hasCloseButton: false });
    await findBar(root, 'Uploading');
    await expectNoAxeViolations(host);
  });
});
