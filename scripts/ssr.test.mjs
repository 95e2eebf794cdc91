// eb-widgets/ssr as a Node server imports it (issue 16, 'Server-rendered header and footer'):
// the built dist/npm/ssr.js, through the package's exports. Needs a built dist/. How the HTML
// hydrates in a browser is src/ssr/ssr.test.tsx and e2e/ssr.spec.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SERVER_RENDERED_TAGS, renderElement, renderFooter, renderHeader } from 'eb-widgets/ssr';

const signedIn = {
  env: { serverUrl: 'https://www.eventbrite.com' },
  user: { isAuthenticated: true, publicId: 'u42', firstName: 'Ada', lastName: 'Lovelace', email: { email: 'ada@example.com' } },
};

/** The HTML inside the element's declarative shadow root, after the <style>. */
const content = (html) => html.slice(html.indexOf('</style>') + '</style>'.length, html.lastIndexOf('</template>'));

describe('eb-widgets/ssr: the element as HTML with declarative shadow DOM', () => {
  test('renders <eb-footer> as the element holding <template shadowrootmode="open">: its CSS in a <style>, its content in the <div data-eb-ssr> the library hydrates, then an empty <style> that ends it', async () => {
    const html = await renderFooter({ attributes: { 'minimal-links': true } });
    assert.match(
      html,
      /^<eb-footer minimal-links=""><template shadowrootmode="open"><style>[^<]*:host \{[^<]*\.eb-footer \{[^<]*<\/style><div data-eb-ssr="[^"]+"><div lang="en-US" dir="ltr"><footer class="eb-footer eb-footer--minimal" part="footer">/,
    );
    assert.match(html, /<\/footer><\/div><\/div><style><\/style><\/template><\/eb-footer>$/);
    assert.match(content(html), />Terms<\/a>.*>Privacy<\/a>.*>Cookies<\/a>/);
  });

  test('the header carries the CSS of every primitive it renders (the dropdowns, the search trigger), since no script adopts them before hydration', async () => {
    const html = await renderHeader();
    const css = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    for (const rule of ['.eb-header {', '.eb-dropdown__menu', '.eb-header-search__bar', '.eb-icon-button']) assert.ok(css.includes(rule), rule);
  });

  test("until the parser reaches the empty <style> that ends it, the server's HTML is not drawn and keeps the element's room: 64 px for a header, 48 with hide-header, none for a footer", async () => {
    const rules = async (html) => (await html).match(/:host[^{}]*> \[data-eb-ssr\]:last-child\{[^}]*\}/g);
    assert.deepEqual(await rules(renderFooter()), [
      ':host > [data-eb-ssr]:last-child{content-visibility:hidden}',
      ':host > [data-eb-ssr]:last-child{contain-intrinsic-block-size:0px}',
    ]);
    const header = await rules(renderHeader({ attributes: { 'hide-header': true } }));
    assert.equal(header[0], ':host > [data-eb-ssr]:last-child{content-visibility:hidden}');
    assert.ok(header.includes(':host > [data-eb-ssr]:last-child{contain-intrinsic-block-size:64px}'));
    assert.ok(header.includes(':host(:where([hide-header])) > [data-eb-ssr]:last-child{contain-intrinsic-block-size:48px}'));
    // The embedded view's own heights only when the page is one.
    assert.ok(!header.some((rule) => rule.includes('48px') && !rule.includes('[hide-header]')));
    const embedded = await rules(renderHeader({ serverData: { env: { isEmbeddedView: true }, user: { isAuthenticated: false }, request: { path: '/' } } }));
    assert.ok(embedded.includes(':host > [data-eb-ssr]:last-child{contain-intrinsic-block-size:48px}'));
  });

  test('exports the tags it renders: <eb-header> and <eb-footer>', () => {
    assert.deepEqual([...SERVER_RENDERED_TAGS], ['eb-header', 'eb-footer']);
  });

  test('refuses a tag it does not render, or no tag at all', async () => {
    await assert.rejects(renderElement('eb-event-card'), { name: 'TypeError', message: /renders <eb-header> and <eb-footer>, not "eb-event-card"/ });
    await assert.rejects(renderElement('eb-footer><script>alert(1)</script'), TypeError);
    await assert.rejects(renderElement('__proto__'), TypeError);
  });

  test('refuses an attribute name that is not one, and a locale the library does not know', async () => {
    await assert.rejects(renderFooter({ attributes: { 'onclick="alert(1)"': 'x' } }), TypeError);
    await assert.rejects(renderFooter({ attributes: { 'a b': 'x' } }), TypeError);
    await assert.rejects(renderFooter({ locale: 'xx_YY' }), RangeError);
  });
});

describe('eb-widgets/ssr: attributes and server data arrive as text', () => {
  test('attribute values are escaped: a value with quotes and angle brackets stays one attribute value, and shows as text', async () => {
    const query = `"><script>alert(1)</script>&amp;`;
    const html = await renderHeader({ attributes: { 'search-query': query, 'hide-create-cta': true, 'alternate-cta': false, variant: 'organizer' } });
    assert.ok(
      html.startsWith(`<eb-header search-query="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;" hide-create-cta="" variant="organizer"><template`),
      html.slice(0, 200),
    );
    assert.ok(!html.includes('<script>'));
    // The query is the search bar's text, escaped.
    assert.ok(content(html).includes('<span class="eb-header-search__query">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;</span>'));
    assert.match(content(html), /class="eb-header eb-header--organizer eb-header--by-css"/);
  });

  test('hostile server data is shown verbatim as text: markup in a name or a footer link title is never markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>{{x}}</template></eb-footer>';
    const footer = await renderFooter({
      serverData: { env: { serverUrl: 'https://www.eventbrite.com' }, footerLinks: [{ locale: 'en_US', title: hostile, link: 'https://www.eventbrite.com/d/x/', position: 1 }] },
    });
    assert.ok(content(footer).includes('&lt;img src=x onerror=alert(1)&gt;{{x}}&lt;/template&gt;&lt;/eb-footer&gt;'));
    assert.ok(!content(footer).includes('<img'));
    assert.equal(footer.split('</template>').length, 2, 'one template, closed once');
    const header = await renderHeader({ serverData: { ...signedIn, user: { ...signedIn.user, email: { email: hostile } } } });
    assert.ok(content(header).includes('&lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(!content(header).includes('<img src=x'));
  });

  test('a javascript: URL in the server data never becomes a link', async () => {
    const html = await renderFooter({
      serverData: { env: { serverUrl: 'https://www.eventbrite.com' }, footerLinks: [{ locale: 'en_US', title: 'Trap', link: 'javascript:alert(1)', position: 1 }] },
    });
    assert.ok(!html.toLowerCase().includes('javascript:'));
  });
});

describe('eb-widgets/ssr: the colour scheme (issue 40)', () => {
  const DARK_BOXES = ':host([color-scheme="dark"]) > :not(style) { color-scheme: dark; }';
  const WITHOUT_ATTRIBUTE = ':host(:not([color-scheme="light"], [color-scheme="dark"], [color-scheme="auto"])) > :not(style) { color-scheme: dark; }';

  test('the color-scheme attribute is written on the element, and its CSS draws it: dark, or auto through a prefers-color-scheme media query', async () => {
    const dark = await renderHeader({ attributes: { 'color-scheme': 'dark' } });
    assert.match(dark, /^<eb-header color-scheme="dark"><template shadowrootmode="open"><style>/);
    assert.ok(dark.includes(DARK_BOXES));
    assert.ok(dark.includes('@media (prefers-color-scheme: dark) { :host([color-scheme="auto"]) > :not(style) { color-scheme: dark; } }'));
    assert.ok(dark.includes('--_eb-surface: light-dark(#ffffff, #1b1726);'));
  });

  test("env.colorScheme of the server data is the page's scheme for an element without the attribute: dark, auto through the media query, nothing for light", async () => {
    const css = async (colorScheme) => {
      const html = await renderFooter({ serverData: { env: { colorScheme } } });
      return html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    };
    assert.ok((await css('dark')).includes(WITHOUT_ATTRIBUTE));
    assert.ok((await css('auto')).includes(`@media (prefers-color-scheme: dark) { ${WITHOUT_ATTRIBUTE} }`));
    assert.ok(!(await css('light')).includes(WITHOUT_ATTRIBUTE));
  });

  test('a color-scheme it does not know gives one warning, and the element takes the default', async (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    const html = await renderHeader({ attributes: { 'color-scheme': 'night' } });
    assert.deepEqual(
      warn.mock.calls.map((call) => call.arguments.join(' ')),
      ['[eb-widgets/ssr] <eb-header> attribute "color-scheme" must be one of "light", "dark", "auto" (was "night"); the default is used instead.'],
    );
    // Written as given, as the browser will read it: no rule of either scheme names it.
    assert.match(html, /^<eb-header color-scheme="night">/);
  });
});

describe('eb-widgets/ssr: locale and page', () => {
  test('renders in the locale asked for, with its catalog: the footer in German', async () => {
    const html = await renderFooter({ locale: 'de_DE' });
    assert.match(content(html), /<div lang="de-DE" dir="ltr">/);
    assert.match(content(html), /aria-label="Fußzeile"|>Impressum</);
    assert.match(html, /data-eb-ssr="\{&quot;locale&quot;:&quot;de_DE&quot;/);
  });

  test('without a locale, resolves it as the library in the page will: env.locale, else the lang parameter of the page URL', async () => {
    const configured = await renderFooter({ serverData: { env: { serverUrl: 'https://www.eventbrite.com', locale: 'fr_FR' } } });
    assert.match(content(configured), /<div lang="fr-FR"/);
    const byQuery = await renderFooter({ serverData: { env: { serverUrl: 'https://www.eventbrite.com' } }, url: '/help/?lang=es_ES' });
    assert.match(content(byQuery), /<div lang="es-ES"/);
  });

  test("sign-in returns to the page given as url, and the signed-in user's menu is in the HTML", async () => {
    const anonymous = await renderHeader({ serverData: { env: { serverUrl: 'https://www.eventbrite.com' } }, url: 'https://www.eventbrite.com/e/42/?ref=x' });
    assert.ok(content(anonymous).includes('href="https://www.eventbrite.com/signin/?referrer=%2Fe%2F42%2F%3Fref%3Dx"'));
    const header = await renderHeader({ serverData: signedIn });
    assert.match(content(header), /class="eb-header__user-menu" part="user-menu"/);
    assert.match(content(header), /ada@example\.com/);
  });

  test('server data without request.path is for the page given as url, as the browser takes its own path', async () => {
    const serverData = { env: { serverUrl: 'https://www.eventbrite.com' } };
    // The create-event call to action shows on the home page, not on /help/ (src/header/header-links.ts).
    assert.match(content(await renderHeader({ serverData, url: '/' })), />Create an event</);
    assert.doesNotMatch(content(await renderHeader({ serverData, url: '/help/articles/' })), />Create an event</);
  });

  test("the copyright year is the given time's", async () => {
    const html = await renderFooter({ now: new Date('2031-06-01T12:00:00Z') });
    assert.match(content(html), /© <!-- -->2031<!-- --> Eventbrite|© 2031 Eventbrite/);
  });
});
