import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { captureConsole } from '../../test-support/console';
import { cleanupElements } from '../../test-support/elements';
import { fakeMarketplaceApi, later, wireApps, type FakeListAnswer } from '../../test-support/fake-marketplace-api';
import { clickWithMouse } from '../../test-support/pointer';
import { renderInMarketplace } from '../../test-support/render-in-marketplace';
import { $appLists, listOf, resetMarketplace, type ListKey } from '../marketplace-stores';
import { DiscoverySection, type DiscoverySectionProps } from './DiscoverySection';

let api: ReturnType<typeof fakeMarketplaceApi>;
let warnings: ReturnType<typeof captureConsole>;

beforeEach(async () => {
  resetMarketplace();
  // A failed list is reported once by the API layer; these tests fail lists on purpose.
  warnings = captureConsole('warn');
  await setViewport({ width: 1280, height: 900 });
});

afterEach(async () => {
  api?.restore();
  warnings.restore();
  await resetMouse();
  cleanupElements();
  resetMarketplace();
});

function serve(answers: Record<string, FakeListAnswer>) {
  api = fakeMarketplaceApi(answers);
  return api;
}

async function section(props: Partial<DiscoverySectionProps> = {}) {
  const rendered = await renderInMarketplace(<DiscoverySection title="Popular" list="popular" seeAllTo="/apps/popular/" {...props} />);
  return rendered;
}

const settled = (list: ListKey) =>
  waitFor(
    () => {
      const { status } = listOf($appLists.get(), list);
      if (status !== 'loaded' && status !== 'failed') throw new Error(`${list} is ${status}`);
    },
    { timeout: 5000 },
  );

/** A real click, on an element brought into view first as a person would scroll to it. */
async function click(element: Element) {
  element.scrollIntoView({ block: 'center' });
  await clickWithMouse(element);
}

const cardNames = (root: ShadowRoot) => [...root.querySelectorAll('.eb-app-card__name')].map((name) => name.textContent);

describe("App discovery section: 'A title with a See all link and a grid of app cards' (spec 001 §2)", () => {
  it("shows the title as a heading and a 'See all' link that opens the full list", async () => {
    serve({ popular: wireApps('Pop', 3) });
    const { view, address } = await section();
    expect(view.getByRole('heading', { level: 2, name: 'Popular' })).to.exist;
    const seeAll = await view.findByRole('link', { name: 'See all' });
    expect(seeAll.getAttribute('href')).to.equal('/apps/popular/');
    await click(seeAll);
    expect(address()).to.equal('/apps/popular/');
  });

  it("'the label can be overridden': a seeAllLabel replaces 'See all'", async () => {
    serve({ popular: wireApps('Pop', 3) });
    const { view } = await section({ seeAllLabel: 'Browse every popular app' });
    expect(view.getByRole('link', { name: 'Browse every popular app' }).getAttribute('href')).to.equal('/apps/popular/');
    expect(view.queryByRole('link', { name: 'See all' })).to.equal(null);
  });

  it('without a see-all destination there is no link', async () => {
    serve({ popular: wireApps('Pop', 3) });
    const { view } = await section({ seeAllTo: undefined });
    await view.findAllByRole('listitem');
    expect(view.queryByRole('link', { name: 'See all' })).to.equal(null);
  });

  it("'It shows at most 6 apps by default': the first 6 of a list of 8, in order", async () => {
    serve({ popular: wireApps('Pop', 8) });
    const { root, view } = await section();
    await waitFor(() => expect(view.getAllByRole('listitem')).to.have.length(6));
    expect(cardNames(root)).to.deep.equal(['Pop 1', 'Pop 2', 'Pop 3', 'Pop 4', 'Pop 5', 'Pop 6']);
  });

  it('a section may show fewer (maxApps)', async () => {
    serve({ popular: wireApps('Pop', 8) });
    const { view } = await section({ maxApps: 4 });
    await waitFor(() => expect(view.getAllByRole('listitem')).to.have.length(4));
  });

  /** The six cards of the section, once shown. */
  const sixCards = (view: Awaited<ReturnType<typeof section>>['view']) =>
    waitFor(() => {
      const found = view.getAllByRole('listitem');
      expect(found).to.have.length(6);
      return found;
    });
  /** The number of cards on the first row of the grid, as laid out on the screen. */
  const firstRowCount = (items: HTMLElement[]) => items.filter((item) => item.getBoundingClientRect().top === items[0].getBoundingClientRect().top).length;

  it("'Column counts are 2 or 3 (default 3)': three cards a row by default on a wide screen", async () => {
    serve({ popular: wireApps('Pop', 6) });
    const { view } = await section();
    const items = await sixCards(view);
    expect(firstRowCount(items)).to.equal(3);
  });

  it("'Column counts are 2 or 3': two cards a row when the section asks for 2", async () => {
    serve({ popular: wireApps('Pop', 6) });
    const { view } = await section({ columns: 2 });
    const items = await sixCards(view);
    expect(firstRowCount(items)).to.equal(2);
  });

  it('cards stack one a row on a small screen (below 660 px)', async () => {
    await setViewport({ width: 400, height: 900 });
    serve({ popular: wireApps('Pop', 6) });
    const { view } = await section();
    const items = await sixCards(view);
    expect(firstRowCount(items)).to.equal(1);
  });
});

describe("App discovery section: 'A spinner shows while loading' (spec 001 §2)", () => {
  it('shows a spinner named after the section until the list arrives, then the cards', async () => {
    const answer = later<unknown[]>();
    serve({ popular: answer.promise });
    const { view } = await section();
    const spinner = await view.findByRole('status', { name: 'Loading Popular' });
    expect(spinner).to.exist;
    expect(view.getByRole('region', { name: 'Popular' }).getAttribute('aria-busy')).to.equal('true');
    expect(view.queryAllByRole('listitem')).to.have.length(0);
    answer.resolve(wireApps('Pop', 2));
    await waitFor(() => expect(view.getAllByRole('listitem')).to.have.length(2));
    expect(view.queryByRole('status', { name: 'Loading Popular' })).to.equal(null);
    expect(view.getByRole('region', { name: 'Popular' }).getAttribute('aria-busy')).to.equal('false');
  });
});

describe("App discovery section: 'On failure it shows the message with a refresh button that re-requests the section' (spec 001 §2, §4)", () => {
  it("a failed list shows 'Whoa, something weird happened here. Try refreshing this section.' and a Refresh button", async () => {
    serve({ popular: { status: 500 } });
    const { view } = await section();
    const alert = await view.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).to.contain('Whoa, something weird happened here. Try refreshing this section.');
    expect(within(alert).getByRole('button', { name: 'Refresh' })).to.exist;
    expect(view.getByRole('heading', { name: 'Popular' })).to.exist;
    expect(view.queryAllByRole('listitem')).to.have.length(0);
  });

  it('Refresh re-requests that section only and shows its apps', async () => {
    const fake = serve({ popular: { status: 500 }, featured: wireApps('Feat', 3) });
    const { root } = await renderInMarketplace(
      <>
        <DiscoverySection title="Popular" list="popular" />
        <DiscoverySection title="Featured" list="featured" />
      </>,
    );
    const view = within(root as unknown as HTMLElement);
    const popular = () => within(view.getByRole('region', { name: 'Popular' }));
    await popular().findByRole('alert', {}, { timeout: 5000 });
    await settled('featured');
    const before = [...fake.requested];
    fake.answers.popular = wireApps('Pop', 2);
    await click(popular().getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(popular().getAllByRole('listitem')).to.have.length(2));
    expect(fake.requested.slice(before.length)).to.deep.equal(['popular']);
    expect(popular().queryByRole('alert')).to.equal(null);
    expect(within(view.getByRole('region', { name: 'Featured' })).getAllByRole('listitem')).to.have.length(3);
  });

  it('Refresh works from the keyboard, and focus stays in the section on its heading', async () => {
    const fake = serve({ popular: { status: 500 } });
    const { view, root } = await section({ seeAllTo: undefined });
    const refresh = await view.findByRole('button', { name: 'Refresh' }, { timeout: 5000 });
    fake.answers.popular = wireApps('Pop', 2);
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(refresh);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(view.getAllByRole('listitem')).to.have.length(2));
    expect(root.activeElement).to.equal(view.getByRole('heading', { name: 'Popular' }));
  });
});

describe("App discovery section: 'With no apps and no loading or failure, nothing is rendered' (spec 001 §2)", () => {
  it('an empty list leaves no heading, link, spinner or message: nothing at all', async () => {
    serve({ popular: [] });
    const { root } = await section();
    await settled('popular');
    await waitFor(() => expect(root.querySelector('.eb-test-marketplace-part')!.childElementCount).to.equal(0));
  });
});

describe('App discovery section: the list is loaded once for the page', () => {
  it('two sections showing the same list make one request', async () => {
    const fake = serve({ popular: wireApps('Pop', 3) });
    const { view } = await renderInMarketplace(
      <>
        <DiscoverySection title="Popular" list="popular" />
        <DiscoverySection title="Also popular" list="popular" />
      </>,
    );
    await waitFor(() => expect(view.getAllByRole('listitem')).to.have.length(6));
    expect(fake.count('popular')).to.equal(1);
  });
});
