import { waitFor } from '@testing-library/dom';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { App } from '../../api/apps';
import { cleanupElements } from '../../test-support/elements';
import { clickWithMouse } from '../../test-support/pointer';
import { renderInMarketplace } from '../../test-support/render-in-marketplace';
import { AppCard, type AppCardProps } from './AppCard';
import { AppGrid } from './AppGrid';

const LOGO = `${location.origin}/src/ui/avatar/avatar-test-photo.svg`;

let ids = 0;
function app(name: string, fields: Partial<App> = {}): App {
  ids += 1;
  return { id: `a${ids}`, name, slug: `app-${ids}`, logoUrl: LOGO, localization: { shortDescription: 'Sells more tickets' }, ...fields };
}

/** Every `eb-analytics` detail dispatched on the page. */
let analytics: Array<Record<string, unknown>> = [];
const record = (event: Event) => analytics.push((event as CustomEvent<Record<string, unknown>>).detail);

beforeEach(async () => {
  analytics = [];
  document.addEventListener('eb-analytics', record);
  await setViewport({ width: 1280, height: 900 });
});

afterEach(async () => {
  document.removeEventListener('eb-analytics', record);
  await resetMouse();
  cleanupElements();
});

async function card(props: Partial<AppCardProps> & { app: App }) {
  return renderInMarketplace(<AppCard position={1} sectionTitle="Popular" {...props} />);
}

const textOf = (root: ShadowRoot, selector: string) => root.querySelector(selector)?.textContent ?? null;

describe("App card: 'shows the logo, the name and the short description' (spec 001 §2)", () => {
  it('a link to the app page (base path + slug) with the logo, the name and the short description', async () => {
    const { root, view } = await card({ app: app('Mailbloom', { slug: 'mailbloom', localization: { shortDescription: 'Email that blooms' } }) });
    const link = view.getByRole('link', { name: /Mailbloom/ });
    expect(link.getAttribute('href')).to.equal('/apps/mailbloom/');
    expect(textOf(root, '.eb-app-card__name')).to.equal('Mailbloom');
    expect(textOf(root, '.eb-app-card__description')).to.equal('Email that blooms');
    const logo = link.querySelector('img')!;
    expect(logo.getAttribute('src')).to.equal(LOGO);
    // Decorative: the name says which app it is.
    expect(logo.getAttribute('alt')).to.equal('');
  });

  it('a mouse click opens the app page in place', async () => {
    const { view, address } = await card({ app: app('Mailbloom', { slug: 'mailbloom' }) });
    await clickWithMouse(view.getByRole('link', { name: /Mailbloom/ }));
    expect(address()).to.equal('/apps/mailbloom/');
  });

  it('Enter on the focused card opens the app page (keyboard)', async () => {
    const { root, view, address } = await card({ app: app('Mailbloom', { slug: 'mailbloom' }) });
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(view.getByRole('link', { name: /Mailbloom/ }));
    await sendKeys({ press: 'Enter' });
    expect(address()).to.equal('/apps/mailbloom/');
  });
});

describe("App card: 'the name is truncated to 30 characters plus an ellipsis when longer' (spec 001 §2, §9)", () => {
  const thirty = 'Attendee Journey Orchestrator!';

  it('a name of exactly 30 characters shows whole', async () => {
    expect([...thirty]).to.have.length(30);
    const { root } = await card({ app: app(thirty) });
    expect(textOf(root, '.eb-app-card__name')).to.equal(thirty);
  });

  it('a name of 31 characters shows its first 30 plus an ellipsis', async () => {
    const { root } = await card({ app: app(`${thirty}X`) });
    expect(textOf(root, '.eb-app-card__name')).to.equal(`${thirty}…`);
  });

  it('characters, not UTF-16 units: 30 emoji stay whole, the 31st is cut', async () => {
    const emoji = '🎟'.repeat(30);
    const { root } = await card({ app: app(`${emoji}🎟`) });
    expect(textOf(root, '.eb-app-card__name')).to.equal(`${emoji}…`);
  });
});

describe("App card: 'the short description truncated to 40 characters plus an ellipsis' (spec 001 §2, §9)", () => {
  const forty = 'Fast ticket scanning for doors and gates';

  it('a short description of exactly 40 characters shows whole', async () => {
    expect([...forty]).to.have.length(40);
    const { root } = await card({ app: app('Scanner', { localization: { shortDescription: forty } }) });
    expect(textOf(root, '.eb-app-card__description')).to.equal(forty);
  });

  it('a short description of 41 characters shows its first 40 plus an ellipsis', async () => {
    const { root } = await card({ app: app('Scanner', { localization: { shortDescription: `${forty}!` } }) });
    expect(textOf(root, '.eb-app-card__description')).to.equal(`${forty}…`);
  });

  it('no short description: no empty line under the name', async () => {
    const { root } = await card({ app: app('Scanner', { localization: { shortDescription: null } }) });
    expect(root.querySelector('.eb-app-card__description')).to.equal(null);
  });
});

describe("App card: 'the name in medium or large text, default large' (spec 001 §2)", () => {
  const fontSize = (root: ShadowRoot) => parseFloat(getComputedStyle(root.querySelector('.eb-app-card__name')!).fontSize);
  const bodySize = (root: ShadowRoot) => parseFloat(getComputedStyle(root.querySelector('.eb-app-card')!).fontSize);

  it('by default the name is larger than the text around it', async () => {
    const { root } = await card({ app: app('Mailbloom') });
    expect(fontSize(root)).to.be.greaterThan(bodySize(root));
  });

  it("textSize 'medium' shows the name at the text's own size, smaller than 'large'", async () => {
    const { root: medium } = await card({ app: app('Mailbloom'), textSize: 'medium' });
    const { root: large } = await card({ app: app('Mailbloom'), textSize: 'large' });
    expect(fontSize(medium)).to.equal(bodySize(medium));
    expect(fontSize(medium)).to.be.lessThan(fontSize(large));
  });
});

describe("App card: 'Analytics events (category app-marketplace) are sent on app click' (spec 001 §7, API.md §3)", () => {
  it('a click is an eb-analytics event with the app name, id, position and section title', async () => {
    const apps = [app('First'), app('Second'), app('Third')];
    const { view } = await renderInMarketplace(<AppGrid apps={apps} sectionTitle="Staff Picks" />);
    await clickWithMouse(view.getByRole('link', { name: /Third/ }));
    await waitFor(() => expect(analytics).to.have.length(1));
    expect(analytics[0]).to.deep.include({
      category: 'app-marketplace',
      action: 'AppClick',
      appName: 'Third',
      appId: apps[2].id,
      position: 3,
      sectionTitle: 'Staff Picks',
    });
  });

  it('a later page of a grid counts positions on from where it starts', async () => {
    const apps = [app('Sixteenth'), app('Seventeenth')];
    const { view } = await renderInMarketplace(<AppGrid apps={apps} sectionTitle="Popular" firstPosition={16} />);
    await clickWithMouse(view.getByRole('link', { name: /Seventeenth/ }));
    await waitFor(() => expect(analytics).to.have.length(1));
    expect(analytics[0]).to.deep.include({ appName: 'Seventeenth', position: 17, sectionTitle: 'Popular' });
  });
});

describe('App card: server data stays text; the logo only from http(s)', () => {
  it('markup in the name and short description shows as text and creates no element', async () => {
    const name = '<img src=x onerror="window.hacked=1">';
    const shortDescription = '<b>bold</b> &amp; <script>window.hacked=1</script>';
    const { root } = await card({ app: app(name, { logoUrl: null, localization: { shortDescription } }) });
    expect(textOf(root, '.eb-app-card__name')).to.equal(`${name.slice(0, 30)}…`);
    expect(textOf(root, '.eb-app-card__description')).to.equal(`${shortDescription.slice(0, 40)}…`);
    expect(root.querySelector('.eb-app-card img, .eb-app-card b, .eb-app-card script')).to.equal(null);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
  });

  for (const logoUrl of ['javascript:alert(1)', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', '/relative/logo.svg', 'not a url']) {
    it(`a logo URL ${JSON.stringify(logoUrl.slice(0, 24))} shows no image, only the logo's empty place`, async () => {
      const { root } = await card({ app: app('Mailbloom', { logoUrl }) });
      expect(root.querySelector('img')).to.equal(null);
      expect(root.querySelector('.eb-app-card__logo')).to.exist;
    });
  }

  it('an http logo shows', async () => {
    const { root } = await card({ app: app('Mailbloom', { logoUrl: 'http://cdn.example/logo.svg' }) });
    expect(root.querySelector('img')!.getAttribute('src')).to.equal('http://cdn.example/logo.svg');
  });
});
