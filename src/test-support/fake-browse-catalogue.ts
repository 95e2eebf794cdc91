// For tests only: a small catalogue of categories and apps for the browsing pages, answered by
// the marketplace fake of src/test-support (pages of 15 with continuations).
import { fakeMarketplaceApi } from './fake-marketplace-api';

export interface FakeCategory {
  slug: string;
  name: string;
  name_localized?: string | null;
}

/** Ten categories, not in name order; two without a localized name, one whose localized name sorts elsewhere. */
export const CATEGORIES: FakeCategory[] = [
  { slug: 'website', name: 'Website', name_localized: 'Website' },
  { slug: 'crm', name: 'CRM', name_localized: 'CRM' },
  { slug: 'tickets-and-onsite', name: 'Tickets & Onsite', name_localized: 'Tickets & Onsite' },
  { slug: 'email', name: 'Email', name_localized: 'Newsletters' },
  { slug: 'payments', name: 'Payments', name_localized: null },
  { slug: 'marketing-and-promotion', name: 'Marketing & Promotion', name_localized: 'Marketing & Promotion' },
  { slug: 'reporting', name: 'Reporting', name_localized: 'Reporting' },
  { slug: 'virtual-events', name: 'Virtual Events' },
  { slug: 'productivity', name: 'Productivity', name_localized: 'Productivity' },
  { slug: 'surveys-and-feedback', name: 'Surveys & Feedback', name_localized: 'Surveys & Feedback' },
];

/** How many apps each list has: popular and productivity need two pages of 12, the rest one. */
const LIST_SIZES: Record<string, number> = {
  popular: 18,
  featured: 8,
  recommended: 6,
  'category:productivity': 15,
  'category:email': 5,
};
const DEFAULT_LIST_SIZE = 4;

/** The app names of a list, in order: `Popular app 1`, `Productivity app 3`... */
export function appNames(list: string): string[] {
  const size = LIST_SIZES[list] ?? DEFAULT_LIST_SIZE;
  const label = list.replace(/^category:/, '');
  const title = label.charAt(0).toUpperCase() + label.slice(1).replace(/-/g, ' ');
  return Array.from({ length: size }, (_, index) => `${title} app ${index + 1}`);
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function appJson(name: string, category: string | undefined) {
  const slug = slugOf(name);
  const categories = CATEGORIES.filter((candidate) => candidate.slug === category).map((candidate, index) => ({ id: String(index + 1), ...candidate }));
  return {
    id: `id-${slug}`,
    name,
    slug,
    logo_url: null,
    _type: 'app',
    details: { _type: 'app_details', is_installed: false },
    categories,
    localization: { short_description: `What ${name} does`, description: `<p>${name}</p>` },
  };
}

/**
 * The fake marketplace API answering every list from the catalogue above (categories, picks,
 * categories' apps and all apps, 15 a page with continuations).
 */
export function fakeBrowseApi() {
  const categories = CATEGORIES.map((category, index) => ({ id: String(index + 1), name_localized: null, ...category }));
  return fakeMarketplaceApi(
    { categories },
    { otherwise: (key) => appNames(key).map((name) => appJson(name, key.startsWith('category:') ? key.slice('category:'.length) : undefined)) },
  );
}
