import '../../../elements/eb-app-marketplace';
import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { configure, resetServerData, type ServerDataPatch } from '../../stores/server-data';
import { cleanupElements, mountHtml, rendered, shadow } from '../../test-support/elements';
import { fakeMarketplaceApi } from '../../test-support/fake-marketplace-api';
import { clickWithMouse } from '../../test-support/pointer';
import { resetMarketplace } from '../marketplace-stores';

let api: ReturnType<typeof fakeMarketplaceApi>;

beforeEach(async () => {
  resetMarketplace();
  api = fakeMarketplaceApi({});
  await setViewport({ width: 1280, height: 900 });
});

afterEach(async () => {
  api.restore();
  await resetMouse();
  cleanupElements();
  resetServerData();
  resetMarketplace();
});

async function marketplace(attributes = 'path="/apps/"', patch?: ServerDataPatch) {
  if (patch) configure(patch);
  const element = await rendered(mountHtml(`<eb-app-marketplace routing="memory" ${attributes}></eb-app-marketplace>`).querySelector<HTMLElement>('eb-app-marketplace'));
  const view = shadow(element);
  return { element, view };
}

const headerNav = (view: ReturnType<typeof shadow>) => view.getByRole('navigation', { name: 'App Marketplace' });
/** What a link says, without its decorative parts (the logo's wordmark). */
function linkName(link: Element): string {
  const copy = link.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}
const linkTexts = (nav: HTMLElement) => within(nav).getAllByRole('link').map(linkName);
const hrefOf = (nav: HTMLElement, name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
const thisPage = () => encodeURIComponent(`${location.pathname}${location.search}`);

describe("Marketplace header: signed out, 'quick links Create Events, Log In and Sign Up' (spec 001 §2)", () => {
  it('shows the logo, then Create Events, Log In and Sign Up on the configured server', async () => {
    const { view } = await marketplace('path="/apps/"', { env: { serverUrl: 'https://www.eventbrite.de', locale: 'en_US' }, user: { isAuthenticated: false } });
    const nav = headerNav(view);
    expect(linkTexts(nav)).to.deep.equal(['App Marketplace', 'Create Events', 'Log In', 'Sign Up']);
    expect(hrefOf(nav, 'Create Events')).to.equal('https://www.eventbrite.de/create/');
    expect(hrefOf(nav, 'Log In')).to.equal(`https://www.eventbrite.de/signin/?referrer=${thisPage()}`);
    expect(hrefOf(nav, 'Sign Up')).to.equal(`https://www.eventbrite.de/signin/signup/?referrer=${thisPage()}`);
    expect(within(nav).queryByRole('link', { name: 'Manage apps' })).to.equal(null);
  });

  it("Log In and Sign Up use the server's loginUrl and signupUrl when it gives them", async () => {
    const { view } = await marketplace('path="/apps/"', {
      env: { serverUrl: 'https://www.eventbrite.com', loginUrl: 'https://www.eventbrite.com/login/?x=1', signupUrl: 'https://www.eventbrite.com/join/' },
      user: { isAuthenticated: false },
    });
    const nav = headerNav(view);
    expect(hrefOf(nav, 'Log In')).to.equal('https://www.eventbrite.com/login/?x=1');
    expect(hrefOf(nav, 'Sign Up')).to.equal('https://www.eventbrite.com/join/');
  });
});

describe("Marketplace header: signed in, 'quick link Manage apps, which goes to the organizations extensions page' (spec 001 §2)", () => {
  it('shows Manage apps to {serverUrl}/organizations/extensions/ and none of the signed-out links', async () => {
    const { view } = await marketplace('path="/apps/"', {
      env: { serverUrl: 'https://www.eventbrite.co.uk', locale: 'en_US' },
      user: { isAuthenticated: true, firstName: 'Olivia' },
    });
    const nav = headerNav(view);
    expect(hrefOf(nav, 'Manage apps')).to.equal('https://www.eventbrite.co.uk/organizations/extensions/');
    for (const name of ['Create Events', 'Log In', 'Sign Up']) expect(within(nav).queryByRole('link', { name })).to.equal(null);
  });

  it('signing in while the page is open swaps the links', async () => {
    const { view } = await marketplace('path="/apps/"', { user: { isAuthenticated: false } });
    expect(within(headerNav(view)).getByRole('link', { name: 'Log In' })).to.exist;
    configure({ user: { isAuthenticated: true } });
    await waitFor(() => expect(within(headerNav(view)).getByRole('link', { name: 'Manage apps' })).to.exist);
    expect(within(headerNav(view)).queryByRole('link', { name: 'Log In' })).to.equal(null);
  });
});

describe("Marketplace header: 'The logo links to the apps home' (spec 001 §2)", () => {
  it('the logo is a link to the base path; a mouse click on it goes home', async () => {
    const { view } = await marketplace('path="/apps/popular/"');
    const logo = within(headerNav(view)).getByRole('link', { name: 'App Marketplace' });
    expect(logo.getAttribute('href')).to.equal('/apps/');
    await view.findByRole('heading', { level: 1, name: 'Popular' });
    await clickWithMouse(logo);
    await view.findByRole('heading', { level: 1, name: 'Find the apps for your events' });
  });

  it('under a language prefix or another base path, the logo goes to that home', async () => {
    const prefixed = await marketplace('path="/de-de/apps/popular/"');
    expect(within(headerNav(prefixed.view)).getByRole('link', { name: 'App Marketplace' }).getAttribute('href')).to.equal('/de-de/apps/');
    cleanupElements();
    const based = await marketplace('base-path="/marketplace/" path="/marketplace/popular/"');
    expect(within(headerNav(based.view)).getByRole('link', { name: 'App Marketplace' }).getAttribute('href')).to.equal('/marketplace/');
  });

  it('the logo and quick links are reached with Tab, in reading order', async () => {
    const { element, view } = await marketplace('path="/apps/"', { user: { isAuthenticated: false } });
    const nav = headerNav(view);
    const order: string[] = [];
    for (let step = 0; step < 4; step++) {
      await sendKeys({ press: 'Tab' });
      const focused = element.shadowRoot!.activeElement;
      order.push(focused ? linkName(focused) : '');
    }
    expect(order).to.deep.equal(linkTexts(nav));
  });
});

describe("Marketplace header: 'hide-header' drops the logo and quick links, not the hero (API.md §3)", () => {
  it('with hide-header there is no logo and no quick link; the hero with its search stays', async () => {
    const { view } = await marketplace('path="/apps/" hide-header', { user: { isAuthenticated: false } });
    await view.findByRole('heading', { level: 1, name: 'Find the apps for your events' });
    expect(view.queryByRole('navigation', { name: 'App Marketplace' })).to.equal(null);
    for (const name of ['App Marketplace', 'Create Events', 'Log In', 'Sign Up']) expect(view.queryByRole('link', { name })).to.equal(null);
    expect(view.getByRole('searchbox', { name: 'Search apps' })).to.exist;
  });

  it('removing hide-header brings them back', async () => {
    const { element, view } = await marketplace('path="/apps/" hide-header', { user: { isAuthenticated: false } });
    await view.findByRole('heading', { level: 1, name: 'Find the apps for your events' });
    element.removeAttribute('hide-header');
    await waitFor(() => expect(headerNav(view)).to.exist);
    expect(within(headerNav(view)).getByRole('link', { name: 'Log In' })).to.exist;
  });
});

describe('Marketplace header in the embedded view (spec 000 §2 "Header hidden when embedded")', () => {
  it('with env.isEmbeddedView there is no logo and no quick link; the hero with its search stays', async () => {
    const { view } = await marketplace('path="/apps/"', { env: { isEmbeddedView: true }, user: { isAuthenticated: false } });
    await view.findByRole('heading', { level: 1, name: 'Find the apps for your events' });
    expect(view.queryByRole('navigation', { name: 'App Marketplace' })).to.equal(null);
    for (const name of ['Create Events', 'Log In', 'Sign Up']) expect(view.queryByRole('link', { name })).to.equal(null);
    expect(view.getByRole('searchbox', { name: 'Search apps' })).to.exist;
  });
});
