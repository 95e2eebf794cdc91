import { EbEventCardElement } from '../../elements/eb-event-card';
import { waitFor, within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $locale } from '../stores/locale';
import { configure, resetServerData } from '../stores/server-data';
import { expectNoAxeViolations } from '../test-support/axe';
import { captureConsole } from '../test-support/console';
import { fakeApi } from '../test-support/event-card/fake-api';
import { resetMyCollections } from './save/my-collections';
import { resetSavedEvents } from '../stores/saved-events';
import { holdsReservedSpace } from '../element/reserved-space';
import { cleanupElements, mountHtml, nextTask, shadow } from '../test-support/elements';
import {
  EVENT_URL,
  IMAGE_URL,
  MISSING_IMAGE_URL,
  SERIES_URL,
  byClass,
  cardFor,
  freeEvent,
  mountCard,
  onlineEvent,
  paidEvent,
  part,
  plain,
  recordAnalytics,
  seriesEvent,
  type CardElement,
} from '../test-support/event-card/fixtures/events';

afterEach(async () => {
  cleanupElements();
  resetServerData();
  await setViewport({ width: 1280, height: 800 });
  await waitFor(() => expect($locale.get()).to.equal('en_US'));
});

const title = (card: Element) => shadow(card).getByRole('heading', { level: 3 });
const eventLink = (card: Element) => within(title(card)).getByRole('link');
const textOf = (card: Element, className: string) => plain(byClass(card, className)?.textContent);
const query = (url: string) => new URL(url).searchParams;

describe('<eb-event-card>: every field of the event as displayed (spec 000 §3)', () => {
  it('shows the name as the heading, linking to the event URL', async () => {
    const card = await cardFor(paidEvent());
    expect(title(card).textContent).to.equal('Jazz Night: Bebop Quartet Live');
    const url = new URL(eventLink(card).getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).to.equal(EVENT_URL);
    expect(shadow(card).getByRole('article', { name: 'Jazz Night: Bebop Quartet Live' })).to.exist;
  });

  it('customTitle, when set, is shown instead of the name', async () => {
    const card = await cardFor(paidEvent({ customTitle: 'Bebop at The Chapel' }));
    expect(title(card).textContent).to.equal('Bebop at The Chapel');
    expect(shadow(card).queryByText('Jazz Night: Bebop Quartet Live')).to.equal(null);
  });

  it('shows the image with its edge colour as the background behind it', async () => {
    const card = await cardFor(paidEvent());
    const image = part(card, 'image') as HTMLImageElement;
    expect(image.src).to.equal(IMAGE_URL);
    expect(image.alt, 'decorative: the name beside it says what it is').to.equal('');
    expect(getComputedStyle(part(card, 'media')!).backgroundColor).to.equal('rgb(54, 89, 227)');
  });

  it('customImage, when set, is shown instead of the image (its url)', async () => {
    const custom = new URL('/src/test-support/event-card/fixtures/event-image.svg?custom', location.origin).href;
    const card = await cardFor(paidEvent({ customImageId: '555', customImage: { url: custom } }));
    expect((part(card, 'image') as HTMLImageElement).src).to.equal(custom);
  });

  it("shows the date and time in the event's timezone and the user's locale: 'Sat, Dec 12, 7:00 PM'", async () => {
    const card = await cardFor(paidEvent());
    const time = card.shadowRoot!.querySelector('time')!;
    expect(plain(time.textContent)).to.equal('Sat, Dec 12, 7:00 PM');
    expect(time.dateTime).to.equal('2026-12-12T19:00');
  });

  it("the local date and time are the event's own, whatever its zone (Tokyo, 7 pm on Dec 12)", async () => {
    const card = await cardFor(paidEvent({ timezone: 'Asia/Tokyo' }));
    expect(plain(card.shadowRoot!.querySelector('time')!.textContent)).to.equal('Sat, Dec 12, 7:00 PM');
  });

  it('a non-US locale formats the date, time and price its own way (de_DE)', async () => {
    configure({ env: { locale: 'de_DE' } });
    await waitFor(() => expect($locale.get()).to.equal('de_DE'));
    const card = await cardFor(paidEvent({ ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'EUR', value: 2550, majorValue: '25.50' } } }));
    await waitFor(() => expect(plain(card.shadowRoot!.querySelector('time')!.textContent)).to.equal('Sa., 12. Dez., 19:00'));
    expect(textOf(card, 'eb-event-card__price')).to.contain('25,50 €');
  });

  it("shows the location as 'venue, city'", async () => {
    const card = await cardFor(paidEvent());
    expect(textOf(card, 'eb-event-card__location')).to.equal('The Chapel, San Francisco');
  });

  it("an online event shows 'Online event' instead of a place", async () => {
    const card = await cardFor(onlineEvent({ primaryVenue: { name: 'Zoom room', address: { city: 'Nowhere' } } }));
    expect(textOf(card, 'eb-event-card__location')).to.equal('Online event');
  });

  it('shows the minimum price in its currency format', async () => {
    const card = await cardFor(paidEvent());
    expect(textOf(card, 'eb-event-card__price')).to.equal('From $25.00');
  });

  it('a JPY price has no decimals (value in minor units: ¥4,500)', async () => {
    const card = await cardFor(paidEvent({ ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'JPY', value: 4500, majorValue: '4500' } } }));
    expect(textOf(card, 'eb-event-card__price')).to.equal('From ¥4,500');
  });

  it("a free event shows 'Free'", async () => {
    const card = await cardFor(freeEvent());
    expect(textOf(card, 'eb-event-card__price')).to.equal('Free');
  });

  it("shows 'Tickets by' the organizer", async () => {
    const card = await cardFor(paidEvent());
    expect(textOf(card, 'eb-event-card__organizer')).to.equal('Tickets by Blue Note Presents');
  });

  it("a series links to its page ('Multiple dates')", async () => {
    const card = await cardFor(seriesEvent());
    const link = shadow(card).getByRole('link', { name: 'Multiple dates' });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).to.equal(SERIES_URL);
  });

  it("shows the repeating-instance count: current-and-future count minus 1 ('+ 3 more dates' for 4)", async () => {
    const card = await cardFor(seriesEvent());
    expect(textOf(card, 'eb-event-card__more-dates')).to.equal('+ 3 more dates');
  });

  it("one other date reads '+ 1 more date'; a series with one current date shows no count", async () => {
    let card = await cardFor(seriesEvent({ series: { url: SERIES_URL, counts: { currentFuture: 2 } } }));
    expect(textOf(card, 'eb-event-card__more-dates')).to.equal('+ 1 more date');
    cleanupElements();
    card = await cardFor(seriesEvent({ series: { url: SERIES_URL, counts: { currentFuture: 1 } } }));
    expect(byClass(card, 'eb-event-card__more-dates')).to.equal(null);
  });

  it('shows the custom description', async () => {
    const card = await cardFor(paidEvent({ customDescription: 'Doors open 30 minutes before the start.' }));
    expect(textOf(card, 'eb-event-card__description')).to.equal('Doors open 30 minutes before the start.');
  });

  it('a minimal event (id and name only) shows its name and nothing made up', async () => {
    const card = await cardFor({ id: 42, name: 'Just a name' });
    expect(title(card).textContent).to.equal('Just a name');
    for (const field of ['date', 'location', 'price', 'organizer', 'description', 'series', 'creator-signal']) {
      expect(byClass(card, `eb-event-card__${field}`), field).to.equal(null);
    }
    expect(part(card, 'image-placeholder')).to.exist;
  });

  it("accepts the destination API's snake_case form", async () => {
    const card = await cardFor({
      id: 871234560009,
      url: EVENT_URL,
      name: 'Snake Case Social',
      custom_title: null,
      start_date: '2026-12-12',
      start_time: '19:00',
      timezone: 'America/Los_Angeles',
      tickets_by: 'Snake Org',
      image: { url: IMAGE_URL, edge_color: '#1e8a44' },
      ticket_availability: { is_free: false, minimum_ticket_price: { currency: 'USD', value: 1950, major_value: '19.50' } },
      primary_venue: { name: 'Hall', address: { city: 'Berlin' } },
      is_online_event: false,
      saves: { saved_by_you: false },
      custom_description: 'Bring a friend.',
      series: { url: SERIES_URL, counts: { current_future: 3 } },
      creator_signal: { type: 'follow', value: 25 },
    });
    expect(title(card).textContent).to.equal('Snake Case Social');
    expect(plain(card.shadowRoot!.querySelector('time')!.textContent)).to.equal('Sat, Dec 12, 7:00 PM');
    expect(textOf(card, 'eb-event-card__organizer')).to.equal('Tickets by Snake Org');
    expect(textOf(card, 'eb-event-card__price')).to.equal('From $19.50');
    expect(textOf(card, 'eb-event-card__location')).to.equal('Hall, Berlin');
    expect(textOf(card, 'eb-event-card__description')).to.equal('Bring a friend.');
    expect(textOf(card, 'eb-event-card__more-dates')).to.equal('+ 2 more dates');
    expect(textOf(card, 'eb-event-card__creator-signal')).to.equal('25 followers');
    expect(getComputedStyle(part(card, 'media')!).backgroundColor).to.equal('rgb(30, 138, 68)');
  });

  it('takes the event object through the property too, and follows a new one', async () => {
    const card = await mountCard(undefined);
    card.event = paidEvent();
    await shadow(card).findByRole('heading', { name: 'Jazz Night: Bebop Quartet Live' });
    card.event = freeEvent();
    await shadow(card).findByRole('heading', { name: 'Community Garden Open Day' });
  });

  it('the save button is on the card, for this event', async () => {
    const card = await cardFor(paidEvent());
    const save = byClass(card, 'eb-event-card__save')!;
    expect(within(save).getByRole('button', { name: /Jazz Night: Bebop Quartet Live/ })).to.exist;
  });
});

describe('<eb-event-card>: event and series URLs get the aff parameter with the affiliate code (spec 000 §3)', () => {
  it("uses env.affiliateCode by default ('oddtdtcreator')", async () => {
    const card = await cardFor(seriesEvent());
    expect(query(eventLink(card).getAttribute('href')!).get('aff')).to.equal('oddtdtcreator');
    expect(query(shadow(card).getByRole('link', { name: 'Multiple dates' }).getAttribute('href')!).get('aff')).to.equal('oddtdtcreator');
  });

  it('follows env.affiliateCode from the configuration', async () => {
    configure({ env: { affiliateCode: 'partnerpage' } });
    const card = await cardFor(seriesEvent());
    expect(query(eventLink(card).getAttribute('href')!).get('aff')).to.equal('partnerpage');
  });

  it('the affiliate-code attribute overrides env.affiliateCode on event and series URLs', async () => {
    const card = await cardFor(seriesEvent(), 'affiliate-code="ebdssbcitybrowse"');
    expect(query(eventLink(card).getAttribute('href')!).get('aff')).to.equal('ebdssbcitybrowse');
    expect(query(shadow(card).getByRole('link', { name: 'Multiple dates' }).getAttribute('href')!).get('aff')).to.equal('ebdssbcitybrowse');
  });

  it('replaces an aff the event URL already had, and keeps its other parameters', async () => {
    const card = await cardFor(paidEvent({ url: `${EVENT_URL}?aff=old&lang=en` }), 'affiliate-code="fresh"');
    const params = query(eventLink(card).getAttribute('href')!);
    expect(params.getAll('aff')).to.deep.equal(['fresh']);
    expect(params.get('lang')).to.equal('en');
  });

  it('removing the attribute goes back to env.affiliateCode', async () => {
    const card = await cardFor(paidEvent(), 'affiliate-code="override"');
    card.removeAttribute('affiliate-code');
    await waitFor(() => expect(query(eventLink(card).getAttribute('href')!).get('aff')).to.equal('oddtdtcreator'));
  });
});

describe('<eb-event-card>: hostile data is shown as text, URLs only http(s)', () => {
  const TAGS_NAME = '<b>Tags & "quotes"</b> Open Mic: Don\'t Escape Me';

  it("a name with '<b>' shows the tags as text", async () => {
    const card = await cardFor(paidEvent({ name: TAGS_NAME, customDescription: '<img src=x onerror="alert(1)">Come early' }));
    expect(title(card).textContent).to.equal(TAGS_NAME);
    expect(card.shadowRoot!.querySelector('b')).to.equal(null);
    expect(textOf(card, 'eb-event-card__description')).to.equal('<img src=x onerror="alert(1)">Come early');
    expect(card.shadowRoot!.querySelectorAll('img')).to.have.length(1);
  });

  it('a 181-character name is kept whole (the layout clamps it, the text stays)', async () => {
    const long =
      'The Annual International Symposium on Sustainable Urban Mobility, Electric Public Transit, Safe Cycling Infrastructure and the Future of Walkable, Liveable Cities (2027 Edition)';
    const card = await cardFor(paidEvent({ name: long }));
    expect(title(card).textContent).to.equal(long);
    expect(title(card).scrollWidth).to.be.at.most(card.getBoundingClientRect().width);
  });

  it('a non-http image URL is dropped: the placeholder shows instead', async () => {
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', 'mailto:a@b.c']) {
      const card = await cardFor(paidEvent({ image: { url, edgeColor: '#3659e3' } }));
      expect(part(card, 'image'), url).to.equal(null);
      expect(part(card, 'image-placeholder'), url).to.exist;
      cleanupElements();
    }
  });

  it('a non-http event URL is dropped: the name is not a link and there is nothing to share', async () => {
    const card = await cardFor(paidEvent({ url: 'javascript:alert(1)' }));
    expect(within(title(card)).queryByRole('link')).to.equal(null);
    expect(shadow(card).queryByRole('button', { name: /^Share/ })).to.equal(null);
  });

  it('a colour that is not a colour is not put in the style', async () => {
    const card = await cardFor(paidEvent({ image: { url: IMAGE_URL, edgeColor: 'red; background-image: url(https://evil.test/)' } }));
    expect(part(card, 'media')!.getAttribute('style')).to.equal(null);
  });

  it('a broken image shows a placeholder (the image error event)', async () => {
    const card = await cardFor(paidEvent({ image: { url: MISSING_IMAGE_URL, edgeColor: '#3659e3' } }));
    await waitFor(() => expect(part(card, 'image-placeholder')).to.exist);
    expect(part(card, 'image')).to.equal(null);
    expect(getComputedStyle(part(card, 'media')!).backgroundColor, 'edge colour kept').to.equal('rgb(54, 89, 227)');
  });

  it('a new image after a broken one gets its own chance to load', async () => {
    const card = await cardFor(paidEvent({ image: { url: MISSING_IMAGE_URL } }));
    await waitFor(() => expect(part(card, 'image-placeholder')).to.exist);
    card.event = paidEvent();
    await waitFor(() => expect((part(card, 'image') as HTMLImageElement | null)?.src).to.equal(IMAGE_URL));
  });
});

describe("<eb-event-card>: an invalid event shows 'This event is not available' and ONE warning", () => {
  const invalid: [string, string, RegExp][] = [
    ['{}', 'an empty object', /"id"/],
    ['[1]', 'an array', /an array/],
    ['"Jazz"', 'a string', /JSON object/],
    ['{"id": "1"}', 'an event without a name', /"name"/],
    ['{"id": "1", "name": "   "}', 'a blank name', /"name"/],
    ['{"id": {"x": 1}, "name": "Jazz"}', 'an id that is neither string nor number', /"id"/],
  ];

  for (const [json, what, problem] of invalid) {
    it(`${what} (${json}) shows the empty state and warns once, naming the tag and the problem`, async () => {
      const warnings = captureConsole('warn');
      try {
        const card = await mountCard(json);
        await shadow(card).findByText('This event is not available');
        await nextTask(50);
        expect(shadow(card).queryByRole('article')).to.equal(null);
        const messages = warnings.messages().filter((message) => message.includes('eb-event-card'));
        expect(messages).to.have.length(1);
        expect(messages[0]).to.contain('<eb-event-card>').and.contain('"event"').and.match(problem);
      } finally {
        warnings.restore();
      }
    });
  }

  it("malformed JSON shows the empty state with only the wrapper's one warning", async () => {
    const warnings = captureConsole('warn');
    try {
      const card = await mountCard('{"id": 1, "name": ');
      await shadow(card).findByText('This event is not available');
      await nextTask(50);
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('<eb-event-card>').and.contain('not valid JSON');
    } finally {
      warnings.restore();
    }
  });

  it('re-rendering the same invalid value does not warn again', async () => {
    const warnings = captureConsole('warn');
    try {
      const card = await mountCard('{}');
      await shadow(card).findByText('This event is not available');
      card.setAttribute('layout', 'horizontal');
      configure({ env: { affiliateCode: 'another' } });
      await nextTask(50);
      expect(warnings.messages().filter((message) => message.includes('eb-event-card'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('a card without any event shows the empty state without a warning', async () => {
    const warnings = captureConsole('warn');
    try {
      const card = await mountCard(undefined);
      await shadow(card).findByText('This event is not available');
      await nextTask(50);
      expect(warnings.calls).to.have.length(0);
    } finally {
      warnings.restore();
    }
  });
});

describe('<eb-event-card>: a part of the event it cannot read is left out with ONE warning, and the event still shows (issue 37)', () => {
  /**
   * Mounts a card with no event, sets `event` through the property as a framework does, waits
   * until the card `shows` what it should, and gives the warnings that came meanwhile.
   */
  async function cardWith(event: unknown, shows: (card: CardElement) => Promise<unknown>): Promise<string[]> {
    const card = await mountCard(undefined);
    const captured = captureConsole('warn');
    try {
      card.event = event;
      await shows(card);
      // A second warning would come with the same render.
      await nextTask(50);
      return captured.messages();
    } finally {
      captured.restore();
    }
  }

  const showsTheEvent = (card: CardElement) => waitFor(() => expect(title(card).textContent).to.equal('Jazz Night: Bebop Quartet Live'));

  it('a used field whose getter throws (primaryVenue) takes its default: no venue, the event shows, one warning naming "primaryVenue"', async () => {
    const event = paidEvent();
    Object.defineProperty(event, 'primaryVenue', {
      enumerable: true,
      get: () => {
        throw new Error('not loaded');
      },
    });
    let card: CardElement | undefined;
    const warnings = await cardWith(event, (shown) => showsTheEvent((card = shown)));
    expect(shadow(card!).queryByText(/The Chapel/)).to.equal(null);
    expect(warnings).to.deep.equal(['[eb-widgets] <eb-event-card> property "event": what cannot be read is left out (reading "primaryVenue" threw an error); the rest is used.']);
  });

  it('an unused branch 1000 levels deep: the event shows, one warning naming "extra.a.a.a.a.a…"', async () => {
    let extra: unknown = 1;
    for (let level = 0; level < 1000; level += 1) extra = { a: extra };
    const warnings = await cardWith(paidEvent({ extra }), showsTheEvent);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('"extra.a.a.a.a.a…" is nested more than 64 levels deep');
  });

  it('a required field that cannot be read (a name whose getter throws): "not available" with the one warning naming "name", not a second', async () => {
    const event = paidEvent();
    Object.defineProperty(event, 'name', {
      enumerable: true,
      get: () => {
        throw new Error('not loaded');
      },
    });
    const warnings = await cardWith(event, (card) => shadow(card).findByText('This event is not available'));
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('property "event"').and.contain('reading "name" threw an error');
  });
});

describe('<eb-event-card>: layouts vertical (default) and horizontal', () => {
  const direction = (card: Element) => getComputedStyle(part(card, 'card')!).flexDirection;

  it('is vertical by default: the image above the details', async () => {
    const card = await cardFor(paidEvent());
    expect(part(card, 'card')!.classList.contains('eb-event-card--vertical')).to.equal(true);
    expect(direction(card)).to.equal('column');
  });

  it('layout="horizontal" puts the image beside the details on a wide card', async () => {
    const container = mountHtml('<div style="width: 720px"></div>').firstElementChild as HTMLElement;
    const card = await mountCard(paidEvent(), 'layout="horizontal"', container);
    await shadow(card).findByRole('article');
    expect(part(card, 'card')!.classList.contains('eb-event-card--horizontal')).to.equal(true);
    expect(direction(card)).to.equal('row');
    const image = part(card, 'media')!.getBoundingClientRect();
    const heading = title(card).getBoundingClientRect();
    expect(heading.left).to.be.at.least(image.right);
  });

  it('horizontal falls back to vertical on a card narrower than 480px', async () => {
    const container = mountHtml('<div style="width: 320px"></div>').firstElementChild as HTMLElement;
    const card = await mountCard(paidEvent(), 'layout="horizontal"', container);
    await shadow(card).findByRole('article');
    expect(direction(card)).to.equal('column');
    expect(title(card).getBoundingClientRect().top).to.be.at.least(part(card, 'media')!.getBoundingClientRect().bottom);
  });

  it('horizontal falls back to vertical on a small screen', async () => {
    await setViewport({ width: 360, height: 800 });
    const card = await cardFor(paidEvent(), 'layout="horizontal"');
    expect(direction(card)).to.equal('column');
  });

  it('an unknown layout warns and uses vertical', async () => {
    const warnings = captureConsole('warn');
    try {
      const card = await cardFor(paidEvent(), 'layout="diagonal"');
      expect(direction(card)).to.equal('column');
      expect(warnings.messages().filter((message) => message.includes('"layout"'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});

describe('<eb-event-card>: creator signal (spec 000 §3: "follow counts only when follow count is 10 or more; collection only when objectCount is above 0")', () => {
  const signal = (card: Element) => byClass(card, 'eb-event-card__creator-signal');

  it('does not show 9 followers', async () => {
    const card = await cardFor(paidEvent({ creatorSignal: { type: 'follow', value: 9 } }));
    expect(signal(card)).to.equal(null);
  });

  it("shows 10 followers as '10 followers'", async () => {
    const card = await cardFor(paidEvent({ creatorSignal: { type: 'follow', value: 10 } }));
    expect(plain(signal(card)!.textContent)).to.equal('10 followers');
  });

  it('does not show a collection signal of 0', async () => {
    const card = await cardFor(paidEvent({ creatorSignal: { type: 'collection', value: 0 } }));
    expect(signal(card)).to.equal(null);
  });

  it("shows a collection signal of 1 as 'In 1 collection', and 3 as 'In 3 collections'", async () => {
    let card = await cardFor(paidEvent({ creatorSignal: { type: 'collection', value: 1 } }));
    expect(plain(signal(card)!.textContent)).to.equal('In 1 collection');
    cleanupElements();
    card = await cardFor(paidEvent({ creatorSignal: { type: 'collection', value: 3 } }));
    expect(plain(signal(card)!.textContent)).to.equal('In 3 collections');
  });

  it('an unknown signal type or a non-number value shows nothing', async () => {
    let card = await cardFor(paidEvent({ creatorSignal: { type: 'likes', value: 50 } }));
    expect(signal(card)).to.equal(null);
    cleanupElements();
    card = await cardFor(paidEvent({ creatorSignal: { type: 'follow', value: 'many' } }));
    expect(signal(card)).to.equal(null);
  });
});

describe('<eb-event-card>: ViewEvent once per card, when it first becomes visible (spec 000 §7)', () => {
  const views = (events: ReturnType<typeof recordAnalytics>) => events.filter((event) => event.action === 'ViewEvent');

  async function cardBelowTheFold(): Promise<{ card: CardElement; analytics: ReturnType<typeof recordAnalytics> }> {
    window.scrollTo(0, 0);
    // Below the fold, but near enough to be drawn (a card renders when it comes near the viewport).
    const container = mountHtml('<div style="height: 130vh"></div>');
    const card = await mountCard(undefined, '', container);
    const analytics = recordAnalytics(card);
    card.setAttribute('event', JSON.stringify(paidEvent()));
    await shadow(card).findByRole('article');
    return { card, analytics };
  }

  afterEach(() => window.scrollTo(0, 0));

  it('is not tracked while the card is off screen', async () => {
    const { analytics } = await cardBelowTheFold();
    await nextTask(300);
    expect(views(analytics)).to.have.length(0);
  });

  it('is tracked once when the card is scrolled into view, with the event id', async () => {
    const { card, analytics } = await cardBelowTheFold();
    card.scrollIntoView();
    await waitFor(() => expect(views(analytics)).to.have.length(1));
    expect(views(analytics)[0]).to.deep.include({ category: 'event-card', action: 'ViewEvent', eventId: '871234560001' });
    window.scrollTo(0, 0);
    await nextTask(200);
    card.scrollIntoView();
    await nextTask(300);
    expect(views(analytics)).to.have.length(1);
  });

  it('is not tracked again after the element is moved, nor after it is taken out and put back later', async () => {
    const { card, analytics } = await cardBelowTheFold();
    card.scrollIntoView();
    await waitFor(() => expect(views(analytics)).to.have.length(1));
    const elsewhere = mountHtml('');
    elsewhere.prepend(card);
    window.scrollTo(0, 0);
    card.scrollIntoView();
    await nextTask(300);
    card.remove();
    await nextTask(100);
    elsewhere.append(card);
    await shadow(card).findByRole('article');
    card.scrollIntoView();
    await nextTask(300);
    expect(views(analytics)).to.have.length(1);
  });

  it('a card given another event tracks that event when seen', async () => {
    const { card, analytics } = await cardBelowTheFold();
    card.scrollIntoView();
    await waitFor(() => expect(views(analytics)).to.have.length(1));
    card.event = freeEvent();
    await waitFor(() => expect(views(analytics)).to.have.length(2));
    expect(views(analytics)[1].eventId).to.equal('871234560002');
  });
});

describe('<eb-event-card>: cards below the fold render when they approach the viewport (issue 16)', () => {
  const isDrawn = (card: Element) => Boolean(card.shadowRoot?.querySelector('article'));

  async function cardFarBelow(tag = 'eb-event-card'): Promise<CardElement> {
    window.scrollTo(0, 0);
    const container = mountHtml('<div style="height: 300vh"></div>');
    container.insertAdjacentHTML('beforeend', `<${tag}></${tag}>`);
    const card = container.querySelector<CardElement>(tag)!;
    card.setAttribute('event', JSON.stringify(paidEvent()));
    // Long enough for a card in view to render (the code is loaded by the earlier tests).
    await nextTask(400);
    return card;
  }

  afterEach(() => window.scrollTo(0, 0));

  it('a card more than a viewport below the fold keeps its reserved room and draws nothing yet', async () => {
    const card = await cardFarBelow();
    expect(isDrawn(card)).to.equal(false);
    expect(card.shadowRoot!.children, 'nothing in its shadow root for assistive technologies to find').to.have.length(0);
    expect(holdsReservedSpace(card.shadowRoot!)).to.equal(true);
    // The room of a drawn card: half its width for the picture, 194 px below.
    expect(card.getBoundingClientRect().height).to.be.closeTo(card.getBoundingClientRect().width / 2 + 194, 1);
  });

  it("registered under the page's own tag name (README), a card far below the fold keeps the same reserved room", async () => {
    customElements.define('partner-far-card', EbEventCardElement!);
    const card = await cardFarBelow('partner-far-card');
    expect(isDrawn(card)).to.equal(false);
    expect(holdsReservedSpace(card.shadowRoot!)).to.equal(true);
    expect(card.getBoundingClientRect().height).to.be.closeTo(card.getBoundingClientRect().width / 2 + 194, 1);
    card.scrollIntoView();
    await waitFor(() => expect(isDrawn(card)).to.equal(true));
    expect(holdsReservedSpace(card.shadowRoot!)).to.equal(false);
  });

  it('draws the card once it is within a viewport of the visible area, before it is on screen', async () => {
    const card = await cardFarBelow();
    // Scrolled 1.2 viewports down: the card is still 0.8 of a viewport below the fold, so within reach.
    window.scrollTo(0, window.innerHeight * 1.2);
    await waitFor(() => expect(isDrawn(card)).to.equal(true));
    expect(card.getBoundingClientRect().top).to.be.greaterThan(window.innerHeight);
    expect(shadow(card).getByRole('heading', { name: 'Jazz Night: Bebop Quartet Live' })).to.exist;
    expect(holdsReservedSpace(card.shadowRoot!)).to.equal(false);
  });

  it('a card taken out before it came near is not drawn, and draws when put back in view', async () => {
    const card = await cardFarBelow();
    const parent = card.parentElement!;
    card.remove();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await nextTask(300);
    expect(isDrawn(card)).to.equal(false);
    window.scrollTo(0, 0);
    mountHtml('').append(card);
    parent.remove();
    await waitFor(() => expect(isDrawn(card)).to.equal(true));
  });
});

describe('<eb-event-card>: several cards on one page', () => {
  it('each card shows its own event and reports its own analytics', async () => {
    const container = mountHtml('');
    container.style.cssText = 'display: grid; grid-template-columns: repeat(4, 1fr)';
    const events = [paidEvent(), freeEvent(), onlineEvent(), seriesEvent()];
    const cards: CardElement[] = [];
    for (const event of events) cards.push(await mountCard(event, '', container));
    for (const [index, card] of cards.entries()) {
      await shadow(card).findByRole('heading', { name: events[index].name as string });
    }
    expect(textOf(cards[1], 'eb-event-card__price')).to.equal('Free');
    expect(textOf(cards[2], 'eb-event-card__location')).to.equal('Online event');
    expect(textOf(cards[3], 'eb-event-card__more-dates')).to.equal('+ 3 more dates');

    const analytics = cards.map(recordAnalytics);
    shadow(cards[2])
      .getByRole('button', { name: /^Share/ })
      .click();
    await shadow(cards[2]).findByRole('dialog');
    expect(shadow(cards[0]).queryByRole('dialog')).to.equal(null);
    expect(analytics[2].filter((event) => event.action === 'ShareAttempt')).to.have.length(1);
    expect(analytics[0].filter((event) => event.action === 'ShareAttempt')).to.have.length(0);
  });
});

describe('<eb-event-card>: no axe-core violations', () => {
  const states: [string, () => Record<string, unknown>, string][] = [
    ['unsaved', () => paidEvent({ creatorSignal: { type: 'follow', value: 12 }, customDescription: 'Come early.' }), ''],
    ['free', () => freeEvent(), ''],
    ['paid', () => paidEvent(), ''],
    ['online', () => onlineEvent(), ''],
    ['series', () => seriesEvent(), ''],
    ['horizontal', () => seriesEvent({ creatorSignal: { type: 'collection', value: 2 } }), 'layout="horizontal"'],
    ['with a broken image', () => paidEvent({ image: { url: MISSING_IMAGE_URL } }), ''],
  ];

  for (const [state, event, attributes] of states) {
    it(`${state}`, async () => {
      const container = mountHtml('<main></main>').firstElementChild as HTMLElement;
      const card = await mountCard(event(), attributes, container);
      await shadow(card).findByRole('article');
      await expectNoAxeViolations(card);
    });
  }

  it('saved, for a signed-in user, with the save button pressed and the collections menu open', async () => {
    const api = fakeApi({ savedEventIds: ['871234560001'], collections: [{ id: '1', name: 'Weekend plans', eventIds: ['871234560001'] }] });
    try {
      // Earlier cards of this event seeded the shared saved state as unsaved.
      resetSavedEvents();
      configure({ user: { isAuthenticated: true, publicId: 'u1001' } });
      const container = mountHtml('<main></main>').firstElementChild as HTMLElement;
      const card = await mountCard(paidEvent({ saves: { savedByYou: true }, eventCollections: ['1'] }), '', container);
      const view = shadow(card);
      await waitFor(() => expect(view.getByRole('button', { name: /^Save this event/ }).getAttribute('aria-pressed')).to.equal('true'));
      view.getByRole('button', { name: /collection/i }).click();
      await view.findByRole('menuitem', { name: /Weekend plans/ });
      await expectNoAxeViolations(card);
    } finally {
      api.restore();
      resetSavedEvents();
      resetMyCollections();
    }
  });

  it('the empty state', async () => {
    const warnings = captureConsole('warn');
    try {
      const card = await mountCard('{}');
      await shadow(card).findByText('This event is not available');
      await expectNoAxeViolations(card);
    } finally {
      warnings.restore();
    }
  });
});
