import '../../elements/eb-event-card';
import { waitFor, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { focusedElement, setNavigatorForTests } from '../platform/browser';
import { configure, resetServerData } from '../stores/server-data';
import { expectNoAxeViolations } from '../test-support/axe';
import { cleanupElements, shadow } from '../test-support/elements';
import { clickWithMouse } from '../test-support/pointer';
import { EVENT_URL, cardFor, paidEvent, recordAnalytics, type CardElement } from '../test-support/event-card/fixtures/events';
import type { ShareDetail } from './ShareDialog';

let opened: string[];
let navigations: string[];
let copied: string[];
let restoreNavigator: () => void;
const originalOpen = globalThis.open;

beforeEach(() => {
  opened = [];
  navigations = [];
  copied = [];
  restoreNavigator = setNavigatorForTests((url) => navigations.push(url));
  window.open = (url?: string | URL) => {
    opened.push(String(url));
    return null;
  };
  Object.defineProperty(navigator.clipboard, 'writeText', {
    configurable: true,
    value: (text: string) => {
      copied.push(text);
      return Promise.resolve();
    },
  });
});

afterEach(() => {
  restoreNavigator();
  window.open = originalOpen;
  delete (navigator.clipboard as { writeText?: unknown }).writeText;
  cleanupElements();
  resetServerData();
});

const CAMPAIGN_TAGS = { 'utm-campaign': 'social', 'utm-medium': 'discovery', 'utm-term': 'checkoutwidget', 'utm-content': 'attendeeshare' };

const shareButton = (card: Element) => shadow(card).getByRole('button', { name: 'Share Jazz Night: Bebop Quartet Live' });

async function openDialog(card: CardElement): Promise<HTMLElement> {
  shareButton(card).click();
  return shadow(card).findByRole('dialog', { name: 'Share with friends' });
}

function recordShares(card: EventTarget): ShareDetail[] {
  const details: ShareDetail[] = [];
  card.addEventListener('eb-share', (event) => details.push((event as CustomEvent<ShareDetail>).detail));
  return details;
}

/** Checks the shared event URL: the event URL with aff, the campaign tags and the method's code. */
function expectSharedUrl(url: string | null, code: string, aff = 'oddtdtcreator') {
  const shared = new URL(url!);
  expect(`${shared.origin}${shared.pathname}`).to.equal(EVENT_URL);
  expect(Object.fromEntries(shared.searchParams)).to.deep.equal({ aff, ...CAMPAIGN_TAGS, 'utm-source': code });
}

const focusIn = (card: Element) => {
  const focused = focusedElement();
  return focused && card.shadowRoot!.contains(focused) ? focused : null;
};

describe('<eb-event-card>: the share dialog', () => {
  it("the share button opens a dialog titled 'Share with friends' with every method", async () => {
    const card = await cardFor(paidEvent());
    expect(shareButton(card).getAttribute('aria-haspopup')).to.equal('dialog');
    const dialog = await openDialog(card);
    expect(dialog.getAttribute('role')).to.equal('dialog');
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button').textContent);
    expect(names).to.deep.equal(['Email', 'Facebook', 'Messenger', 'LinkedIn', 'X (Twitter)', 'WhatsApp', 'Copy link']);
    expect(within(dialog).getByText('Jazz Night: Bebop Quartet Live')).to.exist;
  });

  it('tracks ShareAttempt when the dialog opens', async () => {
    const card = await cardFor(paidEvent());
    const analytics = recordAnalytics(card);
    await openDialog(card);
    expect(analytics.filter((event) => event.action !== 'ViewEvent')).to.deep.equal([
      { category: 'event-card', action: 'ShareAttempt', label: '871234560001', eventId: '871234560001' },
    ]);
  });

  it('the close control closes it', async () => {
    const card = await cardFor(paidEvent());
    const dialog = await openDialog(card);
    within(dialog).getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(shadow(card).queryByRole('dialog')).to.equal(null));
  });
});

describe('<eb-event-card>: share methods, tracking codes and campaign tags (spec 000 §9)', () => {
  const windowMethods: [string, string, string, (target: URL) => string | null, (target: URL) => void][] = [
    [
      'Facebook',
      'facebook',
      'fb',
      (target) => target.searchParams.get('u'),
      (target) => expect(`${target.origin}${target.pathname}`).to.equal('https://www.facebook.com/sharer/sharer.php'),
    ],
    [
      'Messenger',
      'facebookMessenger',
      'fbm',
      (target) => target.searchParams.get('link'),
      (target) => {
        expect(`${target.origin}${target.pathname}`).to.equal('https://www.facebook.com/dialog/send');
        expect(target.searchParams.get('redirect_uri')).to.equal(target.searchParams.get('link'));
      },
    ],
    [
      'LinkedIn',
      'linkedin',
      'li',
      (target) => target.searchParams.get('url'),
      (target) => expect(`${target.origin}${target.pathname}`).to.equal('https://www.linkedin.com/sharing/share-offsite/'),
    ],
    [
      'X (Twitter)',
      'twitter',
      'tw',
      (target) => target.searchParams.get('url'),
      (target) => {
        expect(`${target.origin}${target.pathname}`).to.equal('https://twitter.com/intent/tweet');
        expect(target.searchParams.get('text')).to.equal('Jazz Night: Bebop Quartet Live');
      },
    ],
    [
      'WhatsApp',
      'whatsapp',
      'wa',
      (target) => target.searchParams.get('text')!.split(' ').pop()!,
      (target) => {
        expect(`${target.origin}${target.pathname}`).to.equal('https://api.whatsapp.com/send');
        expect(target.searchParams.get('text')).to.match(/^Jazz Night: Bebop Quartet Live https:/);
      },
    ],
  ];

  for (const [label, method, code, sharedUrlOf, checkTarget] of windowMethods) {
    it(`${label} opens its share page in a new window with the event URL, code ${code} and the campaign tags`, async () => {
      const card = await cardFor(paidEvent());
      const analytics = recordAnalytics(card);
      const shares = recordShares(card);
      const dialog = await openDialog(card);
      within(dialog).getByRole('button', { name: label }).click();
      expect(opened).to.have.length(1);
      const target = new URL(opened[0]);
      checkTarget(target);
      expectSharedUrl(sharedUrlOf(target), code);
      expect(shares).to.deep.equal([{ eventId: '871234560001', method, url: sharedUrlOf(target) }]);
      expect(analytics.filter((event) => event.action === 'Share')).to.deep.equal([{ category: 'event-card', action: 'Share', label: method, eventId: '871234560001' }]);
      expect(navigations).to.deep.equal([]);
    });
  }

  it('Email goes to a mailto: link with the name as subject and the event URL (code em) in the body', async () => {
    const card = await cardFor(paidEvent());
    const shares = recordShares(card);
    const analytics = recordAnalytics(card);
    const dialog = await openDialog(card);
    within(dialog).getByRole('button', { name: 'Email' }).click();
    expect(opened).to.deep.equal([]);
    expect(navigations).to.have.length(1);
    expect(navigations[0]).to.match(/^mailto:\?subject=/);
    const params = new URLSearchParams(navigations[0].slice('mailto:?'.length));
    expect(params.get('subject')).to.equal('Jazz Night: Bebop Quartet Live');
    const [name, url] = params.get('body')!.split('\n');
    expect(name).to.equal('Jazz Night: Bebop Quartet Live');
    expectSharedUrl(url, 'em');
    expect(navigations[0], 'spaces as %20 (RFC 6068), not +').to.not.contain('+');
    expect(shares).to.deep.equal([{ eventId: '871234560001', method: 'email', url }]);
    expect(analytics.filter((event) => event.action === 'Share').map((event) => event.label)).to.deep.equal(['email']);
  });

  it("Copy link copies the event URL (code cp) and shows 'Link copied'", async () => {
    const card = await cardFor(paidEvent());
    const shares = recordShares(card);
    const analytics = recordAnalytics(card);
    const dialog = await openDialog(card);
    const status = dialog.querySelector('.eb-share__status')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('');
    within(dialog).getByRole('button', { name: 'Copy link' }).click();
    await waitFor(() => expect(copied).to.have.length(1));
    expectSharedUrl(copied[0], 'cp');
    await waitFor(() => expect(status.textContent).to.equal('Link copied'));
    expect(shares).to.deep.equal([{ eventId: '871234560001', method: 'copyLink', url: copied[0] }]);
    expect(analytics.filter((event) => event.action === 'Share').map((event) => event.label)).to.deep.equal(['copyLink']);
    expect(opened).to.deep.equal([]);
    expect(navigations).to.deep.equal([]);
  });

  it('when the browser refuses to copy, it says so and shows the link to copy by hand', async () => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    const card = await cardFor(paidEvent());
    const dialog = await openDialog(card);
    within(dialog).getByRole('button', { name: 'Copy link' }).click();
    await within(dialog).findByText(/The link could not be copied/);
    expect(within(dialog).queryByText('Link copied')).to.equal(null);
    expectSharedUrl(dialog.querySelector('.eb-share__link')!.textContent, 'cp');
  });

  it('shared links carry the affiliate-code attribute as aff', async () => {
    const card = await cardFor(paidEvent(), 'affiliate-code="partnerx"');
    const dialog = await openDialog(card);
    within(dialog).getByRole('button', { name: 'LinkedIn' }).click();
    expectSharedUrl(new URL(opened[0]).searchParams.get('url'), 'li', 'partnerx');
  });

  it("Messenger carries Facebook's app_id when env.facebookAppId is configured", async () => {
    configure({ env: { facebookAppId: '1234567890' } });
    const card = await cardFor(paidEvent());
    const dialog = await openDialog(card);
    within(dialog).getByRole('button', { name: 'Messenger' }).click();
    expect(new URL(opened[0]).searchParams.get('app_id')).to.equal('1234567890');
  });

  it('each method chosen is one Share event and one eb-share; the dialog stays open for another', async () => {
    const card = await cardFor(paidEvent());
    const shares = recordShares(card);
    const analytics = recordAnalytics(card);
    const dialog = await openDialog(card);
    within(dialog).getByRole('button', { name: 'Facebook' }).click();
    within(dialog).getByRole('button', { name: 'WhatsApp' }).click();
    expect(shares.map((share) => share.method)).to.deep.equal(['facebook', 'whatsapp']);
    expect(analytics.filter((event) => event.action === 'Share').map((event) => event.label)).to.deep.equal(['facebook', 'whatsapp']);
    expect(shadow(card).getByRole('dialog')).to.exist;
  });

  it('eb-share bubbles out of the element and is composed', async () => {
    const card = await cardFor(paidEvent());
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener('eb-share', listener);
    try {
      const dialog = await openDialog(card);
      within(dialog).getByRole('button', { name: 'Facebook' }).click();
      expect(seen).to.have.length(1);
      expect(seen[0].bubbles && seen[0].composed).to.equal(true);
    } finally {
      document.removeEventListener('eb-share', listener);
    }
  });
});

describe('<eb-event-card>: the share dialog opens after the frame of the click (issue 48)', () => {
  it("the Share button shows expanded in the frame it is clicked, also with the dialog's code already loaded; the dialog follows", async () => {
    // As after a pointer has rested on the card: its code is in (the card asks for it on hover).
    await import('./ShareDialog');
    const card = await cardFor(paidEvent());
    const button = shareButton(card);
    // What each frame shows, read just before the browser draws it.
    const frames: string[] = [];
    let watching = true;
    const watch = () => {
      frames.push(`${button.getAttribute('aria-expanded')} ${Boolean(card.shadowRoot!.querySelector('[role="dialog"]'))}`);
      if (watching) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    await clickWithMouse(button);
    await shadow(card).findByRole('dialog', { name: 'Share with friends' });
    watching = false;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(
      frames.find((frame) => frame.startsWith('true')),
      JSON.stringify(frames),
    ).to.equal('true false');
    expect(frames.at(-1)).to.equal('true true');
  });
});

describe('<eb-event-card>: the share dialog with the keyboard', () => {
  it('Enter on the share button opens the dialog, focus moves in; Tab goes through the methods; Escape closes and focus returns', async () => {
    const card = await cardFor(paidEvent());
    const analytics = recordAnalytics(card);
    shareButton(card).focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await shadow(card).findByRole('dialog', { name: 'Share with friends' });
    expect(analytics.filter((event) => event.action === 'ShareAttempt')).to.have.length(1);

    const visited = [focusIn(card)?.textContent];
    for (let step = 0; step < 6; step++) {
      await sendKeys({ press: 'Tab' });
      visited.push(focusIn(card)?.textContent);
    }
    expect(visited).to.deep.equal(['Email', 'Facebook', 'Messenger', 'LinkedIn', 'X (Twitter)', 'WhatsApp', 'Copy link']);
    await sendKeys({ press: 'Tab' });
    expect(focusIn(card)).to.equal(within(dialog).getByRole('button', { name: 'Close' }));
    await sendKeys({ press: 'Tab' });
    expect(focusIn(card)?.textContent).to.equal('Email');

    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(shadow(card).queryByRole('dialog')).to.equal(null));
    expect(focusIn(card)).to.equal(shareButton(card));
    expect(shareButton(card).getAttribute('aria-expanded')).to.equal('false');
  });

  it('Enter on a method shares with it', async () => {
    const card = await cardFor(paidEvent());
    const shares = recordShares(card);
    shareButton(card).focus();
    await sendKeys({ press: 'Enter' });
    await shadow(card).findByRole('dialog');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(shares.map((share) => share.method)).to.deep.equal(['facebook']);
  });
});

describe('<eb-event-card>: the share dialog has no axe-core violations', () => {
  it('open, and after a copy', async () => {
    const card = await cardFor(paidEvent());
    const dialog = await openDialog(card);
    await expectNoAxeViolations(card);
    within(dialog).getByRole('button', { name: 'Copy link' }).click();
    await within(dialog).findByText('Link copied');
    await expectNoAxeViolations(card);
  });
});
