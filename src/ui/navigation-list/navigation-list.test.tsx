import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { NavigationList, type NavigationItem, type NavigationListProps } from './NavigationList';
import { focusableItemIds, isGroupActive, navigationIndexAfter, navigationSegments } from './navigation-list-rules';
import { expectFocusOn } from '../../test-support/focus';
import { centreOf } from '../../test-support/pointer';

afterEach(async () => {
  await resetMouse();
  cleanupElements();
});

const ITEMS: NavigationItem[] = [
  { kind: 'section-header', id: 'manage', label: 'Manage' },
  { kind: 'router-link', id: 'dashboard', label: 'Dashboard', path: '/myevents/' },
  {
    kind: 'expandable-link',
    id: 'reports',
    label: 'Reports',
    path: '/reports',
    items: [
      { kind: 'router-link', id: 'sales', label: 'Sales', path: '/reports/sales' },
      { kind: 'router-link', id: 'attendees', label: 'Attendees', path: '/reports/attendees' },
    ],
  },
  {
    kind: 'expandable-link',
    id: 'marketing',
    label: 'Marketing',
    items: [
      { kind: 'router-link', id: 'tracking', label: 'Tracking links', path: '/tracking/' },
      { kind: 'anchor-link', id: 'academy', label: 'Academy', href: 'https://www.eventbrite.com/blog/academy/' },
    ],
  },
  { kind: 'divider', id: 'divider' },
  { kind: 'anchor-link', id: 'help', label: 'Help', href: 'https://www.eventbrite.com/support/' },
];

async function renderNavigation(props: Partial<NavigationListProps> = {}) {
  const navigated: string[] = [];
  const ui = (next: Partial<NavigationListProps>) => (
    <>
      <button type="button">Before</button>
      <NavigationList label="Event tools" items={ITEMS} onNavigate={(path) => navigated.push(path)} {...props} {...next} />
      <button type="button">After</button>
    </>
  );
  const rendered = await renderInElement(ui({}));
  const nav = rendered.view.getByRole('navigation', { name: 'Event tools' });
  const link = (name: string) => within(nav).getByRole('link', { name, hidden: true });
  const group = (name: string) => within(nav).getByRole('button', { name });
  const expectFocus = (element: Element | null, message?: string) => expectFocusOn(rendered.root, element, message);
  const groupList = (name: string) => rendered.root.getElementById(group(name).getAttribute('aria-controls')!)!;
  return { ...rendered, nav, link, group, groupList, expectFocus, navigated, update: (next: Partial<NavigationListProps>) => rendered.rerender(ui(next)) };
}

/** Records whether link clicks reached the document unprevented, then stops the page from leaving. */
function holdNavigation() {
  const followed: string[] = [];
  const hold = (event: MouseEvent) => {
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!link) return;
    if (!event.defaultPrevented) followed.push(link.getAttribute('href')!);
    event.preventDefault();
  };
  document.addEventListener('click', hold);
  document.addEventListener('auxclick', hold);
  return {
    followed,
    release: () => {
      document.removeEventListener('click', hold);
      document.removeEventListener('auxclick', hold);
    },
  };
}

describe('NavigationList (spec 000 §9): nav list item kinds: router link, anchor link, divider, expandable link, section header', () => {
  it('is a navigation landmark with the accessible name it is given, holding lists', async () => {
    const { nav } = await renderNavigation();
    expect(nav.tagName).to.equal('NAV');
    expect(within(nav).getAllByRole('list').length).to.be.at.least(2);
  });

  it('a router link is a link to its path', async () => {
    const { link } = await renderNavigation();
    expect(link('Dashboard').getAttribute('href')).to.equal('/myevents/');
  });

  it('an anchor link is a plain link to its URL', async () => {
    const { link } = await renderNavigation();
    expect(link('Help').getAttribute('href')).to.equal('https://www.eventbrite.com/support/');
  });

  it('a divider is a separator', async () => {
    const { nav } = await renderNavigation();
    expect(within(nav).getAllByRole('separator')).to.have.length(1);
  });

  it('a section header names the list that follows it and is not focusable', async () => {
    const { nav } = await renderNavigation();
    const manage = within(nav).getByRole('list', { name: 'Manage' });
    expect(within(manage).getByRole('link', { name: 'Dashboard' })).to.exist;
    const header = within(nav).getByText('Manage');
    expect(header.tabIndex).to.equal(-1);
    expect(within(nav).queryAllByRole('link', { name: 'Manage' })).to.have.length(0);
    expect(within(nav).queryAllByRole('button', { name: 'Manage' })).to.have.length(0);
  });

  it('an expandable link is a button with aria-expanded controlling the list of its links', async () => {
    const { group, groupList } = await renderNavigation();
    const marketing = group('Marketing');
    expect(marketing.getAttribute('aria-expanded')).to.equal('false');
    expect(groupList('Marketing').tagName).to.equal('UL');
    expect(groupList('Marketing').hidden).to.equal(true);
    expect(
      within(groupList('Marketing'))
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).to.deep.equal(['Tracking links', 'Academy']);
  });

  it('links only allow http(s), mailto, tel and relative paths', async () => {
    const { view } = await renderInElement(
      <NavigationList
        label="Links"
        items={[
          { kind: 'anchor-link', id: 'mail', label: 'Mail us', href: 'mailto:help@example.com' },
          { kind: 'anchor-link', id: 'script', label: 'Script', href: 'javascript:alert(1)' },
          { kind: 'router-link', id: 'data', label: 'Data', path: 'data:text/html,x' },
        ]}
      />,
    );
    expect(view.getByRole('link', { name: 'Mail us' }).getAttribute('href')).to.equal('mailto:help@example.com');
    expect(view.queryAllByRole('link', { name: 'Script' })).to.have.length(0);
    expect(view.queryAllByRole('link', { name: 'Data' })).to.have.length(0);
    expect(view.getByText('Script').tabIndex).to.equal(-1);
    expect(view.getByRole('navigation').innerHTML).not.to.contain('javascript:');
  });
});

describe('NavigationList: a router link calls onNavigate; other clicks are left to the browser', () => {
  it('a plain left click calls onNavigate(path) instead of loading the page', async () => {
    const navigation = holdNavigation();
    try {
      const { link, navigated } = await renderNavigation();
      await sendMouse({ type: 'click', position: centreOf(link('Dashboard')) });
      expect(navigated).to.deep.equal(['/myevents/']);
      expect(navigation.followed).to.deep.equal([]);
    } finally {
      navigation.release();
    }
  });

  it('a ctrl+click or a middle click is left to the browser (new tab), without onNavigate', async () => {
    const navigation = holdNavigation();
    try {
      const { link, navigated } = await renderNavigation();
      await sendKeys({ down: 'Control' });
      await sendMouse({ type: 'click', position: centreOf(link('Dashboard')) });
      await sendKeys({ up: 'Control' });
      await sendMouse({ type: 'click', position: centreOf(link('Dashboard')), button: 'middle' });
      await waitFor(() => expect(navigation.followed).to.deep.equal(['/myevents/', '/myevents/']));
      expect(navigated).to.deep.equal([]);
    } finally {
      navigation.release();
    }
  });

  it('without onNavigate a router link loads the page like any link', async () => {
    const navigation = holdNavigation();
    try {
      const { view } = await renderInElement(<NavigationList label="Tools" items={ITEMS} />);
      await sendMouse({ type: 'click', position: centreOf(view.getByRole('link', { name: 'Dashboard' })) });
      expect(navigation.followed).to.deep.equal(['/myevents/']);
    } finally {
      navigation.release();
    }
  });

  it('an anchor link is followed by the browser, not by onNavigate', async () => {
    const navigation = holdNavigation();
    try {
      const { link, navigated } = await renderNavigation();
      await sendMouse({ type: 'click', position: centreOf(link('Help')) });
      expect(navigation.followed).to.deep.equal(['https://www.eventbrite.com/support/']);
      expect(navigated).to.deep.equal([]);
    } finally {
      navigation.release();
    }
  });
});

describe('NavigationList (spec 000 §4): items expand on click', () => {
  it('a click expands a group and a second click collapses it', async () => {
    const { group, groupList, link } = await renderNavigation();
    await sendMouse({ type: 'click', position: centreOf(group('Marketing')) });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('true'));
    expect(groupList('Marketing').hidden).to.equal(false);
    expect(link('Tracking links').getBoundingClientRect().height).to.be.above(0);
    await sendMouse({ type: 'click', position: centreOf(group('Marketing')) });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('false'));
    expect(groupList('Marketing').hidden).to.equal(true);
    expect(link('Tracking links').getBoundingClientRect().height).to.equal(0);
  });
});

describe('NavigationList (spec 000 §4): parent stays expanded if it or a child is active', () => {
  it('marks the active link aria-current="page" and expands its parent', async () => {
    const { group, link } = await renderNavigation({ activePath: '/reports/sales' });
    expect(link('Sales').getAttribute('aria-current')).to.equal('page');
    expect(link('Attendees').hasAttribute('aria-current')).to.equal(false);
    expect(link('Dashboard').hasAttribute('aria-current')).to.equal(false);
    expect(group('Reports').getAttribute('aria-expanded')).to.equal('true');
    expect(group('Marketing').getAttribute('aria-expanded')).to.equal('false');
  });

  it('a click on the parent of the active link leaves it expanded', async () => {
    const { group, groupList } = await renderNavigation({ activePath: '/reports/sales' });
    await sendMouse({ type: 'click', position: centreOf(group('Reports')) });
    await sendMouse({ type: 'click', position: centreOf(group('Marketing')) });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('true'));
    expect(group('Reports').getAttribute('aria-expanded')).to.equal('true');
    expect(groupList('Reports').hidden).to.equal(false);
  });

  it('a click on the parent of the active link does nothing: once the page is elsewhere, it collapses like an untouched group', async () => {
    const { group, update } = await renderNavigation({ activePath: '/reports/sales' });
    await sendMouse({ type: 'click', position: centreOf(group('Reports')) });
    await sendMouse({ type: 'click', position: centreOf(group('Marketing')) });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('true'));
    update({ activePath: '/myevents/' });
    await waitFor(() => expect(group('Reports').getAttribute('aria-expanded')).to.equal('false'));
    expect(group('Marketing').getAttribute('aria-expanded'), 'a group the user opened stays open').to.equal('true');
  });

  it('a parent whose own path is active stays expanded too', async () => {
    const { group } = await renderNavigation({ activePath: '/reports/refunds' });
    expect(group('Reports').getAttribute('aria-expanded')).to.equal('true');
    await sendMouse({ type: 'click', position: centreOf(group('Reports')) });
    group('Reports').focus();
    await sendKeys({ press: 'Enter' });
    await sendMouse({ type: 'click', position: centreOf(group('Marketing')) });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('true'));
    expect(group('Reports').getAttribute('aria-expanded')).to.equal('true');
  });

  it('expands the parent of a link that becomes active', async () => {
    const { group, link, update } = await renderNavigation({ activePath: '/myevents' });
    expect(link('Dashboard').getAttribute('aria-current'), 'a trailing slash makes no difference').to.equal('page');
    expect(group('Marketing').getAttribute('aria-expanded')).to.equal('false');
    update({ activePath: '/tracking/' });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('true'));
    expect(link('Tracking links').getAttribute('aria-current')).to.equal('page');
    expect(link('Dashboard').hasAttribute('aria-current')).to.equal(false);
  });
});

describe('NavigationList (spec 000 §4): keys down, up, home, end, enter', () => {
  it('is one Tab stop, on the first item when nothing is active', async () => {
    const { view, link, expectFocus } = await renderNavigation();
    view.getByRole('button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expectFocus(link('Dashboard'));
    await sendKeys({ press: 'Tab' });
    expectFocus(view.getByRole('button', { name: 'After' }));
  });

  it('the Tab stop is the active link', async () => {
    const { view, link, expectFocus, root } = await renderNavigation({ activePath: '/reports/attendees' });
    expect(root.querySelectorAll('nav [tabindex="0"]')).to.have.length(1);
    view.getByRole('button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expectFocus(link('Attendees'));
  });

  it('down and up move between the links and group buttons shown, skipping headers, dividers and collapsed links', async () => {
    const { link, group, expectFocus, root } = await renderNavigation();
    link('Dashboard').focus();
    const path: string[] = [];
    for (let step = 0; step < 5; step++) {
      await sendKeys({ press: 'ArrowDown' });
      path.push(root.activeElement?.textContent ?? 'nothing');
    }
    expect(path).to.deep.equal(['Reports', 'Marketing', 'Help', 'Help', 'Help']);
    await sendKeys({ press: 'ArrowUp' });
    expectFocus(group('Marketing'));
  });

  it('home and end go to the first and last item', async () => {
    const { link, group, expectFocus } = await renderNavigation();
    group('Marketing').focus();
    await sendKeys({ press: 'End' });
    expectFocus(link('Help'));
    await sendKeys({ press: 'Home' });
    expectFocus(link('Dashboard'));
  });

  it('enter on a group expands it and down then moves into its links', async () => {
    const { link, group, expectFocus } = await renderNavigation();
    group('Marketing').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('true'));
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(link('Tracking links'));
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(link('Academy'));
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(link('Help'));
    group('Marketing').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('false'));
  });

  it('enter on a router link calls onNavigate with its path', async () => {
    const navigation = holdNavigation();
    try {
      const { link, expectFocus, navigated } = await renderNavigation({ activePath: '/reports/sales' });
      link('Sales').focus();
      await sendKeys({ press: 'ArrowDown' });
      expectFocus(link('Attendees'));
      await sendKeys({ press: 'Enter' });
      expect(navigated).to.deep.equal(['/reports/attendees']);
      expect(navigation.followed).to.deep.equal([]);
    } finally {
      navigation.release();
    }
  });

  it('the Tab stop follows the focus, so Shift+Tab back into the list returns to the last focused item', async () => {
    const { view, group, expectFocus, root } = await renderNavigation();
    group('Reports').focus();
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(group('Marketing'));
    await sendKeys({ press: 'Tab' });
    expectFocus(view.getByRole('button', { name: 'After' }));
    await sendKeys({ press: 'Shift+Tab' });
    expectFocus(group('Marketing'));
    expect(root.querySelectorAll('nav [tabindex="0"]')).to.have.length(1);
  });
});

describe('NavigationList: rules', () => {
  it('a group is active when one of its links is, or on its own path and below', () => {
    const reports = ITEMS[2] as Extract<NavigationItem, { kind: 'expandable-link' }>;
    expect(isGroupActive(reports, '/reports/sales/')).to.equal(true);
    expect(isGroupActive(reports, '/reports')).to.equal(true);
    expect(isGroupActive(reports, '/reports/refunds')).to.equal(true);
    expect(isGroupActive(reports, '/reportsx')).to.equal(false);
    expect(isGroupActive(reports, undefined)).to.equal(false);
  });

  it('only shown links and group buttons are focusable', () => {
    expect(focusableItemIds(ITEMS, new Set())).to.deep.equal(['dashboard', 'reports', 'marketing', 'help']);
    expect(focusableItemIds(ITEMS, new Set(['reports']))).to.deep.equal(['dashboard', 'reports', 'sales', 'attendees', 'marketing', 'help']);
  });

  it('keys stop at the ends', () => {
    expect(navigationIndexAfter('ArrowDown', 3, 4)).to.equal(3);
    expect(navigationIndexAfter('ArrowUp', 0, 4)).to.equal(0);
    expect(navigationIndexAfter('End', 0, 4)).to.equal(3);
    expect(navigationIndexAfter('Home', 3, 4)).to.equal(0);
  });

  it('dividers and section headers cut the items into lists', () => {
    expect(navigationSegments(ITEMS).map((segment) => (segment.kind === 'list' ? `${segment.header ? 'header ' : ''}list of ${segment.items.length}` : 'divider'))).to.deep.equal([
      'header list of 3',
      'divider',
      'list of 1',
    ]);
  });
});

describe('NavigationList: accessibility', () => {
  it('has no axe-core violations with an expanded group and an active item', async () => {
    const { host, group } = await renderNavigation({ activePath: '/reports/sales' });
    expect(group('Reports').getAttribute('aria-expanded')).to.equal('true');
    await sendMouse({ type: 'click', position: centreOf(group('Marketing')) });
    await waitFor(() => expect(group('Marketing').getAttribute('aria-expanded')).to.equal('true'));
    await expectNoAxeViolations(host);
  });
});
