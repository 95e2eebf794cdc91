import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { Spinner } from './Spinner';

afterEach(cleanupElements);

const circleOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('.eb-spinner__circle')!;

describe('Spinner: a status named "Loading"', () => {
  it('is a status whose accessible name is "Loading"', async () => {
    const { view } = await renderInElement(<Spinner />);
    const status = view.getByRole('status', { name: 'Loading' });
    expect(status.textContent).to.equal('Loading');
  });

  it('takes a more precise label when given one', async () => {
    const { view } = await renderInElement(<Spinner label="Loading events" />);
    expect(view.getByRole('status', { name: 'Loading events' })).to.exist;
  });

  it('a decorative spinner (inside something already busy) is hidden from screen readers', async () => {
    const { root, view } = await renderInElement(<Spinner decorative />);
    expect(view.queryByRole('status')).to.equal(null);
    expect(root.querySelector('.eb-spinner')!.getAttribute('aria-hidden')).to.equal('true');
    expect(root.querySelector('.eb-spinner')!.textContent).to.equal('');
  });

  it('has no axe-core violations', async () => {
    const { host } = await renderInElement(<Spinner />);
    await expectNoAxeViolations(host);
  });
});

describe('Spinner sizes: small, medium, large', () => {
  for (const [size, pixels] of [
    ['small', '16px'],
    ['medium', '32px'],
    ['large', '48px'],
  ] as const) {
    it(`a ${size} spinner is ${pixels} wide`, async () => {
      const { root } = await renderInElement(<Spinner size={size} />);
      expect(getComputedStyle(circleOf(root)).width).to.equal(pixels);
    });
  }

  it('is medium by default', async () => {
    const { root } = await renderInElement(<Spinner />);
    expect(root.querySelector('.eb-spinner')!.classList.contains('eb-spinner--medium')).to.equal(true);
  });
});

describe('Spinner motion: respects prefers-reduced-motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('spins when the visitor has no motion preference', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { root } = await renderInElement(<Spinner />);
    expect(getComputedStyle(circleOf(root)).animationName).to.equal('eb-spinner-spin');
  });

  it('does not spin, only fades slowly, when the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { root } = await renderInElement(<Spinner />);
    const style = getComputedStyle(circleOf(root));
    expect(style.animationName).to.equal('eb-spinner-pulse');
    expect(style.animationDuration).to.equal('2s');
  });
});
