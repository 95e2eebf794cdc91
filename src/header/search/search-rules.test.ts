import { expect } from 'chai';
import {
  DEFAULT_CATEGORY_SUGGESTIONS,
  MIN_DESTINATION_QUERY_LENGTH,
  SEARCH_FALLBACK_SUGGESTIONS,
  allEventsUrl,
  categoryUrl,
  destinationHref,
  fetchesDestinations,
  searchSiteOrigin,
  searchSubmission,
  takeoverVisibilityName,
} from './search-rules';

const FORM_ACTION = 'https://www.eventbrite.com/d/';

describe('search rules (spec 000 §2: "Search submit goes to /d/?q={query}; an empty query goes to /d/local/all-events")', () => {
  it('submits to {formAction}?q={query}, the query URL-encoded and trimmed', () => {
    expect(searchSubmission(FORM_ACTION, '  rock & roll ')).to.deep.equal({ query: 'rock & roll', url: 'https://www.eventbrite.com/d/?q=rock%20%26%20roll' });
  });

  it('an empty or blank query goes to /d/local/all-events on the same origin as the form action', () => {
    expect(searchSubmission(FORM_ACTION, '')).to.deep.equal({ query: '', url: 'https://www.eventbrite.com/d/local/all-events' });
    expect(searchSubmission('https://www.eventbrite.co.uk/d/', ' \t ')!.url).to.equal('https://www.eventbrite.co.uk/d/local/all-events');
    expect(allEventsUrl('https://www.eventbrite.de/d/')).to.equal('https://www.eventbrite.de/d/local/all-events');
  });

  it('a relative form action stays relative', () => {
    expect(searchSubmission('/d/', 'jazz')!.url).to.equal('/d/?q=jazz');
    expect(searchSubmission('/d/', '')!.url).to.equal('/d/local/all-events');
    expect(searchSiteOrigin('/d/')).to.equal('');
  });

  it('a form action that is not http(s) or relative never becomes a navigation', () => {
    expect(searchSubmission('javascript:alert(1)//', 'jazz')).to.equal(undefined);
    expect(searchSubmission('data:text/html,hi', '')).to.equal(undefined);
    expect(searchSiteOrigin('javascript:alert(1)')).to.equal('');
  });
});

describe('search rules (spec 000 §2: "Default category suggestions link to /d/local/{category-slug}--events/ … plus /d/local/all-events/")', () => {
  it('lists arts, business, charity-and-causes, community, film-and-media, food-and-drink, music, then all-events', () => {
    expect(DEFAULT_CATEGORY_SUGGESTIONS.map((category) => category.slug)).to.deep.equal([
      'arts',
      'business',
      'charity-and-causes',
      'community',
      'film-and-media',
      'food-and-drink',
      'music',
      'all-events',
    ]);
  });

  it('links each to /d/local/{slug}--events/ and all events to /d/local/all-events/, on the form action origin', () => {
    expect(categoryUrl(FORM_ACTION, 'food-and-drink')).to.equal('https://www.eventbrite.com/d/local/food-and-drink--events/');
    expect(categoryUrl(FORM_ACTION, 'all-events')).to.equal('https://www.eventbrite.com/d/local/all-events/');
    expect(categoryUrl('/d/', 'music')).to.equal('/d/local/music--events/');
  });

  it('the fixed fallback list is the default categories', () => {
    expect(SEARCH_FALLBACK_SUGGESTIONS).to.equal(DEFAULT_CATEGORY_SUGGESTIONS);
  });
});

describe('search rules (spec 000 §5: "Destination suggestions are fetched only for queries of at least 2 characters")', () => {
  it('fetches for 2 characters or more, not for 0 or 1, ignoring surrounding spaces', () => {
    expect(MIN_DESTINATION_QUERY_LENGTH).to.equal(2);
    expect(fetchesDestinations('')).to.equal(false);
    expect(fetchesDestinations('j')).to.equal(false);
    expect(fetchesDestinations(' j  ')).to.equal(false);
    expect(fetchesDestinations('ja')).to.equal(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(fetchesDestinations('🎷')).to.equal(false);
    expect(fetchesDestinations('🎷🎺')).to.equal(true);
  });
});

describe('search rules: where a destination suggestion may lead (http(s) or relative only)', () => {
  it('keeps an http(s) URL and resolves a relative one on the search site', () => {
    expect(destinationHref('https://www.eventbrite.com/e/1', FORM_ACTION)).to.equal('https://www.eventbrite.com/e/1');
    expect(destinationHref('/e/2', FORM_ACTION)).to.equal('https://www.eventbrite.com/e/2');
    expect(destinationHref('/e/2', '/d/')).to.equal('/e/2');
  });

  it('drops javascript:, data:, mailto: and non-strings', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', 'tel:123', '', 42, null]) {
      expect(destinationHref(url, FORM_ACTION), String(url)).to.equal(undefined);
    }
  });
});

describe('search rules (spec 000 §2: "Its visibility starts undecided, becomes true on click, false on close")', () => {
  it('names the three visibility states', () => {
    expect([undefined, true, false].map(takeoverVisibilityName)).to.deep.equal(['undecided', 'true', 'false']);
  });
});
