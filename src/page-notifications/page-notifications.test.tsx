import FakeTimers from '@sinonjs/fake-timers';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { $notifications, removeNotification, showNotification } from '../stores/notifications';
import { expectNoAxeViolations } from '../test-support/axe';
import { cleanupElements, nextTask, pageNotifications } from '../test-support/elements';
import { clickWithMouse } from '../test-support/pointer';
import { renderInElement } from '../test-support/render-in-element';

// The page's notification host (API.md §1) with what only code can raise: persisting messages,
// messages with an action, sticky ones. Saving on real pages is tested end to end.

const host = () => document.querySelector<HTMLElement>('eb-notification-host')!;

function barOf(text: string): HTMLElement {
  const message = [...host().shadowRoot!.querySelectorAll('[part="message"]')].find((node) => node.textContent?.includes(text));
  const bar = message?.closest<HTMLElement>('[part="notification"]');
  if (!bar) throw new Error(`no page notification shows "${text}"`);
  return bar;
}

async function pageWithAnElement() {
  await renderInElement(<p>An element of the library</p>);
  await pageNotifications();
}

afterEach(async () => {
  for (const notification of $notifications.get()) removeNotification(notification.id);
  cleanupElements();
  document.getElementById('page-theme')?.remove();
  window.scrollTo(0, 0);
  document.body.style.minHeight = '';
  await nextTask(10);
});

describe('the page notification host: added by the library with its first element', () => {
  it('lives in its own open shadow root, with the two live regions, before any message', async () => {
    await pageWithAnElement();
    expect(document.querySelectorAll('eb-notification-host')).to.have.length(1);
    const view = await pageNotifications();
    expect(view.getByRole('status').getAttribute('aria-live')).to.equal('polite');
    expect(view.getByRole('alert').getAttribute('aria-live')).to.equal('assertive');
    expect(host().shadowRoot!.mode).to.equal('open');
  });

  it('has no axe-core violations with a message of each kind', async () => {
    await pageWithAnElement();
    showNotification({ children: 'Event has been saved successfully.', type: 'success', shouldPersist: true });
    showNotification({ children: 'There was a problem saving the event, please try again.', type: 'error', shouldPersist: true });
    const view = await pageNotifications();
    await view.findByText('There was a problem saving the event, please try again.');
    await expectNoAxeViolations(host());
  });
});

describe('the page notification host (spec 000 §4): "no auto-dismiss with shouldPersist or callAction"', () => {
  let clock: ReturnType<typeof FakeTimers.install> | undefined;
  afterEach(() => {
    clock?.tick(1);
    clock?.uninstall();
    clock = undefined;
  });

  it('a message with shouldPersist or an action stays past 8000 ms, a plain one is gone', async () => {
    await pageWithAnElement();
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    showNotification({ children: 'Stays until closed', shouldPersist: true });
    showNotification({ children: 'Asks for an action', callAction: { label: 'Undo', onClick: () => {} } });
    showNotification({ children: 'Goes by itself' });
    const view = await pageNotifications();
    await view.findByText('Goes by itself');
    clock.tick(8001);
    await waitFor(() => expect(view.queryByText('Goes by itself')).to.equal(null));
    expect(view.getByText('Stays until closed')).to.exist;
    expect(view.getByText('Asks for an action')).to.exist;
    expect(view.getByRole('button', { name: 'Undo' })).to.exist;
  });
});

describe('the page notification host (spec 000 §4): "a sticky main notification toggles fixed/normal position when scroll crosses stickyTopHeight"', () => {
  it('sits stickyTopHeight below the top while the page is scrolled no further, then at the very top', async () => {
    document.body.style.minHeight = '4000px';
    await pageWithAnElement();
    showNotification({ children: 'Sticky message', shouldStick: true, stickyTopHeight: 100, shouldPersist: true });
    const view = await pageNotifications();
    await view.findByText('Sticky message');
    await waitFor(() => expect(Math.round(barOf('Sticky message').getBoundingClientRect().top)).to.be.within(100, 120));
    window.scrollTo(0, 300);
    await waitFor(() => expect(Math.round(barOf('Sticky message').getBoundingClientRect().top)).to.be.below(20));
    window.scrollTo(0, 50);
    await waitFor(() => expect(Math.round(barOf('Sticky message').getBoundingClientRect().top)).to.be.within(100, 120));
  });
});

describe('the page notification host: placed and themed by the page', () => {
  it('--eb-notifications-top moves the messages down, ::part(notification) styles them', async () => {
    const theme = document.createElement('style');
    theme.id = 'page-theme';
    theme.textContent = 'eb-notification-host { --eb-notifications-top: 80px; } eb-notification-host::part(notification) { outline: 3px solid rgb(255, 0, 255); }';
    document.head.append(theme);
    await pageWithAnElement();
    showNotification({ children: 'Themed message', shouldPersist: true });
    await (await pageNotifications()).findByText('Themed message');
    const bar = barOf('Themed message');
    expect(Math.round(bar.getBoundingClientRect().top)).to.be.within(80, 100);
    expect(getComputedStyle(bar).outlineColor).to.equal('rgb(255, 0, 255)');
  });

  it("its 'Close' button takes a real click and closes the message", async () => {
    await pageWithAnElement();
    showNotification({ children: 'Close me', shouldPersist: true });
    const view = await pageNotifications();
    await view.findByText('Close me');
    await clickWithMouse(view.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.queryByText('Close me')).to.equal(null), { timeout: 3000 });
  });
});
