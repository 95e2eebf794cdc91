import { I18nProvider } from '@lingui/react';
import FakeTimers from '@sinonjs/fake-timers';
import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { i18n } from '../../stores/locale';
import { expectNoAxeViolations } from '../../test-support/axe';
import { captureConsole } from '../../test-support/console';
import { cleanupElements, nextTask } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { Modal, type ModalProps } from './Modal';
import { MODAL_MESSAGE_MAX_LENGTH, MODAL_SCROLL_WATCH_INTERVAL_MS, MODAL_TITLE_MAX_LENGTH, MODAL_TYPES, fitText, scrollEdges } from './modal-rules';

afterEach(async () => {
  cleanupElements();
  await resetMouse();
});

type HarnessProps = Omit<ModalProps, 'isOpen' | 'onClose' | 'children'> & { children?: ReactNode };

/** An opener button, some page content and the modal it opens, as a surface would have them. */
function Harness({ children = <p>Event details</p>, ...props }: HarnessProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>Page content</p>
      <Modal {...props} isOpen={isOpen} onClose={() => setOpen(false)}>
        {children}
      </Modal>
    </>
  );
}

/** Renders the harness and opens the modal with a real click on its opener. */
async function openHarness(props: HarnessProps = {}) {
  const rendered = await renderInElement(<Harness {...props} />);
  const opener = rendered.view.getByRole('button', { name: 'Open' });
  await clickOn(opener);
  const dialog = await rendered.view.findByRole(props.role ?? 'alertdialog');
  return { ...rendered, opener, dialog };
}

async function clickAt(x: number, y: number) {
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
}

async function clickOn(element: Element) {
  const box = element.getBoundingClientRect();
  await clickAt(box.left + box.width / 2, box.top + box.height / 2);
}

/** Compares nodes by identity, naming them on failure (chai would serialise whole DOM trees). */
function expectSame(actual: Node | null, expected: Node | null) {
  expect(actual === expected, `expected ${nameOf(actual)} to be ${nameOf(expected)}`).to.equal(true);
}

function nameOf(node: Node | null): string {
  if (!node) return 'nothing';
  if (!(node instanceof Element)) return node.nodeName;
  const name = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40);
  return `<${node.localName}${node.className ? `.${node.className}` : ''}> "${name}"`;
}

/** The focused element inside the shadow root (the document only sees the host). */
const focusIn = (root: ShadowRoot) => root.activeElement;

const isClosed = (root: ShadowRoot) => () => expectSame(root.querySelector('[role="alertdialog"], [role="dialog"]'), null);

describe('Modal role (spec 000 §8: "Modal defaults to alert-dialog role")', () => {
  it('defaults to the alertdialog role, marked modal', async () => {
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" />);
    const dialog = await view.findByRole('alertdialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
  });

  it('is a dialog when role="dialog" is asked', async () => {
    const { view, root } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" role="dialog" />);
    const dialog = await view.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expectSame(root.querySelector('[role="alertdialog"]'), null);
  });

  it('renders nothing while closed', async () => {
    const { root } = await renderInElement(<Modal onClose={() => undefined} title="Share" />);
    await nextTask();
    expectSame(root.querySelector('.eb-modal'), null);
  });
});

describe('Modal accessible name (spec 000 §8: "aria label default \'Date Picker Dialog\'")', () => {
  it("is labelled 'Date Picker Dialog' when it has no title", async () => {
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} />);
    const dialog = await view.findByRole('alertdialog', { name: 'Date Picker Dialog' });
    expect(dialog.getAttribute('aria-label')).to.equal('Date Picker Dialog');
  });

  it('is labelled by its title otherwise', async () => {
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share this event" />);
    const dialog = await view.findByRole('alertdialog', { name: 'Share this event' });
    const heading = view.getByRole('heading', { name: 'Share this event' });
    expect(dialog.getAttribute('aria-labelledby')).to.equal(heading.id);
    expect(dialog.hasAttribute('aria-label')).to.equal(false);
  });

  it('an ariaLabel given names it instead of the default or the title', async () => {
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" ariaLabel="Share options" />);
    await view.findByRole('alertdialog', { name: 'Share options' });
  });

  it('is described by its message', async () => {
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" message="Invite your friends" />);
    const dialog = await view.findByRole('alertdialog', { description: 'Invite your friends' });
    expect(dialog).to.exist;
  });
});

describe('Modal text limits (spec 000 §5: "Modal title at most 180 characters, message at most 32")', () => {
  const titleOf = (length: number) => 'T'.repeat(length - 4) + ' end';
  const messageOf = (length: number) => 'm'.repeat(length - 4) + ' end';

  it('shows a title of exactly 180 characters whole', async () => {
    const title = titleOf(MODAL_TITLE_MAX_LENGTH);
    expect(MODAL_TITLE_MAX_LENGTH).to.equal(180);
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title={title} />);
    const heading = await view.findByRole('heading');
    expect(heading.textContent).to.equal(title);
    expect(heading.hasAttribute('title')).to.equal(false);
  });

  it('cuts a title of 181 characters to 180 ending with an ellipsis, the full title kept as its tooltip', async () => {
    const title = 'T'.repeat(181);
    const warnings = captureConsole('warn');
    try {
      const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title={title} />);
      const heading = await view.findByRole('heading');
      expect(heading.textContent).to.equal('T'.repeat(179) + '\u2026');
      expect(Array.from(heading.textContent).length).to.equal(180);
      expect(heading.getAttribute('title')).to.equal(title);
      expect(warnings.messages().join('\n')).to.contain('content must be 180 characters or less');
    } finally {
      warnings.restore();
    }
  });

  it('shows a message of exactly 32 characters whole', async () => {
    const message = messageOf(MODAL_MESSAGE_MAX_LENGTH);
    expect(MODAL_MESSAGE_MAX_LENGTH).to.equal(32);
    const { root } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" message={message} />);
    const shown = await waitFor(() => root.querySelector('.eb-modal__message')!);
    expect(shown.textContent).to.equal(message);
    expect(shown.hasAttribute('title')).to.equal(false);
  });

  it('cuts a message of 33 characters to 32 ending with an ellipsis, the full message kept as its tooltip', async () => {
    const message = 'm'.repeat(33);
    const warnings = captureConsole('warn');
    try {
      const { root } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" message={message} />);
      const shown = await waitFor(() => root.querySelector('.eb-modal__message')!);
      expect(shown.textContent).to.equal('m'.repeat(31) + '\u2026');
      expect(shown.getAttribute('title')).to.equal(message);
      expect(warnings.messages().join('\n')).to.contain('content must be 32 characters or less');
    } finally {
      warnings.restore();
    }
  });

  it('counts characters, not UTF-16 units, and never splits an emoji', () => {
    expect(fitText('🎉'.repeat(32), 32)).to.deep.equal({ shown: '🎉'.repeat(32), isCut: false });
    expect(fitText('🎉'.repeat(33), 32)).to.deep.equal({ shown: '🎉'.repeat(31) + '\u2026', isCut: true });
  });

  it('does not leave a space before the ellipsis', () => {
    expect(fitText('Free concert in the park tonight!', 32).shown).to.equal('Free concert in the park tonigh\u2026');
    expect(fitText('abcd efgh', 6).shown).to.equal('abcd\u2026');
  });
});

describe('Modal close control (spec 000 §8: "close control titled \'Close\'")', () => {
  it("is a button titled 'Close' whose accessible name is 'Close'", async () => {
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" />);
    const close = await view.findByRole('button', { name: 'Close' });
    expect(close.getAttribute('title')).to.equal('Close');
    expect(close.tagName).to.equal('BUTTON');
  });

  it('closes the modal when clicked', async () => {
    const { view, root } = await openHarness({ title: 'Share' });
    await clickOn(view.getByRole('button', { name: 'Close' }));
    await waitFor(isClosed(root));
  });
});

describe('Modal Escape (spec 000 §4: "Escape closes")', () => {
  it('Escape closes', async () => {
    const { root, dialog } = await openHarness({ title: 'Share' });
    expect(dialog.contains(focusIn(root))).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(isClosed(root));
  });

  it('calls onClose once for one Escape', async () => {
    let closes = 0;
    const { view } = await renderInElement(<Modal isOpen onClose={() => closes++} title="Share" />);
    await view.findByRole('alertdialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(closes).to.equal(1));
    await nextTask();
    expect(closes).to.equal(1);
  });
});

describe('Modal outside click (spec 000 §4: "outside click closes unless disabled")', () => {
  it('a click outside the box closes', async () => {
    const { root, dialog } = await openHarness({ title: 'Share' });
    const box = dialog.getBoundingClientRect();
    expect(box.top).to.be.greaterThan(10);
    await clickAt(box.left + box.width / 2, 5);
    await waitFor(isClosed(root));
  });

  it('a click outside does not close when disableOutsideClick is set, and focus stays inside', async () => {
    const { root, dialog } = await openHarness({ title: 'Share', disableOutsideClick: true });
    const box = dialog.getBoundingClientRect();
    await clickAt(box.left + box.width / 2, 5);
    await nextTask(50);
    expectSame(root.querySelector('[role="alertdialog"]'), dialog);
    expect(dialog.contains(focusIn(root))).to.equal(true);
  });

  it('a click inside the box does not close', async () => {
    const { root, view, dialog } = await openHarness({ title: 'Share' });
    await clickOn(view.getByText('Event details'));
    await clickOn(view.getByRole('heading', { name: 'Share' }));
    await nextTask(50);
    expectSame(root.querySelector('[role="alertdialog"]'), dialog);
  });

  it('a press inside released outside (a dragged text selection) does not close', async () => {
    const { root, view, dialog } = await openHarness({ title: 'Share' });
    const text = view.getByText('Event details').getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(text.left + 2), Math.round(text.top + text.height / 2)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), 5] });
    await sendMouse({ type: 'up' });
    await nextTask(50);
    expectSame(root.querySelector('[role="alertdialog"]'), dialog);
  });
});

describe('Modal focus (WAI-ARIA dialog pattern: focus moves in, is trapped, returns to the opener)', () => {
  it('focus moves into the dialog on open, to the first focusable content', async () => {
    const { root, view } = await openHarness({
      title: 'Share',
      children: (
        <label>
          Email <input type="email" />
        </label>
      ),
    });
    expectSame(focusIn(root), view.getByRole('textbox', { name: 'Email' }));
  });

  it('focus moves to initialFocusRef when given', async () => {
    function WithInitialFocus() {
      const cancel = useRef<HTMLButtonElement>(null);
      return (
        <Modal
          isOpen
          onClose={() => undefined}
          title="Delete this event?"
          initialFocusRef={cancel}
          footer={
            <>
              <button type="button" className="eb-button eb-button--primary">
                Delete
              </button>
              <button ref={cancel} type="button" className="eb-button">
                Cancel
              </button>
            </>
          }
        />
      );
    }
    const { root, view } = await renderInElement(<WithInitialFocus />);
    await view.findByRole('alertdialog');
    await waitFor(() => expectSame(focusIn(root), view.getByRole('button', { name: 'Cancel' })));
  });

  it('focus moves to the close control when the content has nothing focusable', async () => {
    const { root, view } = await openHarness({ title: 'Share' });
    expectSame(focusIn(root), view.getByRole('button', { name: 'Close' }));
  });

  it('Tab and Shift+Tab cycle inside the dialog both ways', async () => {
    const { root, view } = await openHarness({
      title: 'Share',
      children: (
        <button type="button" className="eb-button">
          Copy link
        </button>
      ),
      footer: (
        <button type="button" className="eb-button eb-button--primary">
          Done
        </button>
      ),
    });
    const close = view.getByRole('button', { name: 'Close' });
    const copy = view.getByRole('button', { name: 'Copy link' });
    const done = view.getByRole('button', { name: 'Done' });
    expectSame(focusIn(root), copy);
    await sendKeys({ press: 'Tab' });
    expectSame(focusIn(root), done);
    await sendKeys({ press: 'Tab' });
    expectSame(focusIn(root), close);
    await sendKeys({ press: 'Tab' });
    expectSame(focusIn(root), copy);
    await sendKeys({ press: 'Shift+Tab' });
    expectSame(focusIn(root), close);
    await sendKeys({ press: 'Shift+Tab' });
    expectSame(focusIn(root), done);
    await sendKeys({ press: 'Shift+Tab' });
    expectSame(focusIn(root), copy);
  });

  it('Tab and Shift+Tab stay on the close control when it is the only focusable element', async () => {
    const { root, view } = await openHarness({ title: 'Share' });
    const close = view.getByRole('button', { name: 'Close' });
    expectSame(focusIn(root), close);
    await sendKeys({ press: 'Tab' });
    expectSame(focusIn(root), close);
    await sendKeys({ press: 'Shift+Tab' });
    expectSame(focusIn(root), close);
  });

  it('focus returns to the opener inside the same shadow root when Escape closes it', async () => {
    const { root, opener } = await openHarness({ title: 'Share' });
    expect(focusIn(root) !== opener, 'focus left the opener').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(isClosed(root));
    expectSame(focusIn(root), opener);
  });

  it('focus returns to the opener when the close control closes it', async () => {
    const { root, view, opener } = await openHarness({ title: 'Share' });
    await clickOn(view.getByRole('button', { name: 'Close' }));
    await waitFor(isClosed(root));
    expectSame(focusIn(root), opener);
  });
});

describe('Modal page behind (issue 3: "the page behind does not scroll", background hidden)', () => {
  it('the page does not scroll while open: the document overflow is hidden, and restored after', async () => {
    const page = document.documentElement;
    const before = page.style.overflow;
    const { root } = await openHarness({ title: 'Share' });
    expect(page.style.overflow).to.equal('hidden');
    expect(getComputedStyle(page).overflow).to.equal('hidden');
    await sendKeys({ press: 'Escape' });
    await waitFor(isClosed(root));
    expect(page.style.overflow).to.equal(before);
  });

  it('the page scroll lock is released when an open modal is removed', async () => {
    const page = document.documentElement;
    const before = page.style.overflow;
    const { rerender, root } = await openHarness({ title: 'Share' });
    expect(page.style.overflow).to.equal('hidden');
    rerender(<p>Gone</p>);
    await waitFor(() => expectSame(root.querySelector('.eb-modal'), null));
    expect(page.style.overflow).to.equal(before);
  });

  it('the element content behind the modal is inert while it is open, and usable again after', async () => {
    const { root, view, dialog } = await openHarness({ title: 'Share' });
    const content = view.getByText('Page content');
    expect(content.closest('[inert]')).to.exist;
    expectSame(dialog.closest('[inert]'), null);
    await sendKeys({ press: 'Escape' });
    await waitFor(isClosed(root));
    expectSame(content.closest('[inert]'), null);
  });
});

describe("Modal rendering (issue 3: rendered inside the element's shadow root so its styles apply)", () => {
  it("renders inside the host's shadow root", async () => {
    const { view, host } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" />);
    const dialog = await view.findByRole('alertdialog');
    expectSame(dialog.getRootNode(), host.shadowRoot);
  });

  it('its styles apply: a fixed backdrop over the viewport holding a centred box', async () => {
    const { view, root } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" />);
    const dialog = await view.findByRole('alertdialog');
    const backdrop = root.querySelector('.eb-modal')!;
    expect(getComputedStyle(backdrop).position).to.equal('fixed');
    expect(getComputedStyle(dialog).maxWidth).to.equal('480px');
    const box = dialog.getBoundingClientRect();
    const viewport = backdrop.getBoundingClientRect();
    expect(Math.abs(box.left + box.width / 2 - viewport.width / 2)).to.be.lessThan(2);
  });

  it('stays above the element content that follows it', async () => {
    const { view, root } = await renderInElement(
      <>
        <Modal isOpen onClose={() => undefined} title="Share" />
        <button type="button" style={{ position: 'relative', zIndex: 10 }}>
          Later content
        </button>
      </>,
    );
    const dialog = await view.findByRole('alertdialog');
    const box = dialog.getBoundingClientRect();
    const backdrop = root.querySelector('.eb-modal')!;
    expectSame(root.elementFromPoint(5, 5), backdrop);
    expect(dialog.contains(root.elementFromPoint(box.left + 30, box.top + 30))).to.equal(true);
  });

  it('outside an element it renders into the page body', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const reactRoot = createRoot(container);
    try {
      flushSync(() =>
        reactRoot.render(
          <I18nProvider i18n={i18n}>
            <Modal isOpen onClose={() => undefined} title="Share" />
          </I18nProvider>,
        ),
      );
      const dialog = await waitFor(() => within(document.body).getByRole('alertdialog', { name: 'Share' }));
      expectSame(dialog.getRootNode(), document);
      expectSame(dialog.closest('.eb-modal')!.parentElement!.parentElement, document.body);
      expect(container.contains(dialog)).to.equal(false);
    } finally {
      reactRoot.unmount();
      container.remove();
    }
    expectSame(document.querySelector('.eb-modal'), null);
  });
});

describe('Modal types (spec 000 §5: "Modal types: simple, aperture, takeover, complex")', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  const widthOf = (element: Element) => element.getBoundingClientRect().width;

  it('simple is a small centred box', async () => {
    await setViewport({ width: 1200, height: 800 });
    const { view, root } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" type="simple" />);
    const dialog = await view.findByRole('alertdialog');
    expect(root.querySelector('.eb-modal--simple')).to.exist;
    expect(widthOf(dialog)).to.equal(480);
  });

  it('aperture is a medium box where an image runs edge to edge', async () => {
    await setViewport({ width: 1200, height: 800 });
    const { view, root } = await renderInElement(
      <Modal isOpen onClose={() => undefined} title="Venue" type="aperture">
        <img alt="The venue" width="400" height="200" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
      </Modal>,
    );
    const dialog = await view.findByRole('alertdialog');
    expect(root.querySelector('.eb-modal--aperture')).to.exist;
    expect(widthOf(dialog)).to.equal(792);
    expect(widthOf(view.getByRole('img', { name: 'The venue' }))).to.equal(792);
  });

  it('takeover covers the whole viewport', async () => {
    await setViewport({ width: 1200, height: 800 });
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" type="takeover" />);
    const box = (await view.findByRole('alertdialog')).getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, 1200, 800]);
  });

  it('takeover covers the whole viewport on a small screen', async () => {
    await setViewport({ width: 360, height: 640 });
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Share" type="takeover" />);
    const box = (await view.findByRole('alertdialog')).getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, 360, 640]);
  });

  it('complex is a large box with header, body and footer sections', async () => {
    await setViewport({ width: 1200, height: 900 });
    const { view, root } = await renderInElement(
      <Modal isOpen onClose={() => undefined} title="Edit event" type="complex" footer={<button type="button">Save</button>}>
        <p>Form</p>
      </Modal>,
    );
    const dialog = await view.findByRole('alertdialog');
    expect(widthOf(dialog)).to.equal(960);
    const header = root.querySelector('.eb-modal__header')!;
    const footer = root.querySelector('.eb-modal__footer')!;
    expect(getComputedStyle(header).borderBottomStyle).to.equal('solid');
    expect(getComputedStyle(header).borderBottomColor).not.to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(footer).borderTopColor).not.to.equal('rgba(0, 0, 0, 0)');
    expect(within(footer as HTMLElement).getByRole('button', { name: 'Save' })).to.exist;
  });

  it('complex takes the whole screen below 660 px', async () => {
    await setViewport({ width: 480, height: 700 });
    const { view } = await renderInElement(<Modal isOpen onClose={() => undefined} title="Edit event" type="complex" />);
    const box = (await view.findByRole('alertdialog')).getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, 480, 700]);
  });
});

describe('Modal scroll watcher (spec 000 §4: "scroll watcher interval 10 ms")', () => {
  it('tells which edges of a scrolling body hide content', () => {
    expect(scrollEdges({ scrollTop: 0, clientHeight: 100, scrollHeight: 100 })).to.deep.equal({ hasContentAbove: false, hasContentBelow: false });
    expect(scrollEdges({ scrollTop: 0, clientHeight: 100, scrollHeight: 300 })).to.deep.equal({ hasContentAbove: false, hasContentBelow: true });
    expect(scrollEdges({ scrollTop: 200, clientHeight: 100, scrollHeight: 300 })).to.deep.equal({ hasContentAbove: true, hasContentBelow: false });
  });

  it('a scrolled body is measured again 10 ms after scrolling: the header then shows a divider', async () => {
    expect(MODAL_SCROLL_WATCH_INTERVAL_MS).to.equal(10);
    const { view, root } = await renderInElement(
      <Modal isOpen onClose={() => undefined} title="Terms" footer={<button type="button">Accept</button>}>
        <p style={{ height: '3000px' }}>Long terms</p>
      </Modal>,
    );
    await view.findByRole('alertdialog');
    const header = root.querySelector('.eb-modal__header')!;
    const footer = root.querySelector('.eb-modal__footer')!;
    const body = root.querySelector<HTMLElement>('.eb-modal__body')!;
    await waitFor(() => expect(footer.classList.contains('eb-modal__footer--divided')).to.equal(true));
    expect(header.classList.contains('eb-modal__header--divided')).to.equal(false);
    expect(body.tabIndex).to.equal(0);

    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const scrolled = new Promise((resolve) => body.addEventListener('scroll', resolve, { once: true }));
      body.scrollTop = body.scrollHeight;
      await scrolled;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      clock.tick(MODAL_SCROLL_WATCH_INTERVAL_MS - 1);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(header.classList.contains('eb-modal__header--divided')).to.equal(false);
      clock.tick(1);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(header.classList.contains('eb-modal__header--divided')).to.equal(true));
    expect(footer.classList.contains('eb-modal__footer--divided')).to.equal(false);
  });
});

describe('Modal accessibility (axe-core)', () => {
  for (const type of MODAL_TYPES) {
    it(`the open ${type} modal has no axe-core violations`, async () => {
      const { host, view } = await renderInElement(
        <>
          <button type="button">Open</button>
          <Modal
            isOpen
            onClose={() => undefined}
            type={type}
            title="Share this event"
            message="Invite your friends"
            footer={
              <button type="button" className="eb-button eb-button--primary">
                Done
              </button>
            }
          >
            <p>Copy the link below.</p>
          </Modal>
        </>,
      );
      await view.findByRole('alertdialog');
      await expectNoAxeViolations(host);
    });
  }

  it('the open modal without a title, as a dialog, with scrolling content, has no axe-core violations', async () => {
    const { host, view } = await renderInElement(
      <Modal isOpen onClose={() => undefined} role="dialog" type="complex">
        <p style={{ height: '3000px' }}>Long terms</p>
      </Modal>,
    );
    await view.findByRole('dialog', { name: 'Date Picker Dialog' });
    await expectNoAxeViolations(host);
  });
});
