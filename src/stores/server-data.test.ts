import { expect } from 'chai';
import { captureConsole } from '../test-support/console';
import { cleanupElements, mountHtml } from '../test-support/elements';
import { $env, $footerLinks, $request, $serverData, $user, configure, readConfigBlocks, resetServerData } from './server-data';

const block = (json: string, id = '') => `<script type="application/json" data-eb-config${id ? ` id="${id}"` : ''}>${json}</script>`;

afterEach(() => {
  cleanupElements();
  resetServerData();
});

describe('configuration: the built-in sample fallback (spec 000 §3, §2 "Sample config links", §9 "Sample US config")', () => {
  it('without any configuration the user is anonymous', () => {
    expect($user.get()).to.deep.equal({ isAuthenticated: false });
  });

  it('uses the sample config links, login and signup carrying a referrer, and a logout URL', () => {
    const env = $env.get();
    expect(env.organizerOverviewUrl).to.match(/\/organizer\/overview\/$/);
    expect(env.organizerPricingUrl).to.match(/\/organizer\/pricing\/$/);
    expect(env.blogAcademyUrl).to.match(/\/blog\/academy\/$/);
    expect(env.howItWorksUrl).to.match(/\/how-it-works\/$/);
    expect(env.feesUrl).to.match(/\/fees\/$/);
    expect(env.supportHomeUrl).to.be.a('string').and.not.be.empty;
    expect(env.contactUsUrl).to.contain('contact-us');
    expect(new URL(env.loginUrl).searchParams.get('referrer')).to.equal(location.pathname);
    expect(new URL(env.signupUrl).searchParams.get('referrer')).to.equal(location.pathname);
    expect(env.logoutUrl).to.match(/^https:\/\/.+\/logout\/$/);
  });

  it('is the sample US config: two-decimal USD, America/Los_Angeles, letter paper, nonprofit fee 2.0% plus $0.99', () => {
    const env = $env.get();
    expect(env.currencyFormat).to.deep.equal({ currency: 'USD', decimalPlaces: 2 });
    expect(env.localeInfo.defaultCurrency).to.equal('USD');
    expect(env.localeInfo.defaultTimezone).to.equal('America/Los_Angeles');
    expect([0, 6]).to.include(env.localeInfo.firstWeekDay);
    expect(env.localeInfo.paperSize).to.equal('letter');
    expect(env.localeInfo.nonprofitFee).to.deep.equal({ percent: 2.0, perTicket: 0.99, currency: 'USD' });
  });

  it('has the API.md §2 defaults: apiBaseUrl /api/v3 and affiliate code oddtdtcreator', () => {
    expect($env.get().apiBaseUrl).to.equal('/api/v3');
    expect($env.get().affiliateCode).to.equal('oddtdtcreator');
  });

  it('the request path is the current page', () => {
    expect($request.get().path).to.equal(location.pathname);
  });
});

describe('configuration: data-eb-config blocks merge in document order', () => {
  it('later keys win, and sections merge key by key', () => {
    const page = mountHtml(
      block('{"env": {"serverUrl": "https://first.example", "isEmbeddedView": true}, "user": {"isAuthenticated": true, "firstName": "Ada"}}') +
        block('{"env": {"serverUrl": "https://second.example"}, "user": {"publicId": "u1"}}'),
    );
    readConfigBlocks(page);
    expect($env.get().serverUrl).to.equal('https://second.example');
    expect($env.get().isEmbeddedView).to.equal(true);
    expect($env.get().apiBaseUrl).to.equal('/api/v3');
    expect($user.get()).to.deep.equal({ isAuthenticated: true, firstName: 'Ada', publicId: 'u1' });
  });

  it('a list replaces the list before it', () => {
    readConfigBlocks(mountHtml(block('{"footerLinks": [{"locale": "en_US", "title": "Only", "link": "/d/", "position": 1}]}')));
    expect($footerLinks.get()).to.deep.equal([{ locale: 'en_US', title: 'Only', link: '/d/', position: 1 }]);
  });

  it('a block that is not valid JSON is reported once with console.error naming the block, and the rest still works', () => {
    const errors = captureConsole('error');
    try {
      const page = mountHtml(block('{"env": {"serverUrl": "https://one.example"}}') + block('{not json', 'broken-config') + block('{"user": {"firstName": "Grace"}}'));
      readConfigBlocks(page);
      readConfigBlocks(page);
      expect(errors.calls).to.have.length(1);
      expect(errors.messages()[0]).to.contain('data-eb-config block #broken-config');
      expect($env.get().serverUrl).to.equal('https://one.example');
      expect($user.get().firstName).to.equal('Grace');
    } finally {
      errors.restore();
    }
  });

  it('a block holding JSON that is not an object is reported and skipped', () => {
    const errors = captureConsole('error');
    try {
      readConfigBlocks(mountHtml(block('["a", "list"]')));
      expect(errors.calls).to.have.length(1);
      expect($user.get()).to.deep.equal({ isAuthenticated: false });
    } finally {
      errors.restore();
    }
  });

  it('a block cannot reach Object.prototype', () => {
    readConfigBlocks(mountHtml(block('{"__proto__": {"polluted": true}, "env": {"__proto__": {"polluted": true}}}')));
    expect(({} as { polluted?: boolean }).polluted).to.equal(undefined);
    expect(($env.get() as unknown as { polluted?: boolean }).polluted).to.equal(undefined);
  });
});

describe('configuration: EBWidgets.configure()', () => {
  it('merges more data at any time', () => {
    configure({ user: { isAuthenticated: true, publicId: 'u42' } });
    configure({ env: { isEmbeddedView: true } });
    expect($user.get()).to.deep.equal({ isAuthenticated: true, publicId: 'u42' });
    expect($env.get().isEmbeddedView).to.equal(true);
  });

  it('a section that did not change keeps its identity, so its subscribers are not woken', () => {
    const env = $env.get();
    let envChanges = 0;
    const stop = $env.listen(() => envChanges++);
    configure({ user: { firstName: 'Ada' } });
    stop();
    expect($env.get()).to.equal(env);
    expect(envChanges).to.equal(0);
  });

  it('something that is not an object is refused with an error, and nothing changes', () => {
    const errors = captureConsole('error');
    const before = $serverData.get();
    try {
      configure('serverUrl=x' as never);
      expect(errors.calls).to.have.length(1);
      expect($serverData.get()).to.equal(before);
    } finally {
      errors.restore();
    }
  });
});
