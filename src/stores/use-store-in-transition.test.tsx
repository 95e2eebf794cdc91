import { useStore } from '@nanostores/react';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { atom, type ReadableAtom } from 'nanostores';
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { reactRootPerTest } from '../test-support/react-root';
import { partlyRendered, renderedSections, sectionsSeenBetweenTasks, SlowSections } from '../test-support/slow-render';
import { useStoreInTransition } from './use-store-in-transition';

const page = reactRootPerTest();

function InTransition({ store }: { store: ReadableAtom<string> }) {
  return <p data-in-transition>{useStoreInTransition(store)}</p>;
}

function AtOnce({ store }: { store: ReadableAtom<string> }) {
  return <p data-at-once>{useStore(store)}</p>;
}

const shown = (which: string) => page.container.querySelector(`[${which}]`)!.textContent;

/** A few turns of the microtask queue: where React renders what useSyncExternalStore asked for. */
async function microtasks() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

describe('useStoreInTransition (issue 16: answers from the API render in slices)', () => {
  it("shows the store's value from the first render, then each new value", async () => {
    const $list = atom('first page');
    flushSync(() => page.root.render(<InTransition store={$list} />));
    expect(shown('data-in-transition')).to.equal('first page');
    $list.set('every page');
    await waitFor(() => expect(shown('data-in-transition')).to.equal('every page'));
  });

  it('renders a change in a transition, after what useStore renders at once', async () => {
    const $list = atom('loading');
    flushSync(() =>
      page.root.render(
        <>
          <AtOnce store={$list} />
          <InTransition store={$list} />
        </>,
      ),
    );
    $list.set('loaded');
    await microtasks();
    // useStore's update is rendered in a microtask of the task that changed the store; the
    // transition waits for a task of React's scheduler, which renders it in slices.
    expect(shown('data-at-once')).to.equal('loaded');
    expect(shown('data-in-transition')).to.equal('loading');
    await waitFor(() => expect(shown('data-in-transition')).to.equal('loaded'));
  });

  it('renders a change in slices, yielding to the browser between them', async () => {
    const $list = atom('loading');
    function Sections() {
      return <SlowSections text={useStoreInTransition($list)} />;
    }
    flushSync(() => page.root.render(<Sections />));
    renderedSections.clear();
    $list.set('loaded');
    expect(partlyRendered(await sectionsSeenBetweenTasks())).not.to.be.empty;
    await waitFor(() => expect(page.container.textContent).to.contain('loaded 7'));
  });

  it('misses no change made between its render and its subscription', async () => {
    const $list = atom('before');
    // A later sibling's layout effect runs before the reader's effect subscribes.
    function ChangesTheStore() {
      useLayoutEffect(() => $list.set('in between'), []);
      return null;
    }
    flushSync(() =>
      page.root.render(
        <>
          <InTransition store={$list} />
          <ChangesTheStore />
        </>,
      ),
    );
    await waitFor(() => expect(shown('data-in-transition')).to.equal('in between'));
  });

  it("given another store, shows that store's value in the same render", () => {
    const $one = atom('app one');
    const $other = atom('app two');
    flushSync(() => page.root.render(<InTransition store={$one} />));
    flushSync(() => page.root.render(<InTransition store={$other} />));
    expect(shown('data-in-transition')).to.equal('app two');
  });
});
