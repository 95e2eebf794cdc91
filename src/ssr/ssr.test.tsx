import '../../elements/eb-event-card';
import '../../elements/eb-footer';
import '../../elements/eb-header';
import { waitFor } from '@testing-library/dom';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { catalogUrls } from 'virtual:eb-catalog-urls';
import { enUSMessages } from '../i18n/catalogs';
import { setNavigatorForTests } from '../platform/browser';
import { $shownLocale } from '../stores/locale';
import { configure, resetServerData, type ServerDataPatch } from '../stores/server-data';
import { captureConsole } from '../test-support/console';
import { nextTask, shadow } from '../test-support/elements';
import { clickWithMouse } from '../test-support/pointer';
import type { ElementImplementation, Props } from '../element/element-definition';
import * as eventCard from '../event-card/event-card.element';
import { drawShadowHtmlNow, renderElementHtml, type RenderSources } from './render-html';
import type { RenderOptions, ServerRenderedTag } from './ssr-options';

// The server renderer's HTML hydrated by the element wrapper, in React's development build,
// which reports every difference between the server's HTML and the first render in the browser
// (attributes included) with console.error. e2e/ssr.spec.ts does the same with the built files.

const sources: RenderSources = {
  loadMessages: async (catalog) => {
    if (catalog === 'en_US') return enUSMessages;
    const response = await fetch(catalogUrls[catalog]!);
    return ((await response.json()) as { messages: typeof enUSMessages }).messages;
  },
  loadElement: () => Promise.resolve(undefined),
};

const SERVER = 'https://www.eventbrite.com';
const signedInUser: ServerDataPatch['user'] = {
  isAuthenticated: true,
  isAttendee: true,
  publicId: 'u7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: { email: 'ada.lovelace.with.a.long.address@example.com' },
  numSavedEvents: 3,
};

const holders: HTMLElement[] = [];
let navigations: string[] = [];
let restoreNavigator: () => void;
const consoleCalls: ReturnType<typeof captureConsole>[] = [];

beforeEach(async () => {
  navigations = [];
  restoreNavigator = setNavigatorForTests((url) => navigations.push(url));
  await setViewport({ width: 1280, height: 800 });
});

afterEach(async () => {
  restoreNavigator();
  for (const calls of consoleCalls.splice(0)) calls.restore();
  for (const holder of holders.splice(0)) holder.remove();
  await resetMouse();
  resetServerData();
  await waitFor(() => expect($shownLocale.get()).to.equal('en_US'));
});

interface Rendered {
  element: HTMLElement;
  serverRoot: HTMLElement;
  /** The server's HTML inside the root, as the browser parsed it, before any script ran. */
  before: string;
  errors: ReturnType<typeof captureConsole>;
  warnings: ReturnType<typeof captureConsole>;
}

/**
 * The page configured with `serverData` (as its config block would), the server's HTML for it
 * put in the page as a server's response would be (declarative shadow DOM), `tamper` applied to
 * that HTML first.
 */
async function serverRendered(tag: ServerRenderedTag, options: RenderOptions & { serverData: ServerDataPatch }, tamper = (html: string) => html): Promise<Rendered> {
  configure(options.serverData);
  const locale = options.serverData.env?.locale ?? 'en_US';
  await waitFor(() => expect($shownLocale.get()).to.equal(locale));
  const html = tamper(await renderElementHtml(tag, { url: location.href, ...options }, sources));
  const errors = captureConsole('error');
  const warnings = captureConsole('warn');
  consoleCalls.push(errors, warnings);
  const holder = document.createElement('div');
  holder.setHTMLUnsafe(html);
  const element = holder.querySelector<HTMLElement>(tag)!;
  const serverRoot = element.shadowRoot!.querySelector<HTMLElement>('[data-eb-ssr]')!;
  const before = serverRoot.innerHTML;
  holders.push(holder);
  document.body.append(holder);
  return { element, serverRoot, before, errors, warnings };
}

/** Hydrated: the server's <style> gave way to the adopted sheets, and the effects after hydration ran. */
async function hydrated({ element }: Rendered): Promise<void> {
  await waitFor(() => expect(element.shadowRoot!.querySelector('style')).to.equal(null), { timeout: 5000 });
  await nextTask(50);
}

function expectQuietAndUnchanged(rendered: Rendered): void {
  expect(rendered.errors.messages(), 'console.error').to.deep.equal([]);
  expect(rendered.warnings.messages(), 'console.warn').to.deep.equal([]);
  expect(rendered.serverRoot.isConnected, 'the server root stays').to.equal(true);
  expect(rendered.serverRoot.innerHTML).to.equal(rendered.before);
}

describe("eb-widgets/ssr: the server's HTML hydrates with no warning and the same DOM (issue 16)", () => {
  it('<eb-footer> for a signed-out visitor hydrates quietly into the same DOM, and responds: Manage Cookie Preferences goes to the cookie statement', async () => {
    const rendered = await serverRendered('eb-footer', { serverData: { env: { serverUrl: SERVER } } });
    await hydrated(rendered);
    expectQuietAndUnchanged(rendered);
    await clickWithMouse(shadow(rendered.element).getByRole('button', { name: 'Manage Cookie Preferences' }));
    expect(navigations).to.deep.equal([`${SERVER}/help/en-us/articles/cookie-statement/`]);
  });

  it('<eb-footer minimal-links> in de_DE hydrates quietly once the page shows de_DE', async () => {
    const rendered = await serverRendered('eb-footer', { attributes: { 'minimal-links': true }, serverData: { env: { serverUrl: SERVER, locale: 'de_DE' } } });
    await hydrated(rendered);
    expectQuietAndUnchanged(rendered);
    expect(rendered.element.shadowRoot!.querySelector('[lang]')!.getAttribute('lang')).to.equal('de-DE');
  });

  it('<eb-header> for a signed-out visitor hydrates quietly, and its Organize menu opens on a real click', async () => {
    const rendered = await serverRendered('eb-header', { serverData: { env: { serverUrl: SERVER }, request: { path: '/' } } });
    await hydrated(rendered);
    expectQuietAndUnchanged(rendered);
    const organize = shadow(rendered.element).getByRole('button', { name: 'Organize' });
    await clickWithMouse(organize);
    await waitFor(() => expect(organize.getAttribute('aria-expanded')).to.equal('true'));
    expect(shadow(rendered.element).getByRole('menuitem', { name: 'Pricing' })).to.exist;
  });

  it('<eb-header variant="organizer" alternate-cta> for a signed-in user at 412 px hydrates quietly; the user menu opens on a real click', async () => {
    await setViewport({ width: 412, height: 800 });
    const rendered = await serverRendered('eb-header', {
      attributes: { variant: 'organizer', 'alternate-cta': true },
      serverData: { env: { serverUrl: SERVER }, user: signedInUser, request: { path: '/organizer/' } },
    });
    await hydrated(rendered);
    expectQuietAndUnchanged(rendered);
    // Narrow: the avatar names the trigger (the label is visually hidden, still its name).
    const trigger = shadow(rendered.element).getByRole('button', { name: /ada\.lovelace/ });
    await clickWithMouse(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).to.equal('true'));
    expect(shadow(rendered.element).getByRole('menuitem', { name: 'Manage my events' })).to.exist;
  });
});

describe('eb-widgets/ssr: the page moves on before the element has hydrated (issue 47)', () => {
  it('a page that configures other server data before the header has hydrated (its router, at the first click): it hydrates quietly with the data it was drawn with, then shows the new', async () => {
    const rendered = await serverRendered('eb-header', { serverData: { env: { serverUrl: SERVER }, user: { isAuthenticated: false }, request: { path: '/' } } });
    // The element is upgraded (its code not loaded yet): the router configures the next page.
    configure({ user: signedInUser, request: { path: '/organizer/' } });
    await hydrated(rendered);
    expect(rendered.errors.messages(), 'console.error').to.deep.equal([]);
    expect(rendered.serverRoot.isConnected, 'the server root stays').to.equal(true);
    // Then live: the signed-in person's menu instead of Sign In.
    await waitFor(() => expect(shadow(rendered.element).queryByRole('link', { name: 'Sign In' })).to.equal(null));
    expect(rendered.element.shadowRoot!.querySelector('[part="user-menu"]')).to.exist;
  });
});

describe('eb-widgets/ssr: a server render that does not match is reported, never hydrated in silence', () => {
  it("an attribute the browser would render otherwise gives React's mismatch warning (the check above can fail)", async () => {
    const rendered = await serverRendered('eb-footer', { serverData: { env: { serverUrl: SERVER } } }, (html) =>
      html.replace(`href="${SERVER}/help/en-us/articles/terms-of-service/"`, `href="${SERVER}/elsewhere/"`),
    );
    await hydrated(rendered);
    expect(rendered.errors.messages().join('\n')).to.match(/didn't match/);
  });

  it('a text the browser would render otherwise is reported by the element and rendered again', async () => {
    const rendered = await serverRendered('eb-footer', { serverData: { env: { serverUrl: SERVER } } }, (html) => html.replace('>Careers<', '>Carrots<'));
    await waitFor(() => expect(rendered.errors.messages().join('\n')).to.match(/<eb-footer> did not match the HTML the server rendered/), { timeout: 5000 });
    await waitFor(() => expect(shadow(rendered.element).getByRole('link', { name: 'Careers' })).to.exist);
  });

  it('HTML rendered in de_DE on a page that shows en_US is dropped with a warning saying why, and the footer is rendered in en_US', async () => {
    const rendered = await serverRendered('eb-footer', { locale: 'de_DE', serverData: { env: { serverUrl: SERVER } } });
    await waitFor(() =>
      expect(rendered.warnings.messages().join('\n')).to.match(/<eb-footer> was server-rendered in de_DE but the page shows en_US .*rendered again in the browser/),
    );
    await waitFor(() => expect(rendered.element.shadowRoot!.querySelector('[lang]')?.getAttribute('lang')).to.equal('en-US'));
    expect(rendered.element.shadowRoot!.querySelector('[data-eb-ssr]')).to.equal(null);
    expect(rendered.errors.messages()).to.deep.equal([]);
  });
});

describe("eb-widgets/react's event card drawn on the server hydrates quietly (issue 47)", () => {
  const concert = {
    id: '1001',
    name: 'Jazz on the river',
    url: `${SERVER}/e/jazz-on-the-river-tickets-1001`,
    startDate: '2027-06-12',
    startTime: '19:30',
    timezone: 'Europe/London',
    ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'GBP', value: 1250 } },
  };

  /** The card as the React wrappers draw it on the server, held by defer-hydration until its event is set, as the wrapper does. */
  function serverDrawnCard(tamper = (html: string) => html): Rendered {
    configure({ env: { serverUrl: SERVER } });
    const inner = drawShadowHtmlNow(
      'eb-event-card',
      { url: location.href, serverData: { env: { serverUrl: SERVER } }, properties: { event: concert } },
      {
        implementation: () => eventCard as unknown as ElementImplementation<Props>,
        messages: () => enUSMessages,
      },
    );
    const errors = captureConsole('error');
    const warnings = captureConsole('warn');
    consoleCalls.push(errors, warnings);
    const holder = document.createElement('div');
    holder.setHTMLUnsafe(tamper(`<eb-event-card defer-hydration><template shadowrootmode="open">${inner}</template></eb-event-card>`));
    const element = holder.querySelector<HTMLElement & { event?: unknown }>('eb-event-card')!;
    const serverRoot = element.shadowRoot!.querySelector<HTMLElement>('[data-eb-ssr]')!;
    const before = serverRoot.innerHTML;
    holders.push(holder);
    document.body.append(holder);
    element.event = concert;
    element.removeAttribute('defer-hydration');
    return { element, serverRoot, before, errors, warnings };
  }

  it('the card for its event object hydrates into the same DOM with no warning, and its share button opens the share dialog on a real click', async () => {
    const rendered = serverDrawnCard();
    await hydrated(rendered);
    expectQuietAndUnchanged(rendered);
    await clickWithMouse(shadow(rendered.element).getByRole('button', { name: 'Share Jazz on the river' }));
    await waitFor(() => expect(shadow(rendered.element).getByRole('dialog')).to.exist);
  });

  it("hydrates with the date and price as the server formatted them (its Intl may differ from the browser's), then shows the browser's", async () => {
    // A server whose Intl wrote the date otherwise: the HTML and the marker's text say so alike.
    const rendered = serverDrawnCard((html) =>
      html.replace(/(<time [^>]*>)[^<]+(<\/time>)/, '$1Saturday 12 June 2027, 19:30$2').replace(/(&quot;start&quot;:&quot;)[^&]+(&quot;)/, '$1Saturday 12 June 2027, 19:30$2'),
    );
    expect(rendered.serverRoot.querySelector('time')!.textContent).to.equal('Saturday 12 June 2027, 19:30');
    await hydrated(rendered);
    await waitFor(() => expect(rendered.serverRoot.querySelector('time')!.textContent).to.match(/^Sat, Jun 12, 7:30\sPM$/));
    expect(rendered.errors.messages(), 'no mismatch: nothing drawn twice').to.deep.equal([]);
    expect(rendered.serverRoot.isConnected, 'the server root stays').to.equal(true);
  });
});
