import fuzzysort from 'fuzzysort';
import type { App } from '../../api/apps';
import { htmlToText } from '../../lib/html-text';

// Spec 001 §2 "Search behaviour": on the client, with fuzzysort, over the name, the category
// names, the description (read as text, never as HTML) and the short description of the loaded
// apps. Name matches rank first, and a keystroke must reach painted results within a frame at
// 10,000 apps (`npm run bench`), so:
// - each app is prepared once, when its page of the list arrives (a WeakMap by app object);
// - one or two letters match the start of a word of the name, a category or the short
//   description (a plain text search over words kept at indexing): scattered through 10,000
//   apps they match nearly everything and say nothing;
// - from three letters the short fields match when fuzzysort scores them at least
//   MATCH_MIN_SCORE; a long description matches when it contains one of the query's words of
//   3 or more characters, wherever it is, after every match in a short field (fuzzy scores of
//   500 characters of text cost more than a frame and rank nothing useful);
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
  /**
   * Prepares, while `hasTime()`, what fuzzysort would otherwise work out at an app's first match
   * (where each word begins): in idle time, so that a keystroke does not. Returns whether apps
   * remain to prepare.
   */
  warm(hasTime: () => boolean): boolean;
  readonly size: number;
}

interface Entry {
  app: App;
  name: Fuzzysort.Prepared;
  categories: Fuzzysort.Prepared;
  shortDescription: Fuzzysort.Prepared;
  /** The name's words as the prefix search reads them: ` word word ` (see `wordsOf`). */
  nameWords: string;
  /** The same for the category names and the short description. */
  otherWords: string;
  /** The description as the word check reads it (see `searchable`). */
  descriptionWords: string;
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
  /** Matched by word starts only: no pool for a query fuzzysort answers. */
  byWordStart: boolean;
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

/**
 * Every app matching `longer` matches `shorter`, but for descriptions holding a word that only
 * `longer` has long enough (see `newDescriptionWords`): the same words, the last one typed
 * further, maybe more words after it.
 */
function narrows(shorter: Query, longer: Query): boolean {
  const count = shorter.words.length;
  return count <= longer.words.length && shorter.words.every((word, index) => (index < count - 1 ? word === longer.words[index] : longer.words[index].startsWith(word)));
}

/** The words of `longer` that make descriptions match and that `shorter` did not have long enough. */
function newDescriptionWords(shorter: Query, longer: Query): string[] {
  const from = shorter.words.length - 1;
  const before = shorter.words[from];
  return longer.words.filter((word, index) => index >= from && word.length >= DESCRIPTION_WORD_MIN && !(index === from && before.length >= DESCRIPTION_WORD_MIN));
}

/** ` word word ` of `text`: a word start is ` ` followed by the letters typed. */
const wordsOf = (text: string) =>
  ` ${searchable(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

const entries = new WeakMap<App, Entry>();

function entryFor(app: App): Entry {
  let entry = entries.get(app);
  if (!entry) {
    const categoryNames = (app.categories ?? []).map((category) => category.nameLocalized || category.name).join(' ');
    const shortDescription = app.localization?.shortDescription ?? '';
    entry = {
      app,
      name: fuzzysort.prepare(app.name),
      categories: fuzzysort.prepare(categoryNames),
      shortDescription: fuzzysort.prepare(shortDescription),
      nameWords: wordsOf(app.name),
      otherWords: wordsOf(`${categoryNames} ${shortDescription}`),
      descriptionWords: searchable(htmlToText(app.localization?.description ?? '')),
    };
    entries.set(app, entry);
  }
  return entry;
}

const KEYS = ['name', 'categories', 'shortDescription'];

/** A name match ranks above any other, then the better of the other two; 0 leaves the app out. */
function rank(result: Fuzzysort.KeysResult<Entry>): number {
  const name = result[0].score;
  if (name >= MATCH_MIN_SCORE) return 1 + name;
  const best = Math.max(result[1].score, result[2].score);
  return best >= MATCH_MIN_SCORE ? best : 0;
}

/** Whether every word of the query starts a word of `words`. */
const startsWords = (query: Query, words: string) => query.words.every((word) => words.includes(` ${word}`));

/** Queries of one or two letters a word: the apps with words starting so, name matches first, in list order. */
function searchWordStarts(query: Query, pool: readonly Entry[]): RememberedSearch {
  const inName: Entry[] = [];
  const elsewhere: Entry[] = [];
  for (const entry of pool) {
    if (startsWords(query, entry.nameWords)) inName.push(entry);
    else if (query.words.every((word) => entry.nameWords.includes(` ${word}`) || entry.otherWords.includes(` ${word}`))) elsewhere.push(entry);
  }
  const candidates = [...inName, ...elsewhere];
  return { query, candidates, apps: candidates.map((entry) => entry.app), byWordStart: true };
}

/**
 * fuzzysort works out where a target's words begin the first time a search matches it, then
 * keeps it: a one-letter search for the target's own first letter does that now.
 */
function warmTarget(target: Fuzzysort.Prepared): void {
  const first = searchable(target.target).match(/[\p{L}\p{N}]/u)?.[0];
  if (first) fuzzysort.single(first, target);
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
  /** How many of `indexed`, from the first, are warmed (see `warmTarget`). */
  let warmed = 0;
  const remembered = new Map<string, RememberedSearch>();

  /** The entries a search must look at: those of a search it narrows, else all of them. */
  function poolFor(query: Query, byWordStart: boolean): Entry[] {
    let narrowest: RememberedSearch | undefined;
    for (const search of remembered.values()) {
      // A word-start search leaves out fuzzy matches: it narrows only another word-start search.
      if (search.byWordStart && !byWordStart) continue;
      if (narrows(search.query, query) && (!narrowest || search.candidates.length < narrowest.candidates.length)) narrowest = search;
    }
    if (!narrowest) return indexed;
    const added = newDescriptionWords(narrowest.query, query);
    if (!added.length) return narrowest.candidates;
    // Words now long enough for descriptions: the descriptions holding them join the pool.
    const pool = new Set(narrowest.candidates);
    for (const entry of indexed) if (added.some((word) => entry.descriptionWords.includes(word))) pool.add(entry);
    return [...pool];
  }

  function run(query: Query): RememberedSearch {
    const longWords = query.words.filter((word) => word.length >= DESCRIPTION_WORD_MIN);
    if (!longWords.length) return searchWordStarts(query, poolFor(query, true));
    const pool = poolFor(query, false);
    const seen = new Set<Entry>();
    const results = fuzzysort.go(query.text, pool, {
      keys: KEYS,
      scoreFn: (result) => {
        seen.add(result.obj);
        return rank(result);
      },
    });
    const found = results.map((result) => result.obj);
    const shown = new Set(found);
    // Then the apps whose description holds a word of the query, in list order.
    for (const entry of pool) {
      if (!shown.has(entry) && longWords.some((word) => entry.descriptionWords.includes(word))) {
        found.push(entry);
        seen.add(entry);
      }
    }
    return { query, candidates: [...seen], apps: found.map((entry) => entry.app), byWordStart: false };
  }

  return {
    update(apps) {
      if (apps === list) return version;
      const extended = indexed.length <= apps.length && indexed.every((entry, index) => entry.app === apps[index]);
      list = apps;
      if (extended && indexed.length === apps.length) return version;
      if (!extended) {
        indexed = [];
        warmed = 0;
      }
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

    warm(hasTime) {
      while (warmed < indexed.length && hasTime()) {
        const entry = indexed[warmed++];
        warmTarget(entry.name);
        warmTarget(entry.categories);
        warmTarget(entry.shortDescription);
      }
      return warmed < indexed.length;
    },

    get size() {
      return indexed.length;
    },
  };
}
