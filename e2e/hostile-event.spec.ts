import { expect, testOnWorkerPage as test, type Page } from './test';
import { CONFIG_BLOCK, buildInTurn, htmlPage, openPage, watchErrors } from './pages';

// Issue 11 "Event data" and issue 37 "Liberal in what it reads": a card reads only the fields it
// uses, whatever a page gives it as `event` (JSON text in the attribute, or any value through the
// property). A part it cannot read (a branch 1000 levels deep, a back-reference as a framework's
// model object has, a getter that throws) is left out with ONE console.warn naming the tag, the
// attribute or property and the part's path, and the event still shows; a used field left out
// takes its default. A value that is not an event at all gives 'This event is not available' and
// one warning. A property setter never throws. Never the 'Oops' screen, never an uncaught error,
// and the rest of the page works.

const DEPTH = 20_000;
const deepJson = (inner: string, depth = DEPTH) => `{"a":`.repeat(depth) + inner + `}`.repeat(depth);

interface AttributeCase {
  what: string;
  /** The attribute's text. */
  json: string;
  /** What the one warning says. */
  problem: RegExp;
}

interface PropertyCase {
  what: string;
  /** Runs in the page: the value the page's script puts in the property. */
  make: () => unknown;
  problem: RegExp;
  /** Text the card shows besides the event's name: what was kept next to the part left out. */
  alsoShows?: string;
}

// The JSON of each case holds no single quote, so it sits in a single-quoted attribute as it is.
const SHOWN_ATTRIBUTE_CASES: AttributeCase[] = [
  {
    what: 'an event with a field nested 20,000 levels deep',
    json: `{"id":"1","name":"Gala","series":${deepJson('1')}}`,
    problem: /what cannot be read is left out \("series\.a\.a\.a\.a\.a…" is nested more than 64 levels deep\); the rest is used/,
  },
  {
    what: 'an event with an extra field nested 1000 levels deep',
    json: `{"id":"1","name":"Gala","extra":${deepJson('1', 1000)}}`,
    problem: /"extra\.a\.a\.a\.a\.a…" is nested more than 64 levels deep/,
  },
];

const NOT_AVAILABLE_ATTRIBUTE_CASES: AttributeCase[] = [
  {
    what: 'an object nested 20,000 levels deep, the event at the bottom',
    json: deepJson('{"id":"1","name":"Gala"}'),
    problem: /"a\.a\.a\.a\.a\.a…" is nested more than 64 levels/,
  },
  { what: 'an array nested 20,000 levels deep (guard)', json: '['.repeat(DEPTH) + ']'.repeat(DEPTH), problem: /nested more than \d+ levels|array/ },
  { what: 'an empty array where the event object belongs (guard)', json: '[]', problem: /must be a JSON object \(was an array\)/ },
  { what: 'an array holding the event (guard)', json: '[{"id":"1","name":"Gala"}]', problem: /must be a JSON object \(was an array\)/ },
];

// Each `make` runs in the page on its own: it may use nothing from this file.
const SHOWN_PROPERTY_CASES: PropertyCase[] = [
  {
    what: 'an extra field nested 1000 levels deep ({...event, extra})',
    make: () => {
      let extra: unknown = 1;
      for (let level = 0; level < 1000; level += 1) extra = { a: extra };
      return { id: '1', name: 'Gala', extra };
    },
    problem: /property "event": what cannot be read is left out \("extra\.a\.a\.a\.a\.a…" is nested more than 64 levels deep\)/,
  },
  {
    what: 'a cyclic event (event.self is the event)',
    make: () => {
      const event: Record<string, unknown> = { id: '1', name: 'Gala' };
      event.self = event;
      return event;
    },
    problem: /"self" refers back to an object that contains it/,
  },
  {
    what: 'a cycle further down (event.series.counts.event is the event)',
    make: () => {
      const event: Record<string, unknown> = { id: '1', name: 'Gala' };
      event.series = { counts: { event } };
      return event;
    },
    problem: /"series\.counts\.event" refers back to an object that contains it/,
  },
  {
    what: "a back-reference from a nested object, as a framework's model object has (organizer.events)",
    make: () => {
      const event: Record<string, unknown> = { id: '1', name: 'Gala', primaryVenue: { name: 'Harbour Hall' } };
      event.organizer = { name: 'Harbour Club', events: [event] };
      return event;
    },
    problem: /"organizer\.events\.0" refers back to an object that contains it/,
    alsoShows: 'Harbour Hall',
  },
  {
    what: 'a class instance (a model object) with a Date field',
    make: () => {
      // Fields set in the constructor: class fields could compile to a helper the page lacks.
      class EventModel {
        constructor() {
          Object.assign(this, { id: '1', name: 'Gala', primaryVenue: { name: 'Harbour Hall' }, createdAt: new Date(0) });
        }
      }
      return new EventModel();
    },
    problem: /"createdAt" is a Date object/,
    alsoShows: 'Harbour Hall',
  },
  {
    what: 'a BigInt in an optional field',
    make: () => ({ id: '1', name: 'Gala', ticketAvailability: { minimumTicketPrice: { currency: 'USD', value: BigInt(2500) } } }),
    problem: /"ticketAvailability\.minimumTicketPrice\.value" is a BigInt \(2500n\)/,
  },
  { what: 'a symbol in an optional field', make: () => ({ id: '1', name: 'Gala', ticketsBy: Symbol('Organizer') }), problem: /"ticketsBy" is a symbol/ },
  {
    what: 'a getter that throws in a branch the card does not use',
    make: () => ({
      id: '1',
      name: 'Gala',
      extra: {
        get details(): string {
          throw new Error('not loaded');
        },
      },
    }),
    problem: /reading "extra\.details" threw an error/,
  },
  {
    what: 'a getter that throws further down (primaryVenue.address): the venue name is kept',
    make: () => ({
      id: '1',
      name: 'Gala',
      primaryVenue: {
        name: 'Harbour Hall',
        get address(): unknown {
          throw new TypeError('no address');
        },
      },
    }),
    problem: /reading "primaryVenue\.address" threw an error/,
    alsoShows: 'Harbour Hall',
  },
  {
    what: 'a used field whose getter throws (primaryVenue): no venue, the event shows',
    make: () => ({
      id: '1',
      name: 'Gala',
      get primaryVenue(): unknown {
        throw new Error('not loaded');
      },
    }),
    problem: /reading "primaryVenue" threw an error/,
  },
  {
    what: 'an event whose toString throws',
    make: () => ({
      id: '1',
      name: 'Gala',
      toString(): string {
        throw new Error('no text');
      },
    }),
    problem: /"toString" is a function/,
  },
];

const NOT_AVAILABLE_PROPERTY_CASES: PropertyCase[] = [
  { what: 'a BigInt as the event', make: () => BigInt(7), problem: /is not JSON data: it is a BigInt/ },
  { what: 'a BigInt id', make: () => ({ id: BigInt(7), name: 'Gala' }), problem: /"id" is a BigInt/ },
  { what: 'a symbol as the event', make: () => Symbol('Gala'), problem: /symbol/i },
  { what: 'a symbol as the name', make: () => ({ id: '1', name: Symbol('Gala') }), problem: /"name" is a symbol/ },
  {
    what: 'a getter that throws (name)',
    make: () => ({
      id: '1',
      get name(): string {
        throw new Error('no name today');
      },
    }),
    problem: /reading "name" threw an error/,
  },
  {
    what: 'a revoked proxy as the event (every read throws)',
    make: () => {
      const { proxy, revoke } = Proxy.revocable({ id: '1', name: 'Gala' }, {});
      revoke();
      return proxy;
    },
    problem: /could not be read: reading it threw an error/,
  },
  {
    what: 'an object whose only field is a toString that throws',
    make: () => ({
      toString(): string {
        throw new Error('no text');
      },
    }),
    problem: /"toString" is a function/,
  },
  { what: 'an empty array where the event object belongs', make: () => [], problem: /must be a JSON object \(was an array\)/ },
  { what: 'an array holding the event', make: () => [{ id: '1', name: 'Gala' }], problem: /must be a JSON object \(was an array\)/ },
];

interface SetterCase {
  what: string;
  /** Runs in the page: the property set on a card that shows its event, and its value. */
  prop: string;
  make: () => unknown;
}

const SETTER_CASES: SetterCase[] = [
  {
    what: 'affiliateCode given an object whose toString throws',
    prop: 'affiliateCode',
    make: () => ({
      toString(): string {
        throw new Error('no text');
      },
    }),
  },
  { what: 'layout given an object without a prototype', prop: 'layout', make: () => Object.create(null) as object },
];

/** console.warn messages of the page. */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** A valid card beside the hostile one: the rest of the page keeps working. */
const NEIGHBOUR = `<eb-event-card id="neighbour" event='{"id":"2","name":"Harbour lights walk","url":"https://www.eventbrite.com/e/2"}'></eb-event-card>`;

/** The neighbour shows, no 'Oops', no error, and exactly one warning, naming the tag, where the value came from and `problem`. */
async function expectOneWarning(page: Page, errors: string[], warnings: string[], source: string, problem: RegExp) {
  await expect(page.locator('#neighbour').getByRole('heading', { name: 'Harbour lights walk' })).toBeVisible();
  // A second warning would come with the same render; give it a moment to show.
  await expect.poll(() => warnings.length).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  await expect(page.getByText(/Oops/)).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('<eb-event-card>');
  expect(warnings[0]).toContain(source);
  expect(warnings[0]).toMatch(problem);
}

async function expectShown(page: Page, errors: string[], warnings: string[], source: string, problem: RegExp, alsoShows?: string) {
  const card = page.locator('#hostile');
  await expect(card.getByRole('heading', { name: 'Gala' })).toBeVisible();
  if (alsoShows) await expect(card.getByText(alsoShows)).toBeVisible();
  await expect(card.getByText('This event is not available')).toHaveCount(0);
  await expectOneWarning(page, errors, warnings, source, problem);
}

async function expectNotAvailable(page: Page, errors: string[], warnings: string[], source: string, problem: RegExp) {
  await expect(page.locator('#hostile').getByText('This event is not available')).toBeVisible();
  await expectOneWarning(page, errors, warnings, source, problem);
}

/**
 * As a framework does: a new card, its `event` property set to the value of `expression`, then
 * put in the page. The value is made in the page and never leaves it (a revoked proxy or a
 * BigInt could not come back to the test).
 */
async function putCard(page: Page, expression: string) {
  await page.waitForFunction(() => customElements.get('eb-event-card') !== undefined);
  await page.evaluate(`(() => {
    const card = document.createElement('eb-event-card');
    card.id = 'hostile';
    card.event = ${expression};
    document.body.append(card);
  })()`);
}

/** What a case expects of the card, with where its value came from and what the warning says. */
type Outcome = (page: Page, errors: string[], warnings: string[], source: string, problem: RegExp) => Promise<void>;

// Each rule's cases take the two builds in turn; a value given both as an attribute and as a
// property meets one build each way.

/** The case's page, with a build's script and the neighbouring card, `card` after it; the errors and warnings from its start. */
async function openHostilePage(page: Page, script: string, card = '') {
  const errors = watchErrors(page);
  const warnings = watchWarnings(page);
  await openPage(page, '/e2e-hostile-event.html', htmlPage(CONFIG_BLOCK({}) + script, NEIGHBOUR + card));
  return { errors, warnings };
}

/** The `index`th case's JSON as the attribute's text, and parsed by the page into the property. */
function attributeAndPropertyTests(index: number, { what, json, problem }: AttributeCase, expectOutcome: Outcome) {
  const byAttribute = buildInTurn(index);
  test(`attribute (${byAttribute.build}): ${what}`, async ({ page }) => {
    const { errors, warnings } = await openHostilePage(page, byAttribute.script, `<eb-event-card id="hostile" event='${json}'></eb-event-card>`);
    await expectOutcome(page, errors, warnings, 'attribute "event"', problem);
  });
  const byProperty = buildInTurn(index + 1);
  test(`property, the same JSON parsed by the page (${byProperty.build}): ${what}`, async ({ page }) => {
    const { errors, warnings } = await openHostilePage(page, byProperty.script);
    await putCard(page, `JSON.parse(${JSON.stringify(json)})`);
    await expectOutcome(page, errors, warnings, 'property "event"', problem);
  });
}

/** The `index`th case's value, made by the page's script and put in the property. */
function propertyTest(index: number, { what, make, problem }: PropertyCase, expectOutcome: Outcome) {
  const { build, script } = buildInTurn(index);
  test(`property (${build}): ${what}`, async ({ page }) => {
    const { errors, warnings } = await openHostilePage(page, script);
    await putCard(page, `(${make.toString()})()`);
    await expectOutcome(page, errors, warnings, 'property "event"', problem);
  });
}

test.describe("<eb-event-card> given an event with a part it cannot read: the event shows, one warning naming the part's path", () => {
  for (const [index, testCase] of SHOWN_ATTRIBUTE_CASES.entries()) attributeAndPropertyTests(index, testCase, expectShown);
  for (const [index, testCase] of SHOWN_PROPERTY_CASES.entries()) {
    propertyTest(index, testCase, (page, errors, warnings, source, problem) => expectShown(page, errors, warnings, source, problem, testCase.alsoShows));
  }
});

test.describe("<eb-event-card> given a value that is not an event: 'This event is not available', one warning, no 'Oops', no uncaught error", () => {
  for (const [index, testCase] of NOT_AVAILABLE_ATTRIBUTE_CASES.entries()) attributeAndPropertyTests(index, testCase, expectNotAvailable);
  for (const [index, testCase] of NOT_AVAILABLE_PROPERTY_CASES.entries()) propertyTest(index, testCase, expectNotAvailable);
});

test.describe('<eb-event-card>: a property setter never throws: one warning, the default, the event still shows', () => {
  for (const [index, { what, prop, make }] of SETTER_CASES.entries()) {
    const { build, script } = buildInTurn(index);
    test(`${what} (${build})`, async ({ page }) => {
      const { errors, warnings } = await openHostilePage(page, script);
      await putCard(page, `{ id: '1', name: 'Gala' }`);
      await expect(page.locator('#hostile').getByRole('heading', { name: 'Gala' })).toBeVisible();
      // Rejects if the setter throws.
      await page.evaluate(`document.querySelector('#hostile').${prop} = (${make.toString()})()`);
      await expectShown(page, errors, warnings, `property "${prop}"`, /cannot be turned into text \(String\(value\) threw an error\); the default is used instead/);
    });
  }
});
