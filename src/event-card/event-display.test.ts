import { expect } from 'chai';
import fc from 'fast-check';
import { HOSTILE_EVENTS, anyEvent, nested } from '../test-support/event-card/fixtures/hostile-events';
import { creatorSignal, formatStart, locationInfo, minPrice, normalizeEvent, repeatingInstanceCount, seriesUrl, eventUrl, validateEvent, type DisplayEvent } from './event-display';
import { SHARE_METHODS, SHARE_TRACKING_CODES, shareOptions } from './share-options';

const event = (fields: Record<string, unknown>): DisplayEvent => normalizeEvent({ id: '1', name: 'Jazz', ...fields })!;

describe('normalizeEvent: the event as displayed, checked (spec 000 §3)', () => {
  it('requires an id (string or number, kept as a string) and a name', () => {
    expect(normalizeEvent({ id: 871234560001, name: 'Jazz' })?.id).to.equal('871234560001');
    expect(normalizeEvent({ id: 'abc', name: 'Jazz' })?.id).to.equal('abc');
    for (const raw of [{}, [1], 'Jazz', null, 42, { id: '1' }, { name: 'Jazz' }, { id: '', name: 'Jazz' }, { id: 1, name: '' }, { id: 1, name: 7 }]) {
      expect(normalizeEvent(raw), JSON.stringify(raw)).to.equal(null);
    }
  });

  it('names the problem of a value that is not an event', () => {
    expect(validateEvent([1]).problem).to.contain('an array');
    expect(validateEvent({}).problem).to.contain('"id"');
    expect(validateEvent({ id: 1 }).problem).to.contain('"name"');
  });

  it('reads the snake_case form as the camelCase one', () => {
    const camel = normalizeEvent({
      id: 1,
      name: 'Jazz',
      startDate: '2026-12-12',
      ticketAvailability: { isFree: true },
      primaryVenue: { name: 'Hall', address: { city: 'Oslo' } },
      isOnlineEvent: false,
      saves: { savedByYou: true },
      series: { counts: { currentFuture: 3 } },
    });
    const snake = normalizeEvent({
      id: 1,
      name: 'Jazz',
      start_date: '2026-12-12',
      ticket_availability: { is_free: true },
      primary_venue: { name: 'Hall', address: { city: 'Oslo' } },
      is_online_event: false,
      saves: { saved_by_you: true },
      series: { counts: { current_future: 3 } },
    });
    expect(snake).to.deep.equal(camel);
  });

  it('keeps only http(s) URLs, resolving relative ones against the server', () => {
    expect(event({ url: 'javascript:alert(1)' }).url).to.equal(undefined);
    expect(event({ url: 'mailto:a@b.c' }).url).to.equal(undefined);
    expect(event({ image: { url: 'data:image/png;base64,AAAA' } }).image).to.equal(undefined);
    expect(normalizeEvent({ id: 1, name: 'Jazz', url: '/e/1' }, { baseUrl: 'https://www.eventbrite.com' })?.url).to.equal('https://www.eventbrite.com/e/1');
  });

  it('drops malformed dates, times, zones, colours and prices instead of guessing', () => {
    const checked = event({
      startDate: '2026-02-30',
      startTime: '25:00',
      timezone: 'Mars/Olympus',
      image: { edgeColor: 'url(x)' },
      ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'dollars', value: 10 } },
    });
    expect(checked.startDate).to.equal(undefined);
    expect(checked.startTime).to.equal(undefined);
    expect(checked.timezone).to.equal(undefined);
    expect(checked.image).to.equal(undefined);
    expect(checked.ticketAvailability.minimumTicketPrice).to.equal(undefined);
  });

  it('customImage may be given as an object with a url or as the url itself', () => {
    expect(event({ customImage: { url: 'https://img.test/a.png' } }).customImage).to.deep.equal({ url: 'https://img.test/a.png' });
    expect(event({ customImage: 'https://img.test/b.png' }).customImage).to.deep.equal({ url: 'https://img.test/b.png' });
  });

  it('eventCollections keeps the collection ids as strings', () => {
    expect(event({ eventCollections: [12, '13', { id: 14 }, null] }).eventCollections).to.deep.equal(['12', '13', '14']);
  });
});

describe('derived fields (spec 000 §3)', () => {
  it('minPrice: currency, currencyFormat and minPriceValue in major units', () => {
    expect(minPrice(event({ ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'USD', value: 2500, majorValue: '25.00' } } }))).to.deep.equal({
      currency: 'USD',
      currencyFormat: { decimalPlaces: 2 },
      minPriceValue: 25,
    });
    expect(minPrice(event({ ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'JPY', value: 4500 } } }))).to.deep.equal({
      currency: 'JPY',
      currencyFormat: { decimalPlaces: 0 },
      minPriceValue: 4500,
    });
    expect(minPrice(event({ ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'EUR', value: 1999 } } }))?.minPriceValue).to.equal(19.99);
    expect(minPrice(event({ ticketAvailability: { isFree: true, minimumTicketPrice: { currency: 'USD', value: 0 } } }))).to.equal(undefined);
  });

  it("locationInfo is 'venue, city', or either alone", () => {
    expect(locationInfo(event({ primaryVenue: { name: 'The Chapel', address: { city: 'San Francisco' } } }))).to.equal('The Chapel, San Francisco');
    expect(locationInfo(event({ primaryVenue: { name: 'The Chapel' } }))).to.equal('The Chapel');
    expect(locationInfo(event({ primaryVenue: { address: { city: 'Berlin' } } }))).to.equal('Berlin');
    expect(locationInfo(event({}))).to.equal(undefined);
  });

  it('repeatingInstanceCount is the current-and-future count minus 1, never below 0', () => {
    expect(repeatingInstanceCount(event({ series: { counts: { currentFuture: 4 } } }))).to.equal(3);
    expect(repeatingInstanceCount(event({ series: { counts: { currentFuture: 1 } } }))).to.equal(0);
    expect(repeatingInstanceCount(event({ series: { counts: { currentFuture: 0 } } }))).to.equal(0);
    expect(repeatingInstanceCount(event({}))).to.equal(0);
  });

  it('event and series URLs get the aff parameter with the affiliate code; an empty code adds none', () => {
    const series = event({ url: 'https://eb.test/e/1?x=1', series: { url: 'https://eb.test/s/9' } });
    expect(eventUrl(series, 'oddtdtcreator')).to.equal('https://eb.test/e/1?x=1&aff=oddtdtcreator');
    expect(seriesUrl(series, 'partner')).to.equal('https://eb.test/s/9?aff=partner');
    expect(eventUrl(series, '')).to.equal('https://eb.test/e/1?x=1');
  });
});

describe('creatorSignal (spec 000 §3: "follow counts only when follow count is 10 or more; collection only when objectCount is above 0")', () => {
  it('a follow signal counts from 10 followers', () => {
    expect(creatorSignal({ type: 'follow', value: 9 })).to.equal(undefined);
    expect(creatorSignal({ type: 'follow', value: 10 })).to.deep.equal({ type: 'follow', value: 10 });
  });

  it('a collection signal counts above 0', () => {
    expect(creatorSignal({ type: 'collection', value: 0 })).to.equal(undefined);
    expect(creatorSignal({ type: 'collection', value: 1 })).to.deep.equal({ type: 'collection', value: 1 });
  });

  it('anything else is no signal', () => {
    for (const value of [undefined, null, {}, { type: 'follow' }, { type: 'follow', value: 10.5 }, { type: 'likes', value: 99 }, 'follow']) {
      expect(creatorSignal(value), JSON.stringify(value)).to.equal(undefined);
    }
  });
});

describe("date and time in the event's timezone", () => {
  it("shows the start as the event's own wall clock, whatever the zone and on the days the clocks change", () => {
    expect(formatStart(event({ startDate: '2026-12-12', startTime: '19:00', timezone: 'America/Los_Angeles' }), 'en-US')).to.equal('Sat, Dec 12, 7:00 PM');
    expect(formatStart(event({ startDate: '2026-12-12', startTime: '19:00', timezone: 'Asia/Tokyo' }), 'en-US')).to.equal('Sat, Dec 12, 7:00 PM');
    expect(formatStart(event({ startDate: '2026-03-08', startTime: '02:30', timezone: 'America/New_York' }), 'en-US')).to.equal('Sun, Mar 8, 2:30 AM');
    expect(formatStart(event({ startDate: '2026-10-25', startTime: '01:30', timezone: 'Europe/London' }), 'en-GB')).to.equal('Sun 25 Oct, 1:30');
    expect(formatStart(event({ startDate: '2026-12-12', startTime: '19:00' }), 'de-DE')).to.equal('Sa., 12. Dez., 19:00');
  });

  it('keeps a zone the browser knows, by its canonical name or another, and drops any other', () => {
    expect(validateEvent({ id: '1', name: 'x', timezone: 'Europe/Berlin' }).event?.timezone).to.equal('Europe/Berlin');
    expect(validateEvent({ id: '1', name: 'x', timezone: 'Asia/Calcutta' }).event?.timezone).to.equal('Asia/Calcutta');
    expect(validateEvent({ id: '1', name: 'x', timezone: 'UTC' }).event?.timezone).to.equal('UTC');
    expect(validateEvent({ id: '1', name: 'x', timezone: 'Mars/Olympus' }).event?.timezone).to.equal(undefined);
  });

  it('shows the date alone when there is no time, nothing without a date', () => {
    expect(formatStart(event({ startDate: '2026-12-12', timezone: 'Asia/Tokyo' }), 'en-US')).to.equal('Sat, Dec 12');
    expect(formatStart(event({ startTime: '19:00' }), 'en-US')).to.equal(undefined);
  });
});

describe('shareOptions (spec 000 §9: "tracking codes em, fb, fbm, tw, cp")', () => {
  it('gives every method its code: em, fb, fbm, li, tw, wa, cp', () => {
    expect(SHARE_METHODS.map((method) => SHARE_TRACKING_CODES[method])).to.deep.equal(['em', 'fb', 'fbm', 'li', 'tw', 'wa', 'cp']);
    const options = shareOptions({ eventUrl: 'https://eb.test/e/1?aff=x', eventName: 'Jazz' });
    expect(options.map((option) => new URL(option.url).searchParams.get('utm-source'))).to.deep.equal(['em', 'fb', 'fbm', 'li', 'tw', 'wa', 'cp']);
  });

  it('never hands a custom scheme to a window: Messenger goes through https', () => {
    for (const option of shareOptions({ eventUrl: 'https://eb.test/e/1', eventName: 'Jazz' })) {
      if (option.action.kind === 'open') expect(option.action.target, option.method).to.match(/^https:\/\//);
      if (option.action.kind === 'navigate') expect(option.action.target, option.method).to.match(/^mailto:/);
    }
  });
});

describe('validateEvent: a part the card does not use and cannot read is left out with its path, and the event still shows (issue 37)', () => {
  const leftOut: [string, string][] = [
    ['an event with a field nested 20,000 levels deep', '"series.a.a.a.a.a…" is nested more than 64 levels deep'],
    ['an extra field nested 1000 levels deep', '"extra.a.a.a.a.a…" is nested more than 64 levels deep'],
    ['a cyclic event', '"self" refers back to an object that contains it'],
    ['a cycle through an array', '"eventCollections.0" refers back to an object that contains it'],
    ['a back-reference from a nested object, as a model object has (organizer.events)', '"organizer.events.0" refers back to an object that contains it'],
    ['a BigInt in an optional field', '"series.counts.currentFuture" is a BigInt (3n)'],
    ['a symbol in an optional field', '"ticketsBy" is a symbol (Symbol(Organizer))'],
    ['a function in an optional field', '"url" is a function'],
    ['a Date in an optional field', '"startDate" is a Date object'],
    ['a getter that throws in a field the card does not use', 'reading "extra.details" threw an error'],
    ['a getter that throws further down', 'reading "image.url" threw an error'],
    ['an array with holes', '"eventCollections" is an array with holes'],
  ];
  for (const [what, skipped] of leftOut) {
    it(`${what}: ${skipped}`, () => {
      const make = HOSTILE_EVENTS.find(([name]) => name === what)![1];
      const result = validateEvent(make());
      expect(result.problem).to.equal(undefined);
      expect(result.event?.name).to.equal('Gala');
      expect(result.skipped).to.deep.equal([skipped]);
    });
  }

  it('a used field that cannot be read takes its default: a primaryVenue whose getter throws gives no venue', () => {
    const make = HOSTILE_EVENTS.find(([name]) => name === 'a used field whose getter throws (primaryVenue)')![1];
    const result = validateEvent(make());
    expect([result.event?.name, result.event?.primaryVenue, result.skipped]).to.deep.equal(['Gala', undefined, ['reading "primaryVenue" threw an error']]);
  });

  it("a class instance (a framework's model object) is read by its own enumerable fields, as JSON.stringify reads it; what it inherits is not", () => {
    const inherited = Object.assign(Object.create({ url: 'https://www.eventbrite.com/e/inherited' }) as { url: string }, { id: '1', name: 'Gala' });
    expect(validateEvent(inherited)).to.deep.include({ event: normalizeEvent({ id: '1', name: 'Gala' }), skipped: [] });
    const make = HOSTILE_EVENTS.find(([name]) => name === 'a class instance with a Date field')![1];
    expect(validateEvent(make())).to.deep.include({ skipped: ['"createdAt" is a Date object'] });
    expect(validateEvent(make()).event?.startDate).to.equal('2026-12-12');
  });

  it('a value shared many times over is read once: 60 levels of pairs (2^60 paths) in no time', () => {
    let shared: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 60; level += 1) shared = { left: shared, right: shared };
    const started = performance.now();
    expect(validateEvent({ id: '1', name: 'Gala', extra: shared }).event?.name).to.equal('Gala');
    expect(performance.now() - started).to.be.below(500);
  });

  it('…and a shared value that reaches past 64 levels where it is used again is cut there alone', () => {
    const deep = nested(40);
    const result = validateEvent({ id: '1', name: 'Gala', a: deep, b: nested(30, deep) });
    expect(result.event?.name).to.equal('Gala');
    expect(result.skipped).to.deep.equal(['"b.a.a.a.a.a…" is nested more than 64 levels deep']);
  });

  it('a getter is read once, and only own enumerable fields are read', () => {
    let reads = 0;
    const event = Object.defineProperties(
      { id: '1' },
      {
        name: { get: () => `Gala ${(reads += 1)}`, enumerable: true },
        ticketsBy: { value: 'Hidden', enumerable: false },
      },
    );
    const checked = validateEvent(event).event!;
    expect([checked.name, checked.ticketsBy, reads]).to.deep.equal(['Gala 1', undefined, 1]);
  });
});

describe('validateEvent: a value that is not an event at all is "not available" with its problem named, never an exception (issues 11, 37)', () => {
  const problems: [string, RegExp][] = [
    ['an array nested 20,000 levels deep', /^must be a JSON object \(was an array\)$/],
    ['a BigInt', /^is not JSON data: it is a BigInt \(7n\)$/],
    ['a BigInt id', /^has no "id"/],
    ['a symbol', /^is not JSON data: it is a symbol \(Symbol\(Gala\)\)$/],
    ['a getter that throws', /^has no "name"/],
    ['a revoked proxy', /^could not be read: reading it threw an error$/],
    ['a proxy whose every trap throws', /^could not be read/],
    ['an array where the event belongs', /^must be a JSON object \(was an array\)$/],
  ];
  for (const [what, problem] of problems) {
    it(`${what}: ${problem}`, () => {
      const make = HOSTILE_EVENTS.find(([name]) => name === what)![1];
      const result = validateEvent(make());
      expect(result.event).to.equal(undefined);
      expect(result.problem).to.match(problem);
    });
  }

  it('a required field that cannot be read is missing, and named among the parts left out', () => {
    expect(validateEvent(HOSTILE_EVENTS.find(([name]) => name === 'a getter that throws')![1]()).skipped).to.deep.equal(['reading "name" threw an error']);
    expect(validateEvent(HOSTILE_EVENTS.find(([name]) => name === 'a BigInt id')![1]()).skipped).to.deep.equal(['"id" is a BigInt (7n)']);
  });
});

describe('validateEvent: a polluted Object.prototype changes nothing (issue 11)', () => {
  const POLLUTION = { url: 'https://evil.example/', name: 'Polluted', city: 'Nowhere', value: 1, majorValue: '9.99', edgeColor: '#ff0000', isFree: true };

  function withPollution<T>(run: () => T): T {
    for (const [key, value] of Object.entries(POLLUTION)) {
      Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
    }
    try {
      return run();
    } finally {
      for (const key of Object.keys(POLLUTION)) delete (Object.prototype as Record<string, unknown>)[key];
    }
  }

  it('fields the event leaves out read as absent: no url, image, venue name, city or price from the prototype', () => {
    const checked = withPollution(() => {
      const event = normalizeEvent({
        id: '1',
        name: 'Gala',
        image: { edge_color: '#123456' },
        primary_venue: { address: {} },
        ticket_availability: { minimum_ticket_price: { currency: 'USD', value: 500 } },
      })!;
      return {
        url: event.url,
        imageUrl: event.image?.url,
        edgeColor: event.image?.edgeColor,
        venue: event.primaryVenue,
        isFree: event.ticketAvailability.isFree,
        majorValue: event.ticketAvailability.minimumTicketPrice?.majorValue,
        seriesUrl: event.series?.url,
      };
    });
    expect(checked).to.deep.equal({ url: undefined, imageUrl: undefined, edgeColor: '#123456', venue: undefined, isFree: false, majorValue: undefined, seriesUrl: undefined });
  });

  it('the event as displayed holds only its own fields', () => {
    const event = withPollution(() => normalizeEvent({ id: '1', name: 'Gala' })!);
    for (const key of Object.keys(POLLUTION)) {
      if (key !== 'name')
        expect(
          withPollution(() => (event as unknown as Record<string, unknown>)[key]),
          key,
        ).to.equal(undefined);
    }
  });
});

describe('validateEvent, property-based: any value at all gives a display event or a named problem, never an exception (issue 11)', () => {
  it('3000 random values (fast-check)', () => {
    fc.assert(
      fc.property(anyEvent, (make) => {
        const result = validateEvent(make(), { baseUrl: 'https://www.eventbrite.com' });
        if (result.event) {
          expect(result.problem).to.equal(undefined);
          expect(result.event.id).to.be.a('string').and.not.equal('');
          expect(result.event.name).to.be.a('string').and.not.equal('');
          for (const url of [result.event.url, result.event.image?.url, result.event.series?.url]) {
            if (url !== undefined) expect(url).to.match(/^https?:\/\//);
          }
          // Plain data all the way down: what the card reads can be shown and compared.
          expect(() => JSON.stringify(result.event)).not.to.throw();
        } else {
          expect(result.problem).to.be.a('string').and.not.equal('');
        }
      }),
      { numRuns: 3000 },
    );
  });
});
