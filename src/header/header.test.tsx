import '../../elements/eb-header';
import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setNavigatorForTests } from '../platform/browser';
import { configure, resetServerData, type ServerDataPatch, type User } from '../stores/server-data';
import { $focusDrawers } from '../ui/notifications/drawers';
import { expectNoAxeViolations } from '../test-support/axe';
import { cleanupElements, mountHtml, rendered, shadow } from '../test-support/elements';

const SERVER = 'https://www.eventbrite.com';
const PHOTO = `${location.origin}/src/ui/avatar/avatar-test-photo.svg`;

const attendee: User = {
  isAuthenticated: true,
  isAttendee: true,
  publicId: 'u1001',
  firstName: 'Ada',
  lastName: 'Attenborough',
  fullName: 'Ada Attenborough',
  email: { email: 'ada.attendee@example.com' },
  thumbnailUrl: PHOTO,
  numSavedEvents: 8,
  canCreateEvents: false,
};

const organizer: User = {
  isAuthenticated: true,
  isAttendee: false,
  publicId: 'u1002',
  firstName: 'Olu',
  lastName: 'Organizer',
  fullName: 'Olu Organizer',
  email: { email: 'olu.organizer@example.com' },
  numSavedEvents: 120,
  canCreateEvents: true,
  hasEvents: true,
  hasOrganizers: true,
  canInvite: true,
  canUseStudio: true,
  canUseAttendeeNewsletter: true,
  hasPublish: true,
  hasPaidPublish: false,
};

const staff: User = { ...organizer, publicId: 'u1003', isStaff: true, hasTikibar: true, email: { email: 'sam.staff@example.com' } };

let navigations: string[] = [];
let restoreNavigator: () => void;
let pageTitle: string;

beforeEach(async () => {
  navigations = [];
  restoreNavigator = setNavigatorForTests((url) => navigations.push(url));
  pageTitle = document.title;
  await setViewport({ width: 1280, height: 800 });
});

afterEach(async () => {
  restoreNavigator();
  await resetMouse();
  cleanupElements();
  resetServerData();
  $focusDrawers.set({});
  document.title = pageTitle;
  localStorage.removeItem('referral');
});

/** The page a header sits on: `path` is the server's request path. */
function onPage(path: string, patch: ServerDataPatch = {}) {
  configure({ ...patch, request: { path, ...patch.request } });
}

async function header(html = '<eb-header></eb-header>', patch?: ServerDataPatch): Promise<HTMLElement> {
  if (patch) configure(patch);
  return rendered(mountHtml(html).querySelector<HTMLElement>('eb-header'));
}

async function signedIn(user: User, html?: string, patch: ServerDataPatch = {}): Promise<HTMLElement> {
  return header(html, { ...patch, user: { ...user } });
}

const nav = (element: HTMLElement) => shadow(element).getByRole('navigation', { name: 'Main Navigation' });
const menuTrigger = (element: HTMLElement, name: string | RegExp) => within(nav(element)).getByRole('button', { name });
const userMenuTrigger = (element: HTMLElement) => element.shadowRoot!.querySelector<HTMLButtonElement>('[part="user-menu"] .eb-dropdown__trigger');

/** The user menu trigger once it shows the avatar alone (narrow layout). */
async function narrowUserMenuTrigger(element: HTMLElement): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const found = userMenuTrigger(element);
    if (!found || found.querySelector('.eb-header__user-label')) throw new Error('narrow user menu not rendered yet');
    return found;
  });
}

async function userMenuTriggerReady(element: HTMLElement) {
  await waitFor(() => {
    if (!userMenuTrigger(element)) throw new Error('no user menu yet');
  });
}

/** Opens a dropdown with real keys, as a keyboard user would; returns its menu. */
async function openWithKeyboard(trigger: HTMLElement, key: 'Enter' | 'ArrowDown' | ' ' = 'Enter'): Promise<HTMLElement> {
  trigger.focus();
  await sendKeys({ press: key === ' ' ? 'Space' : key });
  const menuId = trigger.getAttribute('aria-controls')!;
  const menu = (trigger.getRootNode() as ShadowRoot).getElementById(menuId)!;
  await waitFor(() => expect(menu.hidden).to.equal(false));
  return menu;
}

/** The visible text of each entry, without its badge. */
function entryTexts(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => (item.querySelector('.eb-header__entry-text') ?? item).textContent.trim());
}

function entryHref(menu: HTMLElement, text: string): string | null {
  const item = within(menu)
    .getAllByRole('menuitem')
    .find((candidate) => (candidate.querySelector('.eb-header__entry-text') ?? candidate).textContent.trim() === text);
  if (!item) throw new Error(`no menu entry '${text}' in [${entryTexts(menu).join(', ')}]`);
  return item.getAttribute('href');
}

function focused(element: HTMLElement): Element | null {
  return element.shadowRoot!.activeElement;
}

describe("<eb-header>: structure (spec 000 §2 'Global header', §9 logo)", () => {
  it("the header inside the shadow root has the id 'global-header'", async () => {
    const element = await header();
    const banner = shadow(element).getByRole('banner');
    expect(banner.id).to.equal('global-header');
    expect(element.shadowRoot!.getElementById('global-header') === banner).to.equal(true);
  });

  it('the logo links to the server base URL, is 99 x 20 px and ui-orange by default', async () => {
    const element = await header(undefined, { env: { serverUrl: 'https://www.eventbrite.ca' } });
    const logo = shadow(element).getByRole('link', { name: 'Eventbrite home' });
    expect(logo.getAttribute('href')).to.equal('https://www.eventbrite.ca/');
    const mark = logo.querySelector('svg')!.getBoundingClientRect();
    expect([mark.width, mark.height]).to.deep.equal([99, 20]);
    expect(getComputedStyle(logo).color).to.equal('rgb(209, 65, 12)');
  });

  it('the search trigger is present', async () => {
    const element = await header('<eb-header search-query="jazz"></eb-header>');
    expect(shadow(element).getByRole('button', { name: /Search events/ })).to.exist;
  });

  it('default and organizer variants: the organizer header has its own styling', async () => {
    const plain = await header();
    const organizerHeader = await header('<eb-header variant="organizer"></eb-header>');
    const background = (element: HTMLElement) => getComputedStyle(shadow(element).getByRole('banner')).backgroundColor;
    expect(background(plain)).to.equal('rgb(255, 255, 255)');
    expect(background(organizerHeader)).to.equal('rgb(30, 10, 60)');
    expect(shadow(organizerHeader).getByRole('banner').classList.contains('eb-header--organizer')).to.equal(true);
  });

  it('an unknown variant warns once and renders the default header', async () => {
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const element = await header('<eb-header variant="fancy"></eb-header>');
      expect(shadow(element).getByRole('banner').classList.contains('eb-header--default')).to.equal(true);
    } finally {
      console.warn = original;
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][0])).to.contain('eb-header').and.contain('variant');
  });
});

describe("<eb-header>: the hidden 'Skip Main Navigation' link jumps to the page's 'Page Content' anchor", () => {
  it('is hidden until it has keyboard focus', async () => {
    const element = await header();
    const skip = shadow(element).getByRole('link', { name: 'Skip Main Navigation' });
    expect(skip.getBoundingClientRect().width).to.be.at.most(1);
    skip.focus();
    expect(skip.getBoundingClientRect().width).to.be.greaterThan(50);
  });

  it('is the first thing Tab reaches in the header', async () => {
    const container = mountHtml('<button type="button">before</button><eb-header></eb-header>');
    const element = await rendered(container.querySelector<HTMLElement>('eb-header'));
    container.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(element)?.textContent).to.equal('Skip Main Navigation');
  });

  it('Enter on it moves focus to #page-content of the host page', async () => {
    const container = mountHtml('<eb-header></eb-header><main id="page-content"><h1>Page</h1></main>');
    const element = await rendered(container.querySelector<HTMLElement>('eb-header'));
    shadow(element).getByRole('link', { name: 'Skip Main Navigation' }).focus();
    await sendKeys({ press: 'Enter' });
    const main = container.querySelector('main')!;
    expect(document.activeElement === main, `focus is on ${document.activeElement?.localName}`).to.equal(true);
    expect(main.getAttribute('tabindex')).to.equal('-1');
    expect(location.hash).to.equal('');
  });

  it('keeps a tabindex the page content already has', async () => {
    const container = mountHtml('<eb-header></eb-header><div id="page-content" tabindex="0">Page</div>');
    const element = await rendered(container.querySelector<HTMLElement>('eb-header'));
    shadow(element).getByRole('link', { name: 'Skip Main Navigation' }).click();
    expect(document.activeElement === container.querySelector('#page-content')).to.equal(true);
    expect(container.querySelector('#page-content')!.getAttribute('tabindex')).to.equal('0');
  });
});

describe('<eb-header>: links built from the server base URL', () => {
  it('Organize and Help are dropdown menus: Organize holds /organizer/overview/ and /create/, Help /support/', async () => {
    onPage('/e/1');
    const element = await header();
    const organize = await openWithKeyboard(menuTrigger(element, 'Organize'));
    expect(entryHref(organize, 'Organizer overview')).to.equal(`${SERVER}/organizer/overview/?aff=oddtdtcreator`);
    expect(entryHref(organize, 'Create events')).to.equal(`${SERVER}/create/`);
    await sendKeys({ press: 'Escape' });
    const help = await openWithKeyboard(menuTrigger(element, 'Help'));
    expect(entryHref(help, 'Help Center')).to.equal(`${SERVER}/support/`);
  });

  it("the affiliate code 'oddtdtcreator' goes on the first quick link (Organize) as aff, and only there", async () => {
    onPage('/e/1');
    const element = await header('<eb-header show-browse-events></eb-header>', { env: { affiliateCode: 'partner42' } });
    const organize = await openWithKeyboard(menuTrigger(element, 'Organize'));
    expect(new URL(entryHref(organize, 'Organizer overview')!).searchParams.get('aff')).to.equal('partner42');
    expect(within(nav(element)).getByRole('link', { name: 'Browse Events' }).getAttribute('href')).to.equal(`${SERVER}/d/local/all-events/`);
  });

  it("'Create an event' goes to /manage/events/auto-create/; alternate-cta says 'Organize an event'", async () => {
    onPage('/');
    let element = await header();
    expect(within(nav(element)).getByRole('link', { name: 'Create an event' }).getAttribute('href')).to.equal(`${SERVER}/manage/events/auto-create/`);
    element.setAttribute('alternate-cta', '');
    await within(nav(element)).findByRole('link', { name: 'Organize an event' });
    expect(within(nav(element)).queryByRole('link', { name: 'Create an event' })).to.equal(null);
    cleanupElements();
    element = await header('<eb-header alternate-cta></eb-header>');
    expect(within(nav(element)).getByRole('link', { name: 'Organize an event' })).to.exist;
  });

  it('Browse Events shows only with show-browse-events', async () => {
    onPage('/e/1');
    const element = await header();
    expect(within(nav(element)).queryByRole('link', { name: 'Browse Events' })).to.equal(null);
    (element as HTMLElement & { showBrowseEvents?: boolean }).showBrowseEvents = true;
    await within(nav(element)).findByRole('link', { name: 'Browse Events' });
  });

  it('Browse Events is hidden on paths starting with /d/ unless they contain /events/', async () => {
    onPage('/d/local/all-events/');
    let element = await header('<eb-header show-browse-events></eb-header>');
    expect(within(nav(element)).queryByRole('link', { name: 'Browse Events' })).to.equal(null);
    cleanupElements();
    onPage('/d/ca--san-francisco/events/');
    element = await header('<eb-header show-browse-events></eb-header>');
    expect(within(nav(element)).getByRole('link', { name: 'Browse Events' })).to.exist;
  });
});

describe('<eb-header>: anonymous visitors see Sign In / Log In and Sign Up', () => {
  it('links carry a referrer back to the current page: env.loginUrl and env.signupUrl when set', async () => {
    const element = await header(undefined, {
      env: { loginUrl: `${SERVER}/signin/?referrer=%2Fe%2F42`, signupUrl: `${SERVER}/signin/signup/?referrer=%2Fe%2F42` },
    });
    expect(within(nav(element)).getByRole('link', { name: 'Sign In' }).getAttribute('href')).to.equal(`${SERVER}/signin/?referrer=%2Fe%2F42`);
    expect(within(nav(element)).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).to.equal(`${SERVER}/signin/signup/?referrer=%2Fe%2F42`);
  });

  it('without them, {serverUrl}/signin/?referrer={current path and query}', async () => {
    const element = await header(undefined, { env: { loginUrl: '', signupUrl: '' } });
    const signIn = new URL(within(nav(element)).getByRole('link', { name: 'Sign In' }).getAttribute('href')!);
    expect(`${signIn.origin}${signIn.pathname}`).to.equal(`${SERVER}/signin/`);
    expect(signIn.searchParams.get('referrer')).to.equal(`${location.pathname}${location.search}`);
  });

  it("the organizer header says 'Log In'", async () => {
    const element = await header('<eb-header variant="organizer"></eb-header>');
    expect(within(nav(element)).getByRole('link', { name: 'Log In' })).to.exist;
    expect(within(nav(element)).queryByRole('link', { name: 'Sign In' })).to.equal(null);
  });

  it('there is no user menu', async () => {
    const element = await header();
    expect(element.shadowRoot!.querySelector('[part="user-menu"]')).to.equal(null);
    expect(within(nav(element)).queryAllByRole('button', { name: /@/ })).to.have.length(0);
  });
});

describe('<eb-header>: the create-event call to action', () => {
  it('shows on a page of the allowed list to a user who cannot create events', async () => {
    onPage('/organizer/overview/');
    const element = await header();
    expect(within(nav(element)).getByRole('link', { name: 'Create an event' })).to.exist;
  });

  it('does not show elsewhere to a user who cannot create events', async () => {
    onPage('/e/1');
    const element = await signedIn(attendee);
    expect(within(nav(element)).queryByRole('link', { name: 'Create an event' })).to.equal(null);
  });

  it('shows on any page when the user canCreateEvents', async () => {
    onPage('/e/1');
    const element = await signedIn(organizer);
    expect(within(nav(element)).getByRole('link', { name: 'Create an event' })).to.exist;
  });

  it('is hidden with hide-create-cta', async () => {
    onPage('/');
    const element = await signedIn(organizer, '<eb-header hide-create-cta></eb-header>');
    expect(within(nav(element)).queryByRole('link', { name: 'Create an event' })).to.equal(null);
  });

  it('clicking it tracks the create-event attempt (auto create, hasPublish, hasPaidPublish)', async () => {
    onPage('/e/1');
    const element = await signedIn(organizer);
    const tracked: unknown[] = [];
    element.addEventListener('eb-analytics', (event) => tracked.push((event as CustomEvent).detail));
    // The test page must stay: the link would otherwise be followed.
    element.addEventListener('click', (event) => event.preventDefault());
    within(nav(element)).getByRole('link', { name: 'Create an event' }).click();
    expect(tracked).to.deep.equal([{ category: 'header', action: 'CreateEventAttempt', label: 'auto create', hasPublish: true, hasPaidPublish: false }]);
  });
});

describe('<eb-header>: the user menu (authenticated only)', () => {
  it("shows the profile image and the user's email, truncated visually at 150 px with the full text in its title", async () => {
    const longEmail = 'ada.attenborough.the.very.first@example.com';
    const element = await signedIn({ ...attendee, email: { email: longEmail } });
    const trigger = userMenuTrigger(element)!;
    expect(within(trigger).getByText(longEmail).getAttribute('title')).to.equal(longEmail);
    const label = within(trigger).getByText(longEmail);
    expect(label.getBoundingClientRect().width).to.be.at.most(150);
    expect(getComputedStyle(label).textOverflow).to.equal('ellipsis');
    expect(trigger.querySelector('img')!.getAttribute('src')).to.equal(PHOTO);
    expect(trigger.getAttribute('aria-haspopup')).to.equal('menu');
  });

  it('between 660 and 959 px the trigger shows the avatar alone, named by the email', async () => {
    await setViewport({ width: 800, height: 800 });
    const element = await signedIn(attendee);
    const trigger = await within(nav(element)).findByRole('button', { name: 'ada.attendee@example.com' });
    expect(trigger.querySelector('.eb-header__user-label')).to.equal(null);
    await setViewport({ width: 960, height: 800 });
    await waitFor(() => expect(trigger.querySelector('.eb-header__user-label')?.textContent).to.equal('ada.attendee@example.com'));
  });

  it('without a profile image the avatar shows the initials', async () => {
    const element = await signedIn({ ...attendee, thumbnailUrl: undefined });
    expect(userMenuTrigger(element)!.querySelector('.eb-avatar')!.textContent).to.equal('AA');
  });

  it('an attendee sees Tickets, Liked, Following, Interests, Account settings, Log out; not Manage my events', async () => {
    const element = await signedIn(attendee);
    const menu = await openWithKeyboard(userMenuTrigger(element)!);
    expect(entryTexts(menu)).to.deep.equal(['Tickets', 'Liked', 'Following', 'Interests', 'Account settings', 'Log out']);
    expect(entryHref(menu, 'Tickets')).to.equal(`${SERVER}/u/u1001/`);
    expect(entryHref(menu, 'Liked')).to.equal(`${SERVER}/u/u1001/saved`);
    expect(entryHref(menu, 'Following')).to.equal(`${SERVER}/u/u1001/followed/`);
    expect(entryHref(menu, 'Interests')).to.equal(`${SERVER}/u/interests`);
    expect(entryHref(menu, 'Account settings')).to.equal(`${SERVER}/account-settings/`);
  });

  it('an organizer sees every entry in order, with Sponsorships Beta, Studio New and Manage my events', async () => {
    const element = await signedIn(organizer);
    const menu = await openWithKeyboard(userMenuTrigger(element)!);
    expect(entryTexts(menu)).to.deep.equal([
      'Tickets',
      'Liked',
      'Following',
      'Interests',
      'Account settings',
      'Contacts',
      'Organizer profile',
      'Attendee newsletter',
      'Sponsorships',
      'Studio',
      'Manage my events',
      'Log out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /^Sponsorships/ }).textContent).to.equal('SponsorshipsBeta');
    expect(within(menu).getByRole('menuitem', { name: /^Studio/ }).textContent).to.equal('StudioNew');
    expect(entryHref(menu, 'Contacts')).to.equal(`${SERVER}/contacts/`);
    expect(entryHref(menu, 'Organizer profile')).to.equal(`${SERVER}/myprofile/`);
    expect(entryHref(menu, 'Attendee newsletter')).to.equal(`${SERVER}/hybrid_newsletter/`);
    expect(entryHref(menu, 'Sponsorships')).to.equal(`${SERVER}/sponsorship/connect/search/`);
    expect(entryHref(menu, 'Studio')).to.equal(`${SERVER}/studio/`);
    expect(entryHref(menu, 'Manage my events')).to.equal(`${SERVER}/myevents/`);
  });

  it('Liked shows the saved count from the shared store: 99+ above 99, hidden at 0, live', async () => {
    const element = await signedIn(organizer);
    const menu = await openWithKeyboard(userMenuTrigger(element)!);
    expect(within(menu).getByRole('menuitem', { name: 'Liked 99+ saved events' })).to.exist;
    configure({ user: { numSavedEvents: 0 } });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Liked' })).to.exist);
    configure({ user: { numSavedEvents: 7 } });
    await within(menu).findByRole('menuitem', { name: 'Liked 7 saved events' });
  });

  it('Collections shows only with the enableOldCollectionsLink flag', async () => {
    let element = await signedIn(attendee);
    expect(entryTexts(await openWithKeyboard(userMenuTrigger(element)!))).not.to.include('Collections');
    cleanupElements();
    element = await signedIn(attendee, undefined, { featureFlags: { enableOldCollectionsLink: true } });
    const menu = await openWithKeyboard(userMenuTrigger(element)!);
    expect(entryTexts(menu).slice(0, 5)).to.deep.equal(['Tickets', 'Liked', 'Following', 'Collections', 'Interests']);
    expect(entryHref(menu, 'Collections')).to.equal(`${SERVER}/u/u1001/favorites/collections`);
  });

  it('Interests opens the detached variant with a referrer to the current page under enableDetachedInterests', async () => {
    const element = await signedIn(attendee, undefined, { featureFlags: { enableDetachedInterests: true } });
    const url = new URL(entryHref(await openWithKeyboard(userMenuTrigger(element)!), 'Interests')!);
    expect(url.pathname).to.equal('/u/interests/tags/');
    expect(url.searchParams.get('mode')).to.equal('detached');
    expect(url.searchParams.get('referrer')).to.equal(`${location.pathname}${location.search}`);
  });

  it('Manage my events goes to /manage/ when manage overview is active, /organizations/home when creator home is activated', async () => {
    let element = await signedIn(organizer, undefined, { featureFlags: { enableManageOverview: true } });
    expect(entryHref(await openWithKeyboard(userMenuTrigger(element)!), 'Manage my events')).to.equal(`${SERVER}/manage/`);
    cleanupElements();
    element = await signedIn(organizer, undefined, { featureFlags: { enableCreatorHome: true } });
    expect(entryHref(await openWithKeyboard(userMenuTrigger(element)!), 'Manage my events')).to.equal(`${SERVER}/organizations/home`);
  });

  it('attendees on mobile (env.isMobile) do see Manage my events', async () => {
    const element = await signedIn(attendee, undefined, { env: { isMobile: true } });
    expect(entryTexts(await openWithKeyboard(userMenuTrigger(element)!))).to.include('Manage my events');
  });

  it("'Log out' goes to env.logoutUrl and removes the referral value from local storage", async () => {
    localStorage.setItem('referral', 'friend-123');
    const element = await signedIn(attendee, undefined, { env: { logoutUrl: `${SERVER}/logout/?next=home` } });
    const trigger = userMenuTrigger(element)!;
    await openWithKeyboard(trigger, 'ArrowDown');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(element)?.textContent).to.equal('Log out');
    await sendKeys({ press: 'Enter' });
    expect(navigations).to.deep.equal([`${SERVER}/logout/?next=home`]);
    expect(localStorage.getItem('referral')).to.equal(null);
  });
});

describe('<eb-header>: dropdowns work with the keyboard (spec 000 §4)', () => {
  it('the user menu opens on Enter with focus on Tickets; Down moves; Escape closes and returns focus', async () => {
    const element = await signedIn(attendee);
    const trigger = userMenuTrigger(element)!;
    const menu = await openWithKeyboard(trigger);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(focused(element)?.textContent).to.equal('Tickets');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(element)?.textContent).to.equal('Liked88 saved events');
    await sendKeys({ press: 'Escape' });
    expect(menu.hidden).to.equal(true);
    expect(focused(element) === trigger).to.equal(true);
  });

  it('the Organize menu opens on Space and on Down; Tab closes it', async () => {
    const element = await header();
    const trigger = menuTrigger(element, 'Organize');
    let menu = await openWithKeyboard(trigger, ' ');
    expect(focused(element)?.textContent).to.equal('Organizer overview');
    await sendKeys({ press: 'Tab' });
    expect(menu.hidden).to.equal(true);
    menu = await openWithKeyboard(trigger, 'ArrowDown');
    expect(menu.hidden).to.equal(false);
    await sendKeys({ press: 'End' });
    expect(focused(element)?.textContent).to.equal('Event planning');
  });

  it('choosing Help Center with Enter follows its link', async () => {
    const element = await header();
    element.addEventListener('click', (event) => event.preventDefault());
    const chosen: string[] = [];
    element.shadowRoot!.addEventListener('click', (event) => {
      if (event.target instanceof HTMLAnchorElement) chosen.push(event.target.href);
    });
    const menu = await openWithKeyboard(menuTrigger(element, 'Help'));
    await sendKeys({ press: 'Enter' });
    expect(chosen).to.deep.equal([`${SERVER}/support/`]);
    expect(menu.hidden).to.equal(true);
  });
});

describe('<eb-header>: staff items on the admin host', () => {
  it('Admin, Feature Flags and Tikibar show for staff when the page is on the host of env.adminServerUrl', async () => {
    const element = await signedIn(staff, undefined, { env: { adminServerUrl: location.origin } });
    const menu = await openWithKeyboard(userMenuTrigger(element)!);
    expect(entryTexts(menu).slice(-4)).to.deep.equal(['Admin', 'Feature Flags', 'Tikibar', 'Log out']);
    expect(entryHref(menu, 'Admin')).to.equal(`${SERVER}/admin/search/`);
    expect(entryHref(menu, 'Feature Flags')).to.equal(`${SERVER}/admin/nexus/gargoyle/`);
    expect(entryHref(menu, 'Tikibar')).to.equal(`${SERVER}/tikibar/settings/`);
  });

  it('Tikibar only when the user has it', async () => {
    const element = await signedIn({ ...staff, hasTikibar: false }, undefined, { env: { adminServerUrl: location.origin } });
    expect(entryTexts(await openWithKeyboard(userMenuTrigger(element)!))).not.to.include('Tikibar');
  });

  it('no staff items on another host', async () => {
    const element = await signedIn(staff, undefined, { env: { adminServerUrl: 'https://admin.eventbrite.com' } });
    expect(entryTexts(await openWithKeyboard(userMenuTrigger(element)!))).not.to.include.members(['Admin']);
  });
});

describe('<eb-header>: narrow screens (below 660 px)', () => {
  beforeEach(async () => {
    await setViewport({ width: 400, height: 800 });
  });

  it("the header's links collapse into a 'Menu' dropdown; the search shows as an icon button", async () => {
    onPage('/');
    const element = await header('<eb-header show-browse-events></eb-header>');
    const menu = await openWithKeyboard(await within(nav(element)).findByRole('button', { name: 'Menu' }));
    expect(entryTexts(menu)).to.deep.equal(['Organize', 'Help', 'Browse Events', 'Create an event', 'Sign In', 'Sign Up']);
    expect(new URL(entryHref(menu, 'Organize')!).searchParams.get('aff')).to.equal('oddtdtcreator');
    expect(within(nav(element)).queryByRole('button', { name: 'Organize' })).to.equal(null);
    const search = shadow(element).getByRole('button', { name: 'Search events' });
    expect(search.textContent).to.equal('');
  });

  it('the layout follows the window: widening brings the links back', async () => {
    const element = await header();
    await within(nav(element)).findByRole('button', { name: 'Menu' });
    await setViewport({ width: 1000, height: 800 });
    await within(nav(element)).findByRole('button', { name: 'Organize' });
    expect(within(nav(element)).queryByRole('button', { name: 'Menu' })).to.equal(null);
  });

  it('choosing the call to action in the Menu tracks the create-event attempt', async () => {
    onPage('/');
    const element = await header();
    element.addEventListener('click', (event) => event.preventDefault());
    const tracked: Array<{ action: string }> = [];
    element.addEventListener('eb-analytics', (event) => tracked.push((event as CustomEvent<{ action: string }>).detail));
    await openWithKeyboard(await within(nav(element)).findByRole('button', { name: 'Menu' }));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(element)?.textContent).to.equal('Create an event');
    await sendKeys({ press: 'Enter' });
    expect(tracked.map((event) => event.action)).to.deep.equal(['CreateEventAttempt']);
  });

  it("a user menu label longer than 30 characters is cut to its first 25 plus '...', in a disabled entry at index 9", async () => {
    const email = 'olu.organizer.with.a.long.name@example.com';
    const element = await signedIn({ ...organizer, email: { email } });
    const trigger = await narrowUserMenuTrigger(element);
    expect(within(nav(element)).getByRole('button', { name: email }) === trigger).to.equal(true);
    const menu = await openWithKeyboard(trigger);
    const items = within(menu).getAllByRole('menuitem');
    expect(items[9].textContent).to.equal('olu.organizer.with.a.long...');
    expect(items[9].getAttribute('aria-disabled')).to.equal('true');
    expect(entryTexts(menu).filter((_, index) => index !== 9)).to.deep.equal([
      'Tickets',
      'Liked',
      'Following',
      'Interests',
      'Account settings',
      'Contacts',
      'Organizer profile',
      'Attendee newsletter',
      'Sponsorships',
      'Studio',
      'Manage my events',
      'Log out',
    ]);
  });

  it('the disabled label entry cannot be chosen', async () => {
    const element = await signedIn(organizer);
    // Were it a link, the test page must stay.
    element.addEventListener('click', (event) => event.preventDefault());
    const trigger = await narrowUserMenuTrigger(element);
    const menu = await openWithKeyboard(trigger);
    expect(within(menu).getAllByRole('menuitem')[9].getAttribute('aria-disabled')).to.equal('true');
    within(menu).getAllByRole('menuitem')[9].focus();
    await sendKeys({ press: 'Enter' });
    expect(menu.hidden).to.equal(false);
    expect(navigations).to.deep.equal([]);
  });

  it('a label of 30 characters or fewer is kept whole; attendees on narrow screens see Manage my events', async () => {
    const element = await signedIn({ ...attendee, email: { email: 'ada@example.com' } });
    const trigger = await narrowUserMenuTrigger(element);
    const menu = await openWithKeyboard(trigger);
    expect(entryTexts(menu)).to.deep.equal(['Tickets', 'Liked', 'Following', 'Interests', 'Account settings', 'Manage my events', 'Log out', 'ada@example.com']);
  });
});

describe('<eb-header>: responsive at the spec 000 §9 breakpoints', () => {
  it('fits the window without horizontal scrolling at 360, 480, 660, 792, 960, 1080, 1152, 1272 and 1608 px', async () => {
    onPage('/');
    const element = await signedIn({ ...organizer, email: { email: 'olu.organizer.with.a.long.name@example.com' } }, '<eb-header show-browse-events></eb-header>');
    for (const width of [360, 480, 660, 792, 960, 1080, 1152, 1272, 1608]) {
      await setViewport({ width, height: 800 });
      const narrow = width < 660;
      await waitFor(() => expect(within(nav(element)).queryAllByRole('button', { name: 'Menu' })).to.have.length(narrow ? 1 : 0));
      const banner = shadow(element).getByRole('banner');
      expect(banner.scrollWidth, `header at ${width}px`).to.be.at.most(banner.clientWidth);
      expect(document.documentElement.scrollWidth, `page at ${width}px`).to.be.at.most(width);
    }
  });
});

describe('<eb-header>: embedded view and hide-header', () => {
  it('hide-header hides the header; a menu toggle opens a side drawer with the page title, description and nav items', async () => {
    document.title = 'Jazz night | Eventbrite';
    onPage('/');
    const element = await header('<eb-header hide-header></eb-header>');
    expect(shadow(element).queryByRole('banner')).to.equal(null);
    const toggle = shadow(element).getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    const drawer = await shadow(element).findByRole('dialog', { name: 'Jazz night | Eventbrite' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(within(drawer).getByText('Find events, organize your own and manage your account.')).to.exist;
    const links = within(within(drawer).getByRole('navigation', { name: 'Main Navigation' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).to.deep.equal(['Organize', 'Help', 'Create an event']);
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).to.exist;
  });

  it('Escape closes the drawer and focus goes back to the toggle', async () => {
    const element = await header('<eb-header hide-header></eb-header>');
    const toggle = shadow(element).getByRole('button', { name: 'Menu' });
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await shadow(element).findByRole('dialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(shadow(element).queryByRole('dialog')).to.equal(null));
    expect(focused(element) === toggle).to.equal(true);
  });

  it('in the embedded view the header is hidden and the drawer drops the page title, nav items and description', async () => {
    document.title = 'Checkout';
    const element = await signedIn(attendee, undefined, { env: { isEmbeddedView: true } });
    expect(shadow(element).queryByRole('banner')).to.equal(null);
    shadow(element).getByRole('button', { name: 'Menu' }).click();
    const drawer = await shadow(element).findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByText('Checkout')).to.equal(null);
    expect(within(drawer).queryByText('Find events, organize your own and manage your account.')).to.equal(null);
    expect(within(drawer).queryByRole('navigation', { name: 'Main Navigation' })).to.equal(null);
    const account = within(drawer).getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Tickets' }).getAttribute('href')).to.equal(`${SERVER}/u/u1001/`);
    expect(within(drawer).getByRole('button', { name: 'Close' })).to.exist;
  });

  it("the drawer's Log out also removes the referral value and goes to env.logoutUrl", async () => {
    localStorage.setItem('referral', 'friend-123');
    const element = await signedIn(attendee, '<eb-header hide-header></eb-header>');
    shadow(element).getByRole('button', { name: 'Menu' }).click();
    within(await shadow(element).findByRole('dialog'))
      .getByRole('button', { name: 'Log out' })
      .click();
    expect(navigations).to.deep.equal([`${SERVER}/logout/`]);
    expect(localStorage.getItem('referral')).to.equal(null);
  });

  it('with hide-menu-toggle nothing shows at all', async () => {
    const container = mountHtml('<eb-header hide-header hide-menu-toggle></eb-header>');
    const element = container.querySelector<HTMLElement>('eb-header')!;
    const visible = await header('<eb-header hide-header></eb-header>');
    await shadow(visible).findByRole('button', { name: 'Menu' });
    expect(element.shadowRoot!.querySelector('button, a, header')).to.equal(null);
    configure({ env: { isEmbeddedView: true } });
    await waitFor(() => expect(shadow(visible).getByRole('button', { name: 'Menu' })).to.exist);
    expect(element.shadowRoot!.querySelector('button, a, header')).to.equal(null);
  });

  it('removing hide-header brings the header back', async () => {
    const element = await header('<eb-header hide-header></eb-header>');
    element.removeAttribute('hide-header');
    await shadow(element).findByRole('banner');
    expect(shadow(element).queryByRole('button', { name: 'Menu' })).to.equal(null);
  });
});

describe('<eb-header>: chat identity (spec 000 §6 "manager only when a user exists with a hash value")', () => {
  async function identities(html: string, patch: ServerDataPatch) {
    configure(patch);
    const container = mountHtml(html);
    const element = container.querySelector<HTMLElement & { chatIdentity?: unknown }>('eb-header')!;
    const seen: unknown[] = [];
    element.addEventListener('eb-chat-identity', (event) => seen.push((event as CustomEvent).detail));
    await rendered(element);
    await waitFor(() => expect(seen).to.have.length(1));
    return { element, seen };
  }

  it('dispatches eb-chat-identity once as a manager with publicId, email and hash, and reflects it on chatIdentity', async () => {
    const { element, seen } = await identities('<eb-header></eb-header>', { user: { ...organizer, intercomUserHash: 'h4sh' } });
    const expected = { isManager: true, publicId: 'u1002', email: 'olu.organizer@example.com', intercomUserHash: 'h4sh' };
    expect(seen).to.deep.equal([expected]);
    expect(element.chatIdentity).to.deep.equal(expected);
    element.setAttribute('alternate-cta', '');
    configure({ user: { numSavedEvents: 3 } });
    await within(nav(element)).findByRole('link', { name: 'Organize an event' });
    expect(seen).to.have.length(1);
  });

  it('is not a manager without a hash or without a user, and tells the page when that changes', async () => {
    const { element, seen } = await identities('<eb-header></eb-header>', { user: { isAuthenticated: false } });
    expect(seen).to.deep.equal([{ isManager: false }]);
    configure({ user: { ...organizer } });
    await userMenuTriggerReady(element);
    expect(seen).to.have.length(1);
    configure({ user: { intercomUserHash: 'h4sh' } });
    await waitFor(() => expect(seen).to.have.length(2));
    expect(seen[1]).to.deep.include({ isManager: true, publicId: 'u1002' });
    expect(element.chatIdentity).to.deep.include({ isManager: true });
  });

  it('works while the header is hidden too', async () => {
    const { seen } = await identities('<eb-header hide-header hide-menu-toggle></eb-header>', {
      user: { ...attendee, intercomUserHash: 'h4sh' },
    });
    expect(seen[0]).to.deep.include({ isManager: true, publicId: 'u1001' });
  });
});

describe('<eb-header>: no axe-core violations', () => {
  it('anonymous, with the Organize menu open', async () => {
    onPage('/');
    const element = await header('<eb-header show-browse-events></eb-header>');
    await openWithKeyboard(menuTrigger(element, 'Organize'));
    await expectNoAxeViolations(element);
  });

  it('attendee, with the user menu open', async () => {
    const element = await signedIn(attendee);
    await openWithKeyboard(userMenuTrigger(element)!);
    await expectNoAxeViolations(element);
  });

  it('organizer variant, with the user menu open', async () => {
    const element = await signedIn(organizer, '<eb-header variant="organizer"></eb-header>');
    await openWithKeyboard(userMenuTrigger(element)!);
    await expectNoAxeViolations(element);
  });

  it('staff on the admin host, with the user menu open', async () => {
    const element = await signedIn(staff, undefined, { env: { adminServerUrl: location.origin } });
    await openWithKeyboard(userMenuTrigger(element)!);
    await expectNoAxeViolations(element);
  });

  it('narrow screen, anonymous with the Menu open and signed in with the user menu open', async () => {
    await setViewport({ width: 400, height: 800 });
    onPage('/');
    const anonymous = await header();
    await openWithKeyboard(await within(nav(anonymous)).findByRole('button', { name: 'Menu' }));
    await expectNoAxeViolations(anonymous);
    cleanupElements();
    const element = await signedIn(organizer);
    await openWithKeyboard(await narrowUserMenuTrigger(element));
    await expectNoAxeViolations(element);
  });

  it('hidden header with the side drawer open, and the embedded drawer', async () => {
    const element = await signedIn(organizer, '<eb-header hide-header></eb-header>');
    shadow(element).getByRole('button', { name: 'Menu' }).click();
    await shadow(element).findByRole('dialog');
    await expectNoAxeViolations(element);
    cleanupElements();
    const embedded = await header(undefined, { env: { isEmbeddedView: true } });
    shadow(embedded).getByRole('button', { name: 'Menu' }).click();
    await shadow(embedded).findByRole('dialog', { name: 'Menu' });
    await expectNoAxeViolations(embedded);
  });
});
