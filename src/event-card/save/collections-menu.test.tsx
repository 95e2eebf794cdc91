import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $notifications, removeNotification } from '../../stores/notifications';
import { configure, resetServerData } from '../../stores/server-data';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements, nextTask, pageNotifications } from '../../test-support/elements';
import { fakeApi, type FakeApi, type FakeCollection } from '../../test-support/event-card/fake-api';
import { closePageNotifications } from '../../test-support/pointer';
import { renderInElement } from '../../test-support/render-in-element';
import { CollectionsMenu } from './CollectionsMenu';
import { $myCollections, resetMyCollections } from './my-collections';

let server: FakeApi | undefined;

afterEach(async () => {
  cleanupElements();
  server?.restore();
  server = undefined;
  resetMyCollections();
  resetServerData();
  for (const notification of $notifications.get()) removeNotification(notification.id);
  await resetMouse();
});

const COLLECTIONS: FakeCollection[] = [
  { id: '1', name: 'Weekend plans', eventIds: ['7'] },
  { id: '2', name: 'Live music', eventIds: ['8'] },
];

const signIn = () => configure({ user: { isAuthenticated: true, publicId: 'u1' } });

async function click(element: Element) {
  const { x, y, width, height } = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(x + width / 2), Math.round(y + height / 2)] });
}

async function renderMenu({ eventId = '7', eventCollections = ['1'], eventName }: { eventId?: string; eventCollections?: string[]; eventName?: string } = {}) {
  const rendered = await renderInElement(
    <>
      <CollectionsMenu eventId={eventId} eventCollections={eventCollections} eventName={eventName} />
    </>,
  );
  return rendered;
}

/** Opens the menu with a real click and returns it once the collections are listed. */
async function openMenu(view: Awaited<ReturnType<typeof renderMenu>>['view'], trigger = 'Add to collection') {
  await click(view.getByRole('button', { name: trigger }));
  const menu = await view.findByRole('menu');
  await waitFor(() => expect(within(menu).queryByText('Weekend plans')).to.exist);
  return menu;
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => (item.getAttribute('aria-disabled') === 'true' ? `${item.textContent} (disabled)` : item.textContent));
const accessibleItem = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name });

describe("'Add to collection' (spec 000 §3 eventCollections, §4 collection membership)", () => {
  it('is shown only to signed-in users', async () => {
    server = fakeApi({ collections: COLLECTIONS });
    const { root } = await renderMenu();
    expect(root.querySelector('.eb-dropdown')).to.equal(null);
    expect(server.requests).to.deep.equal([]);
    signIn();
    await waitFor(() => expect(root.querySelector('.eb-dropdown')).to.exist);
  });

  it("lists the user's collections, a checkmark on those holding the event, each item saying what choosing it does", async () => {
    signIn();
    server = fakeApi({ collections: COLLECTIONS });
    const { view } = await renderMenu();
    const menu = await openMenu(view);
    expect(accessibleItem(menu, 'Remove from collection: Weekend plans')).to.exist;
    expect(accessibleItem(menu, 'Add to collection: Live music')).to.exist;
    const checks = [...menu.querySelectorAll('.eb-collections-menu__check')].map((check) => !check.classList.contains('eb-collections-menu__check--off'));
    expect(checks).to.deep.equal([true, false]);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal(['GET /api/v3/users/me/collections/']);
  });

  it('loads the collections once for every card on the page, when a pointer first comes over a menu, not before', async () => {
    signIn();
    server = fakeApi({ collections: COLLECTIONS });
    const one = await renderMenu({ eventId: '7' });
    const two = await renderMenu({ eventId: '8', eventCollections: ['2'] });
    await nextTask(50);
    expect(server.requests).to.deep.equal([]);
    const { x, y, width, height } = one.view.getByRole('button', { name: 'Add to collection' }).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(x + width / 2), Math.round(y + height / 2)] });
    await waitFor(() => expect(server!.requests).to.have.length(1));
    await openMenu(two.view);
    expect(server.requests).to.have.length(1);
  });

  it('keeps focus in a menu opened before the collections arrived', async () => {
    signIn();
    server = fakeApi({ collections: COLLECTIONS, slow: true });
    const { view, root } = await renderMenu();
    view.getByRole('button', { name: 'Add to collection' }).focus();
    await sendKeys({ press: 'Enter' });
    const menu = await view.findByRole('menu');
    await waitFor(() => expect(root.activeElement?.textContent).to.equal('Loading your collections…'));
    await server.release();
    await waitFor(() => expect(root.activeElement).to.equal(accessibleItem(menu, 'Remove from collection: Weekend plans')));
  });

  it('a server without the collections call (404) hides the action', async () => {
    signIn();
    server = fakeApi({ collections: COLLECTIONS });
    server.failNext(404, 'NOT_FOUND');
    const { view, root } = await renderMenu();
    view.getByRole('button', { name: 'Add to collection' }).focus();
    await waitFor(() => expect(root.querySelector('.eb-dropdown')).to.equal(null));
    expect(view.queryByRole('button', { name: 'Add to collection' })).to.equal(null);
  });

  it('names the menu button with the event when given', async () => {
    signIn();
    server = fakeApi({ collections: COLLECTIONS });
    const { view } = await renderMenu({ eventName: 'Jazz Night' });
    expect(view.getByRole('button', { name: 'Add to collection: Jazz Night' })).to.exist;
  });

  it('membership comes from the loaded collections, newer than the event data', async () => {
    signIn();
    server = fakeApi({ collections: COLLECTIONS });
    const { view } = await renderMenu({ eventCollections: ['2'] });
    const menu = await openMenu(view);
    expect(accessibleItem(menu, 'Remove from collection: Weekend plans')).to.exist;
    expect(accessibleItem(menu, 'Add to collection: Live music')).to.exist;
  });

  it('has no axe-core violations with the menu open', async () => {
    signIn();
    server = fakeApi({ collections: COLLECTIONS });
    const { host, view } = await renderMenu();
    await openMenu(view);
    await expectNoAxeViolations(host);
  });

  it('says so when the user has no collections', async () => {
    signIn();
    server = fakeApi({ collections: [] });
    const { view } = await renderMenu({ eventCollections: [] });
    await click(view.getByRole('button', { name: 'Add to collection' }));
    const menu = await view.findByRole('menu');
    await waitFor(() => expect(itemNames(menu)).to.deep.equal(['You have no collections yet (disabled)']));
  });

  it('offers to try again when the collections could not be loaded', async () => {
    signIn();
    server = fakeApi({ collections: COLLECTIONS });
    server.failNext(403, 'NOT_AUTHORIZED');
    const { view } = await renderMenu();
    await click(view.getByRole('button', { name: 'Add to collection' }));
    const menu = await view.findByRole('menu');
    const retry = await within(menu).findByRole('menuitem', { name: 'Your collections could not be loaded. Try again' });
    await click(retry);
    await openMenu(view);
    expect(server.requests).to.have.length(2);
  });
});

describe('adding and removing: "by event id and collection id", shown at once, undone on failure', () => {
  beforeEach(() => signIn());

  it('choosing a collection without the event adds it (POST), shown checked before the server answered', async () => {
    server = fakeApi({ collections: COLLECTIONS, slow: true });
    const { view } = await renderMenu();
    view.getByRole('button', { name: 'Add to collection' }).focus();
    await server.release();
    let menu = await openMenu(view);
    await click(accessibleItem(menu, 'Add to collection: Live music'));
    menu = await openMenu(view);
    expect(accessibleItem(menu, 'Remove from collection: Live music').getAttribute('aria-disabled')).to.equal('true');
    await server.release();
    await waitFor(() => expect(accessibleItem(menu, 'Remove from collection: Live music').getAttribute('aria-disabled')).to.equal(null));
    expect(server.requests.at(-1)).to.deep.equal({ method: 'POST', path: '/api/v3/collections/2/events/', body: { event_ids: ['7'] } });
    expect(server.collections.find((collection) => collection.id === '2')!.eventIds).to.deep.equal(['8', '7']);
    expect(await (await pageNotifications()).findByText('Added to Live music.')).to.exist;
  });

  it('choosing a collection holding the event removes it (DELETE), with the keyboard', async () => {
    server = fakeApi({ collections: COLLECTIONS });
    const { view, root } = await renderMenu();
    view.getByRole('button', { name: 'Add to collection' }).focus();
    await waitFor(() => expect($myCollections.get().status).to.equal('loaded'));
    await sendKeys({ press: 'Enter' });
    const menu = await view.findByRole('menu');
    await waitFor(() => expect(root.activeElement).to.equal(accessibleItem(menu, 'Remove from collection: Weekend plans')));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(server!.collections[0].eventIds).to.deep.equal([]));
    expect(server.requests.at(-1)).to.deep.equal({ method: 'DELETE', path: '/api/v3/collections/1/events/7/', body: {} });
    expect(await (await pageNotifications()).findByText('Removed from Weekend plans.')).to.exist;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(accessibleItem(view.getByRole('menu'), 'Add to collection: Weekend plans')).to.exist);
  });

  it('a refused change is undone, with an error message', async () => {
    server = fakeApi({ collections: COLLECTIONS });
    const { view } = await renderMenu();
    let menu = await openMenu(view);
    server.failNext(403, 'NOT_AUTHORIZED');
    await click(accessibleItem(menu, 'Add to collection: Live music'));
    const alert = await (await pageNotifications()).findByRole('alert');
    await waitFor(() => expect(alert.textContent).to.contain('There was a problem updating your collection, please try again.'));
    await closePageNotifications();
    menu = await openMenu(view);
    expect(accessibleItem(menu, 'Add to collection: Live music')).to.exist;
    expect(server.collections[1].eventIds).to.deep.equal(['8']);
  });

  it('two cards of one event show the same membership', async () => {
    server = fakeApi({ collections: COLLECTIONS });
    const one = await renderMenu();
    const two = await renderMenu();
    await click(accessibleItem(await openMenu(one.view), 'Add to collection: Live music'));
    await waitFor(() => expect(server!.collections[1].eventIds).to.deep.equal(['8', '7']));
    // The confirmation comes once the answer is in, at the top of the window over the second
    // card: a person waits for it and closes it before clicking there.
    await (await pageNotifications()).findByText('Added to Live music.');
    await closePageNotifications();
    expect(accessibleItem(await openMenu(two.view), 'Remove from collection: Live music')).to.exist;
  });
});
