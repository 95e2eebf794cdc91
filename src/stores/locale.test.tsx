import FakeTimers from '@sinonjs/fake-timers';
import { Trans } from '@lingui/react/macro';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { forgetLoadedCatalogs, CATALOG_TIMEOUT_MS, type CatalogFetcher } from '../i18n/catalogs';
import { defineElement } from '../element/define-element';
import { captureConsole } from '../test-support/console';
import { cleanupElements, mountHtml, nextTask, rendered, shadow } from '../test-support/elements';
import { $locale, $translationsReady, applyLocale, currentLocale, i18n } from './locale';
import { configure, resetServerData } from './server-data';

function LocaleProbe() {
  return (
    <p>
      <Trans>Locale</Trans>
    </p>
  );
}

afterEach(cleanupElements);

// The page starts in de_AT: this block runs first, before any element was defined.
describe('locale loading: a locale whose parent is not en_US', () => {
  it('loads its catalog before the first render, then renders translated', async () => {
    const realFetch = fetch;
    const requested: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    window.fetch = async (input, init) => {
      requested.push(input instanceof Request ? input.url : String(input));
      await held;
      return realFetch(input, init);
    };
    try {
      configure({ env: { locale: 'de_AT' } });
      defineElement({ tag: 'eb-locale-probe', load: () => Promise.resolve({ component: LocaleProbe }) });
      const probe = mountHtml('<eb-locale-probe></eb-locale-probe>').querySelector('eb-locale-probe')!;
      await nextTask(50);
      expect($translationsReady.get()).to.equal(false);
      expect(probe.shadowRoot!.textContent).to.equal('');
      expect(requested).to.have.length(1);
      expect(requested[0]).to.match(/\/de_DE\.json$/);

      release();
      await rendered(probe);
      await shadow(probe).findByText('Land und Sprache');
      expect(probe.shadowRoot!.querySelector('[lang]')!.getAttribute('lang')).to.equal('de-DE');
      expect($locale.get()).to.equal('de_AT');
    } finally {
      window.fetch = realFetch;
    }
  });
});

describe('locale loading: en_US', () => {
  it('renders at once, without waiting for a catalog', () => {
    void applyLocale('en_US');
    // No await: en_US is active in the same turn.
    expect(i18n.locale).to.equal('en_US');
    expect($translationsReady.get()).to.equal(true);
  });
});

describe('locale loading: a change of configuration', () => {
  it('re-renders every element in the new language', async () => {
    configure({ env: { locale: 'de_DE' } });
    const page = mountHtml('<eb-locale-probe></eb-locale-probe><eb-locale-probe></eb-locale-probe>');
    const probes = [...page.querySelectorAll('eb-locale-probe')];
    for (const probe of probes) await shadow(await rendered(probe)).findByText('Land und Sprache');
    configure({ env: { locale: 'en_US' } });
    for (const probe of probes) await shadow(probe).findByText('Locale');
  });
});

describe('locale loading: a missing catalog', () => {
  beforeEach(forgetLoadedCatalogs);

  it('is reported with the MODULE_NOT_FOUND code and falls back to en_US', async () => {
    const errors = captureConsole('error');
    try {
      const notFound: CatalogFetcher = () => Promise.resolve(new Response('Not found', { status: 404 }));
      await applyLocale('fr_FR', notFound);
      expect(i18n.locale).to.equal('en_US');
      expect($locale.get()).to.equal('fr_FR');
      expect(errors.messages().join('\n')).to.contain('MODULE_NOT_FOUND');
      expect((errors.calls[0][1] as { code?: string }).code).to.equal('MODULE_NOT_FOUND');
    } finally {
      errors.restore();
    }
  });

  it('a catalog that could not be fetched at all names its URL and the reason, still as MODULE_NOT_FOUND', async () => {
    const errors = captureConsole('error');
    try {
      const refused: CatalogFetcher = () => Promise.reject(new TypeError('Failed to fetch'));
      await applyLocale('de_DE', refused);
      expect(i18n.locale).to.equal('en_US');
      const error = errors.calls[0][1] as Error & { code?: string };
      expect(error.code).to.equal('MODULE_NOT_FOUND');
      expect(error.message).to.contain('de_DE.json could not be fetched (Failed to fetch)');
    } finally {
      errors.restore();
    }
  });

  it('has failed after 120 s without an answer', async () => {
    expect(CATALOG_TIMEOUT_MS).to.equal(120_000);
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors = captureConsole('error');
    try {
      const silent: CatalogFetcher = (_url, { signal }) =>
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- stands in for fetch, which rejects with the signal's reason as it is
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      let settled = false;
      const applying = applyLocale('it_IT', silent).then(() => void (settled = true));
      await clock.tickAsync(CATALOG_TIMEOUT_MS - 1);
      expect(settled).to.equal(false);
      await clock.tickAsync(1);
      await applying;
      expect(i18n.locale).to.equal('en_US');
      expect(errors.messages().join('\n')).to.contain('MODULE_NOT_FOUND');
    } finally {
      errors.restore();
      clock.uninstall();
    }
  });

  it('a later locale wins over a slower earlier load', async () => {
    let answer!: (response: Response) => void;
    const slow: CatalogFetcher = () => new Promise((resolve) => (answer = resolve));
    const first = applyLocale('nl_NL', slow);
    await applyLocale('en_US');
    answer(new Response(JSON.stringify({ messages: {} })));
    await first;
    expect(i18n.locale).to.equal('en_US');
    expect($locale.get()).to.equal('en_US');
  });
});

describe('locale loading: lang overrides (spec 000 §4)', () => {
  afterEach(() => {
    document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    configure({ env: { locale: null } });
  });

  it('a lang cookie overrides the server default language', () => {
    configure({ env: { locale: null, localeInfo: { defaultLanguage: 'de' } } });
    expect(currentLocale()).to.equal('de_DE');
    document.cookie = 'lang=es_MX; path=/';
    expect(currentLocale()).to.equal('es_MX');
  });

  it('a lang query parameter overrides the cookie', () => {
    configure({ env: { locale: null } });
    document.cookie = 'lang=es_MX; path=/';
    const before = location.href;
    const url = new URL(location.href);
    url.searchParams.set('lang', 'pt_PT');
    history.replaceState(null, '', url);
    try {
      expect(currentLocale()).to.equal('pt_PT');
    } finally {
      history.replaceState(null, '', before);
    }
  });
});

describe('locale loading: what the server data says (spec 000 §4, §9)', () => {
  beforeEach(resetServerData);
  afterEach(resetServerData);

  it("the server's locale (env.localeInfo.locale) counts when the server gives no default language", () => {
    configure({ env: { localeInfo: { locale: 'sv_SE' } } });
    expect(currentLocale()).to.equal('sv_SE');
  });

  it('the server URL alone names the site: https://www.eventbrite.se is sv_SE', () => {
    configure({ env: { serverUrl: 'https://www.eventbrite.se' } });
    expect(currentLocale()).to.equal('sv_SE');
  });
});

describe('locale loading: configuration changes that keep the locale', () => {
  it('do not reload or re-activate anything', async () => {
    configure({ env: { locale: 'en_US' } });
    await waitFor(() => expect(i18n.locale).to.equal('en_US'));
    let changes = 0;
    const stop = $locale.listen(() => changes++);
    configure({ env: { isMobile: true } });
    stop();
    expect(changes).to.equal(0);
  });
});
