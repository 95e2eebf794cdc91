// 10,000 synthetic apps shaped like the sandbox seed's (demo/server/seed): names, categories,
// HTML descriptions and short descriptions recombined from the seed's own words by a seeded
// random generator, so every run searches the same apps.
import { mulberry32, seedData } from '../demo/server/seed/data.mjs';

const wordsOf = (text) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 1);

/** The apps as the server sends them (snake_case), `count` of them. */
export function syntheticApps(count = 10_000) {
  const seed = seedData();
  const random = mulberry32(20261123);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const nameWords = [...new Set(seed.apps.flatMap((app) => wordsOf(app.name)))];
  const shortWords = seed.apps.map((app) => wordsOf(app.shortDescription ?? ''));
  const descriptions = seed.apps.map((app) => app.descriptionHtml ?? '');
  const categories = seed.categories.map((category) => ({ id: String(category.id), slug: category.slug, name: category.name, name_localized: category.nameLocalized }));
  const apps = [];
  for (let index = 0; index < count; index++) {
    const name = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(nameWords)).join(' ');
    const short = pick(shortWords);
    const start = Math.floor(random() * Math.max(1, short.length - 4));
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index}`;
    apps.push({
      id: String(100000 + index),
      name,
      slug,
      logo_url: null,
      categories: Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(categories)),
      localization: { short_description: [...short.slice(start), ...pick(shortWords)].slice(0, 9).join(' '), description: pick(descriptions) },
    });
  }
  return apps;
}

/** The queries typed, key by key: whole names, words of descriptions, categories, typos. */
export const QUERIES = ['mail', 'ticket scanner', 'crm', 'survey', 'badge', 'stream', 'mailbom', 'tikcet', 'payments', 'seat chart', 'zzzz'];
