import '../../elements/eb-footer';
import { msg } from '@lingui/core/macro';
import { selectOption, sendKeys, setViewport } from '@web/test-runner-commands';
import { waitFor, within } from '@testing-library/dom';
import { expect } from 'chai';
import { DOMAIN_LOCALES, SUPPORTED_LOCALES, LOCALE_SITES } from '../i18n/locales';
import { setNavigatorForTests } from '../platform/browser';
import { $locale, i18n } from '../stores/locale';
import { $privacySignal } from '../stores/privacy';
import { configure, resetServerData, type ServerDataPatch } from '../stores/server-data';
import { expectNoAxeViolations } from '../test-support/axe';
import { cleanupElements, mountHtml, nextTask, rendered, shadow } from '../test-support/elements';
import { CONTACT_SALES_LOCALES, EU_DSA_DOMAINS } from './footer-links';

let navigations: string[] = [];
let restoreNavigator: () => void;

beforeEach(() => {
  navigations = [];
  restoreNavigator = setNavigatorForTests((url) => navigations.push(url));
});

afterEach(async () => {
  restoreNavigator();
  cleanupElements();
  resetServerData();
  $privacySignal.set(false);
  await setViewport({ width: 1280, height: 800 });
  await waitFor(() => expect($locale.get()).to.equal('en_US'));
});

async function footer(html = '<eb-footer></eb-footer>', patch?: ServerDataPatch): Promise<HTMLElement> {
  if (patch) configure(patch);
  const element = await rendered(mountHtml(html).querySelector<HTMLElement>('eb-footer'));
  await shadow(element).findByRole('contentinfo');
  return element;
}

/** The footer in another locale, once that locale's catalog is active. */
async function footerIn(locale: string, patch: ServerDataPatch = {}): Promise<HTMLElement> {
  configure({ ...patch, env: { ...patch.env, locale } });
  await waitFor(() => expect($locale.get()).to.equal(locale));
  return footer();
}

const linkNames = (root: HTMLElement) => [...root.querySelectorAll('a')].map((link) => link.textContent);
const footerNav = (element: HTMLElement) => shadow(element).getByRole('navigation', { name: 'Footer' });
const hasLink = (element: HTMLElement, name: string) => shadow(element).queryAllByRole('link', { name }).length > 0;
/** For footers in other languages: finds a link by where it goes. */
const hasLinkTo = (element: HTMLElement, pathEnd: string) => Boolean(element.shadowRoot!.querySelector(`a[href$="${pathEnd}"]`));

describe('<eb-footer>: general links (spec 000 §2 "Footer and shell")', () => {
  it('shows How It Works, Pricing, Contact Support, About, Blog, Help, Careers, Press, Impact, Investors, Security, Developers, Status, Terms, Privacy, Accessibility, Cookies', async () => {
    const element = await footer();
    expect(linkNames(footerNav(element))).to.deep.equal([
      'How It Works',
      'Pricing',
      'Contact Support',
      'About',
      'Blog',
      'Help',
      'Careers',
      'Press',
      'Impact',
      'Investors',
      'Security',
      'Developers',
      'Status',
      'Terms',
      'Privacy',
      'Accessibility',
      'Cookies',
    ]);
  });

  it('every link is an absolute http(s) URL', async () => {
    const element = await footer();
    for (const link of element.shadowRoot!.querySelectorAll('a')) expect(link.href, link.textContent).to.match(/^https?:\/\//);
  });

  it('How It Works, Pricing and Contact Support are hidden on medium and larger widths', async () => {
    const element = await footer();
    const smallOnly = () => ['How It Works', 'Pricing', 'Contact Support'].map((name) => within(footerNav(element)).getByRole('link', { name, hidden: true }));
    await setViewport({ width: 659, height: 800 });
    expect(smallOnly().every((link) => link.checkVisibility())).to.equal(true);
    await setViewport({ width: 660, height: 800 });
    expect(smallOnly().some((link) => link.checkVisibility())).to.equal(false);
    await setViewport({ width: 1272, height: 800 });
    expect(smallOnly().some((link) => link.checkVisibility())).to.equal(false);
    expect(within(footerNav(element)).getByRole('link', { name: 'About' }).checkVisibility()).to.equal(true);
  });

  it("'Manage Cookie Preferences' dispatches eb-manage-cookies and opens the cookie statement unless cancelled", async () => {
    const element = await footer();
    const details: unknown[] = [];
    element.addEventListener('eb-manage-cookies', (event) => details.push((event as CustomEvent).detail));
    const button = shadow(element).getByRole('button', { name: 'Manage Cookie Preferences' });
    button.click();
    expect(details).to.have.length(1);
    expect(navigations).to.deep.equal([(details[0] as { url: string }).url]);
    expect(navigations[0]).to.contain('cookie');

    element.addEventListener('eb-manage-cookies', (event) => event.preventDefault());
    button.click();
    expect(navigations).to.have.length(1);
  });
});

describe("<eb-footer>: 'Do Not Sell or Share My Personal Information'", () => {
  const DO_NOT_SELL = 'Do Not Sell or Share My Personal Information';

  it('shows under its feature flag and a privacy regime', async () => {
    const element = await footer(undefined, { featureFlags: { enableDoNotSellLink: true }, env: { privacyRegime: 'us-state' } });
    expect(hasLink(element, DO_NOT_SELL)).to.equal(true);
  });

  it('shows under its feature flag and the privacy signal (navigator.globalPrivacyControl)', async () => {
    $privacySignal.set(true);
    const element = await footer(undefined, { featureFlags: { enableDoNotSellLink: true } });
    expect(hasLink(element, DO_NOT_SELL)).to.equal(true);
  });

  it('does not show under the flag alone', async () => {
    const element = await footer(undefined, { featureFlags: { enableDoNotSellLink: true } });
    expect(hasLink(element, DO_NOT_SELL)).to.equal(false);
  });

  it('never shows without the flag, even with a privacy regime and the signal', async () => {
    $privacySignal.set(true);
    const element = await footer(undefined, { env: { privacyRegime: 'us-state' } });
    expect(hasLink(element, DO_NOT_SELL)).to.equal(false);
  });
});

describe('<eb-footer>: minimal-links mode', () => {
  it('shows only Terms, Privacy, Cookies', async () => {
    const element = await footer('<eb-footer minimal-links></eb-footer>');
    expect(linkNames(element.shadowRoot as unknown as HTMLElement)).to.deep.equal(['Terms', 'Privacy', 'Cookies']);
    expect(shadow(element).queryByRole('combobox')).to.equal(null);
    expect(shadow(element).queryByRole('heading')).to.equal(null);
  });

  it('removing minimal-links brings back the full footer', async () => {
    const element = await footer('<eb-footer minimal-links></eb-footer>');
    element.removeAttribute('minimal-links');
    await shadow(element).findByRole('navigation', { name: 'Footer' });
    expect(hasLink(element, 'About')).to.equal(true);
  });
});

describe('<eb-footer>: locale links use a language subdirectory when the locale uses one', () => {
  it('fr_CA links go under /fr/ of the server, en_CA links do not', async () => {
    let element = await footerIn('fr_CA', { env: { serverUrl: 'https://www.eventbrite.ca' } });
    expect(element.shadowRoot!.querySelector<HTMLAnchorElement>('a[href*="/l/about/"]')!.href).to.equal('https://www.eventbrite.ca/fr/l/about/');
    cleanupElements();
    element = await footerIn('en_CA');
    expect(shadow(element).getByRole('link', { name: 'About' }).getAttribute('href')).to.equal('https://www.eventbrite.ca/l/about/');
  });

  it("the server's locale entry decides when it says so", async () => {
    const element = await footer(undefined, {
      env: { serverUrl: 'https://www.eventbrite.com', locales: [{ locale: 'en_US', usesLanguageSubdirectory: true }] },
    });
    expect(shadow(element).getByRole('link', { name: 'About' }).getAttribute('href')).to.equal('https://www.eventbrite.com/en/l/about/');
  });
});

describe("<eb-footer>: 'EU DSA Statement' for exactly .be, .dk, .de, .es, .fi, .fr, .ie, .it, .nl, .at, .pt, .ch, .se, .co.uk", () => {
  it('the list is exactly those domains', () => {
    expect([...EU_DSA_DOMAINS].sort()).to.deep.equal(['at', 'be', 'ch', 'co.uk', 'de', 'dk', 'es', 'fi', 'fr', 'ie', 'it', 'nl', 'pt', 'se']);
  });

  const domains = [
    'be',
    'dk',
    'de',
    'es',
    'fi',
    'fr',
    'ie',
    'it',
    'nl',
    'at',
    'pt',
    'ch',
    'se',
    'co.uk',
    'com',
    'ca',
    'com.au',
    'co.nz',
    'sg',
    'hk',
    'com.mx',
    'com.br',
    'com.ar',
    'cl',
    'co',
    'com.pe',
    'us',
    'uk',
  ];
  for (const tld of domains) {
    const shown = EU_DSA_DOMAINS.has(tld);
    it(`${shown ? 'shows' : 'does not show'} on .${tld}`, async () => {
      const element = await footer(undefined, { env: { locales: [{ locale: 'en_US', tld }] } });
      expect(hasLink(element, 'EU DSA Statement')).to.equal(shown);
    });
  }

  it('follows the locale: de_AT (.at) shows it, en_US (.com) does not', async () => {
    expect(hasLinkTo(await footer(), '/l/eu-dsa-statement/')).to.equal(false);
    cleanupElements();
    expect(hasLinkTo(await footerIn('de_AT'), '/l/eu-dsa-statement/')).to.equal(true);
  });
});

describe('<eb-footer> on each country domain: "country-domain suffix map (com to en_US, co.uk to en_GB, de to de_DE, se to sv)" and "\'EU DSA Statement\' link for .be, .dk, .de, .es, .fi, .fr, .ie, .it, .nl, .at, .pt, .ch, .se, .co.uk"', () => {
  // Every entry of the suffix map, then every EU DSA domain: the server URL alone decides the
  // site, so the locale, the catalog it loads and the DSA link.
  const cases: { suffix: string; locale: string; catalog: string; dsa: boolean }[] = [
    { suffix: 'com', locale: 'en_US', catalog: 'en_US', dsa: false },
    { suffix: 'co.uk', locale: 'en_GB', catalog: 'en_GB', dsa: true },
    { suffix: 'de', locale: 'de_DE', catalog: 'de_DE', dsa: true },
    { suffix: 'se', locale: 'sv_SE', catalog: 'sv', dsa: true },
    { suffix: 'be', locale: 'nl_BE', catalog: 'nl_NL', dsa: true },
    { suffix: 'dk', locale: 'en_DK', catalog: 'en_GB', dsa: true },
    { suffix: 'es', locale: 'es_ES', catalog: 'es_ES', dsa: true },
    { suffix: 'fi', locale: 'en_FI', catalog: 'en_GB', dsa: true },
    { suffix: 'fr', locale: 'fr_FR', catalog: 'fr_FR', dsa: true },
    { suffix: 'ie', locale: 'en_IE', catalog: 'en_GB', dsa: true },
    { suffix: 'it', locale: 'it_IT', catalog: 'it_IT', dsa: true },
    { suffix: 'nl', locale: 'nl_NL', catalog: 'nl_NL', dsa: true },
    { suffix: 'at', locale: 'de_AT', catalog: 'de_DE', dsa: true },
    { suffix: 'pt', locale: 'pt_PT', catalog: 'pt_PT', dsa: true },
    { suffix: 'ch', locale: 'de_CH', catalog: 'de_DE', dsa: true },
  ];

  it('covers the whole suffix map and the whole DSA list', () => {
    const suffixes = cases.map(({ suffix }) => suffix);
    for (const suffix of [...Object.keys(DOMAIN_LOCALES), ...EU_DSA_DOMAINS]) expect(suffixes, suffix).to.include(suffix);
  });

  for (const { suffix, locale, catalog, dsa } of cases) {
    it(`https://www.eventbrite.${suffix}: ${locale}, translated by ${catalog}, ${dsa ? 'with' : 'without'} 'EU DSA Statement'`, async () => {
      const serverUrl = `https://www.eventbrite.${suffix}`;
      configure({ env: { serverUrl } });
      await waitFor(() => expect($locale.get()).to.equal(locale));
      await waitFor(() => expect(i18n.locale).to.equal(catalog));
      const element = await footer();
      const dsaLink = element.shadowRoot!.querySelector<HTMLAnchorElement>('a[href$="/l/eu-dsa-statement/"]');
      expect(Boolean(dsaLink)).to.equal(dsa);
      if (dsaLink) {
        expect(dsaLink.href).to.equal(`${serverUrl}/l/eu-dsa-statement/`);
        expect(dsaLink.textContent).to.equal(i18n._(msg`EU DSA Statement`));
      }
    });
  }
});

describe("<eb-footer>: 'Impressum' for the German site", () => {
  it('shows on .de only', async () => {
    for (const tld of ['de', 'at', 'ch', 'com']) {
      const element = await footer(undefined, { env: { locales: [{ locale: 'en_US', tld }] } });
      expect(hasLink(element, 'Impressum'), tld).to.equal(tld === 'de');
      cleanupElements();
    }
  });

  it('shows for de_DE', async () => {
    expect(hasLinkTo(await footerIn('de_DE'), '/l/impressum/')).to.equal(true);
  });
});

describe('<eb-footer>: the marketing section', () => {
  const COLUMNS = ['Use Eventbrite', 'Plan Events', 'Find Events', 'Connect With Us'];
  const headings = (element: HTMLElement) =>
    shadow(element)
      .queryAllByRole('heading')
      .map((heading) => heading.textContent);

  it('shows four columns for signed-out users by default', async () => {
    expect(headings(await footer())).to.deep.equal(COLUMNS);
  });

  it('is hidden for signed-in users', async () => {
    expect(headings(await footer(undefined, { user: { isAuthenticated: true } }))).to.deep.equal([]);
  });

  it('is never shown with hide-marketing, and shows again when it is removed', async () => {
    const element = await footer('<eb-footer hide-marketing></eb-footer>');
    expect(headings(element)).to.deep.equal([]);
    element.removeAttribute('hide-marketing');
    await waitFor(() => expect(headings(element)).to.deep.equal(COLUMNS));
  });

  it("'Connect With Us' has Contact Support and the five social links X, Facebook, LinkedIn, Instagram, TikTok", async () => {
    const element = await footer();
    const column = shadow(element).getByRole('region', { name: 'Connect With Us' });
    expect(linkNames(column)).to.deep.equal(['Contact Support', 'Contact Sales', 'X', 'Facebook', 'LinkedIn', 'Instagram', 'TikTok']);
  });

  it("'Contact Sales' is for exactly .com, .co.uk, .com.au, .co.nz, .de, .es, .ie, .sg and Canadian English", () => {
    expect([...CONTACT_SALES_LOCALES].sort()).to.deep.equal(['de_DE', 'en_AU', 'en_CA', 'en_GB', 'en_IE', 'en_NZ', 'en_SG', 'en_US', 'es_ES']);
    expect([...CONTACT_SALES_LOCALES].map((locale) => LOCALE_SITES[locale].tld).sort()).to.deep.equal(['ca', 'co.nz', 'co.uk', 'com', 'com.au', 'de', 'es', 'ie', 'sg']);
  });

  for (const locale of SUPPORTED_LOCALES) {
    const shown = CONTACT_SALES_LOCALES.has(locale);
    it(`${shown ? 'shows' : 'does not show'} 'Contact Sales' for ${locale}`, async () => {
      const element = await footerIn(locale);
      expect(hasLinkTo(element, '/l/contact-eventbrite-sales/')).to.equal(shown);
    });
  }

  it("'Find Events' lists the server's footer links for the locale, by position", async () => {
    const element = await footer(undefined, {
      footerLinks: [
        { locale: 'en_US', title: 'Second', link: 'https://www.eventbrite.com/d/b/', position: 2 },
        { locale: 'de_DE', title: 'Elsewhere', link: 'https://www.eventbrite.de/d/c/', position: 1 },
        { locale: 'en_US', title: 'First', link: '/d/a/', position: 1 },
      ],
    });
    const column = shadow(element).getByRole('region', { name: 'Find Events' });
    expect(linkNames(column)).to.deep.equal(['First', 'Second']);
    expect(within(column).getByRole('link', { name: 'First' }).getAttribute('href')).to.equal('https://www.eventbrite.com/d/a/');
  });

  it('server footer links are shown as text, and only with http(s) URLs', async () => {
    const element = await footer(undefined, {
      footerLinks: [
        { locale: 'en_US', title: '<img src=x onerror="window.hacked=1">Bold', link: 'https://www.eventbrite.com/d/x/', position: 1 },
        { locale: 'en_US', title: 'Script link', link: 'javascript:alert(1)', position: 2 },
        { locale: 'en_US', title: 'Data link', link: 'data:text/html,hi', position: 3 },
      ],
    });
    const column = shadow(element).getByRole('region', { name: 'Find Events' });
    expect(linkNames(column)).to.deep.equal(['<img src=x onerror="window.hacked=1">Bold']);
    expect(column.querySelector('img')).to.equal(null);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
  });

  it('without any footer link for the locale, the column is left out', async () => {
    const element = await footer(undefined, { footerLinks: [] });
    expect(headings(element)).to.deep.equal(['Use Eventbrite', 'Plan Events', 'Connect With Us']);
  });
});

describe("<eb-footer>: the locale selector labelled 'Locale'", () => {
  const selector = (element: HTMLElement) => shadow(element).getByRole<HTMLSelectElement>('combobox', { name: 'Locale' });

  it('offers the supported locales and shows the current one', async () => {
    const select = selector(await footer());
    expect([...select.options].map((option) => option.value)).to.deep.equal(SUPPORTED_LOCALES);
    expect(select.value).to.equal('en_US');
  });

  it('choosing a locale dispatches eb-locale-change and navigates to {serverUrl}/international/change_locale/?locale={locale}', async () => {
    const element = await footer(undefined, { env: { serverUrl: 'https://www.eventbrite.com' } });
    const changes: unknown[] = [];
    element.addEventListener('eb-locale-change', (event) => changes.push((event as CustomEvent).detail));
    await selectOption({ selector: 'eb-footer select', value: 'de_DE' });
    const url = 'https://www.eventbrite.com/international/change_locale/?locale=de_DE';
    expect(changes).to.deep.equal([{ locale: 'de_DE', url }]);
    expect(navigations).to.deep.equal([url]);
  });

  it('a cancelled eb-locale-change does not navigate, and the selector shows the current locale again', async () => {
    const element = await footer();
    element.addEventListener('eb-locale-change', (event) => event.preventDefault());
    await selectOption({ selector: 'eb-footer select', value: 'fr_FR' });
    expect(navigations).to.deep.equal([]);
    await waitFor(() => expect(selector(element).value).to.equal('en_US'));
  });

  it('with the keyboard, arrow keys move through the locales without navigating, and Enter chooses', async () => {
    const element = await footer();
    selector(element).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await nextTask();
    expect(navigations).to.deep.equal([]);
    const chosen = selector(element).value;
    expect(chosen).not.to.equal('en_US');
    await sendKeys({ press: 'Enter' });
    expect(navigations).to.deep.equal([`https://www.eventbrite.com/international/change_locale/?locale=${chosen}`]);
  });

  it('leaving the selector with Tab after browsing puts the current locale back', async () => {
    const element = await footer();
    selector(element).focus();
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(selector(element).value).to.equal('en_US'));
    expect(navigations).to.deep.equal([]);
  });
});

describe('<eb-footer>: copyright', () => {
  it('shows the current year', async () => {
    const element = await footer();
    expect(shadow(element).getByText(`© ${new Date().getFullYear()} Eventbrite`)).to.exist;
  });
});

describe('<eb-footer>: hidden when env.isEmbeddedView', () => {
  it('shows nothing and takes no room', async () => {
    configure({ env: { isEmbeddedView: true } });
    const element = mountHtml('<eb-footer></eb-footer>').querySelector<HTMLElement>('eb-footer')!;
    await nextTask(50);
    expect(element.shadowRoot!.textContent).to.equal('');
    expect(element.getBoundingClientRect().height).to.equal(0);
    configure({ env: { isEmbeddedView: false } });
    await shadow(element).findByRole('contentinfo');
  });
});

describe('<eb-footer>: responsive at the breakpoints of spec 000 §9', () => {
  const columnCount = (element: HTMLElement) => getComputedStyle(element.shadowRoot!.querySelector('.eb-footer__marketing')!).gridTemplateColumns.split(' ').length;

  it('marketing columns: one below 660 px, two from 660, four from 960', async () => {
    const element = await footer();
    await setViewport({ width: 480, height: 800 });
    expect(columnCount(element)).to.equal(1);
    await setViewport({ width: 660, height: 800 });
    expect(columnCount(element)).to.equal(2);
    await setViewport({ width: 960, height: 800 });
    expect(columnCount(element)).to.equal(4);
  });
});

describe('<eb-footer>: in other languages', () => {
  it('shows the German catalog for de_DE', async () => {
    const element = await footerIn('de_DE');
    expect(shadow(element).getByRole('combobox', { name: 'Land und Sprache' })).to.exist;
    expect(hasLink(element, 'Datenschutz')).to.equal(true);
  });
});

describe('<eb-footer>: several instances and moves', () => {
  it('two footers on one page both render, and a moved footer keeps working', async () => {
    const page = mountHtml('<div id="a"><eb-footer></eb-footer></div><div id="b"><eb-footer minimal-links></eb-footer></div>');
    const [full, minimal] = [...page.querySelectorAll<HTMLElement>('eb-footer')];
    await shadow(await rendered(full)).findByRole('navigation', { name: 'Footer' });
    await shadow(await rendered(minimal)).findByRole('navigation', { name: 'Legal' });
    page.querySelector('#b')!.append(full);
    await nextTask(20);
    expect(shadow(full).getByRole('navigation', { name: 'Footer' })).to.exist;
  });
});

describe('<eb-footer>: theming', () => {
  it('the host page styles it through ::part() and --eb-* custom properties only', async () => {
    const page = mountHtml(
      '<style>eb-footer::part(locale-select) { border-color: rgb(1, 2, 3); } eb-footer { --eb-footer-background: rgb(4, 5, 6); } footer { background: rgb(255, 0, 0); }</style><eb-footer></eb-footer>',
    );
    const element = await rendered(page.querySelector('eb-footer'));
    const footerElement = await shadow(element).findByRole('contentinfo');
    expect(getComputedStyle(footerElement).backgroundColor).to.equal('rgb(4, 5, 6)');
    expect(getComputedStyle(shadow(element).getByRole('combobox')).borderTopColor).to.equal('rgb(1, 2, 3)');
  });
});

describe('<eb-footer>: hostile configuration', () => {
  it('a serverUrl that is not http(s) never reaches a link', async () => {
    const element = await footer(undefined, { env: { serverUrl: 'javascript:alert(1)//', howItWorksUrl: 'javascript:alert(2)' } });
    for (const link of element.shadowRoot!.querySelectorAll('a')) expect(link.href, link.textContent).to.match(/^https:\/\//);
  });
});

describe('<eb-footer>: accessibility (axe-core)', () => {
  it('has no violations signed out', async () => {
    await expectNoAxeViolations(await footer());
  });

  it('has no violations signed in', async () => {
    await expectNoAxeViolations(await footer(undefined, { user: { isAuthenticated: true } }));
  });

  it('has no violations in minimal-links mode', async () => {
    await expectNoAxeViolations(await footer('<eb-footer minimal-links></eb-footer>'));
  });

  it('has no violations on a small screen', async () => {
    await setViewport({ width: 360, height: 800 });
    await expectNoAxeViolations(await footer());
  });

  it('has no violations in German, with the DSA statement and Impressum', async () => {
    await expectNoAxeViolations(await footerIn('de_DE'));
  });
});
