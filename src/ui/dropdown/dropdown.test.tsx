import FakeTimers from '@sinonjs/fake-timers';
import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { CSSProperties } from 'react';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements, mountHtml, nextTask } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { Dropdown, HOVER_CLOSE_DELAY_MS, type DropdownAlignment, type DropdownItem, type DropdownProps } from './Dropdown';
import { safeHref } from '../../lib/urls';
import { centerLeftShift, menuItemIndexAfter, shiftIntoViewport } from './dropdown-rules';
import { expectFocusOn } from '../../test-support/focus';
import { clickWithMouse, hoverWithMouse } from '../../test-support/pointer';

afterEach(async () => {
  await resetMouse();
  cleanupElements();
});

interface Chosen {
  chosen: string[];
  openChanges: boolean[];
}

function menuItems(record: Chosen): DropdownItem[] {
  return [
    { id: 'tickets', label: 'Tickets', onSelect: () => record.chosen.push('tickets') },
    { id: 'liked', label: 'Liked', onSelect: () => record.chosen.push('liked') },
    { id: 'studio', label: 'Studio', disabled: true, onSelect: () => record.chosen.push('studio') },
    { id: 'help', label: 'Help', href: 'https://www.eventbrite.com/support/', onSelect: () => record.chosen.push('help') },
  ];
}

async function renderDropdown(props: Partial<DropdownProps> = {}, around?: { before?: boolean; after?: boolean }) {
  const record: Chosen = { chosen: [], openChanges: [] };
  const dropdown = <Dropdown label="Account" items={menuItems(record)} onOpenChange={(open) => record.openChanges.push(open)} {...props} />;
  const rendered = await renderInElement(
    <>
      {around?.before ? <button type="button">Before</button> : null}
      {dropdown}
      {around?.after ? <button type="button">After</button> : null}
      <p>Elsewhere in the element</p>
    </>,
  );
  const trigger = rendered.view.getByRole('button', { name: 'Account' });
  const menu = () => rendered.view.getByRole('menu', { hidden: true });
  const item = (name: string) => within(menu()).getByRole('menuitem', { name, hidden: true });
  const expectFocus = (element: Element | null, message?: string) => expectFocusOn(rendered.root, element, message);
  return { ...rendered, record, trigger, menu, item, expectFocus };
}

async function expectOpen(trigger: HTMLElement, menu: () => HTMLElement) {
  await waitFor(() => {
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(menu().hidden).to.equal(false);
  });
}

async function expectClosed(trigger: HTMLElement, menu: () => HTMLElement) {
  await waitFor(() => {
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect(menu().hidden).to.equal(true);
  });
}

/** Stops link items from taking the test page away, after checking nothing else prevented it. */
function holdNavigation() {
  const followed: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!link) return;
    if (!event.defaultPrevented) followed.push(link.getAttribute('href')!);
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  return { followed, release: () => document.removeEventListener('click', onClick) };
}

describe('Dropdown (spec 000 §4): a WAI-ARIA menu button', () => {
  it('is a button with aria-haspopup="menu", aria-expanded and aria-controls naming its role="menu"', async () => {
    const { trigger, menu, item } = await renderDropdown();
    expect(trigger.getAttribute('aria-haspopup')).to.equal('menu');
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect(trigger.getAttribute('aria-controls')).to.equal(menu().id);
    expect(menu().getAttribute('aria-labelledby')).to.equal(trigger.id);
    expect(item('Tickets').tagName).to.equal('BUTTON');
    expect(item('Help').tagName).to.equal('A');
  });

  it('takes an accessible name for a trigger whose label is not text', async () => {
    const { view } = await renderInElement(<Dropdown label={<span aria-hidden="true">☰</span>} accessibleName="Menu" items={[{ id: 'a', label: 'About' }]} />);
    expect(view.getByRole('button', { name: 'Menu' }).getAttribute('aria-haspopup')).to.equal('menu');
  });
});

describe('Dropdown (spec 000 §4): opens on click and closes on a second click', () => {
  it('opens on click, moving focus to the first item', async () => {
    const { trigger, menu, item, expectFocus, record } = await renderDropdown();
    await clickWithMouse(trigger);
    await expectOpen(trigger, menu);
    await waitFor(() => expectFocus(item('Tickets')));
    expect(record.openChanges).to.deep.equal([true]);
  });

  it('closes on second click', async () => {
    const { trigger, menu, record } = await renderDropdown({ preventMouseOver: true });
    await clickWithMouse(trigger);
    await expectOpen(trigger, menu);
    await clickWithMouse(trigger);
    await expectClosed(trigger, menu);
    expect(record.openChanges).to.deep.equal([true, false]);
  });
});

describe('Dropdown (spec 000 §4): opens on hover unless disabled or touch', () => {
  it('opens on hover without taking focus', async () => {
    const { trigger, menu, expectFocus, record } = await renderDropdown();
    await hoverWithMouse(trigger);
    await expectOpen(trigger, menu);
    expectFocus(null);
    expect(record.openChanges).to.deep.equal([true]);
  });

  it('closes shortly after the pointer leaves both trigger and menu', async () => {
    const { trigger, menu, item, view, record } = await renderDropdown();
    await hoverWithMouse(trigger);
    await expectOpen(trigger, menu);
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await hoverWithMouse(item('Help'));
      clock.tick(HOVER_CLOSE_DELAY_MS * 5);
      expect(record.openChanges, 'still open while the pointer is on the menu').to.deep.equal([true]);
      await hoverWithMouse(view.getByText('Elsewhere in the element'));
      clock.tick(HOVER_CLOSE_DELAY_MS - 1);
      expect(record.openChanges, 'not closed before the delay').to.deep.equal([true]);
      clock.tick(1);
      expect(record.openChanges).to.deep.equal([true, false]);
    } finally {
      clock.uninstall();
    }
    await expectClosed(trigger, menu);
  });

  it('stays open when the pointer comes back before the delay is over', async () => {
    const { trigger, menu, view, record } = await renderDropdown();
    await hoverWithMouse(trigger);
    await expectOpen(trigger, menu);
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await hoverWithMouse(view.getByText('Elsewhere in the element'));
      clock.tick(HOVER_CLOSE_DELAY_MS - 50);
      await hoverWithMouse(trigger);
      clock.tick(HOVER_CLOSE_DELAY_MS * 5);
      expect(record.openChanges).to.deep.equal([true]);
    } finally {
      clock.uninstall();
    }
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
  });

  it('a click on a menu opened by hover keeps it open when the pointer leaves; the next click closes it', async () => {
    const { trigger, menu, view, record } = await renderDropdown();
    await hoverWithMouse(trigger);
    await expectOpen(trigger, menu);
    await clickWithMouse(trigger);
    await hoverWithMouse(view.getByText('Elsewhere in the element'));
    await nextTask(HOVER_CLOSE_DELAY_MS * 2);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    await clickWithMouse(trigger);
    await expectClosed(trigger, menu);
    expect(record.openChanges).to.deep.equal([true, false]);
  });

  it('does not open on hover on a touch device (a pointer that cannot hover)', async () => {
    const realMatchMedia = globalThis.matchMedia;
    window.matchMedia = (query: string) => (query === '(hover: none)' ? ({ matches: true, media: query } as MediaQueryList) : realMatchMedia.call(window, query));
    let touch: Awaited<ReturnType<typeof renderDropdown>>;
    try {
      touch = await renderDropdown();
    } finally {
      window.matchMedia = realMatchMedia;
    }
    await hoverWithMouse(touch.trigger);
    await nextTask();
    expect(touch.record.openChanges).to.deep.equal([]);
    expect(touch.trigger.getAttribute('aria-expanded')).to.equal('false');
    await clickWithMouse(touch.trigger);
    await expectOpen(touch.trigger, touch.menu);
  });

  it('does not open on hover with preventMouseOver, but still on click', async () => {
    const { trigger, menu, record } = await renderDropdown({ preventMouseOver: true });
    await hoverWithMouse(trigger);
    await nextTask();
    expect(record.openChanges).to.deep.equal([]);
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    await clickWithMouse(trigger);
    await expectOpen(trigger, menu);
  });
});

describe('Dropdown (spec 000 §4): a disabled dropdown never opens', () => {
  it('does not open on hover, click or keys when disabled', async () => {
    const { trigger, record } = await renderDropdown({ disabled: true });
    expect(trigger.hasAttribute('disabled')).to.equal(true);
    await hoverWithMouse(trigger);
    await clickWithMouse(trigger);
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await nextTask();
    expect(record.openChanges).to.deep.equal([]);
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
  });

  it('closes when it becomes disabled while open', async () => {
    const record: Chosen = { chosen: [], openChanges: [] };
    const ui = (disabled: boolean) => <Dropdown label="Account" items={menuItems(record)} disabled={disabled} onOpenChange={(open) => record.openChanges.push(open)} />;
    const { view, rerender } = await renderInElement(ui(false));
    const trigger = view.getByRole('button', { name: 'Account' });
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).to.equal('true'));
    rerender(ui(true));
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).to.equal('false'));
    expect(record.openChanges).to.deep.equal([true, false]);
  });
});

describe('Dropdown (spec 000 §4): opens on down, space and enter; focus moves into the menu', () => {
  for (const key of ['ArrowDown', 'Space', 'Enter']) {
    it(`opens on ${key === 'ArrowDown' ? 'down' : key.toLowerCase()} and focuses the first item`, async () => {
      const { trigger, menu, item, expectFocus } = await renderDropdown();
      trigger.focus();
      await sendKeys({ press: key });
      await expectOpen(trigger, menu);
      await waitFor(() => expectFocus(item('Tickets')));
    });
  }

  it('opens on up with focus on the last item (APG)', async () => {
    const { trigger, menu, item, expectFocus } = await renderDropdown();
    trigger.focus();
    await sendKeys({ press: 'ArrowUp' });
    await expectOpen(trigger, menu);
    await waitFor(() => expectFocus(item('Help')));
  });

  it('down on the trigger of a menu opened by hover moves focus into it', async () => {
    const { trigger, menu, item, expectFocus } = await renderDropdown();
    trigger.focus();
    await hoverWithMouse(trigger);
    await expectOpen(trigger, menu);
    expectFocus(trigger);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expectFocus(item('Tickets')));
  });

  it('down and up move between items and wrap; home and end go to the first and last', async () => {
    const { trigger, item, expectFocus } = await renderDropdown();
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expectFocus(item('Tickets')));
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(item('Liked'));
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(item('Studio'), 'a disabled item is still reachable');
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(item('Help'));
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(item('Tickets'));
    await sendKeys({ press: 'ArrowUp' });
    expectFocus(item('Help'));
    await sendKeys({ press: 'Home' });
    expectFocus(item('Tickets'));
    await sendKeys({ press: 'End' });
    expectFocus(item('Help'));
  });

  it('enter chooses the focused item, closes the menu and returns focus to the trigger', async () => {
    const { trigger, menu, expectFocus, record } = await renderDropdown();
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(record.chosen).to.deep.equal(['liked']);
    await expectClosed(trigger, menu);
    expectFocus(trigger);
  });

  it('space chooses the focused item too', async () => {
    const { trigger, menu, record } = await renderDropdown();
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Space' });
    expect(record.chosen).to.deep.equal(['tickets']);
    await expectClosed(trigger, menu);
  });

  it('a disabled item is never chosen and the menu stays open', async () => {
    const { trigger, menu, item, expectFocus, record } = await renderDropdown();
    trigger.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => expectFocus(item('Help')));
    await sendKeys({ press: 'ArrowUp' });
    expectFocus(item('Studio'));
    expect(item('Studio').getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await clickWithMouse(item('Studio'));
    await nextTask();
    expect(record.chosen).to.deep.equal([]);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(menu().hidden).to.equal(false);
  });
});

describe('Dropdown (spec 000 §4): closes on esc, tab and shift+tab', () => {
  it('closes on escape and returns focus to the trigger', async () => {
    const { trigger, menu, item, expectFocus, record } = await renderDropdown();
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expectFocus(item('Tickets')));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    await expectClosed(trigger, menu);
    expectFocus(trigger);
    expect(record.openChanges).to.deep.equal([true, false]);
  });

  it('an escape that closes the menu goes no further (a dialog around the dropdown stays open); the next one does', async () => {
    const { host, trigger, menu, item, expectFocus } = await renderDropdown();
    let escapesOutside = 0;
    host.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') escapesOutside++;
    });
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expectFocus(item('Tickets')));
    await sendKeys({ press: 'Escape' });
    await expectClosed(trigger, menu);
    expect(escapesOutside).to.equal(0);
    await sendKeys({ press: 'Escape' });
    expect(escapesOutside).to.equal(1);
  });

  it('closes on escape when opened by hover with focus on the trigger', async () => {
    const { trigger, menu } = await renderDropdown();
    trigger.focus();
    await hoverWithMouse(trigger);
    await expectOpen(trigger, menu);
    await sendKeys({ press: 'Escape' });
    await expectClosed(trigger, menu);
  });

  it('closes on tab, and focus moves on to what follows the dropdown', async () => {
    const { trigger, menu, view, item, expectFocus } = await renderDropdown({}, { before: true, after: true });
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expectFocus(item('Tickets')));
    await sendKeys({ press: 'Tab' });
    await expectClosed(trigger, menu);
    expectFocus(view.getByRole('button', { name: 'After' }));
  });

  it('closes on shift+tab, and focus moves back to what precedes the dropdown', async () => {
    const { trigger, menu, view, item, expectFocus } = await renderDropdown({}, { before: true, after: true });
    trigger.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => expectFocus(item('Help')));
    await sendKeys({ press: 'Shift+Tab' });
    await expectClosed(trigger, menu);
    expectFocus(view.getByRole('button', { name: 'Before' }));
  });
});

describe('Dropdown (spec 000 §4): closes on outside click', () => {
  it('closes on a press on the page outside the element', async () => {
    const outside = mountHtml('<button type="button">Outside the element</button>').querySelector('button')!;
    const { trigger, menu } = await renderDropdown({ preventMouseOver: true });
    await clickWithMouse(trigger);
    await expectOpen(trigger, menu);
    await clickWithMouse(outside);
    await expectClosed(trigger, menu);
  });

  it('closes on a press inside the same shadow root but outside the dropdown', async () => {
    const { trigger, menu, view } = await renderDropdown({ preventMouseOver: true });
    await clickWithMouse(trigger);
    await expectOpen(trigger, menu);
    await clickWithMouse(view.getByText('Elsewhere in the element'));
    await expectClosed(trigger, menu);
  });

  it('a press inside the menu is not an outside click', async () => {
    const { trigger, menu, record } = await renderDropdown({ preventMouseOver: true });
    await clickWithMouse(trigger);
    await expectOpen(trigger, menu);
    const box = menu().getBoundingClientRect();
    // The menu's own padding, above its first item.
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + 3)] });
    await nextTask();
    expect(record.openChanges).to.deep.equal([true]);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
  });
});

describe('Dropdown: items are links or actions', () => {
  it('a link item keeps its http(s) href; choosing it runs onSelect, closes the menu and lets the browser follow it', async () => {
    const navigation = holdNavigation();
    try {
      const { trigger, menu, item, record } = await renderDropdown({ preventMouseOver: true });
      expect(item('Help').getAttribute('href')).to.equal('https://www.eventbrite.com/support/');
      await clickWithMouse(trigger);
      await expectOpen(trigger, menu);
      await clickWithMouse(item('Help'));
      expect(record.chosen).to.deep.equal(['help']);
      expect(navigation.followed).to.deep.equal(['https://www.eventbrite.com/support/']);
      await expectClosed(trigger, menu);
    } finally {
      navigation.release();
    }
  });

  it('links only allow http(s), mailto, tel and relative paths', async () => {
    const { view } = await renderInElement(
      <Dropdown
        label="Links"
        items={[
          { id: 'mail', label: 'Mail', href: 'mailto:help@example.com' },
          { id: 'tel', label: 'Call', href: 'tel:+15550100' },
          { id: 'path', label: 'Path', href: '/u/interests' },
          { id: 'script', label: 'Script', href: 'javascript:alert(1)' },
          { id: 'data', label: 'Data', href: 'data:text/html,<b>x</b>' },
        ]}
      />,
    );
    const item = (name: string) => view.getByRole('menuitem', { name, hidden: true });
    expect(item('Mail').getAttribute('href')).to.equal('mailto:help@example.com');
    expect(item('Call').getAttribute('href')).to.equal('tel:+15550100');
    expect(item('Path').getAttribute('href')).to.equal('/u/interests');
    for (const refused of ['Script', 'Data']) {
      expect(item(refused).hasAttribute('href'), refused).to.equal(false);
      expect(item(refused).getAttribute('aria-disabled'), refused).to.equal('true');
    }
    expect(view.getByRole('menu', { hidden: true }).innerHTML).not.to.contain('javascript:');
  });
});

describe('Dropdown (spec 000 §4): alignments full, left, center-left, right', () => {
  const wideItems: DropdownItem[] = [{ id: 'long', label: 'A rather long menu entry to make the menu wider than its trigger' }];

  async function openAligned(alignment: DropdownAlignment, containerStyle: CSSProperties) {
    const { root, view } = await renderInElement(
      <div style={containerStyle}>
        <Dropdown label="Help" alignment={alignment} items={wideItems} preventMouseOver />
      </div>,
    );
    const trigger = view.getByRole('button', { name: 'Help' });
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    const menu = view.getByRole('menu', { hidden: true });
    await waitFor(() => expect(menu.hidden).to.equal(false));
    await nextTask();
    return { trigger: trigger.getBoundingClientRect(), menu: menu.getBoundingClientRect(), dropdown: root.querySelector('.eb-dropdown')!.getBoundingClientRect() };
  }

  it('every alignment puts the menu below the trigger', async () => {
    for (const alignment of ['full', 'left', 'center-left', 'right'] as const) {
      const { trigger, menu } = await openAligned(alignment, { paddingLeft: 400 });
      expect(menu.top, alignment).to.be.at.least(trigger.bottom);
      expect(menu.top - trigger.bottom, alignment).to.be.below(12);
      cleanupElements();
    }
  });

  it('left: the menu starts at the left edge of the trigger', async () => {
    const { trigger, menu } = await openAligned('left', { paddingLeft: 100 });
    expect(menu.width).to.be.above(trigger.width);
    expect(menu.left).to.be.closeTo(trigger.left, 1);
  });

  it('right: the menu ends at the right edge of the trigger', async () => {
    const { trigger, menu } = await openAligned('right', { paddingLeft: 600 });
    expect(menu.width).to.be.above(trigger.width);
    expect(menu.right).to.be.closeTo(trigger.right, 1);
  });

  it('center-left: the menu is centred on the trigger', async () => {
    const { trigger, menu } = await openAligned('center-left', { paddingLeft: 400 });
    expect(menu.width).to.be.above(trigger.width);
    expect(menu.left + menu.width / 2).to.be.closeTo(trigger.left + trigger.width / 2, 1);
  });

  it('center-left: a menu that would overflow the left edge is kept inside the viewport', async () => {
    const { trigger, menu } = await openAligned('center-left', { paddingLeft: 0 });
    expect(trigger.left + trigger.width / 2 - menu.width / 2, 'centred, it would overflow').to.be.below(0);
    expect(menu.left).to.be.closeTo(0, 1);
  });

  it('right: a menu that would start before the left edge of the window (a card at the left of a phone) is kept inside it', async () => {
    const { trigger, menu } = await openAligned('right', { paddingLeft: 0 });
    expect(trigger.right - menu.width, 'ending at the trigger, it would start off-screen').to.be.below(0);
    expect(menu.left).to.be.closeTo(0, 1);
  });

  it('left: a menu that would end past the right edge of the window is kept inside it', async () => {
    const { trigger, menu } = await openAligned('left', { display: 'flex', justifyContent: 'flex-end', width: '100vw' });
    expect(trigger.left + menu.width, 'starting at the trigger, it would end off-screen').to.be.above(window.innerWidth);
    expect(menu.right).to.be.closeTo(window.innerWidth, 1);
  });

  it('full: the dropdown spans its container and the menu is exactly as wide', async () => {
    const { trigger, menu, dropdown } = await openAligned('full', { width: 320, marginLeft: 100 });
    expect(dropdown.width).to.be.closeTo(320, 1);
    expect(menu.left).to.be.closeTo(dropdown.left, 1);
    expect(menu.width).to.be.closeTo(dropdown.width, 1);
    expect(menu.left).to.be.closeTo(trigger.left, 1);
  });
});

describe('Dropdown: rules', () => {
  it('menu keys wrap around the items', () => {
    expect(menuItemIndexAfter('ArrowDown', 3, 4)).to.equal(0);
    expect(menuItemIndexAfter('ArrowUp', 0, 4)).to.equal(3);
    expect(menuItemIndexAfter('ArrowDown', -1, 4)).to.equal(0);
    expect(menuItemIndexAfter('Home', 2, 4)).to.equal(0);
    expect(menuItemIndexAfter('End', 0, 4)).to.equal(3);
    expect(menuItemIndexAfter('ArrowDown', -1, 0)).to.equal(-1);
  });

  it('safeHref keeps safe URLs as given and refuses the rest', () => {
    expect(safeHref('/d/local/')).to.equal('/d/local/');
    expect(safeHref(' https://example.com/a ')).to.equal('https://example.com/a');
    expect(safeHref('JavaScript:alert(1)')).to.equal(undefined);
    expect(safeHref('')).to.equal(undefined);
    expect(safeHref(undefined)).to.equal(undefined);
  });

  it('left- and right-aligned menus shift only as far as they overflow an edge, and never past the left one', () => {
    expect(shiftIntoViewport(10, 300, 400)).to.equal(0);
    expect(shiftIntoViewport(-30.4, 200, 400)).to.equal(31);
    expect(shiftIntoViewport(150, 450.2, 400)).to.equal(-51);
    expect(shiftIntoViewport(20, 500, 400), 'wider than the room left of it: its start stays in view').to.equal(-20);
  });

  it('centre-aligned menus shift right only as far as they overflow the left edge', () => {
    expect(centerLeftShift(12)).to.equal(0);
    expect(centerLeftShift(-30.4)).to.equal(31);
  });
});

describe('Dropdown: accessibility', () => {
  it('has no axe-core violations when closed', async () => {
    const { host } = await renderDropdown();
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations when open', async () => {
    const { host, trigger, menu } = await renderDropdown();
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await expectOpen(trigger, menu);
    await expectNoAxeViolations(host);
  });
});
