// Defining a tag starts the library, which settles the page's locale: hydration waits for it.
import '../../elements/eb-footer';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import { $shownLocale } from '../stores/locale';
import { captureConsole } from '../test-support/console';
import { partlyRendered, renderedSections, sectionsSeenBetweenTasks, SlowSections } from '../test-support/slow-render';
import { hydrateElement } from './hydrate-element';
import { SERVER_ROOT_ATTRIBUTE } from './server-marker';

// The element wrapper's hydration of server-rendered HTML (eb-widgets/ssr), on its own: ssr.test.tsx
// and e2e/ssr.spec.ts hydrate the header and footer themselves.

function SlowElement() {
  return (
    <main>
      <SlowSections />
    </main>
  );
}

let holder: HTMLElement;
afterEach(() => holder?.remove());

describe('hydrateElement (issue 16: no task past 50 ms)', () => {
  it("hydrates the server's HTML in slices, yielding to the browser between them, with no mismatch", async () => {
    await waitFor(() => expect($shownLocale.get()).to.equal('en_US'));
    const errors = captureConsole('error');
    holder = document.createElement('div');
    document.body.append(holder);
    const container = holder.attachShadow({ mode: 'open' });
    const marker = { locale: 'en_US', snapshot: { page: '/', host: location.host, year: 2026, privacySignal: false } };
    const serverRoot = document.createElement('div');
    serverRoot.setAttribute(SERVER_ROOT_ATTRIBUTE, JSON.stringify(marker));
    serverRoot.innerHTML = renderToString(<SlowElement />);
    container.append(serverRoot);
    renderedSections.clear();

    const unmount = hydrateElement({
      tag: 'eb-slow',
      container,
      serverRoot,
      ElementRoot: SlowElement,
      adoptStylesheet: () => {},
      renderInBrowser: () => () => {},
    });
    expect(partlyRendered(await sectionsSeenBetweenTasks())).not.to.be.empty;
    // Hydrated: React has taken over the server's DOM (its fiber is on the nodes), unchanged.
    await waitFor(() => expect(Object.keys(serverRoot.querySelector('main')!).some((key) => key.startsWith('__reactFiber'))).to.equal(true));
    expect(serverRoot.querySelectorAll('p')).to.have.length(8);
    unmount();
    errors.restore();
    expect(errors.calls).to.deep.equal([]);
  });
});
