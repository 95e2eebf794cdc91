import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { shadow } from '../test-support/elements';
import { reactRootPerTest } from '../test-support/react-root';
import { EbServerData, elementWrapper } from './element-wrapper';

// <EbServerData> in the browser, in a file of its own: the library has not started on this page
// until the header's wrapper loads it, as on an app's first page.

const EbHeader = elementWrapper({ tag: 'eb-header', displayName: 'EbHeader', attributes: {}, properties: [], events: {}, load: () => import('../../elements/eb-header') });

const react = reactRootPerTest();

const ada = {
  env: { serverUrl: 'https://www.eventbrite.com', locale: 'en_US' },
  user: { isAuthenticated: true, publicId: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: { email: 'ada@example.com' } },
};

const userMenu = (header: Element) => header.shadowRoot?.querySelector('[part="user-menu"]');

describe('<EbServerData> in the browser', () => {
  it("writes the page's config block, which the library reads when it starts; a later change reaches the elements through configure", async () => {
    expect(window.EBWidgets, 'the library has not started yet').to.equal(undefined);
    flushSync(() =>
      react.root.render(
        <EbServerData serverData={ada}>
          <EbHeader />
        </EbServerData>,
      ),
    );
    const block = react.container.querySelector('script[type="application/json"][data-eb-config]')!;
    expect(JSON.parse(block.textContent)).to.deep.equal(ada);
    const header = react.container.querySelector('eb-header')!;
    // Ada is signed in from the first render: the library read the block when the header's code started it.
    await waitFor(() => expect(userMenu(header)).to.exist);
    expect(shadow(header).queryByRole('link', { name: 'Sign In' })).to.equal(null);

    flushSync(() =>
      react.root.render(
        <EbServerData serverData={{ ...ada, user: { isAuthenticated: false } }}>
          <EbHeader />
        </EbServerData>,
      ),
    );
    await waitFor(() => expect(shadow(header).getByRole('link', { name: 'Sign In' })).to.exist);
    expect(userMenu(header)).to.equal(null);
    expect((JSON.parse(block.textContent) as { user: unknown }).user).to.deep.equal({ isAuthenticated: false });
  });
});
