import '../../elements/eb-footer';
import { useStore } from '@nanostores/react';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { configure, $user, resetServerData } from '../stores/server-data';
import { cleanupElements, mountHtml, rendered, shadow } from '../test-support/elements';
import { defineElement } from './define-element';

function Greeting() {
  const user = useStore($user);
  return <p>{user.isAuthenticated ? `Signed in as ${user.firstName}` : 'Signed out'}</p>;
}
defineElement({ tag: 'eb-greeting', load: () => Promise.resolve({ component: Greeting }) });

afterEach(() => {
  cleanupElements();
  resetServerData();
});

describe('shared stores (API.md §2): two different elements on one page', () => {
  it('EBWidgets.configure() updates both from the same store', async () => {
    const page = mountHtml('<eb-greeting></eb-greeting><eb-footer></eb-footer>');
    const greeting = await rendered(page.querySelector('eb-greeting'));
    const footer = await rendered(page.querySelector('eb-footer'));
    await shadow(greeting).findByText('Signed out');
    await shadow(footer).findByRole('heading', { name: 'Use Eventbrite' });

    window.EBWidgets!.configure({ user: { isAuthenticated: true, firstName: 'Ada' } });

    await shadow(greeting).findByText('Signed in as Ada');
    // The footer's marketing section is for signed-out users only.
    await waitFor(() => expect(shadow(footer).queryByRole('heading', { name: 'Use Eventbrite' })).to.equal(null));
    expect($user.get().firstName).to.equal('Ada');
  });

  it('window.EBWidgets is the library that defined the elements', () => {
    expect(window.EBWidgets).to.include.keys('configure', 'version', 'load');
    expect(window.EBWidgets!.configure).to.equal(configure);
  });
});
