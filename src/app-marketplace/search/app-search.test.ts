import { expect } from 'chai';
import fc from 'fast-check';
import type { App } from '../../api/apps';
import { createAppSearchIndex, DESCRIPTION_WORD_MIN, MATCH_MIN_SCORE } from './app-search';

let nextId = 1;

function app(name: string, { short = '', description = '', categories = [] as string[] } = {}): App {
  const id = String(nextId++);
  return {
    id,
    name,
    slug: `app-${id}`,
    categories: categories.map((category, index) => ({ id: String(index + 1), slug: category.toLowerCase(), name: category, nameLocalized: null })),
    localization: { description, shortDescription: short },
  };
}

const names = (apps: readonly App[]) => apps.map((found) => found.name);

function indexOf(apps: App[]) {
  const index = createAppSearchIndex();
  index.update(apps);
  return index;
}

describe('app search (spec 001 §2: "done on the client against the already-loaded app list, re-indexing by name, categories, description and short description")', () => {
  it('finds an app by its name, a category name, its description and its short description', () => {
    const index = indexOf([
      app('Quokkaboard'),
      app('Tally', { categories: ['Wombat Tools'] }),
      app('Ledger', { short: 'Numbat friendly exports' }),
      app('Relay', { description: '<p>Syncs every <strong>platypus</strong> order.</p>' }),
      app('Other'),
    ]);
    expect(names(index.search('quokka'))).to.deep.equal(['Quokkaboard']);
    expect(names(index.search('wombat'))).to.deep.equal(['Tally']);
    expect(names(index.search('numbat'))).to.deep.equal(['Ledger']);
    expect(names(index.search('platypus'))).to.deep.equal(['Relay']);
  });

  it('search is run only when the term is non-empty', () => {
    const index = indexOf([app('Mailbloom'), app('Surveyly')]);
    expect(index.search('')).to.deep.equal([]);
    expect(index.search('   ')).to.deep.equal([]);
  });

  it('reads the description as text, never as HTML: tags, attributes and scripts are not searched, entities are', () => {
    const index = indexOf([
      app('Hostile', {
        description:
          '<p onclick="zebrafish()">Plain words.</p><script>kangaroo()</script><a href="https://echidna.example/">link</a><style>.wallaby{}</style><p>Tom &amp; Jerry</p><ul><li>Email</li><li>Reports</li></ul>',
      }),
    ]);
    expect(index.search('zebrafish'), 'an attribute').to.deep.equal([]);
    expect(index.search('kangaroo'), 'a script').to.deep.equal([]);
    expect(index.search('echidna'), 'a link address').to.deep.equal([]);
    expect(index.search('wallaby'), 'a style').to.deep.equal([]);
    expect(names(index.search('tom & jerry')), 'an entity, decoded').to.deep.equal(['Hostile']);
    expect(names(index.search('email reports')), 'list items stay separate words').to.deep.equal(['Hostile']);
    expect(index.search('emailreports'), 'list items are not glued together').to.deep.equal([]);
  });

  it('name matches rank first: a name match comes before a better match in any other field', () => {
    const byCategory = app('Gala Seating Studio', { categories: ['Planner'] });
    const byShort = app('Chartwise', { short: 'A planner for charts' });
    const byName = app('The Ultimate Conference Day Planner');
    const index = indexOf([byCategory, byShort, byName]);
    expect(names(index.search('planner'))).to.deep.equal(['The Ultimate Conference Day Planner', 'Gala Seating Studio', 'Chartwise']);
  });

  it(`a description counts for the words of ${DESCRIPTION_WORD_MIN} or more characters it contains, however far in`, () => {
    const filler = 'Organizers love it. '.repeat(40);
    const index = indexOf([app('Deep', { description: `<p>${filler}It also prints lanyards.</p>` }), app('Shallow', { description: '<p>No match here.</p>' })]);
    expect(names(index.search('lanyards'))).to.deep.equal(['Deep']);
    // Two letters are in nearly every description: they match names and short fields only.
    expect(names(index.search('ny'))).to.deep.equal([]);
  });

  it('one or two letters match the start of a word of the name, a category or the short description, name matches first', () => {
    const index = indexOf([
      app('Ticketcraft', { short: 'Scan tickets at the door' }),
      app('Seatwise', { short: 'Charts' }),
      app('Mailbloom', { short: 'Newsletters', description: '<p>Send smarter emails</p>' }),
      app('Relay', { categories: ['Sales'] }),
    ]);
    expect(names(index.search('s'))).to.deep.equal(['Seatwise', 'Ticketcraft', 'Relay']);
    expect(names(index.search('ne'))).to.deep.equal(['Mailbloom']);
    // Inside a word, or only in a description: no match.
    expect(names(index.search('ts'))).to.deep.equal([]);
    expect(names(index.search('sm'))).to.deep.equal([]);
  });

  it('letters scattered through a short field are no match (fuzzysort score below the minimum)', () => {
    const index = indexOf([app('Chartwise', { short: 'Hummus tea pie pull' })]);
    expect(MATCH_MIN_SCORE).to.be.greaterThan(0);
    expect(index.search('mail')).to.deep.equal([]);
  });

  it('apps added to the list later are searched too (results follow the list as it arrives)', () => {
    const first = [app('Mailbloom'), app('Surveyly')];
    const index = createAppSearchIndex();
    index.update(first);
    expect(names(index.search('mail'))).to.deep.equal(['Mailbloom']);
    const more = [...first, app('Mailstream')];
    index.update(more);
    expect(names(index.search('mail')).sort()).to.deep.equal(['Mailbloom', 'Mailstream']);
    expect(index.size).to.equal(3);
    // A list that is not the same one continued (loaded again) replaces the index.
    index.update([app('Ticketcraft')]);
    expect(names(index.search('mail'))).to.deep.equal([]);
    expect(index.size).to.equal(1);
  });

  it('typing a query one key at a time finds exactly what searching it at once finds', () => {
    // Descriptions hold words the short fields never do: descriptions start to count from the
    // third letter of a word, which the narrowing from the previous keystroke must not miss.
    const shortWords = ['mail', 'bloom', 'crm', 'sync', 'map', 'ai', 'go'];
    const longWords = ['scanner', 'survey', 'ticket', 'report', 'badge', 'zebra', 'quokka'];
    const phrase = (words: string[]) => fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }).map((picked) => picked.join(' '));
    const catalogue = fc.array(
      fc.record({
        name: phrase(shortWords),
        short: phrase(shortWords),
        description: phrase(longWords),
        category: fc.constantFrom('Email', 'CRM', 'Tickets & Onsite', 'Reporting'),
      }),
      { minLength: 1, maxLength: 25 },
    );
    const query = fc.oneof(
      fc.array(fc.constantFrom(...shortWords, ...longWords), { minLength: 1, maxLength: 3 }).map((picked) => picked.join(' ')),
      fc.stringMatching(/^[a-z ]{1,9}$/),
    );
    fc.assert(
      fc.property(catalogue, query, (records, typed) => {
        const apps = records.map((record) => app(record.name, { short: record.short, description: `<p>${record.description}</p>`, categories: [record.category] }));
        const typing = indexOf(apps);
        for (let length = 1; length < typed.length; length++) typing.search(typed.slice(0, length));
        const atOnce = indexOf(apps);
        expect(names(typing.search(typed)).sort(), typed).to.deep.equal(names(atOnce.search(typed)).sort());
        // Backspace: a remembered search, still exact.
        const shorter = typed.slice(0, -1);
        expect(names(typing.search(shorter)).sort(), shorter).to.deep.equal(names(atOnce.search(shorter)).sort());
      }),
      { numRuns: 300 },
    );
  });

  it('preparing ahead in idle time (warm) changes no result, and stops when the slice has no time left', () => {
    const shortWords = ['mail', 'bloom', 'crm', 'sync', 'map', 'café', 'go'];
    const phrase = (words: string[]) => fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((picked) => picked.join(' '));
    const catalogue = fc.array(fc.record({ name: phrase(shortWords), short: phrase(shortWords), category: fc.constantFrom('Email', 'CRM', 'Reporting') }), {
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(catalogue, fc.stringMatching(/^[a-zé ]{1,8}$/), (records, typed) => {
        // Separate app objects: what is prepared is kept per app object.
        const make = () => records.map((record) => app(record.name, { short: record.short, categories: [record.category] }));
        const cold = indexOf(make());
        const warm = indexOf(make());
        let slices = 0;
        while (warm.warm(() => slices++ % 3 !== 2));
        expect(names(warm.search(typed)), typed).to.deep.equal(names(cold.search(typed)));
      }),
      { numRuns: 200 },
    );
    const index = indexOf([app('Mailbloom'), app('Surveyly'), app('Ticketcraft')]);
    expect(
      index.warm(() => false),
      'no time: all three remain',
    ).to.equal(true);
    let budget = 2;
    expect(
      index.warm(() => budget-- > 0),
      'two of three',
    ).to.equal(true);
    expect(
      index.warm(() => true),
      'the last one',
    ).to.equal(false);
  });

  it('highlights where the words matched in the name and the short description, as UTF-16 offsets', () => {
    const found = app('Mailbloom', { short: 'Beautiful email campaigns' });
    const index = indexOf([found]);
    expect(index.highlights('mail', found)).to.deep.equal({ name: [0, 1, 2, 3], shortDescription: [11, 12, 13, 14] });
    expect(index.highlights('bloom mail', found).name).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(index.highlights('', found)).to.deep.equal({ name: [], shortDescription: [] });
  });
});
