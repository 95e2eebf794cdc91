import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { captureConsole } from '../../test-support/console';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { Button, ignoresClicks, type ButtonProps } from './Button';
import { clickWithMouse } from '../../test-support/pointer';

afterEach(cleanupElements);
afterEach(() => resetMouse());

/**
 * Records whether link clicks reaching the page were cancelled, then cancels them all so that a
 * failing test never navigates away from the test page.
 */
function watchLinkClicks() {
  const cancelled: boolean[] = [];
  const listener = (event: MouseEvent) => {
    cancelled.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  return { cancelled, stop: () => window.removeEventListener('click', listener) };
}

const BLOCKED: Array<[string, Partial<ButtonProps>]> = [
  ['loading', { state: 'loading' }],
  ['successful', { state: 'successful' }],
  ['not successful', { state: 'failed' }],
  ['disabled', { disabled: true }],
];

describe('Button types (spec 000 §4): "Types button, submit, link"', () => {
  it('a button is a native button of type button', async () => {
    const { view } = await renderInElement(<Button>Save</Button>);
    const button = view.getByRole('button', { name: 'Save' });
    expect(button.tagName).to.equal('BUTTON');
    expect(button.getAttribute('type')).to.equal('button');
  });

  it('a submit button submits its form', async () => {
    let submits = 0;
    const { view } = await renderInElement(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits++;
        }}
      >
        <Button type="submit">Send</Button>
      </form>,
    );
    const button = view.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).to.equal('submit');
    await clickWithMouse(button);
    expect(submits).to.equal(1);
  });

  it('a link renders an <a href>', async () => {
    const { view } = await renderInElement(
      <Button type="link" href="https://www.eventbrite.com/create" variant="primary">
        Create an Event
      </Button>,
    );
    const link = view.getByRole('link', { name: 'Create an Event' });
    expect(link.tagName).to.equal('A');
    expect(link.getAttribute('href')).to.equal('https://www.eventbrite.com/create');
  });

  it('a link allows http(s), mailto, tel and relative hrefs', async () => {
    const { view } = await renderInElement(
      <p>
        <Button type="link" href="http://example.com/a">
          Web
        </Button>
        <Button type="link" href="mailto:help@example.com">
          Mail
        </Button>
        <Button type="link" href="tel:+15555550100">
          Call
        </Button>
        <Button type="link" href="/create">
          Create
        </Button>
      </p>,
    );
    expect(view.getByRole('link', { name: 'Create' }).getAttribute('href')).to.equal('/create');
    expect(view.getByRole('link', { name: 'Web' }).getAttribute('href')).to.equal('http://example.com/a');
    expect(view.getByRole('link', { name: 'Mail' }).getAttribute('href')).to.equal('mailto:help@example.com');
    expect(view.getByRole('link', { name: 'Call' }).getAttribute('href')).to.equal('tel:+15555550100');
  });

  for (const unsafe of ['javascript:alert(1)', 'data:text/html,<b>hi</b>', 'vbscript:msgbox(1)']) {
    it(`a link with an unsafe href (${unsafe}) renders without href and tells the developer`, async () => {
      const errors = captureConsole('error');
      try {
        const { root } = await renderInElement(
          <Button type="link" href={unsafe}>
            Open
          </Button>,
        );
        const anchor = root.querySelector('a')!;
        expect(anchor.hasAttribute('href')).to.equal(false);
        expect(anchor.textContent).to.equal('Open');
        await waitFor(() => expect(errors.messages().join('\n')).to.contain(`Button: link href "${unsafe}" is not an http(s), mailto, tel or relative URL`));
      } finally {
        errors.restore();
      }
    });
  }
});

describe('Button activation: click, Enter and Space', () => {
  it('a click calls onClick', async () => {
    let clicks = 0;
    const { view } = await renderInElement(<Button onClick={() => clicks++}>Save</Button>);
    await clickWithMouse(view.getByRole('button', { name: 'Save' }));
    expect(clicks).to.equal(1);
  });

  it('Enter and Space activate it', async () => {
    let clicks = 0;
    const { view } = await renderInElement(<Button onClick={() => clicks++}>Save</Button>);
    view.getByRole('button', { name: 'Save' }).focus();
    await sendKeys({ press: 'Enter' });
    expect(clicks).to.equal(1);
    await sendKeys({ press: 'Space' });
    expect(clicks).to.equal(2);
  });

  it('Enter follows a link button', async () => {
    const links = watchLinkClicks();
    let clicks = 0;
    try {
      const { view } = await renderInElement(
        <Button type="link" href="https://example.com/tickets" onClick={() => clicks++}>
          Tickets
        </Button>,
      );
      view.getByRole('link', { name: 'Tickets' }).focus();
      await sendKeys({ press: 'Enter' });
      expect(clicks).to.equal(1);
      expect(links.cancelled).to.deep.equal([false]);
    } finally {
      links.stop();
    }
  });
});

describe('Button states (spec 000 §4): "Buttons: loading, successful, not successful, disabled; clicks ignored in all"', () => {
  it('ignoresClicks is true in each of the four states and false otherwise', () => {
    expect(ignoresClicks({})).to.equal(false);
    expect(ignoresClicks({ state: 'loading' })).to.equal(true);
    expect(ignoresClicks({ state: 'successful' })).to.equal(true);
    expect(ignoresClicks({ state: 'failed' })).to.equal(true);
    expect(ignoresClicks({ disabled: true })).to.equal(true);
  });

  for (const [name, props] of BLOCKED) {
    describe(`${name}: clicks ignored`, () => {
      it('ignores a mouse click', async () => {
        let clicks = 0;
        const { view } = await renderInElement(
          <Button {...props} onClick={() => clicks++}>
            Save
          </Button>,
        );
        await clickWithMouse(view.getByRole('button', { name: 'Save' }));
        expect(clicks).to.equal(0);
      });

      it('ignores Enter and Space, and says it is unavailable (aria-disabled) while staying focusable', async () => {
        let clicks = 0;
        const { root, view } = await renderInElement(
          <div>
            <button type="button">Before</button>
            <Button {...props} onClick={() => clicks++}>
              Save
            </Button>
          </div>,
        );
        const button = view.getByRole('button', { name: 'Save' });
        expect(button.getAttribute('aria-disabled')).to.equal('true');
        expect(button.hasAttribute('disabled')).to.equal(false);
        view.getByRole('button', { name: 'Before' }).focus();
        await sendKeys({ press: 'Tab' });
        expect(root.activeElement).to.equal(button);
        await sendKeys({ press: 'Enter' });
        await sendKeys({ press: 'Space' });
        expect(clicks).to.equal(0);
      });

      it('a submit button does not submit its form, by click, Enter on it or Enter in a field', async () => {
        let submits = 0;
        const { view } = await renderInElement(
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submits++;
            }}
          >
            <label>
              Email <input type="email" />
            </label>
            <Button type="submit" {...props}>
              Send
            </Button>
          </form>,
        );
        const button = view.getByRole('button', { name: 'Send' });
        await clickWithMouse(button);
        button.focus();
        await sendKeys({ press: 'Enter' });
        view.getByRole('textbox', { name: 'Email' }).focus();
        await sendKeys({ press: 'Enter' });
        expect(submits).to.equal(0);
      });

      it('a link does not navigate, by click or Enter', async () => {
        const links = watchLinkClicks();
        let clicks = 0;
        try {
          const { view } = await renderInElement(
            <Button type="link" href="https://example.com/tickets" {...props} onClick={() => clicks++}>
              Tickets
            </Button>,
          );
          const link = view.getByRole('link', { name: 'Tickets' });
          expect(link.getAttribute('aria-disabled')).to.equal('true');
          await clickWithMouse(link);
          link.focus();
          await sendKeys({ press: 'Enter' });
          expect(clicks).to.equal(0);
          expect(links.cancelled).to.deep.equal([true, true]);
        } finally {
          links.stop();
        }
      });
    });
  }

  it('clicks count again once the state is cleared', async () => {
    let clicks = 0;
    const { view, rerender } = await renderInElement(
      <Button state="loading" onClick={() => clicks++}>
        Save
      </Button>,
    );
    rerender(<Button onClick={() => clicks++}>Save</Button>);
    await waitFor(() => expect(view.getByRole('button', { name: 'Save' }).hasAttribute('aria-disabled')).to.equal(false));
    view.getByRole('button', { name: 'Save' }).focus();
    await sendKeys({ press: 'Enter' });
    expect(clicks).to.equal(1);
  });
});

describe('Button loading: shows a spinner, keeps its name, is busy', () => {
  it('shows a spinner and keeps the accessible name "Save"', async () => {
    const { view } = await renderInElement(<Button state="loading">Save</Button>);
    const button = view.getByRole('button', { name: 'Save' });
    const spinner = button.querySelector('.eb-spinner')!;
    expect(spinner).to.not.equal(null);
    expect(spinner.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(button.querySelector('.eb-button__label')!).opacity).to.equal('0');
  });

  it('sets aria-busy and announces "Loading"', async () => {
    const { view } = await renderInElement(<Button state="loading">Save</Button>);
    expect(view.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).to.equal('true');
    expect(view.getByRole('status').textContent).to.equal('Loading');
  });

  it('keeps its width while loading, so nothing around it moves', async () => {
    const { view, rerender } = await renderInElement(<Button>Save changes</Button>);
    const width = view.getByRole('button').getBoundingClientRect().width;
    rerender(<Button state="loading">Save changes</Button>);
    await waitFor(() => expect(view.getByRole('button').getAttribute('aria-busy')).to.equal('true'));
    expect(view.getByRole('button').getBoundingClientRect().width).to.equal(width);
  });

  it('is not busy otherwise', async () => {
    const { view } = await renderInElement(<Button>Save</Button>);
    expect(view.getByRole('button').hasAttribute('aria-busy')).to.equal(false);
    expect(view.getByRole('status').textContent).to.equal('');
  });
});

describe('Button successful and not successful: a visible state, announced to screen readers', () => {
  it('successful shows a check and the success colour, and announces "Successful"', async () => {
    const { view, rerender } = await renderInElement(<Button state="loading">Save</Button>);
    rerender(<Button state="successful">Save</Button>);
    await waitFor(() => expect(view.getByRole('status').textContent).to.equal('Successful'));
    const button = view.getByRole('button', { name: 'Save' });
    expect(button.querySelector('svg.eb-button__state-icon')!.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(11, 122, 62)');
  });

  it('not successful shows an alert mark and the failure colour, and announces "Not successful"', async () => {
    const { view, rerender } = await renderInElement(<Button state="loading">Save</Button>);
    rerender(<Button state="failed">Save</Button>);
    await waitFor(() => expect(view.getByRole('status').textContent).to.equal('Not successful'));
    const button = view.getByRole('button', { name: 'Save' });
    expect(button.querySelector('svg.eb-button__state-icon')).to.not.equal(null);
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(197, 22, 46)');
  });

  it('announces the given messages instead', async () => {
    const { view, rerender } = await renderInElement(
      <Button state="successful" successMessage="Event saved" failureMessage="Could not save">
        Save
      </Button>,
    );
    expect(view.getByRole('status').textContent).to.equal('Event saved');
    rerender(
      <Button state="failed" successMessage="Event saved" failureMessage="Could not save">
        Save
      </Button>,
    );
    await waitFor(() => expect(view.getByRole('status').textContent).to.equal('Could not save'));
  });
});

describe('Button variants: primary and neutral', () => {
  it('primary uses the brand colour', async () => {
    const { view } = await renderInElement(<Button variant="primary">Save</Button>);
    const style = getComputedStyle(view.getByRole('button'));
    expect(style.backgroundColor).to.equal('rgb(209, 65, 12)');
    // White, derived from the brand colour (src/element/brand-contrast.test.tsx).
    expect(style.color).to.equal('color(srgb-linear 1 1 1)');
  });

  it('neutral (the default) is the plain surface button', async () => {
    const { view } = await renderInElement(<Button>Save</Button>);
    const button = view.getByRole('button');
    expect(button.classList.contains('eb-button--neutral')).to.equal(true);
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(255, 255, 255)');
  });
});

describe('Button accessibility', () => {
  const cases: Array<[string, Partial<ButtonProps>]> = [['ready', {}], ...BLOCKED];
  for (const [name, props] of cases) {
    it(`has no axe-core violations when ${name}, as a button and as a link, primary and neutral`, async () => {
      const { host } = await renderInElement(
        <div>
          <Button {...props} variant="primary">
            Save
          </Button>
          <Button {...props}>Cancel</Button>
          <Button {...props} type="link" href="https://example.com/help">
            Help
          </Button>
        </div>,
      );
      await expectNoAxeViolations(host);
    });
  }
});
