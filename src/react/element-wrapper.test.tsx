import { waitFor } from '@testing-library/dom';
import { selectOption } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { resetServerData } from '../stores/server-data';
import { rendered, shadow } from '../test-support/elements';
import { reactRootPerTest } from '../test-support/react-root';
import { elementWrapper } from './element-wrapper';

// eb-widgets/react in the browser: dist/npm/react.js makes each wrapper with elementWrapper from
// the manifest; these are the same specs for two tags, with their elements/ modules. The server
// half (drawing under <EbServerData>) is scripts/react-ssr.test.mjs and e2e/react-frameworks.spec.ts.

const EbHeader = elementWrapper({
  tag: 'eb-header',
  displayName: 'EbHeader',
  attributes: { variant: { name: 'variant' }, hideCreateCta: { name: 'hide-create-cta', boolean: true }, searchQuery: { name: 'search-query' } },
  properties: [],
  events: { onSearch: 'eb-search' },
  load: () => import('../../elements/eb-header'),
});

const EbFooter = elementWrapper({
  tag: 'eb-footer',
  displayName: 'EbFooter',
  attributes: { minimalLinks: { name: 'minimal-links', boolean: true } },
  properties: [],
  events: { onLocaleChange: 'eb-locale-change' },
  load: () => import('../../elements/eb-footer'),
});

const EbEventCard = elementWrapper({
  tag: 'eb-event-card',
  displayName: 'EbEventCard',
  attributes: { layout: { name: 'layout' }, affiliateCode: { name: 'affiliate-code' } },
  properties: ['event'],
  events: { onShare: 'eb-share' },
  load: () => import('../../elements/eb-event-card'),
});

const react = reactRootPerTest();

/** Renders `ui` in the test's React root, committed when this returns. */
async function render(ui: ReactNode): Promise<void> {
  flushSync(() => react.root.render(ui));
  await Promise.resolve();
}

/** The element the wrapper rendered, once it is there. */
const wrapped = (tag: string) =>
  waitFor(() => {
    const element = react.container.querySelector<HTMLElement>(tag);
    if (!element) throw new Error(`no <${tag}> yet`);
    return element;
  });

afterEach(() => {
  resetServerData();
});

describe('eb-widgets/react wrappers in the browser', () => {
  it('simple props are the attributes the element reads when it upgrades: text as text, true as present, false left out', async () => {
    await render(<EbHeader variant="organizer" hideCreateCta searchQuery="jazz" />);
    const header = await wrapped('eb-header');
    expect(header.getAttribute('variant')).to.equal('organizer');
    expect(header.getAttribute('hide-create-cta')).to.equal('');
    expect(header.getAttribute('search-query')).to.equal('jazz');
    await render(<EbHeader variant="organizer" hideCreateCta={false} />);
    expect(header.hasAttribute('hide-create-cta')).to.equal(false);
    // The organizer header, drawn from them.
    await rendered(header);
    await waitFor(() => expect(shadow(header).getByRole('link', { name: 'Log In' })).to.exist);
  });

  it('an object prop is set as the property (never "[object Object]"), events reach the on... props, and the ref is the element', async () => {
    const card = createRef<HTMLElement>();
    const shared: string[] = [];
    const event = { id: '1', name: 'Jazz on the river', startDate: '2027-06-12', startTime: '19:30', timezone: 'Europe/London' };
    await render(<EbEventCard ref={card} event={event} layout="horizontal" onShare={(shareEvent: Event) => shared.push(shareEvent.type)} />);
    expect(card.current?.localName).to.equal('eb-event-card');
    expect(card.current!.hasAttribute('event')).to.equal(false);
    const element = await rendered(card.current);
    await waitFor(() => expect(shadow(element).getByRole('heading', { name: 'Jazz on the river' })).to.exist);
    // A new object: the card shows it.
    await render(<EbEventCard ref={card} event={{ ...event, name: 'Jazz at dawn' }} layout="horizontal" />);
    await waitFor(() => expect(shadow(element).getByRole('heading', { name: 'Jazz at dawn' })).to.exist);
    expect(shared).to.deep.equal([]);
  });

  it('a handler changed between renders is the one called; a handler removed is no longer called', async () => {
    const calls: string[] = [];
    // The page's own listener keeps the test page where it is, whatever the wrapper's handlers do.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('eb-locale-change', stay);
    const handler = (name: string) => (event: Event) => calls.push(`${name}: ${(event as CustomEvent<{ locale: string }>).detail.locale}`);
    try {
      await render(<EbFooter onLocaleChange={handler('first')} />);
      await rendered(await wrapped('eb-footer'));
      await selectOption({ selector: 'eb-footer select', value: 'de_DE' });
      await render(<EbFooter onLocaleChange={handler('second')} />);
      await selectOption({ selector: 'eb-footer select', value: 'fr_FR' });
      await render(<EbFooter />);
      await selectOption({ selector: 'eb-footer select', value: 'es_ES' });
      expect(calls).to.deep.equal(['first: de_DE', 'second: fr_FR']);
    } finally {
      document.removeEventListener('eb-locale-change', stay);
    }
  });
});
