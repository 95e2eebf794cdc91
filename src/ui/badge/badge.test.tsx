import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { Badge, badgeText } from './Badge';

afterEach(cleanupElements);

describe('Badge (spec 000 §2): count capped at 99+, hidden at 0, label only when the count is a number', () => {
  it('shows the count up to 99', async () => {
    const { root } = await renderInElement(<Badge count={42} />);
    expect(root.querySelector('.eb-badge [aria-hidden]')!.textContent).to.equal('42');
  });

  it('caps a count above 99 at 99+', async () => {
    expect(badgeText(99)).to.equal('99');
    expect(badgeText(100)).to.equal('99+');
    const { root } = await renderInElement(<Badge count={1234} />);
    expect(root.querySelector('.eb-badge [aria-hidden]')!.textContent).to.equal('99+');
  });

  it('is hidden at 0', async () => {
    const { root } = await renderInElement(
      <p>
        before
        <Badge count={0} />
        after
      </p>,
    );
    expect(root.querySelector('.eb-badge')).to.equal(null);
    expect(root.querySelector('p')!.textContent).to.equal('beforeafter');
  });

  it('reads a numeric count with its label', async () => {
    const { view } = await renderInElement(<Badge count={3} label="saved events" />);
    expect(view.getByText('3 saved events')).to.exist;
  });

  it('a text badge such as Beta shows its text and no count label', async () => {
    const { root } = await renderInElement(<Badge count="Beta" label="ignored" />);
    expect(root.querySelector('.eb-badge')!.textContent).to.equal('Beta');
    expect(root.querySelector('.eb-visually-hidden')).to.equal(null);
  });

  it('its stylesheet is adopted by the shadow root it renders in', async () => {
    const { root } = await renderInElement(<Badge count={5} />);
    expect(getComputedStyle(root.querySelector('.eb-badge')!).borderRadius).to.equal('10px');
  });

  it('has no axe-core violations', async () => {
    const { host } = await renderInElement(
      <p>
        Liked <Badge count={120} label="saved events" /> <Badge count="New" />
      </p>,
    );
    await expectNoAxeViolations(host);
  });
});
