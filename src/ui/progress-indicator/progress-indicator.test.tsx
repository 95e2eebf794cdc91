import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { ProgressIndicator, clampProgress, progressLevel } from './ProgressIndicator';

afterEach(cleanupElements);

const LOW = 'rgb(197, 22, 46)';
const MEDIUM = 'rgb(168, 84, 0)';
const HIGH = 'rgb(11, 122, 62)';

async function renderProgress(value: number) {
  const rendered = await renderInElement(<ProgressIndicator value={value} label="Tickets sold" />);
  const bar = rendered.view.getByRole('progressbar', { name: 'Tickets sold' });
  const fill = bar.querySelector<HTMLElement>('.eb-progress__bar')!;
  return { ...rendered, bar, colour: () => getComputedStyle(fill).backgroundColor, fill };
}

describe('Progress indicator colour (spec 000 §4): "colour by progress below 50, 50 to 74, 75 and above"', () => {
  it('below 50 is the low colour: 0 and 49', async () => {
    expect(progressLevel(0)).to.equal('low');
    expect(progressLevel(49)).to.equal('low');
    expect(progressLevel(49.9)).to.equal('low');
    const { colour, bar } = await renderProgress(49);
    expect(bar.classList.contains('eb-progress--low')).to.equal(true);
    expect(colour()).to.equal(LOW);
  });

  it('50 to 74 is the medium colour: 50 and 74', async () => {
    expect(progressLevel(50)).to.equal('medium');
    expect(progressLevel(74)).to.equal('medium');
    expect(progressLevel(74.9)).to.equal('medium');
    const at50 = await renderProgress(50);
    expect(at50.bar.classList.contains('eb-progress--medium')).to.equal(true);
    expect(at50.colour()).to.equal(MEDIUM);
    const at74 = await renderProgress(74);
    expect(at74.colour()).to.equal(MEDIUM);
  });

  it('75 and above is the high colour: 75 and 100', async () => {
    expect(progressLevel(75)).to.equal('high');
    expect(progressLevel(100)).to.equal('high');
    const at75 = await renderProgress(75);
    expect(at75.bar.classList.contains('eb-progress--high')).to.equal(true);
    expect(at75.colour()).to.equal(HIGH);
    const at100 = await renderProgress(100);
    expect(at100.colour()).to.equal(HIGH);
  });

  it('the colour follows the progress as it changes', async () => {
    const { colour, rerender, host } = await renderProgress(10);
    expect(colour()).to.equal(LOW);
    rerender(<ProgressIndicator value={80} label="Tickets sold" />);
    await waitFor(() => expect(colour()).to.equal(HIGH));
    expect(host.shadowRoot!.querySelector('[role=progressbar]')!.getAttribute('aria-valuenow')).to.equal('80');
  });
});

describe('Progress indicator value: a progress bar from 0 to 100', () => {
  it('is a progressbar named by its label, with aria-valuenow between aria-valuemin 0 and aria-valuemax 100', async () => {
    const { bar, fill } = await renderProgress(42);
    expect(bar.getAttribute('aria-valuenow')).to.equal('42');
    expect(bar.getAttribute('aria-valuemin')).to.equal('0');
    expect(bar.getAttribute('aria-valuemax')).to.equal('100');
    expect(fill.style.width).to.equal('42%');
  });

  it('clamps a value above 100 to 100 and below 0 to 0', async () => {
    expect(clampProgress(150)).to.equal(100);
    expect(clampProgress(-5)).to.equal(0);
    const above = await renderProgress(150);
    expect(above.bar.getAttribute('aria-valuenow')).to.equal('100');
    expect(above.fill.style.width).to.equal('100%');
    const below = await renderProgress(-5);
    expect(below.bar.getAttribute('aria-valuenow')).to.equal('0');
    expect(below.colour()).to.equal(LOW);
  });

  it('treats a value that is not a number as 0, and a numeric string as its number', async () => {
    expect(clampProgress(Number.NaN)).to.equal(0);
    expect(clampProgress(undefined)).to.equal(0);
    expect(clampProgress('abc')).to.equal(0);
    expect(clampProgress('60')).to.equal(60);
    const { bar } = await renderProgress(Number.NaN);
    expect(bar.getAttribute('aria-valuenow')).to.equal('0');
  });
});

describe('Progress indicator accessibility', () => {
  for (const value of [20, 60, 90]) {
    it(`has no axe-core violations at ${value}`, async () => {
      const { host } = await renderProgress(value);
      await expectNoAxeViolations(host);
    });
  }
});
