import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { partlyRendered, renderedSections, sectionsSeenBetweenTasks, SlowSections } from '../test-support/slow-render';
import { lazyPart, useLazyPart, type LazyPart } from './lazy-part';

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

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
    flushSync(() => root.render(<Screen part={part} />));
    expect(container.textContent).to.equal('Loading');
    expect(partlyRendered(await sectionsSeenBetweenTasks())).not.to.be.empty;
    await waitFor(() => expect(container.textContent).to.contain('Section 7'));
  });
});
