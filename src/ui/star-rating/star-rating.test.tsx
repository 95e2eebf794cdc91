import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { applyLocale } from '../../stores/locale';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { StarRating, ratingValue, starFills } from './StarRating';

afterEach(cleanupElements);

const fillsShown = (root: ShadowRoot) => [...root.querySelectorAll('.eb-star')].map((star) => star.className.replace('eb-star eb-star--', ''));

describe('Star rating display: a rating from 1 to 5 as five stars, whole and half', () => {
  it('shows 4 as four full stars and one empty', async () => {
    const { root } = await renderInElement(<StarRating rating={4} />);
    expect(fillsShown(root)).to.deep.equal(['full', 'full', 'full', 'full', 'empty']);
  });

  it('shows 4.5 as four full stars and a half star', async () => {
    const { root } = await renderInElement(<StarRating rating={4.5} />);
    expect(fillsShown(root)).to.deep.equal(['full', 'full', 'full', 'full', 'half']);
  });

  it('rounds to the nearest half star', () => {
    expect(ratingValue(4.2)).to.equal(4);
    expect(ratingValue(4.3)).to.equal(4.5);
    expect(ratingValue(4.8)).to.equal(5);
    expect(starFills(1.5)).to.deep.equal(['full', 'half', 'empty', 'empty', 'empty']);
  });

  it('a half star is filled on its left half, and its right half in right-to-left text', async () => {
    const { root } = await renderInElement(
      <div>
        <StarRating rating={0.5} />
        <div dir="rtl">
          <StarRating rating={0.5} />
        </div>
      </div>,
    );
    const [ltr, rtl] = [...root.querySelectorAll('.eb-star--half')].map((star) => ({
      star: star.getBoundingClientRect(),
      fill: star.querySelector('.eb-star__fill')!.getBoundingClientRect(),
      shape: star.querySelector('.eb-star__fill svg')!.getBoundingClientRect(),
    }));
    expect(ltr.fill.width).to.equal(ltr.star.width / 2);
    expect(ltr.fill.left).to.equal(ltr.star.left);
    expect(ltr.shape.left).to.equal(ltr.star.left);
    expect(rtl.fill.width).to.equal(rtl.star.width / 2);
    expect(rtl.fill.right).to.equal(rtl.star.right);
    expect(rtl.shape.right).to.equal(rtl.star.right);
  });
});

describe('Star rating values: clamped, parsed from strings, invalid as 0', () => {
  it('clamps a rating above 5 to 5 and below 0 to 0', async () => {
    expect(ratingValue(7)).to.equal(5);
    expect(ratingValue(-1)).to.equal(0);
    const { root, view } = await renderInElement(<StarRating rating={7} />);
    expect(fillsShown(root)).to.deep.equal(['full', 'full', 'full', 'full', 'full']);
    expect(view.getByRole('img', { name: '5 out of 5 stars' })).to.exist;
  });

  it('parses a rating sent by the server as a string ("4.5")', async () => {
    expect(ratingValue('4.5')).to.equal(4.5);
    expect(ratingValue(' 3 ')).to.equal(3);
    const { root, view } = await renderInElement(<StarRating rating="4.5" />);
    expect(view.getByRole('img', { name: '4.5 out of 5 stars' })).to.exist;
    expect(fillsShown(root)).to.deep.equal(['full', 'full', 'full', 'full', 'half']);
  });

  it('treats an invalid rating as 0, without crashing', async () => {
    const invalids: unknown[] = ['abc', '4.5 stars', '', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}];
    for (const invalid of invalids) {
      expect(ratingValue(invalid), String(invalid)).to.equal(0);
    }
    const { root, view } = await renderInElement(<StarRating rating={{ stars: 4 } as unknown as number} />);
    expect(view.getByRole('img', { name: '0 out of 5 stars' })).to.exist;
    expect(fillsShown(root)).to.deep.equal(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(root.querySelector('.eb-generic-error')).to.equal(null);
  });
});

describe('Star rating accessible name: "4 out of 5 stars", the number in the active locale', () => {
  it('is an image named "4 out of 5 stars" for 4', async () => {
    const { view } = await renderInElement(<StarRating rating={4} />);
    expect(view.getByRole('img', { name: '4 out of 5 stars' })).to.exist;
  });

  it('is named "4.5 out of 5 stars" for 4.5', async () => {
    const { view } = await renderInElement(<StarRating rating={4.5} />);
    expect(view.getByRole('img', { name: '4.5 out of 5 stars' })).to.exist;
  });

  it('the stars themselves are hidden from screen readers', async () => {
    const { root } = await renderInElement(<StarRating rating={3} />);
    const shapes = [...root.querySelectorAll('svg')];
    expect(shapes).to.have.length(10);
    for (const shape of shapes) expect(shape.getAttribute('aria-hidden')).to.equal('true');
  });

  it('is translated, with the number formatted for the active locale (4,5 in German)', async () => {
    const { view } = await renderInElement(<StarRating rating="4.5" />);
    try {
      await applyLocale('de_DE');
      await waitFor(() => expect(view.getByRole('img').getAttribute('aria-label')).to.equal('4,5 von 5 Sternen'));
    } finally {
      await applyLocale('en_US');
    }
    await waitFor(() => expect(view.getByRole('img', { name: '4.5 out of 5 stars' })).to.exist);
  });
});

describe('Star rating sizes: small and medium', () => {
  for (const [size, pixels] of [
    ['small', '16px'],
    ['medium', '24px'],
  ] as const) {
    it(`a ${size} star is ${pixels} wide`, async () => {
      const { root } = await renderInElement(<StarRating rating={3} size={size} />);
      expect(getComputedStyle(root.querySelector('.eb-star')!).width).to.equal(pixels);
    });
  }

  it('is medium by default', async () => {
    const { root } = await renderInElement(<StarRating rating={3} />);
    expect(getComputedStyle(root.querySelector('.eb-star')!).width).to.equal('24px');
  });
});

describe('Star rating accessibility', () => {
  for (const rating of [0, 3, 4.5, 5]) {
    it(`has no axe-core violations at ${rating}`, async () => {
      const { host } = await renderInElement(<StarRating rating={rating} size="small" />);
      await expectNoAxeViolations(host);
    });
  }
});
