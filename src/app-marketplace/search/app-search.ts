import fuzzysort from 'fuzzysort';
import type { App } from '../../api/apps';
import { htmlToText } from '../../lib/html-text';

// Spec 001 §2 "Search behaviour": on the client, with fuzzysort, over the name, the category
// names, the description (read as text, never as HTML) and the short description of the loaded
// apps. Issue 12: name matches rank first, and a keystroke must reach painted results within a
// frame at 10,000 apps, so:
// - each app is prepared once, when its page of the list arrives (a WeakMap by app object);
// - the short fields match when fuzzysort scores them at least MATCH_MIN_SCORE; a long
//   description matches when it contains one of the query's words of 3 or more characters,
//   wherever it is (fuzzysort then ranks it): one or two letters, or letters scattered through
//   500 characters, are in nearly every description and say nothing;
// - a query that extends the previous one ('mai' -> 'mail') only looks again at the apps that
//   matched before: every app matching the longer query matches the shorter one.

/** fuzzysort scores run from 0 (no match) to 1 (exact); below this a match is noise. */
export const MATCH_MIN_SCORE = 0.3;

/** A description counts for the query's words of at least this many characters that it contains. */
export const DESCRIPTION_WORD_MIN = 3;

/** How many searches the index remembers (for backspace, and to narrow the next keystroke). */
const REMEMBERED_SEARCHES = 64;

/** Where a term matched in an app's name and short description: UTF-16 offsets, ascending. */
export interface AppHighlights {
  name: readonly number[];
  shortDescription: readonly number[];
}

/** The searchable apps of one list, growing page by page. */
export interface AppSearchIndex {
  /**
   * Takes the list as it is now (the apps so far, earlier apps first); returns a number that
   * changes whenever the index does.
   */
  update(apps: readonly App[]): number;
  /** The apps matching `term`, best first; an empty term matches nothing (spec 001 §2). */
  search(term: string): readonly App[];
  highlights(term: string, app: App): AppHighlights;
  readonly size: number;
}

interface Entry {
  app: App;
  name: Fuzzysort.Prepared;
  categories: Fuzzysort.Prepared;
  shortDescription: Fuzzysort.Prepared;
  descriptionText: string;
  /** The description as the word check reads it (see `searchable`). */
  descriptionWords: string;
  /** Prepared when a search first needs it. */
  description?: Fuzzysort.Prepared;
  /** The search (by number) whose words this description contains. */
  descriptionSearch: number;
}

interface Query {
  /** The words, lower case without accents, joined by one space. */
  text: string;
  words: string[];
}

interface RememberedSearch {
  query: Query;
  /** Every app that matched the query in some field, however weakly (the next keystroke's pool). */
  candidates: Entry[];
  apps: App[];
}

/** Text as fuzzysort compares it: lower case, Latin letters without their accents. */
export function searchable(text: string): string {
  return text
    .replace(/\p{Script=Latin}+/gu, (latin) => latin.normalize('NFD'))
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function queryOf(term: string): Query | undefined {
  const words = searchable(term).split(/\s+/).filter(Boolean);
  return words.length ? { text: words.join(' '), words } : undefined;
}

/** Every app matching `longer` matches `shorter`: the same words, the last one typed further. */
function narrows(shorter: Query, longer: Query): boolean {
  const count = shorter.words.length;
  return (
    count === longer.words.length &&
    shorter.words.every((word, index) => (index < count - 1 ? word === longer.words[index] : longer.words[index].startsWith(word)))
  );
}

const entries = new WeakMap<App, Entry>();

function entryFor(app: App): Entry {
  let entry = entries.get(app);
  if (!entry) {
    const descriptionText = htmlToText(app.localization?.description ?? '');
    const categoryNames = (app.categories ?? []).map((category) => category.nameLocalized || category.name);
    entry = {
      app,
      name: fuzzysort.prepare(app.name),
      categories: fuzzysort.prepare(categoryNames.join(' ')),
      shortDescription: fuzzysort.prepare(app.localization?.shortDescription ?? ''),
      descriptionText,
      descriptionWords: searchable(descriptionText),
      descriptionSearch: 0,
    };
    entries.set(app, entry);
  }
  return entry;
}

// Numbers searches across every index, so an entry's `descriptionSearch` is never stale.
let searches = 0;

function descriptionOf(entry: Entry): Fuzzysort.Prepared | undefined {
  if (entry.descriptionSearch !== searches) return undefined;
  entry.description ??= fuzzysort.prepare(entry.descriptionText);
  return entry.description;
}

// fuzzysort takes a function as a key; it may return a prepared target as well as a string.
const KEYS = ['name', 'categories', 'shortDescription', descriptionOf as unknown as (entry: Entry) => string];

/**
 * A name match ranks above any other (issue 12), then the best of the other fields; 0 leaves
 * the app out. fuzzysort only scores a description that holds one of the words (`descriptionOf`).
 */
function rank(result: Fuzzysort.KeysResult<Entry>): number {
  const name = result[0].score;
  if (name >= MATCH_MIN_SCORE) return 1 + name;
  const categories = result[1].score;
  const shortDescription = result[2].score;
  let best = result[3].score;
  if (categories >= MATCH_MIN_SCORE && categories > best) best = categories;
  if (shortDescription >= MATCH_MIN_SCORE && shortDescription > best) best = shortDescription;
  return best;
}

/** Where the query's words match `target` well enough to show: for highlighting. */
function matchedOffsets(words: readonly string[], target: Fuzzysort.Prepared): number[] {
  const offsets = new Set<number>();
  for (const word of words) {
    const match = fuzzysort.single(word, target);
    if (match && match.score >= MATCH_MIN_SCORE) for (const offset of match.indexes) offsets.add(offset);
  }
  return [...offsets].sort((a, b) => a - b);
}

export function createAppSearchIndex(): AppSearchIndex {
  let indexed: Entry[] = [];
  let list: readonly App[] = [];
  let version = 0;
  const remembered = new Map<string, RememberedSearch>();

  /** The entries a search must look at: those of a search it narrows, else all of them. */
  function poolFor(query: Query): Entry[] {
    let narrowest: RememberedSearch | undefined;
    for (const search of remembered.values()) {
      if (narrows(search.query, query) && (!narrowest || search.candidates.length < narrowest.candidates.length)) narrowest = search;
    }
    if (!narrowest) return indexed;
    const last = query.words[query.words.length - 1];
    const before = narrowest.query.words[narrowest.query.words.length - 1];
    if (before.length >= DESCRIPTION_WORD_MIN || last.length < DESCRIPTION_WORD_MIN) return narrowest.candidates;
    // The last word is now long enough for descriptions: those holding it join the pool.
    const pool = new Set(narrowest.candidates);
    for (const entry of indexed) if (entry.descriptionWords.includes(last)) pool.add(entry);
    return [...pool];
  }

  function run(query: Query): RememberedSearch {
    const pool = poolFor(query);
    searches += 1;
    const words = query.words.filter((word) => word.length >= DESCRIPTION_WORD_MIN);
    if (words.length) {
      for (const entry of pool) if (words.some((word) => entry.descriptionWords.includes(word))) entry.descriptionSearch = searches;
    }
    const candidates: Entry[] = [];
    const results = fuzzysort.go(query.text, pool, {
      keys: KEYS,
      scoreFn: (result) => {
        candidates.push(result.obj);
        return rank(result);
      },
    });
    return { query, candidates, apps: results.map((result) => result.obj.app) };
  }

  return {
    update(apps) {
      if (apps === list) return version;
      const extended = indexed.length <= apps.length && indexed.every((entry, index) => entry.app === apps[index]);
      list = apps;
      if (extended && indexed.length === apps.length) return version;
      if (!extended) indexed = [];
      for (let index = indexed.length; index < apps.length; index++) indexed.push(entryFor(apps[index]));
      remembered.clear();
      return ++version;
    },

    search(term) {
      const query = queryOf(term);
      if (!query) return [];
      let search = remembered.get(query.text);
      if (search) {
        remembered.delete(query.text);
      } else {
        search = run(query);
        if (remembered.size >= REMEMBERED_SEARCHES) remembered.delete(remembered.keys().next().value!);
      }
      remembered.set(query.text, search);
      return search.apps;
    },

    highlights(term, app) {
      const words = queryOf(term)?.words ?? [];
      const entry = entries.get(app);
      if (!entry || !words.length) return { name: [], shortDescription: [] };
      return { name: matchedOffsets(words, entry.name), shortDescription: matchedOffsets(words, entry.shortDescription) };
    },

    get size() {
      return indexed.length;
    },
  };
}
