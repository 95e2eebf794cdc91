import '../../elements/eb-event-card';
import '../../elements/eb-footer';
import '../../elements/eb-header';
import { expect } from 'chai';
import fc from 'fast-check';
import * as v from 'valibot';
import { MAX_DEPTH } from '../lib/field-by-field';
import { withoutPrototype } from '../lib/plain-data';
import { captureConsole } from '../test-support/console';
import { cleanupElements, mountHtml, nextTask, rendered } from '../test-support/elements';
import { shape } from '../test-support/schema';
import { $serverData, configure, resetServerData, type ServerDataPatch } from './server-data';
import { ServerDataSchema } from './server-data-schema';

// Random JSON and random wrong values at known keys, fed to EBWidgets.configure(), as a page's
// bug or a hostile script might give them.

/** `levels` of {a: …}, built without recursion. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
}

/** Anything a page could hand over: JSON, other JavaScript values, and nesting past the limit. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.anything({
    maxDepth: 2,
    withNullPrototype: true,
    withBoxedValues: true,
    withObjectString: true,
    withSparseArray: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withBigInt: true,
    withTypedArray: true,
  }),
  fc.integer({ min: MAX_DEPTH - 2, max: 20_000 }).map(nested),
);

/** Values of the schema's own shape, where each field is now and then replaced with junk. */
function arbitraryFor(schema: unknown): fc.Arbitrary<unknown> {
  const inner = shape(schema);
  switch (inner.type) {
    case 'optional':
      return fc.option(arbitraryFor(inner.wrapped), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryFor(inner.wrapped), { nil: null });
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(inner.entries!).map(([key, entry]) => [key, fc.oneof({ weight: 3, arbitrary: arbitraryFor(entry) }, { weight: 1, arbitrary: junk })])),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(arbitraryFor(inner.item), { maxLength: 3 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), arbitraryFor(inner.value), { maxKeys: 3 });
    case 'string':
      return fc.oneof(fc.string(), fc.webUrl());
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.double();
    case 'picklist':
      return fc.constantFrom(...inner.options!);
    default:
      return junk;
  }
}

const configuration = fc.oneof({ weight: 4, arbitrary: arbitraryFor(ServerDataSchema) }, { weight: 1, arbitrary: junk });

/** The store holds a document of the schema's shape: every default filled, no other key, no prototype. */
function expectDocumentOfTheSchema(document: unknown): void {
  const parsed = v.safeParse(ServerDataSchema, document);
  expect(parsed.success, JSON.stringify(parsed.issues?.map((issue) => [v.getDotPath(issue), issue.message]))).to.equal(true);
  expect(withoutPrototype(parsed.output)).to.deep.equal(document);
  const objects: unknown[] = [document];
  while (objects.length) {
    const value = objects.pop();
    if (Array.isArray(value)) objects.push(...(value as unknown[]));
    else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) !== Map.prototype) {
      const prototype: unknown = Object.getPrototypeOf(value);
      // Values inside gaSettings may be any object; the document's own objects have no prototype.
      if (prototype === Object.prototype) expect.fail(`an object of the document has Object.prototype: ${JSON.stringify(value)}`);
      if (prototype === null) objects.push(...(Object.values(value) as unknown[]));
    }
  }
}

const EVENT = JSON.stringify({ id: '1', name: 'Jazz Night', url: '/e/jazz-night-1', startDate: '2026-12-12', startTime: '19:00', timezone: 'America/Los_Angeles' });

afterEach(() => {
  cleanupElements();
  resetServerData();
});

describe('configuration, property: random JSON and wrong types at known keys (issue 11)', () => {
  it('configure() never throws, and the store always holds a document of the schema (3,000 runs)', function () {
    this.timeout(120_000);
    const warnings = captureConsole('warn');
    const errors = captureConsole('error');
    try {
      fc.assert(
        fc.property(fc.array(configuration, { minLength: 1, maxLength: 3 }), (patches) => {
          resetServerData();
          for (const patch of patches) configure(patch as ServerDataPatch);
          expectDocumentOfTheSchema($serverData.get());
        }),
        { numRuns: 3000 },
      );
    } finally {
      warnings.restore();
      errors.restore();
    }
  });

  it("the header, footer and event card render without the 'Oops' fallback (150 runs)", async function () {
    this.timeout(180_000);
    const warnings = captureConsole('warn');
    const errors = captureConsole('error');
    try {
      await fc.assert(
        fc.asyncProperty(configuration, async (patch) => {
          cleanupElements();
          resetServerData();
          const page = mountHtml(`<eb-header></eb-header><eb-footer></eb-footer><eb-event-card event='${EVENT}'></eb-event-card>`);
          await rendered(page.querySelector('eb-event-card'));
          configure(patch as ServerDataPatch);
          await nextTask();
          await nextTask();
          for (const element of page.children) {
            const text = element.shadowRoot?.textContent ?? '';
            if (text.includes('Oops')) expect.fail(`<${element.localName}> shows the 'Oops' fallback`);
          }
        }),
        { numRuns: 150 },
      );
    } finally {
      warnings.restore();
      errors.restore();
    }
  });
});
