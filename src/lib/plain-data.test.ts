import { expect } from 'chai';
import { toPlainData, skippedParts, type PlainDataOptions } from './plain-data';

// Liberal in what it reads: a part of a value that cannot be read as data is left out with its
// path, the rest is kept; the protections against hostile data (depth, cycles, getters that
// throw, a polluted prototype) hold all the same.

function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** A liberal read: the copy and every part it left out. */
function readLiberally(value: unknown, options: PlainDataOptions = {}) {
  const skipped: string[] = [];
  const result = toPlainData(value, { ...options, onSkipped: (problem) => skipped.push(problem) });
  return { ...result, skipped };
}

/** Levels of objects in plain data, without recursion (a shared object counted once a level). */
function heightOf(value: unknown): number {
  let height = 0;
  let level: unknown[] = [value];
  while (level.length) {
    const objects = level.filter((item) => item !== null && typeof item === 'object');
    if (!objects.length) break;
    height += 1;
    level = [...new Set(objects.flatMap((item): unknown[] => Object.values(item)))];
  }
  return height;
}

const GALA = { id: '1', name: 'Gala' };

describe('toPlainData, read liberally: a part that is not data is left out with its path, the rest is kept (issue 37)', () => {
  it('a branch nested 1000 levels deep is cut where it passes 64 levels: "extra.a.a.a.a.a…" is nested more than 64 levels deep', () => {
    const { data, skipped } = readLiberally({ ...GALA, extra: nested(1000) });
    expect(skipped).to.deep.equal(['"extra.a.a.a.a.a…" is nested more than 64 levels deep']);
    expect(data).to.include(GALA);
    expect(heightOf(data)).to.equal(64);
  });

  it('20,000 levels: no stack overflow, one part left out', () => {
    const { data, skipped } = readLiberally({ ...GALA, series: nested(20_000) });
    expect(skipped).to.have.length(1);
    expect(data).to.include(GALA);
  });

  it('a cyclic back-reference (a model object\'s organizer.events) is left out: "organizer.events.0" refers back to an object that contains it', () => {
    const event: Record<string, unknown> = { ...GALA };
    event.organizer = { name: 'Harbour Club', events: [event] };
    const { data, skipped } = readLiberally(event);
    expect(skipped).to.deep.equal(['"organizer.events.0" refers back to an object that contains it']);
    expect(data).to.deep.equal({ ...GALA, organizer: { name: 'Harbour Club', events: [null] } });
  });

  it('a getter that throws leaves out that field alone: reading "venue" threw an error', () => {
    const event = {
      ...GALA,
      get venue(): unknown {
        throw new Error('not loaded');
      },
    };
    const { data, skipped } = readLiberally(event);
    expect(skipped).to.deep.equal(['reading "venue" threw an error']);
    expect(data).to.deep.equal(GALA);
  });

  it('a proxy whose traps throw, below the top, is left out: reading "venue" threw an error', () => {
    const venue = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no keys');
        },
      },
    );
    expect(readLiberally({ ...GALA, venue }).skipped).to.deep.equal(['reading "venue" threw an error']);
  });

  it('BigInts, symbols, functions, Dates, Maps, Sets and DOM nodes are left out, each named; an array keeps its place with null', () => {
    const { data, skipped } = readLiberally({
      ...GALA,
      count: BigInt(7),
      tag: Symbol('x'),
      load: () => 1,
      startsAt: new Date(0),
      seen: new Map(),
      ids: [1, new Set(), 3],
      node: document.createElement('div'),
    });
    expect(skipped).to.deep.equal([
      '"count" is a BigInt (7n)',
      '"tag" is a symbol (Symbol(x))',
      '"load" is a function',
      '"startsAt" is a Date object',
      '"seen" is a Map object',
      '"ids.1" is a Set object',
      '"node" is an HTMLDivElement object',
    ]);
    expect(data).to.deep.equal({ ...GALA, ids: [1, null, 3] });
  });

  it("a class instance (a framework's model object) is read by its own enumerable fields, as JSON.stringify reads it; what it inherits is not", () => {
    class EventModel {
      id = '1';
      name = 'Gala';
      get url() {
        return 'https://evil.example/';
      }
    }
    const model = Object.assign(Object.create(new EventModel()) as EventModel, { id: '2', name: 'Own' });
    expect(readLiberally(new EventModel())).to.deep.equal({ data: GALA, skipped: [] });
    expect(readLiberally(model)).to.deep.equal({ data: { id: '2', name: 'Own' }, skipped: [] });
  });

  it('a top that is not data still refuses the whole value: a BigInt, a function, a Date, a revoked proxy', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(readLiberally(BigInt(7)).problem).to.equal('is not JSON data: it is a BigInt (7n)');
    expect(readLiberally(() => 1).problem).to.equal('is not JSON data: it is a function');
    expect(readLiberally(new Date(0)).problem).to.equal('is not JSON data: it is a Date object');
    expect(readLiberally(proxy)).to.deep.equal({ problem: 'could not be read: reading it threw an error', skipped: [] });
  });

  it('a shared object is read once and copied once for each depth it is used at: 60 levels of pairs (2^60 paths), used again 20 levels down, in no time', () => {
    let shared: unknown = { leaf: true };
    for (let level = 0; level < 60; level += 1) shared = { left: shared, right: shared };
    const started = performance.now();
    const { data, skipped } = readLiberally({ ...GALA, whole: shared, deeper: nested(20, shared) });
    expect(performance.now() - started).to.be.below(500);
    expect(skipped).to.have.length(1);
    expect(skipped[0]).to.match(/^"deeper\.a\.a\.a\.a\.a…" is nested more than 64 levels deep$/);
    expect(heightOf((data as Record<string, unknown>).whole)).to.equal(61);
  });

  it('a getter is read at most once, even in a shared object copied at two depths', () => {
    let reads = 0;
    const shared = Object.defineProperty({}, 'deep', { get: () => ((reads += 1), nested(50)), enumerable: true });
    readLiberally({ near: shared, far: nested(20, shared) });
    expect(reads).to.equal(1);
  });

  it('never reads Object.prototype: a polluted prototype adds nothing, and the copy has none', () => {
    Object.defineProperty(Object.prototype, 'url', { value: 'https://evil.example/', configurable: true, writable: true });
    try {
      const { data } = readLiberally({ ...GALA, image: {} });
      const copy = data as Record<string, Record<string, unknown>>;
      expect(Object.getPrototypeOf(copy)).to.equal(null);
      expect(copy.url).to.equal(undefined);
      expect(copy.image.url).to.equal(undefined);
    } finally {
      delete (Object.prototype as Record<string, unknown>).url;
    }
  });

  it('drops the keys __proto__, constructor and prototype without reading them', () => {
    const event: unknown = JSON.parse('{"id": "1", "name": "Gala", "__proto__": {"x": 1}, "constructor": {"y": 2}, "prototype": 3}');
    expect(readLiberally(event)).to.deep.equal({ data: GALA, skipped: [] });
  });

  it('an array with holes is left out whole, never read through Array.prototype', () => {
    // eslint-disable-next-line no-sparse-arrays -- the hole is what the test is about
    const { data, skipped } = readLiberally({ ...GALA, ids: [1, , 3] });
    expect(skipped).to.deep.equal(['"ids" is an array with holes']);
    expect(data).to.deep.equal(GALA);
  });
});

describe('toPlainData, read strictly: any part that is not data refuses the whole value (API answers, request bodies)', () => {
  it('names the first problem and where it is', () => {
    const cyclic: Record<string, unknown> = { ...GALA };
    cyclic.self = cyclic;
    expect(toPlainData({ ...GALA, series: nested(100) }).problem).to.equal('is not JSON data: it is nested more than 64 levels deep (at "series.a.a.a.a.a…")');
    expect(toPlainData(cyclic).problem).to.equal('is not JSON data: it contains itself (at "self")');
    expect(toPlainData({ id: BigInt(7) }).problem).to.equal('is not JSON data: "id" is a BigInt (7n)');
    expect(toPlainData({ startsAt: new Date(0) }).problem).to.equal('is not JSON data: "startsAt" is a Date object');
  });

  it('…and keeps plain data as it is, with snake_case keys converted when asked', () => {
    expect(toPlainData({ start_date: '2026-12-12', list: [{ is_free: true }] }, { convertKey: (key) => key.toUpperCase() }).data).to.deep.equal({
      START_DATE: '2026-12-12',
      LIST: [{ IS_FREE: true }],
    });
  });
});

describe('skippedParts: what a warning lists', () => {
  it('the first three, then "and N more"', () => {
    const parts = skippedParts();
    for (const name of ['a', 'b', 'c', 'd', 'e']) parts.add(`"${name}" is a function`);
    expect(parts.count).to.equal(5);
    expect(parts.describe()).to.equal('"a" is a function; "b" is a function; "c" is a function; and 2 more');
  });
});
