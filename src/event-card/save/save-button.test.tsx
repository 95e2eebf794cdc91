import { waitFor } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { readCookie, setNavigatorForTests } from '../../platform/browser';
import { $notifications, removeNotification } from '../../stores/notifications';
import { resetSavedEvents } from '../../stores/saved-events';
import { $user, configure, resetServerData } from '../../stores/server-data';
import { expectNoAxeViolations } from '../../test-support/axe';
import { captureConsole } from '../../test-support/console';
import { cleanupElements, pageNotifications } from '../../test-support/elements';
import { fakeApi, type FakeApi } from '../../test-support/event-card/fake-api';
import { renderInElement } from '../../test-support/render-in-element';
import { SaveButton } from './SaveButton';

let server: FakeApi | undefined;
let restoreNavigator: (() => void) | undefined;
let stopRecordingCookies: (() => void) | undefined;

afterEach(async () => {
  cleanupElements();
  server?.restore();
  server = undefined;
  restoreNavigator?.();
  restoreNavigator = undefined;
  stopRecordingCookies?.();
  stopRecordingCookies = undefined;
  resetSavedEvents();
  resetServerData();
  for (const notification of $notifications.get()) removeNotification(notification.id);
  document.cookie = `ebEventId=; path=${location.pathname}; max-age=0`;
  await resetMouse();
});

const signIn = (numSavedEvents = 3) => configure({ user: { isAuthenticated: true, publicId: 'u1', numSavedEvents } });
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

/** A real mouse click in the middle of the element. */
async function click(element: Element) {
  const { x, y, width, height } = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(x + width / 2), Math.round(y + height / 2)] });
}

async function renderButton({
  eventId = '7',
  eventName = 'Jazz Night',
  savedByYou = false,
  onSaveChange,
}: {
  eventId?: string;
  eventName?: string;
  savedByYou?: boolean;
  onSaveChange?: (detail: { eventId: string; saved: boolean }) => void;
} = {}) {
  const rendered = await renderInElement(
    <>
      <SaveButton eventId={eventId} eventName={eventName} savedByYou={savedByYou} onSaveChange={onSaveChange} />
    </>,
  );
  return { ...rendered, button: rendered.view.getByRole('button', { name: `Save this event: ${eventName}` }) };
}

/** Every `eb-analytics` detail dispatched on the page. */
function recordAnalytics() {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  document.addEventListener('eb-analytics', listener);
  return { details, stop: () => document.removeEventListener('eb-analytics', listener) };
}

/** Every string written to document.cookie (the only way to see max-age and path from a page). */
function recordCookieWrites(): string[][] {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[][] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value.split(';').map((part) => part.trim()));
      native.set!.call(document, value);
    },
  });
  stopRecordingCookies = () => void Reflect.deleteProperty(document, 'cookie');
  return writes;
}

describe('the save control (spec 000 §4 "Event saved state")', () => {
  it('is a toggle button named for its event, pressed when the event is saved', async () => {
    const { view } = await renderInElement(
      <>
        <SaveButton eventId="1" eventName="Jazz Night" savedByYou={false} />
        <SaveButton eventId="2" eventName="Food Fair" savedByYou />
      </>,
    );
    expect(pressed(view.getByRole('button', { name: 'Save this event: Jazz Night' }))).to.equal('false');
    expect(pressed(view.getByRole('button', { name: 'Save this event: Food Fair' }))).to.equal('true');
  });

  it("without an event name it is still named: 'Save this event'", async () => {
    const { view } = await renderInElement(<SaveButton eventId="1" eventName="" savedByYou={false} />);
    expect(view.getByRole('button', { name: 'Save this event' })).to.exist;
  });

  it('has no axe-core violations, saved or not', async () => {
    const { host } = await renderInElement(
      <>
        <SaveButton eventId="1" eventName="Jazz Night" savedByYou={false} />
        <SaveButton eventId="2" eventName="Food Fair" savedByYou />
      </>,
    );
    await expectNoAxeViolations(host);
  });
});

describe('signed-in save and unsave: "the flag flipped optimistically and restored on failure"', () => {
  beforeEach(() => signIn());

  it('flips at once on a click, before the server answered', async () => {
    server = fakeApi({ slow: true });
    const { button } = await renderButton();
    await click(button);
    await waitFor(() => expect(pressed(button)).to.equal('true'));
    await server.received(1);
    expect(server.waitingCount()).to.equal(1);
    await server.release();
    await waitFor(() => expect(server!.savedIds.has('7')).to.equal(true));
    expect(pressed(button)).to.equal('true');
  });

  it('Space and Enter toggle it too', async () => {
    server = fakeApi();
    const { button } = await renderButton();
    button.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(server!.savedIds.has('7')).to.equal(true));
    expect(pressed(button)).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(server!.requests).to.have.length(2));
    await waitFor(() => expect(server!.savedIds.has('7')).to.equal(false));
    expect(pressed(button)).to.equal('false');
  });

  it('unsaves a saved event', async () => {
    server = fakeApi({ savedEventIds: ['7'] });
    const { button } = await renderButton({ savedByYou: true });
    await click(button);
    await waitFor(() => expect(server!.savedIds.has('7')).to.equal(false));
    expect(server.requests.map((request) => request.path)).to.deep.equal(['/api/v3/destination/unsave/']);
    expect(pressed(button)).to.equal('false');
  });

  it("shows 'Event has been saved successfully.' after a save", async () => {
    server = fakeApi();
    const { button } = await renderButton();
    await click(button);
    expect(await (await pageNotifications()).findByText('Event has been saved successfully.')).to.exist;
  });

  it("rolls back visibly on a failed save, with 'There was a problem saving the event, please try again.'", async () => {
    server = fakeApi({ slow: true });
    server.failNext(500, 'UNKNOWN');
    const { button } = await renderButton();
    await click(button);
    await waitFor(() => expect(pressed(button)).to.equal('true'));
    await server.release();
    const alert = await (await pageNotifications()).findByRole('alert');
    await waitFor(() => expect(alert.textContent).to.contain('There was a problem saving the event, please try again.'));
    expect(pressed(button)).to.equal('false');
    expect(server.savedIds.has('7')).to.equal(false);
  });

  it('"BOOKMARK_ALREADY_EXISTS on save: warning, treated as success"', async () => {
    server = fakeApi({ savedEventIds: ['7'] });
    const warnings = captureConsole('warn');
    const changes: unknown[] = [];
    try {
      const { button } = await renderButton({ onSaveChange: (detail) => changes.push(detail) });
      await click(button);
      expect(await (await pageNotifications()).findByText('Event has been saved successfully.')).to.exist;
      expect(pressed(button)).to.equal('true');
    } finally {
      warnings.restore();
    }
    expect(changes).to.deep.equal([{ eventId: '7', saved: true }]);
    expect(warnings.messages().join('\n')).to.contain('already saved');
  });

  it('sends analytics Bookmark on a confirmed save and Unbookmark on a confirmed unsave', async () => {
    server = fakeApi();
    const analytics = recordAnalytics();
    try {
      const { button } = await renderButton();
      await click(button);
      await waitFor(() => expect(analytics.details).to.have.length(1));
      await click(button);
      await waitFor(() => expect(analytics.details).to.have.length(2));
    } finally {
      analytics.stop();
    }
    expect(analytics.details).to.deep.equal([
      { category: 'event-card', action: 'Bookmark', label: '7' },
      { category: 'event-card', action: 'Unbookmark', label: '7' },
    ]);
  });

  it('sends no analytics for a failed save', async () => {
    server = fakeApi();
    server.failNext(500, 'UNKNOWN');
    const analytics = recordAnalytics();
    try {
      const { button } = await renderButton();
      await click(button);
      const notifications = await pageNotifications();
      await waitFor(() => expect(notifications.getByRole('alert').textContent).to.contain('There was a problem saving the event, please try again.'));
    } finally {
      analytics.stop();
    }
    expect(analytics.details).to.deep.equal([]);
  });

  it('calls onSaveChange only after the server confirmed the change', async () => {
    server = fakeApi({ slow: true });
    const changes: unknown[] = [];
    const { button } = await renderButton({ onSaveChange: (detail) => changes.push(detail) });
    await click(button);
    await server.received(1);
    expect(changes).to.deep.equal([]);
    await server.release();
    await waitFor(() => expect(changes).to.deep.equal([{ eventId: '7', saved: true }]));
    await click(button);
    await server.received(2);
    expect(changes).to.have.length(1);
    await server.release();
    await waitFor(() =>
      expect(changes).to.deep.equal([
        { eventId: '7', saved: true },
        { eventId: '7', saved: false },
      ]),
    );
  });

  it("updates the user's saved count on each confirmed change", async () => {
    server = fakeApi();
    const { button } = await renderButton();
    await click(button);
    await waitFor(() => expect($user.get().numSavedEvents).to.equal(4));
    await click(button);
    await waitFor(() => expect($user.get().numSavedEvents).to.equal(3));
  });
});

describe('"all cards showing the same event id show the same saved state" (API.md §3)', () => {
  beforeEach(() => signIn());

  it('two buttons of one event in the same element', async () => {
    server = fakeApi({ slow: true });
    const { view } = await renderInElement(
      <>
        <SaveButton eventId="7" eventName="Jazz Night" savedByYou={false} />
        <SaveButton eventId="7" eventName="Jazz Night" savedByYou={false} />
        <SaveButton eventId="8" eventName="Food Fair" savedByYou={false} />
      </>,
    );
    const [first, second] = view.getAllByRole('button', { name: 'Save this event: Jazz Night' });
    await click(second);
    await waitFor(() => expect([pressed(first), pressed(second)]).to.deep.equal(['true', 'true']));
    expect(pressed(view.getByRole('button', { name: 'Save this event: Food Fair' }))).to.equal('false');
    server.releaseAll();
  });

  it('two buttons of one event in two elements, and the first card seeds the state for both', async () => {
    server = fakeApi();
    const one = await renderButton({ savedByYou: true });
    // A later card's stale data does not override what the store already knows.
    const two = await renderButton({ savedByYou: false });
    expect(pressed(two.button)).to.equal('true');
    await click(two.button);
    await waitFor(() => expect([pressed(one.button), pressed(two.button)]).to.deep.equal(['false', 'false']));
    await click(one.button);
    await waitFor(() => expect([pressed(one.button), pressed(two.button)]).to.deep.equal(['true', 'true']));
    await waitFor(() => expect(server!.requests).to.have.length(2));
  });
});

describe("repeated fast clicks never leave the state different from the server's", () => {
  beforeEach(() => signIn());

  it("5 fast clicks with a slow server: one request at a time, and the shown state ends equal to the server's", async () => {
    server = fakeApi({ slow: true });
    const { button } = await renderButton();
    for (let count = 0; count < 5; count++) await click(button);
    // Saved, then four more clicks back and forth: the wanted state is the one the first request asked for.
    await waitFor(() => expect(pressed(button)).to.equal('true'));
    await server.received(1);
    await server.release();
    await waitFor(() => expect(server!.savedIds.has('7')).to.equal(true));
    expect(server.requests).to.have.length(1);
    expect(pressed(button)).to.equal('true');
  });

  it('4 fast clicks: the save, then one unsave once the save is answered', async () => {
    server = fakeApi({ slow: true });
    const { button } = await renderButton();
    for (let count = 0; count < 4; count++) await click(button);
    await waitFor(() => expect(pressed(button)).to.equal('false'));
    await server.received(1);
    expect(server.requests).to.have.length(1);
    await server.release();
    await server.received(2);
    await server.release();
    await waitFor(() => expect(server!.requests.map((request) => request.path)).to.deep.equal(['/api/v3/destination/save/', '/api/v3/destination/unsave/']));
    await waitFor(() => expect(server!.waitingCount()).to.equal(0));
    expect(server.savedIds.has('7')).to.equal(false);
    expect(pressed(button)).to.equal('false');
  });

  it('a failure in the middle rolls back visibly to the last confirmed state', async () => {
    server = fakeApi({ slow: true });
    const { button } = await renderButton();
    await click(button);
    await click(button);
    await waitFor(() => expect(pressed(button)).to.equal('false'));
    await server.release();
    // The save is confirmed; the unsave the second click asked for is on its way, and fails.
    await server.received(2);
    server.failNext(500, 'UNKNOWN');
    expect(pressed(button)).to.equal('false');
    await server.release();
    const notifications = await pageNotifications();
    await waitFor(() => expect(notifications.getByRole('alert').textContent).to.contain('There was a problem saving the event, please try again.'));
    expect(pressed(button)).to.equal('true');
    expect(server.savedIds.has('7')).to.equal(true);
    expect(server.requests).to.have.length(2);
  });
});

describe('signed-out saving (spec 000 §4 "Logged-out save")', () => {
  it('stores the event id in the ebEventId cookie for 300 seconds on the current path and goes to sign-in with the current path and query', async () => {
    server = fakeApi();
    const visited: string[] = [];
    restoreNavigator = setNavigatorForTests((url) => visited.push(url));
    configure({ env: { loginUrl: 'https://www.example.com/signin/?referrer=%2Fsomewhere%2F' } });
    const { button } = await renderButton({ eventId: '42' });
    const writes = recordCookieWrites();
    await click(button);
    await waitFor(() => expect(visited).to.have.length(1));
    expect(visited[0]).to.equal(`https://www.example.com/signin/?referrer=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
    expect(location.search).to.not.equal('');
    const written = writes.find((parts) => parts[0].startsWith('ebEventId='));
    expect(written).to.include.members(['ebEventId=42', 'max-age=300', `path=${location.pathname}`]);
    // The test page is http: the cookie is not Secure there (https pages: see the store's tests).
    expect(written).to.not.include('Secure');
    expect(readCookie('ebEventId')).to.equal('42');
    expect(server.requests).to.deep.equal([]);
    expect(pressed(button)).to.equal('false');
  });

  it('goes to {serverUrl}/signin/?referrer=… when there is no loginUrl', async () => {
    const visited: string[] = [];
    restoreNavigator = setNavigatorForTests((url) => visited.push(url));
    configure({ env: { loginUrl: '', serverUrl: 'https://www.example.com' } });
    const { button } = await renderButton({ eventId: '42' });
    await click(button);
    await waitFor(() => expect(visited).to.deep.equal([`https://www.example.com/signin/?referrer=${encodeURIComponent(`${location.pathname}${location.search}`)}`]));
  });

  it('on return, signed in, with the cookie naming the event: the cookie is expired and the save runs by itself, once for two cards of that event', async () => {
    server = fakeApi();
    document.cookie = `ebEventId=42; path=${location.pathname}`;
    signIn(3);
    const changes: unknown[] = [];
    const writes = recordCookieWrites();
    const one = await renderButton({ eventId: '42', onSaveChange: (detail) => changes.push(detail) });
    const two = await renderButton({ eventId: '42' });
    await waitFor(() => expect(server!.savedIds.has('42')).to.equal(true));
    await waitFor(() => expect([pressed(one.button), pressed(two.button)]).to.deep.equal(['true', 'true']));
    expect(server.requests).to.deep.equal([{ method: 'POST', path: '/api/v3/destination/save/', body: { event_ids: ['42'] } }]);
    expect(readCookie('ebEventId')).to.equal(undefined);
    expect(writes.find((parts) => parts[0] === 'ebEventId=')).to.include.members([`path=${location.pathname}`, 'max-age=0']);
    expect(changes).to.deep.equal([{ eventId: '42', saved: true }]);
    expect(await (await pageNotifications()).findByText('Event has been saved successfully.')).to.exist;
    // Another card of the event mounting later does not save again.
    await renderButton({ eventId: '42' });
    expect(server.requests).to.have.length(1);
  });

  it('runs the save when the user becomes signed in after the card mounted', async () => {
    server = fakeApi();
    document.cookie = `ebEventId=42; path=${location.pathname}`;
    const { button } = await renderButton({ eventId: '42' });
    expect(server.requests).to.deep.equal([]);
    signIn();
    await waitFor(() => expect(server!.savedIds.has('42')).to.equal(true));
    expect(pressed(button)).to.equal('true');
  });

  it('nothing happens for a cookie naming another event', async () => {
    server = fakeApi();
    document.cookie = `ebEventId=43; path=${location.pathname}`;
    signIn();
    const { button } = await renderButton({ eventId: '42' });
    await renderButton({ eventId: '44' });
    expect(pressed(button)).to.equal('false');
    expect(readCookie('ebEventId')).to.equal('43');
    expect(server.requests).to.deep.equal([]);
  });

  it('nothing happens while anonymous, even with the cookie naming the event', async () => {
    server = fakeApi();
    document.cookie = `ebEventId=42; path=${location.pathname}`;
    const { button } = await renderButton({ eventId: '42' });
    expect(pressed(button)).to.equal('false');
    expect(readCookie('ebEventId')).to.equal('42');
    expect(server.requests).to.deep.equal([]);
  });
});
