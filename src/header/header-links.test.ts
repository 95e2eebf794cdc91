import { expect } from 'chai';
import {
  CREATE_CTA_PATHS,
  authLinks,
  createCtaLink,
  headerMenus,
  isCreateCtaPath,
  quickLinks,
  searchFormAction,
  serverBaseUrl,
  showsBrowseEvents,
  showsCreateCta,
  signInLabel,
  withAffiliateCode,
} from './header-links';

const env = {
  serverUrl: 'https://www.eventbrite.ca',
  affiliateCode: 'oddtdtcreator',
  organizerPricingUrl: 'https://www.eventbrite.ca/organizer/pricing/',
  blogAcademyUrl: '',
  howItWorksUrl: '',
  contactUsUrl: 'https://www.eventbrite.ca/help/en-ca/contact-us/',
  loginUrl: '',
  signupUrl: '',
};
const hrefs = (links: { href: string }[]) => links.map((link) => link.href);
const ids = (links: { id: string }[]) => links.map((link) => link.id);

describe('header links (spec 000 §2): built from the server base URL', () => {
  it('Organize /organizer/overview/, Help /support/, Browse Events /d/local/all-events/', () => {
    const links = quickLinks({ env, path: '/', showBrowseEvents: true });
    expect(ids(links)).to.deep.equal(['organize', 'help', 'browse-events']);
    expect(hrefs(links)).to.deep.equal([
      'https://www.eventbrite.ca/organizer/overview/?aff=oddtdtcreator',
      'https://www.eventbrite.ca/support/',
      'https://www.eventbrite.ca/d/local/all-events/',
    ]);
  });

  it("'Create an event' goes to /manage/events/auto-create/; the alternate call to action says 'Organize an event'", () => {
    expect(createCtaLink(env, false)).to.deep.include({ href: 'https://www.eventbrite.ca/manage/events/auto-create/' });
    expect(createCtaLink(env, false).label.message).to.equal('Create an event');
    expect(createCtaLink(env, true).label.message).to.equal('Organize an event');
  });

  it('the search form action is /d/', () => {
    expect(searchFormAction(env)).to.equal('https://www.eventbrite.ca/d/');
  });

  it('the Organize menu starts with the quick link and holds /create/; the Help menu starts with /support/', () => {
    const [organize, help] = headerMenus(env, quickLinks({ env, path: '/', showBrowseEvents: false }));
    expect(organize.items[0].href).to.equal('https://www.eventbrite.ca/organizer/overview/?aff=oddtdtcreator');
    expect(hrefs(organize.items)).to.include('https://www.eventbrite.ca/create/');
    expect(hrefs(organize.items)).to.include('https://www.eventbrite.ca/organizer/pricing/');
    expect(help.items[0].href).to.equal('https://www.eventbrite.ca/support/');
    expect(hrefs(help.items)).to.include('https://www.eventbrite.ca/help/en-ca/contact-us/');
  });

  it('a server URL that is not http(s) falls back to https://www.eventbrite.com', () => {
    expect(serverBaseUrl({ serverUrl: 'javascript:alert(1)' })).to.equal('https://www.eventbrite.com');
    expect(serverBaseUrl({ serverUrl: 'mailto:a@b.c' })).to.equal('https://www.eventbrite.com');
  });
});

describe('affiliate code (spec 000 §2): "appended to the first quick link as query parameter aff"', () => {
  it('goes on the first link only, as aff', () => {
    const links = withAffiliateCode(
      [
        { id: 'a', label: { id: 'a' }, href: 'https://x.test/a/?k=1' },
        { id: 'b', label: { id: 'b' }, href: 'https://x.test/b/' },
      ],
      'partner42',
    );
    expect(hrefs(links)).to.deep.equal(['https://x.test/a/?k=1&aff=partner42', 'https://x.test/b/']);
  });

  it("defaults to 'oddtdtcreator' when the code is missing or blank", () => {
    expect(quickLinks({ env: { ...env, affiliateCode: '' }, path: '/', showBrowseEvents: false })[0].href).to.contain('aff=oddtdtcreator');
  });
});

describe('Browse Events (spec 000 §2): "hidden on paths starting with /d/ unless containing /events/, and only when enabled"', () => {
  it('shows only when enabled', () => {
    expect(showsBrowseEvents({ path: '/e/123', showBrowseEvents: true })).to.equal(true);
    expect(showsBrowseEvents({ path: '/e/123', showBrowseEvents: false })).to.equal(false);
  });

  it('is hidden on /d/ paths unless they contain /events/', () => {
    expect(showsBrowseEvents({ path: '/d/', showBrowseEvents: true })).to.equal(false);
    expect(showsBrowseEvents({ path: '/d/local/all-events/', showBrowseEvents: true })).to.equal(false);
    expect(showsBrowseEvents({ path: '/d/ca--toronto/events/', showBrowseEvents: true })).to.equal(true);
  });
});

describe('create-event call to action (spec 000 §2): "shows when the user canCreateEvents or the current path is on an allowed list"', () => {
  it('the allowed list is the home page, organizer marketing, how it works, fees, category browse and search', () => {
    expect(CREATE_CTA_PATHS).to.deep.equal(['/', '/organizer/', '/how-it-works/', '/fees/', '/b/', '/d/']);
  });

  it("'/' is the home page only; the other entries match as path prefixes", () => {
    expect(isCreateCtaPath('/')).to.equal(true);
    expect(isCreateCtaPath('/organizer/overview/')).to.equal(true);
    expect(isCreateCtaPath('/fees')).to.equal(true);
    expect(isCreateCtaPath('/b/ca--toronto/music/')).to.equal(true);
    expect(isCreateCtaPath('/e/123')).to.equal(false);
    expect(isCreateCtaPath('/feesy/')).to.equal(false);
    expect(isCreateCtaPath('/organizers/')).to.equal(false);
  });

  it('shows for a user who can create events on any page, and is hidden with its hide flag', () => {
    expect(showsCreateCta({ user: { canCreateEvents: true }, path: '/e/1', hideCreateCta: false })).to.equal(true);
    expect(showsCreateCta({ user: { canCreateEvents: false }, path: '/e/1', hideCreateCta: false })).to.equal(false);
    expect(showsCreateCta({ user: { canCreateEvents: false }, path: '/d/', hideCreateCta: false })).to.equal(true);
    expect(showsCreateCta({ user: { canCreateEvents: true }, path: '/', hideCreateCta: true })).to.equal(false);
  });
});

describe('Sign In / Log In and Sign Up (spec 000 §2 anonymous users)', () => {
  it("'Sign In' on the default header, 'Log In' on the organizer header", () => {
    expect(signInLabel('default').message).to.equal('Sign In');
    expect(signInLabel('organizer').message).to.equal('Log In');
  });

  it('use the configured login and signup URLs when set', () => {
    const links = authLinks({
      env: { ...env, loginUrl: 'https://www.eventbrite.ca/signin/?referrer=%2Fe%2F1', signupUrl: '/signin/signup/?referrer=%2Fe%2F1' },
      variant: 'default',
      currentPage: '/other',
    });
    expect(hrefs(links)).to.deep.equal(['https://www.eventbrite.ca/signin/?referrer=%2Fe%2F1', 'https://www.eventbrite.ca/signin/signup/?referrer=%2Fe%2F1']);
  });

  it('otherwise build /signin/?referrer= with the current path and query', () => {
    const [signIn, signUp] = authLinks({ env, variant: 'default', currentPage: '/e/1?tab=2' });
    expect(new URL(signIn.href).pathname).to.equal('/signin/');
    expect(new URL(signIn.href).searchParams.get('referrer')).to.equal('/e/1?tab=2');
    expect(new URL(signUp.href).searchParams.get('referrer')).to.equal('/e/1?tab=2');
  });

  it('a javascript: login URL is refused and the built one used', () => {
    const [signIn] = authLinks({ env: { ...env, loginUrl: 'javascript:alert(1)' }, variant: 'default', currentPage: '/' });
    expect(signIn.href).to.equal('https://www.eventbrite.ca/signin/?referrer=%2F');
  });
});
