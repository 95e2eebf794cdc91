import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $notifications, removeNotification, showNotification } from '../../stores/notifications';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { BottomBar } from './BottomBar';
import { $focusDrawers, $shownBottomBars, closeBottomBar, closeFocusDrawer, destroyFocusDrawer, showBottomBar, showFocusDrawer } from './drawers';
import { FocusDrawer } from './FocusDrawer';

afterEach(() => {
  for (const notification of $notifications.get()) removeNotification(notification.id);
  $shownBottomBars.set([]);
  $focusDrawers.set({});
  cleanupElements();
});

describe('Bottom bars (spec 000 §4): "can be shown or closed"', () => {
  const page = (
    <>
      <BottomBar id="save-changes" label="Unsaved changes" hasCloseButton>
        You have unsaved changes.
      </BottomBar>
      <BottomBar id="promo" label="Promotion">
        Try the app.
      </BottomBar>
    </>
  );

  it('is not shown until showBottomBar is called, then shown as a named region', async () => {
    const { view } = await renderInElement(page);
    expect(view.queryByRole('region', { name: 'Unsaved changes', hidden: true })).to.equal(null);
    showBottomBar('save-changes');
    const bar = await view.findByRole('region', { name: 'Unsaved changes' });
    expect(within(bar).getByText('You have unsaved changes.')).to.exist;
    expect(getComputedStyle(bar).position).to.equal('fixed');
    expect(view.queryByRole('region', { name: 'Promotion' })).to.equal(null);
  });

  it('closeBottomBar closes it, and only it', async () => {
    const { view } = await renderInElement(page);
    showBottomBar('save-changes');
    showBottomBar('promo');
    await view.findByRole('region', { name: 'Promotion' });
    closeBottomBar('save-changes');
    await waitFor(() => expect(view.queryByRole('region', { name: 'Unsaved changes' })).to.equal(null));
    expect(view.getByRole('region', { name: 'Promotion' })).to.exist;
  });

  it('its close button (Close) closes it; without hasCloseButton there is none', async () => {
    const { view } = await renderInElement(page);
    showBottomBar('save-changes');
    showBottomBar('promo');
    expect(within(await view.findByRole('region', { name: 'Promotion' })).queryByRole('button', { name: 'Close' })).to.equal(null);
    within(view.getByRole('region', { name: 'Unsaved changes' }))
      .getByRole('button', { name: 'Close' })
      .click();
    await waitFor(() => expect(view.queryByRole('region', { name: 'Unsaved changes' })).to.equal(null));
    expect($shownBottomBars.get()).to.deep.equal(['promo']);
  });

  it('showing a bar twice shows it once', () => {
    showBottomBar('promo');
    showBottomBar('promo');
    expect($shownBottomBars.get()).to.deep.equal(['promo']);
  });
});

/** A page with a button that opens the drawer, and a drawer with a field that keeps what was typed. */
const drawerPage = (
  <>
    <button type="button" className="eb-button" onClick={() => showFocusDrawer('help')}>
      Open help
    </button>
    <FocusDrawer id="help" title="Help">
      <label>
        Question <input type="text" />
      </label>
    </FocusDrawer>
  </>
);

describe('Focus drawer (spec 000 §4): "can be shown or closed; drawer can be destroyed"', () => {
  it('is not rendered until shown; showFocusDrawer shows it as a dialog named by its title, with focus moved into it', async () => {
    const { view, root } = await renderInElement(drawerPage);
    expect(view.queryByRole('dialog', { hidden: true })).to.equal(null);
    showFocusDrawer('help');
    const drawer = await view.findByRole('dialog', { name: 'Help' });
    expect(drawer.hasAttribute('aria-modal')).to.equal(false);
    await waitFor(() => expect(root.activeElement).to.equal(drawer));
  });

  it('closeFocusDrawer hides it but keeps it mounted, with what was typed in it', async () => {
    const { view } = await renderInElement(drawerPage);
    showFocusDrawer('help');
    const drawer = await view.findByRole('dialog', { name: 'Help' });
    within(drawer).getByRole('textbox', { name: 'Question' }).focus();
    await sendKeys({ type: 'refunds' });
    closeFocusDrawer('help');
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    const hidden = view.getByRole('dialog', { hidden: true });
    expect(hidden).to.equal(drawer);
    expect(hidden.hidden).to.equal(true);
    expect(getComputedStyle(hidden).display).to.equal('none');
    showFocusDrawer('help');
    await view.findByRole('dialog', { name: 'Help' });
    expect(within(drawer).getByRole<HTMLInputElement>('textbox', { name: 'Question' }).value).to.equal('refunds');
  });

  it('destroyFocusDrawer unmounts it, and its state is gone when shown again', async () => {
    const { view } = await renderInElement(drawerPage);
    showFocusDrawer('help');
    const drawer = await view.findByRole('dialog', { name: 'Help' });
    within(drawer).getByRole('textbox', { name: 'Question' }).focus();
    await sendKeys({ type: 'refunds' });
    destroyFocusDrawer('help');
    await waitFor(() => expect(view.queryByRole('dialog', { hidden: true })).to.equal(null));
    expect($focusDrawers.get()).to.deep.equal({});
    showFocusDrawer('help');
    const fresh = await view.findByRole('dialog', { name: 'Help' });
    expect(fresh).not.to.equal(drawer);
    expect(within(fresh).getByRole<HTMLInputElement>('textbox', { name: 'Question' }).value).to.equal('');
  });

  it('a closed drawer can be destroyed; closing a destroyed drawer does nothing', () => {
    showFocusDrawer('help');
    closeFocusDrawer('help');
    expect($focusDrawers.get()).to.deep.equal({ help: 'closed' });
    destroyFocusDrawer('help');
    closeFocusDrawer('help');
    expect($focusDrawers.get()).to.deep.equal({});
  });

  it('Escape closes it (a real key press) and focus goes back to the button that opened it', async () => {
    const { view, root } = await renderInElement(drawerPage);
    const open = view.getByRole('button', { name: 'Open help' });
    open.focus();
    await sendKeys({ press: 'Enter' });
    const drawer = await view.findByRole('dialog', { name: 'Help' });
    await waitFor(() => expect(root.activeElement).to.equal(drawer));
    within(drawer).getByRole('textbox', { name: 'Question' }).focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expect($focusDrawers.get()).to.deep.equal({ help: 'closed' });
    expect(root.activeElement).to.equal(open);
  });

  it('its close button (Close) closes it and gives focus back', async () => {
    const { view, root } = await renderInElement(drawerPage);
    const open = view.getByRole('button', { name: 'Open help' });
    open.focus();
    await sendKeys({ press: 'Enter' });
    const drawer = await view.findByRole('dialog', { name: 'Help' });
    const close = within(drawer).getByRole('button', { name: 'Close' });
    close.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expect(root.activeElement).to.equal(open);
  });

  it('destroying a shown drawer gives focus back too', async () => {
    const { view, root } = await renderInElement(drawerPage);
    const open = view.getByRole('button', { name: 'Open help' });
    open.focus();
    await sendKeys({ press: 'Enter' });
    const drawer = await view.findByRole('dialog', { name: 'Help' });
    await waitFor(() => expect(root.activeElement).to.equal(drawer));
    destroyFocusDrawer('help');
    await waitFor(() => expect(view.queryByRole('dialog', { hidden: true })).to.equal(null));
    expect(root.activeElement).to.equal(open);
  });

  it('shows the notifications of the focusDrawer area', async () => {
    const { view } = await renderInElement(drawerPage);
    showFocusDrawer('help');
    const drawer = await view.findByRole('dialog', { name: 'Help' });
    showNotification({ children: 'Answer saved', area: 'focusDrawer', type: 'success', shouldPersist: true });
    showNotification({ children: 'Page notice', area: 'main', shouldPersist: true });
    expect(await within(drawer).findByText('Answer saved')).to.exist;
    expect(view.queryByText('Page notice')).to.equal(null);
  });
});

describe('Bottom bar and focus drawer accessibility (axe-core)', () => {
  it('an open focus drawer and a shown bottom bar have no axe-core violations', async () => {
    const { host, view } = await renderInElement(
      <>
        {drawerPage}
        <BottomBar id="save-changes" label="Unsaved changes" hasCloseButton>
          You have unsaved changes.
        </BottomBar>
      </>,
    );
    showFocusDrawer('help');
    showBottomBar('save-changes');
    const drawer = await view.findByRole('dialog', { name: 'Help' });
    showNotification({ children: 'Answer saved', area: 'focusDrawer', type: 'success', shouldPersist: true });
    await within(drawer).findByText('Answer saved');
    await view.findByRole('region', { name: 'Unsaved changes' });
    await expectNoAxeViolations(host);
  });
});
