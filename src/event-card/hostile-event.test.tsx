import '../../elements/eb-event-card';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import fc from 'fast-check';
import { captureConsole } from '../test-support/console';
import { cleanupElements, nextTask } from '../test-support/elements';
import { mountCard, type CardElement } from '../test-support/event-card/fixtures/events';
import { anyEvent } from '../test-support/event-card/fixtures/hostile-events';
import { toPlainData } from '../lib/plain-data';
import { displayName, validateEvent } from './event-display';

// Property-based on a mounted card: whatever the page gives as `event`, the card shows the event
// or 'This event is not available', with exactly one warning for a value that is not an event or
// has parts that cannot be read (those are left out and the event still shows), and never the
// 'Oops' screen or an error.

afterEach(cleanupElements);

const NOT_AVAILABLE = 'This event is not available';

type Expected = { heading?: string; warnings: 0 | 1 };

/** What the card should show for a value, and how many warnings it should give. */
function expectedFor(value: unknown): Expected {
  let given = value;
  if (typeof value === 'string') {
    try {
      given = JSON.parse(value);
    } catch {
      // The element wrapper's one warning; the card then has no event.
      return { warnings: 1 };
    }
  }
  if (given === undefined || given === null) return { warnings: 0 };
  // The element wrapper's liberal read: its one warning names the parts it left out.
  let leftOut = 0;
  const plain = toPlainData(given, { onSkipped: () => (leftOut += 1) });
  if (plain.problem !== undefined) return { warnings: 1 };
  const { event } = validateEvent(plain.data);
  if (!event) return { warnings: 1 };
  return { heading: displayName(event), warnings: leftOut ? 1 : 0 };
}

function shows(card: CardElement, expected: Expected) {
  const root = card.shadowRoot!;
  const heading = root.querySelector('h3')?.textContent;
  if (expected.heading !== undefined) expect(heading).to.equal(expected.heading);
  else expect(root.textContent).to.contain(NOT_AVAILABLE);
}

/** Sets `event` by `put`, for each random value, checking what the card shows and says. */
async function checkEvery(values: fc.Arbitrary<() => unknown>, put: (card: CardElement, value: unknown) => void, numRuns: number) {
  const card = await mountCard(undefined);
  const warnings = captureConsole('warn');
  const errors = captureConsole('error');
  try {
    await fc.assert(
      fc.asyncProperty(values, async (make) => {
        // From no event at all, so every value is a change the card must answer.
        card.removeAttribute('event');
        card.event = undefined;
        await waitFor(() => expect(card.shadowRoot!.textContent).to.contain(NOT_AVAILABLE));
        await nextTask(10);
        const before = warnings.calls.length;
        const value = make();
        const expected = expectedFor(value);
        put(card, value);
        await waitFor(() => shows(card, expected));
        await nextTask(10);
        expect(warnings.calls.length - before, warnings.messages().slice(before).join('\n')).to.equal(expected.warnings);
        expect(errors.messages()).to.deep.equal([]);
        expect(card.shadowRoot!.textContent).not.to.contain('Oops');
      }),
      { numRuns },
    );
  } finally {
    errors.restore();
    warnings.restore();
  }
}

describe('<eb-event-card>, property-based: any value as `event` shows the event or "not available", with one warning for a value not read whole, never "Oops" (issues 11, 37)', () => {
  // Each value is a render of the card, most of them now the whole event: on a busy machine
  // 150 of them take longer than the runner's 10 s.
  it('through the property: 150 random values (fast-check)', async function () {
    this.timeout(60_000);
    await checkEvery(anyEvent, (card, value) => void (card.event = value), 150);
  });

  it('through the attribute: 150 random texts, JSON or not (fast-check)', async function () {
    this.timeout(60_000);
    const texts = fc.oneof(
      fc.json(),
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify({ id: '1', name: 'Gala', extra: value })),
      // Written out: JSON.stringify itself cannot go 20,000 levels deep.
      fc.integer({ min: 1, max: 20_000 }).map((depth) => `{"id":"1","name":"Gala","series":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
    );
    await checkEvery(
      texts.map((text) => () => text),
      (card, text) => card.setAttribute('event', text as string),
      150,
    );
  });
});
