import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { captureConsole } from '../../test-support/console';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { ICON_BUTTON_VARIANTS, IconButton, type IconButtonVariant } from './IconButton';
import { ChevronDownIcon, CloseIcon, MenuIcon, SearchIcon } from './icons';
import { clickWithMouse } from '../../test-support/pointer';

afterEach(cleanupElements);
afterEach(() => resetMouse());

const activeIn = (root: ShadowRoot) => root.activeElement;

describe('Icon button name: "every icon button has an accessible name"', () => {
  it('is a button named by its label, which is also its tooltip', async () => {
    const { view } = await renderInElement(<IconButton label="Close" icon={<CloseIcon />} />);
    const button = view.getByRole('button', { name: 'Close' });
    expect(button.getAttribute('title')).to.equal('Close');
    expect(button.getAttribute('type')).to.equal('button');
  });

  for (const [problem, label] of [
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ] as const) {
    it(`a ${problem} label is a developer error naming the problem, not a crash`, async () => {
      const errors = captureConsole('error');
      try {
        const { view } = await renderInElement(<IconButton label={label as unknown as string} icon={<SearchIcon />} />);
        await waitFor(() => expect(errors.messages()).to.include('[eb-widgets] IconButton: "label" is missing or empty; it is the only accessible name of an icon button.'));
        expect(view.getByRole('button')).to.exist;
      } finally {
        errors.restore();
      }
    });
  }
});

/** A property of a computed style whose value is text (not one of its methods). */
type StyleProperty = { [K in keyof CSSStyleDeclaration]: CSSStyleDeclaration[K] extends string ? K : never }[keyof CSSStyleDeclaration];

describe('Icon button styles (spec 000 §4): "none, neutral, dark, link, inverse, brand, outline, control"', () => {
  const looks: Record<IconButtonVariant, [StyleProperty, string]> = {
    none: ['borderTopLeftRadius', '0px'],
    neutral: ['backgroundColor', 'rgba(0, 0, 0, 0)'],
    dark: ['backgroundColor', 'rgb(30, 10, 60)'],
    link: ['color', 'rgb(54, 89, 227)'],
    inverse: ['color', 'rgb(255, 255, 255)'],
    brand: ['backgroundColor', 'rgb(209, 65, 12)'],
    outline: ['borderTopColor', 'rgb(111, 114, 135)'],
    control: ['borderTopLeftRadius', '4px'],
  };

  for (const variant of ICON_BUTTON_VARIANTS) {
    const [property, value] = looks[variant];
    it(`the ${variant} style has ${String(property)} ${value}`, async () => {
      const { view } = await renderInElement(<IconButton label="Menu" icon={<MenuIcon />} variant={variant} />);
      const button = view.getByRole('button', { name: 'Menu' });
      expect(button.classList.contains(`eb-icon-button--${variant}`)).to.equal(true);
      expect(getComputedStyle(button)[property]).to.equal(value);
    });
  }

  it('is neutral by default', async () => {
    const { view } = await renderInElement(<IconButton label="Menu" icon={<MenuIcon />} />);
    expect(view.getByRole('button').classList.contains('eb-icon-button--neutral')).to.equal(true);
  });
});

describe('Icon button activation: click, Enter and Space; all ignored when disabled', () => {
  it('a click calls onClick', async () => {
    let clicks = 0;
    const { view } = await renderInElement(<IconButton label="Close" icon={<CloseIcon />} onClick={() => clicks++} />);
    await clickWithMouse(view.getByRole('button'));
    expect(clicks).to.equal(1);
  });

  it('Enter and Space activate it', async () => {
    let clicks = 0;
    const { view } = await renderInElement(<IconButton label="Close" icon={<CloseIcon />} onClick={() => clicks++} />);
    view.getByRole('button').focus();
    await sendKeys({ press: 'Enter' });
    expect(clicks).to.equal(1);
    await sendKeys({ press: 'Space' });
    expect(clicks).to.equal(2);
  });

  it('a disabled icon button ignores clicks, Enter and Space, and says it is disabled', async () => {
    let clicks = 0;
    const { view } = await renderInElement(<IconButton label="Close" icon={<CloseIcon />} disabled onClick={() => clicks++} />);
    const button = view.getByRole('button', { name: 'Close' });
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    await clickWithMouse(button);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(clicks).to.equal(0);
  });

  it('a disabled icon button stays in the tab order, so keyboard users can find it', async () => {
    const { root, view } = await renderInElement(
      <div>
        <button type="button">Before</button>
        <IconButton label="Close" icon={<CloseIcon />} disabled />
      </div>,
    );
    view.getByRole('button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expect(activeIn(root)).to.equal(view.getByRole('button', { name: 'Close' }));
  });

  it('a disabled submit icon button does not submit its form', async () => {
    let submits = 0;
    const { view } = await renderInElement(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits++;
        }}
      >
        <IconButton label="Search" icon={<SearchIcon />} type="submit" disabled />
      </form>,
    );
    view.getByRole('button', { name: 'Search' }).focus();
    await sendKeys({ press: 'Enter' });
    await clickWithMouse(view.getByRole('button', { name: 'Search' }));
    expect(submits).to.equal(0);
  });

  it('an enabled submit icon button submits its form', async () => {
    let submits = 0;
    const { view } = await renderInElement(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits++;
        }}
      >
        <IconButton label="Search" icon={<SearchIcon />} type="submit" />
      </form>,
    );
    view.getByRole('button', { name: 'Search' }).focus();
    await sendKeys({ press: 'Enter' });
    expect(submits).to.equal(1);
  });
});

describe('Icon button opening something: aria-expanded, aria-controls, aria-haspopup', () => {
  it('says whether what it opens is open', async () => {
    const { view, rerender } = await renderInElement(<IconButton label="Menu" icon={<MenuIcon />} expanded={false} controls="main-menu" hasPopup="menu" />);
    const button = view.getByRole('button', { name: 'Menu', expanded: false });
    expect(button.getAttribute('aria-controls')).to.equal('main-menu');
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    rerender(<IconButton label="Menu" icon={<MenuIcon />} expanded controls="main-menu" hasPopup="menu" />);
    await view.findByRole('button', { name: 'Menu', expanded: true });
  });

  it('a plain icon button has no aria-expanded', async () => {
    const { view } = await renderInElement(<IconButton label="Close" icon={<CloseIcon />} />);
    expect(view.getByRole('button').hasAttribute('aria-expanded')).to.equal(false);
  });
});

describe('Icons: close, chevron-down, search, menu are inline SVG decoration', () => {
  it('each icon is hidden from screen readers and never takes focus', async () => {
    const { root } = await renderInElement(
      <p>
        <CloseIcon />
        <ChevronDownIcon />
        <SearchIcon />
        <MenuIcon />
      </p>,
    );
    const icons = [...root.querySelectorAll('svg')];
    expect(icons.map((icon) => icon.getAttribute('class'))).to.deep.equal([
      'eb-icon eb-icon--close',
      'eb-icon eb-icon--chevron-down',
      'eb-icon eb-icon--search',
      'eb-icon eb-icon--menu',
    ]);
    for (const icon of icons) {
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      expect(icon.getAttribute('focusable')).to.equal('false');
    }
  });

  it('an icon adds nothing to the button name', async () => {
    const { view } = await renderInElement(<IconButton label="Search events" icon={<SearchIcon />} />);
    expect(view.getByRole('button').textContent).to.equal('');
    expect(view.getByRole('button', { name: 'Search events' })).to.exist;
  });
});

describe('Icon button accessibility', () => {
  it('has no axe-core violations in every style', async () => {
    const { host } = await renderInElement(
      <div style={{ background: '#1e0a3c', padding: '8px' }}>
        {ICON_BUTTON_VARIANTS.map((variant) => (
          <IconButton key={variant} label={`Close (${variant})`} icon={<CloseIcon />} variant={variant} />
        ))}
      </div>,
    );
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations when disabled and when opening a menu', async () => {
    const { host } = await renderInElement(
      <div>
        <IconButton label="Close" icon={<CloseIcon />} disabled />
        <IconButton label="Menu" icon={<MenuIcon />} expanded={false} hasPopup="menu" />
      </div>,
    );
    await expectNoAxeViolations(host);
  });
});
