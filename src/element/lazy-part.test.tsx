import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { reactRootPerTest } from '../test-support/react-root';
import { partlyRendered, renderedSections, sectionsSeenBetweenTasks, SlowSections } from '../test-support/slow-render';
import { lazyPart, useLazyPart, type LazyPart } from './lazy-part';

const page = reactRootPerTest();

function SlowPage() {
  return <SlowSections />;
}

function Screen({ part }: { part: LazyPart<{ SlowPage: typeof SlowPage }> }) {
  const code = useLazyPart(part, true);
  return code ? <code.SlowPage /> : <p>Loading</p>;
}

describe('useLazyPart (issue 16: no task past 50 ms)', () => {
  it('renders what the code shows in slices once it has loaded, yielding to the browser between them', async () => {
    renderedSections.clear();
    const part = lazyPart('a slow page', async () => ({ SlowPage }));
    flushSync(() => page.root.render(<Screen part={part} />));
    expect(page.container.textContent).to.equal('Loading');
    expect(partlyRendered(await sectionsSeenBetweenTasks())).not.to.be.empty;
    await waitFor(() => expect(page.container.textContent).to.contain('Section 7'));
  });
});
