// For tests only: the marketplace calls of API.md §4 that the browsing pages make (categories,
// apps by picks or category, 15 a page with a continuation), answered from a small catalogue.
// Replaces window.fetch until restore().

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

const PAGE_SIZE = 15;

interface Failure {
  path: RegExp;
  times: number;
}

export function fakeBrowseApi() {
  const original = window.fetch;
  const requests: URL[] = [];
  const failures: Failure[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  function answer(url: URL): Response {
    const failure = failures.find((candidate) => candidate.times > 0 && candidate.path.test(`${url.pathname}${url.search}`));
    if (failure) {
      failure.times -= 1;
      return json(500, { status_code: 500, error: 'UNKNOWN', error_description: 'The fake server failed on purpose.' });
    }
    if (url.pathname === '/api/v3/apps/categories/') {
      return json(200, { categories: CATEGORIES.map((category, index) => ({ id: String(index + 1), name_localized: null, ...category })) });
    }
    if (url.pathname === '/api/v3/apps/') {
      const picks = url.searchParams.get('picks');
      const category = url.searchParams.get('categories') ?? undefined;
      const list = picks ?? (category ? `category:${category}` : 'all');
      const names = appNames(list);
      const offset = Number(url.searchParams.get('continuation') ?? 0);
      const page = names.slice(offset, offset + PAGE_SIZE);
      const more = offset + PAGE_SIZE < names.length;
      return json(200, {
        apps: page.map((name) => appJson(name, category)),
        pagination: {
          object_count: names.length,
          page_number: offset / PAGE_SIZE + 1,
          page_size: PAGE_SIZE,
          page_count: Math.ceil(names.length / PAGE_SIZE),
          continuation: more ? String(offset + PAGE_SIZE) : null,
          has_more_items: more,
        },
      });
    }
    return json(404, { status_code: 404, error: 'NOT_FOUND', error_description: `${url.pathname} is not faked.` });
  }

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    requests.push(url);
    return answer(url);
  };

  return {
    requests,
    /** The next `times` requests whose path and query match `path` fail with a 500. */
    fail(path: RegExp, times = 1) {
      failures.push({ path, times });
    },
    restore() {
      window.fetch = original;
    },
  };
}
