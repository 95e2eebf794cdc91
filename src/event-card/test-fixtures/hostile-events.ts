// Values a page may give a card as `event` that are not data all through (most are events with
// a part the card cannot read), and a fast-check arbitrary of random values, half of them
// near-events, for the property tests.
import fc from 'fast-check';

export function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** What each hostile value is, with a fresh value each call (cycles and proxies are made anew). */
export const HOSTILE_EVENTS: [string, () => unknown][] = [
  ['an event with a field nested 20,000 levels deep', () => ({ id: '1', name: 'Gala', series: nested(20_000) })],
  ['an extra field nested 1000 levels deep', () => ({ id: '1', name: 'Gala', extra: nested(1000) })],
  ['an array nested 20,000 levels deep', () => JSON.parse('['.repeat(20_000) + ']'.repeat(20_000))],
  [
    'a cyclic event',
    () => {
      const event: Record<string, unknown> = { id: '1', name: 'Gala' };
      event.self = event;
      return event;
    },
  ],
  [
    'a cycle through an array',
    () => {
      const event: Record<string, unknown> = { id: '1', name: 'Gala' };
      event.eventCollections = [event];
      return event;
    },
  ],
  [
    'a back-reference from a nested object, as a model object has (organizer.events)',
    () => {
      const event: Record<string, unknown> = { id: '1', name: 'Gala' };
      event.organizer = { name: 'Harbour Club', events: [event] };
      return event;
    },
  ],
  ['a BigInt', () => BigInt(7)],
  ['a BigInt id', () => ({ id: BigInt(7), name: 'Gala' })],
  ['a BigInt in an optional field', () => ({ id: '1', name: 'Gala', series: { counts: { currentFuture: BigInt(3) } } })],
  ['a symbol', () => Symbol('Gala')],
  ['a symbol in an optional field', () => ({ id: '1', name: 'Gala', ticketsBy: Symbol('Organizer') })],
  ['a function in an optional field', () => ({ id: '1', name: 'Gala', url: () => 'https://www.eventbrite.com/e/1' })],
  ['a Date in an optional field', () => ({ id: '1', name: 'Gala', startDate: new Date(0) })],
  [
    'a getter that throws',
    () => ({
      id: '1',
      get name(): string {
        throw new Error('no name');
      },
    }),
  ],
  [
    'a getter that throws further down',
    () => ({
      id: '1',
      name: 'Gala',
      image: {
        get url(): string {
          throw new Error('no image');
        },
      },
    }),
  ],
  [
    'a getter that throws in a field the card does not use',
    () => ({
      id: '1',
      name: 'Gala',
      extra: {
        get details(): string {
          throw new Error('not loaded');
        },
      },
    }),
  ],
  [
    'a used field whose getter throws (primaryVenue)',
    () => ({
      id: '1',
      name: 'Gala',
      get primaryVenue(): unknown {
        throw new Error('not loaded');
      },
    }),
  ],
  [
    'a class instance with a Date field',
    () => {
      class EventModel {
        id = '1';
        name = 'Gala';
        startDate = '2026-12-12';
        createdAt = new Date(0);
      }
      return new EventModel();
    },
  ],
  [
    'a revoked proxy',
    () => {
      const { proxy, revoke } = Proxy.revocable({ id: '1', name: 'Gala' }, {});
      revoke();
      return proxy;
    },
  ],
  ['a proxy whose every trap throws', () => new Proxy({}, { ownKeys: () => { throw new Error('no keys'); }, getPrototypeOf: () => { throw new Error('no prototype'); } })],
  ['an array with holes', () => ({ id: '1', name: 'Gala', eventCollections: [1, , 3] })],
  ['an array where the event belongs', () => [{ id: '1', name: 'Gala' }]],
];

const EVENT_KEYS = [
  'id', 'name', 'url', 'customTitle', 'custom_title', 'startDate', 'start_date', 'startTime', 'timezone', 'ticketsBy', 'tickets_by',
  'image', 'customImage', 'ticketAvailability', 'ticket_availability', 'primaryVenue', 'saves', 'eventCollections', 'series',
  'isOnlineEvent', 'creatorSignal', '__proto__', 'constructor',
];

/** Anything at all: BigInts, boxed values, maps, dates, sparse arrays, null prototypes, deep nesting. */
const anything = fc.anything({
  maxDepth: 5,
  withBigInt: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

const makers = HOSTILE_EVENTS.map(([, make]) => make);
// Proxies that throw would throw in fast-check itself (it looks into the values it makes): they
// are made inside the property only, as whole events.
const special = fc.constantFrom(...makers.filter((make) => !/proxy/.test(HOSTILE_EVENTS.find(([, other]) => other === make)![0]))).map((make) => make());

/** Objects with the event's own keys (camelCase and snake_case) holding random values, id and name often right. */
const nearEvent = fc
  .record(
    {
      id: fc.oneof(fc.string(), fc.integer(), anything),
      name: fc.oneof(fc.string(), anything),
      rest: fc.dictionary(fc.constantFrom(...EVENT_KEYS), fc.oneof(anything, special, fc.webUrl(), fc.string())),
    },
    { requiredKeys: ['rest'] },
  )
  .map(({ rest, ...required }) => ({ ...rest, ...required }));

const deep = fc.integer({ min: 1, max: 300 }).map((depth) => nested(depth, { id: '1', name: 'Gala' }));

/** A random value for `event`, made by calling the function the arbitrary gives. */
export const anyEvent: fc.Arbitrary<() => unknown> = fc.oneof(
  fc.oneof(anything, nearEvent, special, deep, fc.jsonValue()).map((value) => Object.assign(() => value, { toString: () => fc.stringify(value) })),
  fc.constantFrom(...makers),
);
