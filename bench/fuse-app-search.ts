// The search benchmark's other engine: Fuse.js behind the same interface as the marketplace's
// own index (src/app-marketplace/search/app-search.ts), over the same fields, with name matches
// weighted first. Bench only: never shipped.
import Fuse, { type FuseResult, type RangeTuple } from 'fuse.js';
import type { App } from '../src/api/apps';
import type { AppHighlights, AppSearchIndex } from '../src/app-marketplace/search/app-search';
import { htmlToText } from '../src/lib/html-text';

interface Document {
  app: App;
  name: string;
  categories: string;
  description: string;
  shortDescription: string;
}

/** Fuse's usual settings for a search box: matches anywhere in a field, name weighted first. */
export const FUSE_OPTIONS = {
  keys: [
    { name: 'name', weight: 4 },
    { name: 'categories', weight: 1 },
    { name: 'shortDescription', weight: 1 },
    { name: 'description', weight: 1 },
  ],
  includeMatches: true,
  ignoreLocation: true,
  threshold: 0.3,
};

const offsetsOf = (ranges: readonly RangeTuple[] | undefined) => (ranges ?? []).flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index));

export function createAppSearchIndex(): AppSearchIndex {
  let fuse: Fuse<Document> | undefined;
  let list: readonly App[] = [];
  let version = 0;
  let last: { term: string; results: FuseResult<Document>[] } | undefined;
  return {
    update(apps) {
      if (apps === list) return version;
      list = apps;
      fuse = new Fuse(
        apps.map((app) => ({
          app,
          name: app.name,
          categories: (app.categories ?? []).map((category) => category.nameLocalized || category.name).join(' '),
          description: htmlToText(app.localization?.description ?? ''),
          shortDescription: app.localization?.shortDescription ?? '',
        })),
        FUSE_OPTIONS,
      );
      last = undefined;
      return ++version;
    },
    search(term) {
      const text = term.trim();
      if (!text || !fuse) return [];
      if (last?.term !== text) last = { term: text, results: fuse.search(text) };
      return last.results.map((result) => result.item.app);
    },
    highlights(term, app): AppHighlights {
      const result = last?.term === term.trim() ? last.results.find((candidate) => candidate.item.app === app) : undefined;
      const ranges = (key: string) => result?.matches?.filter((match) => match.key === key).flatMap((match) => match.indices);
      return { name: offsetsOf(ranges('name')), shortDescription: offsetsOf(ranges('shortDescription')) };
    },
    // Fuse.js prepares everything when it is created.
    warm: () => false,
    get size() {
      return list.length;
    },
  };
}
