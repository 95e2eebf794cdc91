import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { nextTask } from '../lib/next-task';
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

function Part() {
  return <p>The part</p>;
}

function Dialog({ part, wanted }: { part: LazyPart<{ Part: typeof Part }>; wanted: boolean }) {
  const code = useLazyPart(part, wanted);
  return code ? <code.Part /> : <p>{wanted ? 'Asked for' : 'Not asked for'}</p>;
}

/** A part that counts how often its code is imported. */
function countedPart(name: string) {
  const counted = {
    imports: 0,
    part: lazyPart(name, () => {
      counted.imports += 1;
      return Promise.resolve({ Part });
    }),
  };
  return counted;
}

/** Whether the part is in the frame the browser draws next: requestAnimationFrame runs just before it. */
const partInNextFrame = () => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(page.container.textContent === 'The part')));

describe('useLazyPart (issue 16: no task past 50 ms)', () => {
  it('renders what the code shows in slices once it has loaded, yielding to the browser between them', async () => {
    renderedSections.clear();
    const part = lazyPart('a slow page', () => Promise.resolve({ SlowPage }));
    flushSync(() => page.root.render(<Screen part={part} />));
    expect(page.container.textContent).to.equal('Loading');
    expect(partlyRendered(await sectionsSeenBetweenTasks())).not.to.be.empty;
    await waitFor(() => expect(page.container.textContent).to.contain('Section 7'));
  });
});

describe('useLazyPart (issue 48: the frame of the input first)', () => {
  it('code asked for later (a click), loaded or not, shows after the frame that shows the asking, each time it is asked for', async () => {
    const part = lazyPart('a dialog', () => Promise.resolve({ Part }));
    flushSync(() => page.root.render(<Dialog part={part} wanted={false} />));
    for (const time of ['first', 'loaded', 'again']) {
      if (time === 'loaded') await part.load();
      flushSync(() => page.root.render(<Dialog part={part} wanted />));
      expect(await partInNextFrame(), `${time}: in the frame that shows the asking`).to.equal(false);
      expect(page.container.textContent).to.equal('Asked for');
      await waitFor(() => expect(page.container.textContent).to.equal('The part'));
      flushSync(() => page.root.render(<Dialog part={part} wanted={false} />));
      expect(page.container.textContent).to.equal('Not asked for');
    }
  });

  it('a sign of intent (a pointer over the button) starts the load in the next task: the input, and a click right behind it, go first', async () => {
    const counted = countedPart('a dialog');
    const { part } = counted;
    part.prepare();
    expect(counted.imports, 'in the task of the input').to.equal(0);
    await nextTask();
    expect(counted.imports).to.equal(1);
    part.prepare();
    await nextTask();
    expect(counted.imports, 'once loaded, never again').to.equal(1);
  });

  it("code asked for later (a tap, no pointer resting first) starts loading after the tap's frame: the tap's task adds no script", async () => {
    const counted = countedPart('a dialog');
    const { part } = counted;
    flushSync(() => page.root.render(<Dialog part={part} wanted={false} />));
    // As a click's handler: the render and its effects run in the click's task.
    flushSync(() => page.root.render(<Dialog part={part} wanted />));
    expect(counted.imports, "in the tap's task").to.equal(0);
    await new Promise(requestAnimationFrame);
    expect(counted.imports, "in the tap's frame").to.equal(0);
    await waitFor(() => expect(page.container.textContent).to.equal('The part'));
    expect(counted.imports).to.equal(1);
  });

  it('code wanted from the first render starts loading at once (a marketplace screen as the page loads)', async () => {
    const counted = countedPart('a screen');
    const { part } = counted;
    flushSync(() => page.root.render(<Dialog part={part} wanted />));
    expect(counted.imports).to.equal(1);
    await waitFor(() => expect(page.container.textContent).to.equal('The part'));
  });

  it('code wanted from the first render and already loaded shows at once (a marketplace screen whose code is in)', async () => {
    const part = lazyPart('a screen', () => Promise.resolve({ Part }));
    await part.load();
    flushSync(() => page.root.render(<Dialog part={part} wanted />));
    expect(page.container.textContent).to.equal('The part');
  });
});
