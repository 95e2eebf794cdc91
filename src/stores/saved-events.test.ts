import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { readCookie, setNavigatorForTests } from '../platform/browser';
import { captureConsole } from '../test-support/console';
import { fakeApi, type FakeApi } from '../test-support/event-card/fake-api';
import { $notifications, removeNotification } from './notifications';
import {
  $savedEvents,
  SAVE_AFTER_SIGN_IN_COOKIE,
  requestSavedState,
  resetSavedEvents,
  resumeSaveAfterSignIn,
  saveAfterSignIn,
  saveAfterSignInCookieOptions,
  seedSavedState,
  signInUrl,
  toggleSavedEvent,
} from './saved-events';
import { $user, configure, resetServerData } from './server-data';

let server: FakeApi | undefined;
let restoreNavigator: (() => void) | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  restoreNavigator?.();
  restoreNavigator = undefined;
  resetSavedEvents();
  resetServerData();
  for (const notification of $notifications.get()) removeNotification(notification.id);
  document.cookie = `${SAVE_AFTER_SIGN_IN_COOKIE}=; path=${location.pathname}; max-age=0`;
});

const signIn = (numSavedEvents?: number) => configure({ user: { isAuthenticated: true, publicId: 'u1', numSavedEvents } });
const stateOf = (eventId: string) => $savedEvents.get()[eventId];
const settled = (eventId: string) => waitFor(() => expect(stateOf(eventId)?.pending).to.equal(false));
const notificationTexts = () => $notifications.get().map(({ type, children }) => [type, typeof children === 'string' ? children : children.message]);

describe('saved state store (API.md §3: one state per event id for the whole page)', () => {
  it("seeds an event's state from savedByYou only when the store does not know the event yet", () => {
    seedSavedState('1', true);
    seedSavedState('1', false);
    expect(stateOf('1')).to.deep.equal({ saved: true, confirmed: true, pending: false });
  });

  it('a card seeding later does not undo a change another card made', async () => {
    signIn();
    server = fakeApi();
    seedSavedState('1', false);
    requestSavedState('1', true);
    seedSavedState('1', false);
    expect(stateOf('1').saved).to.equal(true);
    await settled('1');
  });
});

describe('signed-in save and unsave (spec 000 §4): flipped at once, restored on failure', () => {
  beforeEach(() => signIn(3));

  it('"the flag flips at once": shown saved before the server answered', async () => {
    server = fakeApi({ slow: true });
    toggleSavedEvent('7', false);
    expect(stateOf('7')).to.include({ saved: true, confirmed: false, pending: true });
    await server.release();
    await settled('7');
    expect(stateOf('7')).to.include({ saved: true, confirmed: true });
    expect(server.requests).to.deep.equal([{ method: 'POST', path: '/api/v3/destination/save/', body: { event_ids: ['7'] } }]);
  });

  it('unsaves a saved event with POST /destination/unsave/', async () => {
    server = fakeApi({ savedEventIds: ['7'] });
    toggleSavedEvent('7', true);
    await settled('7');
    expect(stateOf('7').saved).to.equal(false);
    expect(server.requests).to.deep.equal([{ method: 'POST', path: '/api/v3/destination/unsave/', body: { event_ids: ['7'] } }]);
  });

  it('"success \'Event has been saved successfully.\'" on a save, nothing on an unsave', async () => {
    server = fakeApi();
    toggleSavedEvent('7', false);
    await settled('7');
    expect(notificationTexts()).to.deep.equal([['success', 'Event has been saved successfully.']]);
    toggleSavedEvent('7', false);
    await settled('7');
    expect(notificationTexts()).to.have.length(1);
  });

  it('"other save errors: optimistic state rolled back", with \'There was a problem saving the event, please try again.\'', async () => {
    server = fakeApi();
    server.failNext(500, 'UNKNOWN');
    toggleSavedEvent('7', false);
    expect(stateOf('7').saved).to.equal(true);
    await settled('7');
    expect(stateOf('7')).to.deep.equal({ saved: false, confirmed: false, pending: false });
    expect(notificationTexts()).to.deep.equal([['error', 'There was a problem saving the event, please try again.']]);
  });

  it('"BOOKMARK_ALREADY_EXISTS on save: warning, treated as success"', async () => {
    server = fakeApi({ savedEventIds: ['7'] });
    const warnings = captureConsole('warn');
    const confirmed: boolean[] = [];
    try {
      toggleSavedEvent('7', false, { onConfirmed: (saved) => confirmed.push(saved) });
      await settled('7');
    } finally {
      warnings.restore();
    }
    expect(stateOf('7')).to.deep.equal({ saved: true, confirmed: true, pending: false });
    expect(confirmed).to.deep.equal([true]);
    expect(notificationTexts()).to.deep.equal([['success', 'Event has been saved successfully.']]);
    expect(warnings.messages().join('\n')).to.contain('already saved');
  });

  it('calls onConfirmed only after the server confirmed, with the confirmed state', async () => {
    server = fakeApi({ slow: true });
    const confirmed: boolean[] = [];
    toggleSavedEvent('7', false, { onConfirmed: (saved) => confirmed.push(saved) });
    expect(confirmed).to.deep.equal([]);
    await server.release();
    await settled('7');
    expect(confirmed).to.deep.equal([true]);
  });

  it('does not call onConfirmed when the save failed', async () => {
    server = fakeApi();
    server.failNext(500, 'UNKNOWN');
    const confirmed: boolean[] = [];
    toggleSavedEvent('7', false, { onConfirmed: (saved) => confirmed.push(saved) });
    await settled('7');
    expect(confirmed).to.deep.equal([]);
  });
});

describe("the user's saved count follows each confirmed change (API.md §3)", () => {
  it('+1 on a confirmed save, -1 on a confirmed unsave', async () => {
    signIn(3);
    server = fakeApi();
    toggleSavedEvent('7', false);
    await settled('7');
    expect($user.get().numSavedEvents).to.equal(4);
    toggleSavedEvent('7', false);
    await settled('7');
    expect($user.get().numSavedEvents).to.equal(3);
  });

  it('never below 0', async () => {
    signIn(0);
    server = fakeApi({ savedEventIds: ['7'] });
    toggleSavedEvent('7', true);
    await settled('7');
    expect($user.get().numSavedEvents).to.equal(0);
  });

  it('unchanged by a failed save', async () => {
    signIn(3);
    server = fakeApi();
    server.failNext(500, 'UNKNOWN');
    toggleSavedEvent('7', false);
    await settled('7');
    expect($user.get().numSavedEvents).to.equal(3);
  });

  it('unchanged by BOOKMARK_ALREADY_EXISTS: the count the server sent already includes that event', async () => {
    signIn(3);
    server = fakeApi({ savedEventIds: ['7'] });
    const warnings = captureConsole('warn');
    try {
      toggleSavedEvent('7', false);
      await settled('7');
    } finally {
      warnings.restore();
    }
    expect($user.get().numSavedEvents).to.equal(3);
  });

  it('an unknown count stays unknown', async () => {
    signIn();
    server = fakeApi();
    toggleSavedEvent('7', false);
    await settled('7');
    expect($user.get().numSavedEvents).to.equal(undefined);
  });
});

describe("repeated fast changes never leave the state different from the server's", () => {
  beforeEach(() => signIn(3));

  it('one request at a time: changes while one is on its way only change the wanted state', async () => {
    server = fakeApi({ slow: true });
    for (let click = 0; click < 4; click++) toggleSavedEvent('7', false);
    await server.received(1);
    expect(server.requests).to.have.length(1);
    expect(stateOf('7')).to.include({ saved: false, pending: true });
    await server.release();
    await server.received(2);
    expect(server.requests.map((request) => request.path)).to.deep.equal(['/api/v3/destination/save/', '/api/v3/destination/unsave/']);
    await server.release();
    await settled('7');
    expect(stateOf('7').saved).to.equal(server.savedIds.has('7'));
    expect(stateOf('7').saved).to.equal(false);
  });

  it('a change undone while its request is on its way is undone on the server after that request', async () => {
    server = fakeApi({ slow: true });
    toggleSavedEvent('7', false);
    toggleSavedEvent('7', false);
    await server.received(1);
    expect(server.requests).to.have.length(1);
    server.releaseAll();
    await settled('7');
    expect(server.requests).to.have.length(2);
    expect(stateOf('7').saved).to.equal(false);
    expect(server.savedIds.has('7')).to.equal(false);
  });

  it('a failure in the middle rolls back to the last confirmed state and stops', async () => {
    server = fakeApi({ slow: true });
    toggleSavedEvent('7', false);
    toggleSavedEvent('7', false);
    toggleSavedEvent('7', false);
    await server.release();
    await settled('7');
    expect(server.requests).to.have.length(1);
    expect(stateOf('7')).to.deep.equal({ saved: true, confirmed: true, pending: false });
    toggleSavedEvent('7', false);
    server.failNext(500, 'UNKNOWN');
    toggleSavedEvent('7', false);
    toggleSavedEvent('7', false);
    expect(stateOf('7').saved).to.equal(false);
    await server.release();
    await settled('7');
    expect(server.requests).to.have.length(2);
    expect(stateOf('7')).to.deep.equal({ saved: true, confirmed: true, pending: false });
    expect(server.savedIds.has('7')).to.equal(true);
    expect(notificationTexts().at(-1)).to.deep.equal(['error', 'There was a problem saving the event, please try again.']);
  });
});

describe('signed-out saving (spec 000 §4 "Logged-out save")', () => {
  it('the cookie lives 300 seconds, on the current path, Secure on https pages', () => {
    expect(saveAfterSignInCookieOptions({ path: '/e/123/', secure: true })).to.deep.equal({ maxAgeSeconds: 300, path: '/e/123/', secure: true });
    expect(saveAfterSignInCookieOptions({ path: '/d/', secure: false })).to.deep.equal({ maxAgeSeconds: 300, path: '/d/', secure: false });
  });

  it('sign-in is env.loginUrl with its referrer replaced by the current path and query', () => {
    const page = 'https://partner.example/e/1/?x=1';
    expect(signInUrl({ loginUrl: 'https://www.example.com/signin/?referrer=%2Fold%2F&lang=de' }, '/e/1/?x=1', page)).to.equal(
      'https://www.example.com/signin/?referrer=%2Fe%2F1%2F%3Fx%3D1&lang=de',
    );
    expect(signInUrl({ loginUrl: '/login/' }, '/d/', page)).to.equal('https://partner.example/login/?referrer=%2Fd%2F');
  });

  it('without a usable loginUrl, {serverUrl}/signin/?referrer=…', () => {
    const page = 'https://partner.example/e/1/';
    expect(signInUrl({ serverUrl: 'https://www.example.com/' }, '/e/1/', page)).to.equal('https://www.example.com/signin/?referrer=%2Fe%2F1%2F');
    expect(signInUrl({ loginUrl: 'javascript:alert(1)', serverUrl: 'https://www.example.com' }, '/', page)).to.equal('https://www.example.com/signin/?referrer=%2F');
    expect(signInUrl({}, '/', page)).to.equal('https://partner.example/signin/?referrer=%2F');
  });

  it('stores the event id in the ebEventId cookie and goes to sign-in', () => {
    const visited: string[] = [];
    restoreNavigator = setNavigatorForTests((url) => visited.push(url));
    configure({ env: { loginUrl: 'https://www.example.com/signin/?referrer=%2F' } });
    saveAfterSignIn('42');
    expect(readCookie('ebEventId')).to.equal('42');
    expect(visited).to.deep.equal([`https://www.example.com/signin/?referrer=${encodeURIComponent(location.pathname + location.search)}`]);
  });

  it('a toggle by an anonymous user sends no request and goes to sign-in', () => {
    server = fakeApi();
    const visited: string[] = [];
    restoreNavigator = setNavigatorForTests((url) => visited.push(url));
    toggleSavedEvent('42', false);
    expect(server.requests).to.deep.equal([]);
    expect(visited).to.have.length(1);
    expect(readCookie('ebEventId')).to.equal('42');
  });

  it('"on return, if the cookie matches the event and the user is authenticated, the cookie is expired and a save runs", once', async () => {
    server = fakeApi();
    document.cookie = `ebEventId=42; path=${location.pathname}`;
    signIn();
    seedSavedState('42', false);
    expect(resumeSaveAfterSignIn('42')).to.equal(true);
    expect(resumeSaveAfterSignIn('42')).to.equal(false);
    expect(readCookie('ebEventId')).to.equal(undefined);
    await settled('42');
    expect(server.requests).to.deep.equal([{ method: 'POST', path: '/api/v3/destination/save/', body: { event_ids: ['42'] } }]);
    expect(stateOf('42').saved).to.equal(true);
  });

  it('nothing happens for a cookie naming another event, nor while anonymous', () => {
    server = fakeApi();
    document.cookie = `ebEventId=42; path=${location.pathname}`;
    expect(resumeSaveAfterSignIn('42')).to.equal(false);
    signIn();
    expect(resumeSaveAfterSignIn('43')).to.equal(false);
    expect(readCookie('ebEventId')).to.equal('42');
    expect(server.requests).to.deep.equal([]);
  });
});
