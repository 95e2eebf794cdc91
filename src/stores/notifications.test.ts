import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import { $notifications, NOTIFICATION_CLOSE_AFTER_MS, NOTIFICATION_REMOVE_AFTER_MS, closeNotification, removeNotification, showNotification } from './notifications';

let clock: ReturnType<typeof FakeTimers.install>;

beforeEach(() => {
  clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  for (const notification of $notifications.get()) removeNotification(notification.id);
  clock.uninstall();
});

const find = (id: number) => $notifications.get().find((notification) => notification.id === id);

describe('notifications (spec 000 §4)', () => {
  it('closing starts after 7000 ms, and the notification is removed 1000 ms later', () => {
    expect(NOTIFICATION_CLOSE_AFTER_MS).to.equal(7000);
    expect(NOTIFICATION_REMOVE_AFTER_MS).to.equal(1000);
    const id = showNotification({ children: 'Event has been saved successfully.', type: 'success' });
    clock.tick(6999);
    expect(find(id)?.isClosing).to.equal(false);
    clock.tick(1);
    expect(find(id)?.isClosing).to.equal(true);
    clock.tick(999);
    expect(find(id)).to.exist;
    clock.tick(1);
    expect(find(id)).to.equal(undefined);
  });

  it('no auto-dismiss with shouldPersist', () => {
    const id = showNotification({ children: 'Stays', shouldPersist: true });
    clock.tick(60_000);
    expect(find(id)?.isClosing).to.equal(false);
  });

  it('no auto-dismiss with callAction', () => {
    const id = showNotification({ children: 'Asks', callAction: { label: 'Undo', onClick: () => undefined } });
    clock.tick(60_000);
    expect(find(id)?.isClosing).to.equal(false);
  });

  it('closing by hand also takes 1000 ms, then onClose runs once', () => {
    let closed = 0;
    const id = showNotification({ children: 'Bye', shouldPersist: true, onClose: () => closed++ });
    closeNotification(id);
    closeNotification(id);
    expect(find(id)?.isClosing).to.equal(true);
    clock.tick(1000);
    expect(find(id)).to.equal(undefined);
    expect(closed).to.equal(1);
  });

  it('defaults: neutral type, main area, a close button', () => {
    const id = showNotification({ children: 'Hello' });
    expect(find(id)).to.include({ type: 'neutral', area: 'main', hasCloseButton: true, isClosing: false });
  });

  it('several notifications are kept in the order they were shown', () => {
    const first = showNotification({ children: 'first', area: 'main' });
    const second = showNotification({ children: 'second', area: 'overlay' });
    expect($notifications.get().map((notification) => notification.id)).to.deep.equal([first, second]);
  });
});
