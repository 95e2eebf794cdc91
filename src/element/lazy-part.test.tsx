import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
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

const rendered: number[] = [];

/** A part of eight sections, each 8 ms to render: 64 ms, past the 50 ms a task should take. */
function SlowPage() {
  return [0, 1, 2, 3, 4, 5, 6, 7].map((index) => <SlowSection key={index} index={index} />);
}
function SlowSection({ index }: { index: number }) {
  const end = performance.now() + 8;
  while (performance.now() < end);
  rendered.push(index);
  return <span>{index}</span>;
}

function Screen({ part }: { part: LazyPart<{ SlowPage: typeof SlowPage }> }) {
  const code = useLazyPart(part, true);
  return code ? <code.SlowPage /> : <p>Loading</p>;
}

describe('useLazyPart (issue 16: no task past 50 ms)', () => {
  it('renders what the code shows in slices once it has loaded, yielding to the browser between them', async () => {
    rendered.length = 0;
    const part = lazyPart('a slow page', async () => ({ SlowPage }));
    flushSync(() => root.render(<Screen part={part} />));
    expect(container.textContent).to.equal('Loading');
    // The hook's own callback on the load runs first: it has asked React to render by now.
    await part.load();
    // A task queued then: rendered all at once, the page would have had all of its sections or none.
    const renderedMeanwhile = await new Promise<number>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(rendered.length);
      channel.port2.postMessage(null);
    });
    expect(renderedMeanwhile).to.be.within(1, 7);
    await waitFor(() => expect(container.textContent).to.equal('01234567'));
  });
});
