import { setViewport } from '@web/test-runner-commands';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { $viewportWidth, $windowSize, BREAKPOINTS, windowSizeFor } from './viewport';

describe('breakpoints (spec 000 §9)', () => {
  it('are 360, 480, 660, 792, 960, 1080, 1152, 1272, 1608', () => {
    expect(BREAKPOINTS).to.deep.equal([360, 480, 660, 792, 960, 1080, 1152, 1272, 1608]);
  });

  it('a window at least 1272 wide is large, at least 660 medium, else small', () => {
    expect([359, 659, 660, 1271, 1272, 1608].map(windowSizeFor)).to.deep.equal(['small', 'small', 'medium', 'medium', 'large', 'large']);
  });

  it('the shared store follows the real window', async () => {
    const sizes: string[] = [];
    const stop = $windowSize.subscribe((size) => sizes.push(size));
    try {
      await setViewport({ width: 500, height: 700 });
      await waitFor(() => expect($windowSize.get()).to.equal('small'));
      await setViewport({ width: 800, height: 700 });
      await waitFor(() => expect($windowSize.get()).to.equal('medium'));
      await setViewport({ width: 1300, height: 700 });
      await waitFor(() => expect($windowSize.get()).to.equal('large'));
      expect(sizes.slice(-3)).to.deep.equal(['small', 'medium', 'large']);
    } finally {
      stop();
    }
  });

  it('the width store follows resizes too', async () => {
    const stop = $viewportWidth.listen(() => undefined);
    try {
      await setViewport({ width: 777, height: 700 });
      await waitFor(() => expect($viewportWidth.get()).to.equal(777));
    } finally {
      stop();
    }
  });
});
