import { expect } from 'chai';
import {
  MARKETPLACE_LOCALES,
  appPath,
  categoryPath,
  installedAppPath,
  basePathProblem,
  currentCategorySlug,
  requestedPage,
  routeFor,
  selectionAfter,
  sitePath,
  startPathProblem,
  withPage,
  type FilterSelection,
} from './routes';

const PLAYGROUND = '/admin/spa/playground/app_marketplace_spa/2.4.1/';

/** What a path shows, in one line: `category crm`, `search`, `not-found`. */
function shown(pathname: string, basePath?: string): string {
  const { screen } = routeFor(pathname, basePath);
  return 'slug' in screen ? `${screen.name} ${screen.slug}` : screen.name;
}

describe('routes (spec 001 §2 "Screens and routes")', () => {
  it('every route of the table, each ending with a trailing slash', () => {
    const table: Array<[string, string]> = [
      ['/apps/', 'home'],
      ['/apps/search/', 'search'],
      ['/apps/popular/', 'popular'],
      ['/apps/recommended/', 'recommended'],
      ['/apps/mailbloom/', 'app mailbloom'],
      ['/apps/categories/crm/', 'category crm'],
      ['/apps/categories/', 'not-found'],
      ['/apps/categories/crm/extra/', 'not-found'],
      ['/apps/mailbloom/reviews/', 'not-found'],
      ['/apps/%E0%A4%A/', 'not-found'],
      ['/elsewhere/', 'not-found'],
      ['/', 'not-found'],
      ['/appsx/', 'not-found'],
    ];
    expect(table.map(([path]) => [path, shown(path)])).to.deep.equal(table);
  });

  it('"All routes end with a trailing slash": a page\'s path without it is sent to the path with it', () => {
    expect(routeFor('/apps').canonicalPath).to.equal('/apps/');
    expect(routeFor('/apps/popular').canonicalPath).to.equal('/apps/popular/');
    expect(routeFor('/apps/categories/crm').canonicalPath).to.equal('/apps/categories/crm/');
    expect(shown('/apps/popular')).to.equal('popular');
    expect(routeFor('/apps/popular/').canonicalPath).to.equal(undefined);
    // A path that is no page stays the not-found page.
    expect(routeFor('/apps/categories/crm/extra').canonicalPath).to.equal(undefined);
  });

  it('follows the base path, with or without its slashes', () => {
    expect(shown('/tools/market/categories/crm/', '/tools/market/')).to.equal('category crm');
    expect(shown('/tools/market/popular/', 'tools/market')).to.equal('popular');
    expect(routeFor('/tools/market/popular/', '/tools/market').base).to.equal('/tools/market/');
    expect(shown('/apps/popular/', '/tools/market/')).to.equal('not-found');
  });

  it('"An optional language prefix is allowed and must be one of the configured locales, otherwise a not-found page is shown"', () => {
    expect(MARKETPLACE_LOCALES).to.deep.equal(['de-de', 'en-au', 'en-ca', 'en-gb', 'en-us', 'es-es', 'fr-ca', 'fr-fr', 'it-it', 'nl-nl', 'pt-pt', 'pt-br', 'es-ar', 'en-se']);
    for (const language of MARKETPLACE_LOCALES) {
      expect(routeFor(`/${language}/apps/popular/`)).to.deep.equal({ screen: { name: 'popular' }, base: `/${language}/apps/`, language });
    }
    expect(shown('/de-de/apps/')).to.equal('home');
    expect(shown('/de-de/apps/categories/crm/')).to.equal('category crm');
    expect(shown('/fr-ca/apps/search/')).to.equal('search');
    expect(shown('/xx-yy/apps/popular/')).to.equal('not-found');
    // Its links (search, categories to explore) lead to the pages without the prefix.
    expect(routeFor('/xx-yy/apps/popular/').base).to.equal('/apps/');
    expect(shown('/en-nz/apps/')).to.equal('not-found');
    expect(shown('/de/apps/')).to.equal('not-found');
    expect(shown('/DE-DE/apps/')).to.equal('not-found');
  });

  it('the admin playground mirrors the pages under its version; "its category route shows the search page"', () => {
    expect(routeFor(PLAYGROUND)).to.deep.equal({ screen: { name: 'home' }, base: PLAYGROUND });
    expect(shown(`${PLAYGROUND}popular/`)).to.equal('popular');
    expect(shown(`${PLAYGROUND}recommended/`)).to.equal('recommended');
    expect(shown(`${PLAYGROUND}search/`)).to.equal('search');
    expect(shown(`${PLAYGROUND}mailbloom/`)).to.equal('app mailbloom');
    expect(routeFor(`${PLAYGROUND}categories/crm/`)).to.deep.equal({ screen: { name: 'search' }, base: PLAYGROUND, category: 'crm' });
    expect(shown(`${PLAYGROUND}nothing/here/`)).to.equal('not-found');
    expect(routeFor(PLAYGROUND.slice(0, -1)).canonicalPath).to.equal(PLAYGROUND);
    expect(shown('/admin/spa/playground/app_marketplace_spa/')).to.equal('not-found');
  });

  it('app links go to the base path followed by {slug}/, category links to categories/{slug}/, on the same base', () => {
    expect(routeFor('/de-de/apps/categories/crm/')).to.deep.equal({ screen: { name: 'category', slug: 'crm' }, base: '/de-de/apps/', language: 'de-de', category: 'crm' });
    expect(appPath('/de-de/apps/', 'mailbloom')).to.equal('/de-de/apps/mailbloom/');
    expect(categoryPath('/tools/apps/', 'crm')).to.equal('/tools/apps/categories/crm/');
    // A slug is one segment, whatever it holds.
    expect(appPath('/apps/', '../../logout')).to.equal('/apps/..%2F..%2Flogout/');
  });

  it('"Installed apps open at /myevents/apps/{slug}/", whatever the base path', () => {
    expect(installedAppPath('mailbloom')).to.equal('/myevents/apps/mailbloom/');
    expect(installedAppPath('a/b')).to.equal('/myevents/apps/a%2Fb/');
  });
});

describe('base-path and path attributes: only paths on this site', () => {
  it('a base path is a path of plain segments starting with one "/"', () => {
    for (const good of ['/apps/', '/apps', '/tools/market/', '/apps-2024/']) expect(basePathProblem(good), good).to.equal(undefined);
    for (const bad of [
      'apps/',
      '',
      '/',
      '//evil.example/',
      'javascript:alert(1)',
      'https://evil.example/apps/',
      '/apps/../admin/',
      '/a b/',
      '/apps?x=1',
      '/apps#top',
      '/\\evil.example/',
    ]) {
      expect(basePathProblem(bad), bad).to.be.a('string');
    }
  });

  it('in-place navigation goes only to paths of this site: never javascript:, //host or another origin', () => {
    expect(sitePath('/apps/search/?q=crm#results')).to.equal('/apps/search/?q=crm#results');
    expect(sitePath('?page=2', '/apps/popular/')).to.equal('/apps/popular/?page=2');
    expect(sitePath('crm/', '/apps/categories/')).to.equal('/apps/categories/crm/');
    for (const away of ['javascript:alert(1)', '//evil.example/apps/', '/\\evil.example/apps/', 'https://evil.example/apps/', 'data:text/html,x', '/apps/\n']) {
      expect(sitePath(away, '/apps/'), away).to.equal(undefined);
    }
  });

  it('the first path of memory routing starts with "/" and stays on this site', () => {
    expect(startPathProblem('/apps/search/?q=crm')).to.equal(undefined);
    for (const bad of ['apps/', 'javascript:alert(1)', '//evil.example/apps/', '/\\evil.example/', '']) expect(startPathProblem(bad), bad).to.be.a('string');
  });
});

describe('selected category (spec 001 §2 "Category filter")', () => {
  const after = (previous: FilterSelection | undefined, pathname: string) => selectionAfter(previous, routeFor(pathname), pathname);

  it('"The selected index follows the current path or slug"', () => {
    expect(after(undefined, '/apps/popular/')).to.equal('popular');
    expect(after(undefined, '/apps/recommended/')).to.equal('recommended');
    expect(after('popular', '/apps/categories/crm/')).to.equal('category:crm');
    expect(after(undefined, '/de-de/apps/categories/email/')).to.equal('category:email');
    expect(after(undefined, `${PLAYGROUND}categories/crm/`)).to.equal('category:crm');
  });

  it('a legacy slug selects its current category', () => {
    expect(after(undefined, '/apps/categories/email-marketing/')).to.equal('category:email');
  });

  it('"On every navigation the selected category resets to none, unless the path contains /categories/, /popular or /recommended"', () => {
    expect(after('category:crm', '/apps/')).to.equal(undefined);
    expect(after('category:crm', '/apps/search/')).to.equal(undefined);
    expect(after('popular', '/apps/mailbloom/')).to.equal(undefined);
    // Paths that contain them without naming a list keep what was selected.
    expect(after('category:crm', '/apps/popular-tickets/')).to.equal('category:crm');
    expect(after('popular', '/apps/recommended-by-staff/')).to.equal('popular');
  });
});

describe('legacy category slugs (spec 001 §9 "Category slug aliases map old slugs to current ones")', () => {
  it('maps the aliases the spec names', () => {
    expect(['email-marketing', 'crm', 'websites', 'finance-and-reporting', 'fundraising', 'paid-social-ads'].map(currentCategorySlug)).to.deep.equal([
      'email',
      'crm',
      'website',
      'reporting',
      'marketing-and-promotion',
      'toneden',
    ]);
  });

  it('maps several others to productivity or tickets-and-onsite, and leaves current slugs alone', () => {
    expect(['event-management', 'check-in', 'email', 'constructor', 'toString'].map(currentCategorySlug)).to.deep.equal([
      'productivity',
      'tickets-and-onsite',
      'email',
      'constructor',
      'toString',
    ]);
  });
});

describe('page numbers in the address', () => {
  it('reads ?page= as a whole number, and nothing else', () => {
    const page = (query: string) => requestedPage(new URLSearchParams(query));
    expect([page('page=2'), page('page=0'), page('page=-3'), page(''), page('page=two'), page('page=1.5'), page('page=')]).to.deep.equal([
      2,
      0,
      -3,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('page 1 is the bare path; other pages keep the query and hash', () => {
    expect(withPage('/apps/popular/', 2)).to.equal('/apps/popular/?page=2');
    expect(withPage('/apps/search/?q=crm&page=3#top', 1)).to.equal('/apps/search/?q=crm#top');
    expect(withPage('/apps/search/?q=crm', 4)).to.equal('/apps/search/?q=crm&page=4');
  });
});
