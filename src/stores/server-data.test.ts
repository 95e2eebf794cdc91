import { expect } from 'chai';
import { captureConsole } from '../test-support/console';
import { cleanupElements, mountHtml } from '../test-support/elements';
import { fieldNames, unwrapped } from '../test-support/schema';
import { $env, $footerLinks, $request, $serverData, $user, configure, readConfigBlocks, resetServerData, type ServerDataPatch } from './server-data';
import { ServerDataSchema } from './server-data-schema';

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
    expect(new URL(env.loginUrl!).searchParams.get('referrer')).to.equal(location.pathname);
    expect(new URL(env.signupUrl!).searchParams.get('referrer')).to.equal(location.pathname);
    expect(env.logoutUrl).to.match(/^https:\/\/.+\/logout\/$/);
  });

  it('is the sample US config: two-decimal USD, America/Los_Angeles, letter paper, nonprofit fee 2.0% plus $0.99', () => {
    const env = $env.get();
    expect(env.currencyFormat).to.deep.equal({ currency: 'USD', decimalPlaces: 2 });
    const localeInfo = env.localeInfo!;
    expect(localeInfo.defaultCurrency).to.equal('USD');
    expect(localeInfo.defaultTimezone).to.equal('America/Los_Angeles');
    expect([0, 6]).to.include(localeInfo.firstWeekDay);
    expect(localeInfo.paperSize).to.equal('letter');
    expect(localeInfo.nonprofitFee).to.deep.equal({ percent: 2.0, perTicket: 0.99, currency: 'USD' });
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
    configure({ env: { serverUrl: 'https://www.eventbrite.com' } });
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

describe('configuration: one schema for the server data, field by field (issue 11)', () => {
  /** 20,000 levels of {a: …}, built without recursion. */
  const deep = (levels: number) => {
    let value: Record<string, unknown> = {};
    for (let level = 0; level < levels; level++) value = { a: value };
    return value;
  };
  const cyclic = () => {
    const value: Record<string, unknown> = {};
    value.self = value;
    return value;
  };

  interface Case {
    name: string;
    patch: () => Record<string, unknown>;
    /** The same as a block's JSON text; none for a value JSON cannot hold. */
    json?: string | null;
    field: string;
    got: string;
    check: () => void;
  }

  const cases: Case[] = [
    { name: '{env: null}', patch: () => ({ env: null }), field: 'env', got: 'null', check: () => expect($env.get().serverUrl).to.equal('https://www.eventbrite.com') },
    { name: '{user: null}', patch: () => ({ user: null }), field: 'user', got: 'null', check: () => expect($user.get()).to.deep.equal({ isAuthenticated: false }) },
    { name: '{request: null}', patch: () => ({ request: null }), field: 'request', got: 'null', check: () => expect($request.get().path).to.equal(location.pathname) },
    { name: '{footerLinks: "x"}', patch: () => ({ footerLinks: 'x' }), field: 'footerLinks', got: '"x"', check: () => expect($footerLinks.get()).to.have.length(5) },
    {
      name: '{featureFlags: null}',
      patch: () => ({ featureFlags: null }),
      field: 'featureFlags',
      got: 'null',
      check: () => expect($serverData.get().featureFlags).to.deep.equal({}),
    },
    {
      name: '{env: {locales: "x"}} keeps the rest of env',
      patch: () => ({ env: { locales: 'x', isMobile: true } }),
      field: 'env.locales',
      got: '"x"',
      check: () => {
        expect($env.get().locales).to.deep.equal([]);
        expect($env.get().isMobile).to.equal(true);
      },
    },
    {
      name: '{user: {isAuthenticated: "false"}}: only the boolean true signs in',
      patch: () => ({ user: { isAuthenticated: 'false', firstName: 'Ada' } }),
      field: 'user.isAuthenticated',
      got: '"false"',
      check: () => expect($user.get()).to.deep.equal({ isAuthenticated: false, firstName: 'Ada' }),
    },
    {
      name: '{user: {fullName: 42}}',
      patch: () => ({ user: { isAuthenticated: true, fullName: 42 } }),
      field: 'user.fullName',
      got: '42',
      check: () => expect($user.get()).to.deep.equal({ isAuthenticated: true }),
    },
    {
      name: 'a value nested 20,000 levels deep: the branch past 32 levels is left out',
      patch: () => ({ gaSettings: deep(20_000), user: { firstName: 'Ada' } }),
      // JSON.stringify would overflow the stack on it.
      json: `{"gaSettings": ${'{"a":'.repeat(20_000)}{}${'}'.repeat(20_000)}, "user": {"firstName": "Ada"}}`,
      field: 'gaSettings.a.a.a.a.a…',
      got: 'nested more than 32 levels deep',
      check: () => {
        // gaSettings takes any data: it keeps the 31 levels a configuration may have.
        let levels = 0;
        for (let level = $serverData.get().gaSettings as Record<string, unknown>; level.a; level = level.a as Record<string, unknown>) levels++;
        expect(levels).to.equal(30);
        expect($user.get().firstName).to.equal('Ada');
      },
    },
    {
      name: 'an unused branch 40 levels deep under user (issue 37): the rest of user is kept',
      patch: () => ({ user: { isAuthenticated: true, firstName: 'Ada', extra: deep(40) } }),
      field: 'user.extra.a.a.a.a…',
      got: 'nested more than 32 levels deep',
      check: () => expect($user.get()).to.deep.equal({ isAuthenticated: true, firstName: 'Ada' }),
    },
    {
      name: 'a cyclic object: the back-reference alone is left out, without a hang',
      patch: () => ({ gaSettings: cyclic(), user: { firstName: 'Ada' } }),
      json: null,
      field: 'gaSettings.self',
      got: 'refers back to an object holding it',
      check: () => expect($user.get().firstName).to.equal('Ada'),
    },
    {
      name: 'a back-reference under user (issue 37): the rest of user is kept',
      patch: () => {
        const user: Record<string, unknown> = { isAuthenticated: true, firstName: 'Ada' };
        user.session = { user };
        return { user };
      },
      json: null,
      field: 'user.session.user',
      got: 'refers back to an object holding it',
      check: () => expect($user.get()).to.deep.equal({ isAuthenticated: true, firstName: 'Ada' }),
    },
    {
      name: 'a list where an object belongs',
      patch: () => ({ env: ['https://www.eventbrite.de'] }),
      field: 'env',
      got: 'Array',
      check: () => expect($env.get().serverUrl).to.equal('https://www.eventbrite.com'),
    },
    {
      name: 'a serverUrl that is not an http(s) URL',
      patch: () => ({ env: { serverUrl: 'javascript:alert(1)', isMobile: true } }),
      field: 'env.serverUrl',
      got: '"javascript:alert(1)"',
      check: () => {
        expect($env.get().serverUrl).to.equal('https://www.eventbrite.com');
        expect($env.get().isMobile).to.equal(true);
      },
    },
    {
      name: 'a footer link without its link: that item is left out, the others stay',
      patch: () => ({
        footerLinks: [
          { locale: 'en_US', title: 'Broken', position: 1 },
          { locale: 'en_US', title: 'Kept', link: '/d/', position: 2 },
        ],
      }),
      field: 'footerLinks.0.link',
      got: 'undefined',
      check: () => expect($footerLinks.get()).to.deep.equal([{ locale: 'en_US', title: 'Kept', link: '/d/', position: 2 }]),
    },
    {
      name: 'a footer link whose position is not a number: that item is left out, the others stay',
      patch: () => ({
        footerLinks: [
          { locale: 'en_US', title: 'Broken', link: '/d/broken/', position: 'first' },
          { locale: 'en_US', title: 'Kept', link: '/d/', position: 2 },
        ],
      }),
      field: 'footerLinks.0.position',
      got: '"first"',
      check: () => expect($footerLinks.get()).to.deep.equal([{ locale: 'en_US', title: 'Kept', link: '/d/', position: 2 }]),
    },
    {
      name: 'a feature flag that is not a boolean',
      patch: () => ({ featureFlags: { enableDoNotSellLink: 'yes', enableCreatorHome: true } }),
      field: 'featureFlags.enableDoNotSellLink',
      got: '"yes"',
      check: () => expect($serverData.get().featureFlags).to.deep.equal({ enableCreatorHome: true }),
    },
  ];

  for (const { name, patch, json, field, got, check } of cases) {
    const ways: [string, () => void][] = [['EBWidgets.configure()', () => configure(patch())]];
    if (json !== null) ways.push(['a data-eb-config block', () => readConfigBlocks(mountHtml(block(json ?? JSON.stringify(patch()))))]);
    for (const [how, apply] of ways) {
      it(`${how} with ${name}: one warning naming ${field} and the value, the field keeps its default`, () => {
        const warnings = captureConsole('warn');
        try {
          apply();
          expect(warnings.messages()).to.have.length(1);
          expect(warnings.messages()[0]).to.contain(`Configuration field ${field} `).and.contain(got);
        } finally {
          warnings.restore();
        }
        check();
      });
    }
  }

  it('several branches of one field left out give one warning: the first, and how many more (issue 37)', () => {
    const warnings = captureConsole('warn');
    try {
      configure({ user: { isAuthenticated: true, firstName: 'Ada', extra: deep(40), more: deep(40) } } as ServerDataPatch);
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('Configuration field user.extra.a.a.a.a… ').and.contain('(and 1 more such in user)');
    } finally {
      warnings.restore();
    }
    expect($user.get()).to.deep.equal({ isAuthenticated: true, firstName: 'Ada' });
  });

  it('an argument that throws when read (a proxy) gives one warning, changes nothing, and configure() does not throw', () => {
    const warnings = captureConsole('warn');
    const before = $serverData.get();
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no keys for you');
        },
      },
    );
    try {
      configure(hostile);
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('EBWidgets.configure() could not be read');
    } finally {
      warnings.restore();
    }
    expect($serverData.get()).to.equal(before);
  });

  it('a getter is never called: configuration is read through own data properties only', () => {
    let called = false;
    const user = { firstName: 'Ada' };
    Object.defineProperty(user, 'isAuthenticated', { enumerable: true, get: () => ((called = true), true) });
    configure({ user });
    expect(called).to.equal(false);
    expect($user.get()).to.deep.equal({ isAuthenticated: false, firstName: 'Ada' });
  });
});

describe('configuration: the sample is a fallback, not a mix (issue 11)', () => {
  it("a page whose only setting is serverUrl gets none of the sample's host-specific values", () => {
    configure({ env: { serverUrl: 'https://www.eventbrite.de' } });
    const env = $env.get();
    for (const field of [
      'loginUrl',
      'signupUrl',
      'logoutUrl',
      'adminServerUrl',
      'ebDomain',
      'organizerOverviewUrl',
      'organizerPricingUrl',
      'blogAcademyUrl',
      'howItWorksUrl',
      'feesUrl',
      'supportHomeUrl',
      'contactUsUrl',
      'currencyFormat',
      'localeInfo',
    ] as const) {
      expect(env[field], field).to.equal(undefined);
    }
    expect($footerLinks.get()).to.deep.equal([]);
    // Harmless defaults stay.
    expect(env.apiBaseUrl).to.equal('/api/v3');
    expect(env.affiliateCode).to.equal('oddtdtcreator');
    expect($user.get()).to.deep.equal({ isAuthenticated: false });
    expect($request.get().path).to.equal(location.pathname);
  });

  it('a configuration whose every field is wrong configures nothing: the sample stays', () => {
    const warnings = captureConsole('warn');
    try {
      configure({ env: null, user: 'x' } as never);
    } finally {
      warnings.restore();
    }
    expect($footerLinks.get()).to.have.length(5);
    expect($env.get().loginUrl).to.match(/^https:\/\/www\.eventbrite\.com\/signin\//);
  });
});

describe('configuration: a polluted prototype changes nothing (issue 11)', () => {
  // Every field name of the document, and element options a polluted prototype could aim at
  // (`url`, `hideHeader`, `minimalLinks`), on both prototypes.
  const NAMES = [...fieldNames(ServerDataSchema), 'url', 'hideHeader', 'minimalLinks'];

  /** Every field of the document as the elements read it: plain property access, inherited values included. */
  function readEveryField(schema: unknown, value: unknown, path: string, fields: Record<string, unknown>): void {
    const inner = unwrapped(schema);
    if (inner.type === 'object' && value !== null && typeof value === 'object') {
      for (const [key, entry] of Object.entries(inner.entries!)) {
        const field = (value as Record<string, unknown>)[key];
        fields[`${path}${key}`] = typeof field === 'object' ? typeof field : field;
        readEveryField(entry, field, `${path}${key}.`, fields);
      }
    } else if (inner.type === 'array' && Array.isArray(value)) {
      value.forEach((item, index) => readEveryField(inner.item, item, `${path}${index}.`, fields));
    }
  }

  function configureAndRead(polluted: boolean, configuration: string): Record<string, unknown> {
    const page = mountHtml(configuration ? block(configuration) : '');
    const fields: Record<string, unknown> = {};
    try {
      if (polluted) {
        for (const prototype of [Object.prototype, Array.prototype]) {
          for (const name of NAMES) Object.defineProperty(prototype, name, { value: 'polluted', configurable: true, enumerable: true, writable: true });
        }
      }
      // The sample is built again with the prototypes polluted, as when a page pollutes them before the library loads.
      resetServerData();
      readConfigBlocks(page);
      readEveryField(ServerDataSchema, $serverData.get(), '', fields);
    } finally {
      for (const prototype of [Object.prototype, Array.prototype]) {
        for (const name of NAMES) delete (prototype as unknown as Record<string, unknown>)[name];
      }
    }
    return fields;
  }

  for (const [name, configuration] of [
    ['no configuration: the sample', ''],
    [
      'a partial configuration',
      '{"env": {"serverUrl": "https://www.eventbrite.de"}, "user": {"isAuthenticated": true, "firstName": "Ada"}, "footerLinks": [{"locale": "de_DE", "title": "Berlin", "link": "/d/berlin/", "position": 1}]}',
    ],
  ]) {
    it(`every configuration field reads the same with field names set on Object.prototype and Array.prototype: ${name}`, () => {
      const clean = configureAndRead(false, configuration);
      const polluted = configureAndRead(true, configuration);
      expect(Object.keys(clean).length).to.be.greaterThan(60);
      expect(polluted).to.deep.equal(clean);
    });
  }
});
