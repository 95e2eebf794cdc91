import { msg } from '@lingui/core/macro';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { $notifications, removeNotification, showNotification } from '../../stores/notifications';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { Overlay, type OverlayProps } from './Overlay';

afterEach(() => {
  for (const notification of $notifications.get()) removeNotification(notification.id);
  cleanupElements();
});

/** A page that shows the overlay from a button and hides it when the overlay asks to close. */
function OverlayPage({ initiallyShown = true, onClose, ...props }: Partial<OverlayProps> & { initiallyShown?: boolean }) {
  const [isShown, setShown] = useState(initiallyShown);
  return (
    <>
      <button type="button" className="eb-button" onClick={() => setShown(true)}>
        Show overlay
      </button>
      <Overlay
        kind="error"
        title="Payment failed"
        {...props}
        isShown={isShown}
        onClose={() => {
          onClose?.();
          setShown(false);
        }}
      >
        Your card was declined.
      </Overlay>
    </>
  );
}

function counter() {
  const calls = { count: 0 };
  return { calls, run: () => void calls.count++ };
}

describe('Overlay (spec 000 §3): kind, isShown, primary and secondary actions, onClose', () => {
  it('is not shown while isShown is false', async () => {
    const { view } = await renderInElement(<Overlay title="Hidden" />);
    expect(view.queryByRole('dialog', { hidden: true })).to.equal(null);
  });

  it('is a non-modal dialog named by its title, which also names its kind', async () => {
    const { view } = await renderInElement(<OverlayPage />);
    const dialog = await view.findByRole('dialog', { name: 'Error: Payment failed' });
    expect(dialog.hasAttribute('aria-modal')).to.equal(false);
    expect(dialog.classList.contains('eb-overlay--error')).to.equal(true);
    expect(within(dialog).getByText('Your card was declined.')).to.exist;
  });

  it('each kind has its own look', async () => {
    const { root } = await renderInElement(
      <>
        {(['info', 'success', 'warning', 'error'] as const).map((kind) => (
          <Overlay key={kind} kind={kind} isShown title={kind} />
        ))}
      </>,
    );
    const accents = [...root.querySelectorAll('.eb-overlay')].map((overlay) => getComputedStyle(overlay).borderTopColor);
    expect(new Set(accents).size).to.equal(4);
  });

  it('shows the notifications of the overlay area', async () => {
    const { view } = await renderInElement(<OverlayPage />);
    const dialog = await view.findByRole('dialog');
    showNotification({ children: 'Try another card', area: 'overlay', type: 'warning', shouldPersist: true });
    showNotification({ children: 'Not for the overlay', area: 'main', shouldPersist: true });
    expect(await within(dialog).findByText('Try another card')).to.exist;
    expect(view.queryByText('Not for the overlay')).to.equal(null);
  });
});

describe('Overlay closing (spec 000 §4): "Overlay closes by close handler or action unless preventClose"', () => {
  it('the primary action runs and closes the overlay', async () => {
    const action = counter();
    const closed = counter();
    const { view } = await renderInElement(<OverlayPage primaryAction={{ label: msg`Try again`, onClick: action.run }} onClose={closed.run} />);
    (await view.findByRole('button', { name: 'Try again' })).click();
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expect(action.calls.count).to.equal(1);
    expect(closed.calls.count).to.equal(1);
  });

  it('the secondary action runs and closes the overlay', async () => {
    const action = counter();
    const closed = counter();
    const { view } = await renderInElement(
      <OverlayPage primaryAction={{ label: 'Try again', onClick: () => undefined }} secondaryAction={{ label: 'Use another card', onClick: action.run }} onClose={closed.run} />,
    );
    (await view.findByRole('button', { name: 'Use another card' })).click();
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expect(action.calls.count).to.equal(1);
    expect(closed.calls.count).to.equal(1);
  });

  it('an action with preventClose runs and the overlay stays open', async () => {
    const primary = counter();
    const secondary = counter();
    const closed = counter();
    const { view } = await renderInElement(
      <OverlayPage
        primaryAction={{ label: 'Retry now', onClick: primary.run, preventClose: true }}
        secondaryAction={{ label: 'Details', onClick: secondary.run, preventClose: true }}
        onClose={closed.run}
      />,
    );
    (await view.findByRole('button', { name: 'Retry now' })).click();
    view.getByRole('button', { name: 'Details' }).click();
    await waitFor(() => expect(primary.calls.count + secondary.calls.count).to.equal(2));
    expect(view.getByRole('dialog')).to.exist;
    expect(closed.calls.count).to.equal(0);
  });

  it('the close button (named and titled Close) closes the overlay', async () => {
    const closed = counter();
    const { view } = await renderInElement(<OverlayPage onClose={closed.run} />);
    const close = within(await view.findByRole('dialog')).getByRole('button', { name: 'Close' });
    expect(close.getAttribute('title')).to.equal('Close');
    close.click();
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expect(closed.calls.count).to.equal(1);
  });

  it('the actions work with the keyboard (Tab to the primary action, Enter)', async () => {
    const action = counter();
    const { view, root } = await renderInElement(
      <OverlayPage primaryAction={{ label: 'Try again', onClick: action.run }} secondaryAction={{ label: 'Cancel', onClick: () => undefined }} />,
    );
    await view.findByRole('dialog');
    await waitFor(() => expect(root.activeElement).to.equal(view.getByRole('dialog')));
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(view.getByRole('button', { name: 'Close' }));
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(view.getByRole('button', { name: 'Cancel' }));
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(view.getByRole('button', { name: 'Try again' }));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expect(action.calls.count).to.equal(1);
  });
});

describe('Overlay focus (WAI-ARIA APG dialog pattern)', () => {
  it('focus moves into the overlay when shown, Escape closes it and focus goes back', async () => {
    const closed = counter();
    const { view, root } = await renderInElement(<OverlayPage initiallyShown={false} onClose={closed.run} />);
    const show = view.getByRole('button', { name: 'Show overlay' });
    show.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await view.findByRole('dialog');
    await waitFor(() => expect(root.activeElement).to.equal(dialog));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expect(closed.calls.count).to.equal(1);
    expect(root.activeElement).to.equal(show);
  });
});

describe('Overlay accessibility (axe-core)', () => {
  it('a shown overlay with actions and a notification has no axe-core violations', async () => {
    const { host, view } = await renderInElement(
      <OverlayPage primaryAction={{ label: 'Try again', onClick: () => undefined }} secondaryAction={{ label: 'Cancel', onClick: () => undefined }} />,
    );
    const dialog = await view.findByRole('dialog');
    showNotification({ children: 'Try another card', area: 'overlay', type: 'warning', shouldPersist: true });
    await within(dialog).findByText('Try another card');
    await expectNoAxeViolations(host);
  });
});
