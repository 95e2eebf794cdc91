import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Locator, type Page } from './test';
import { FIXTURE_OF, readmeExamples, runnerFor } from '../scripts/readme-examples.mjs';
import { FIXTURES, serveCdn, serveFixtures } from './fixtures';
import { watchErrors } from './pages';

// Issue 15, 'Done when': "Every example in the README runs". Each example of README.md, as its
// reader would use it, against the packed package (fixtures/node_modules/eb-widgets):
// - html: served as a page on the sandbox's origin; a fragment inside a page with a configuration
//   block and the README's loader. The CDN URLs stay as written: the CDN is routed to the packed
//   files, answered with `Access-Control-Allow-Origin: *`, so the library runs cross-origin.
// - css: in a page holding the elements it names; each declaration is read back where it applies.
// - ts, tsx, vue, Angular: the fixture pages scripts/consumer.test.mjs built from them.
// Every test fails on a console error, an uncaught error or a CSP violation.

type Example = { name: string; lang: string; code: string; line: number };

const README = readFileSync('README.md', 'utf8');
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const LOADER_URL = `https://cdn.jsdelivr.net/npm/eb-widgets@${VERSION}/dist/eb-widgets.js`;
const LOADER = `<script type="module" src="${LOADER_URL}"></script>`;
// As the README's pages configure the elements.
const CONFIG = `<script type="application/json" data-eb-config>
      {"env": {"serverUrl": "https://www.eventbrite.com"}, "user": {"isAuthenticated": false}}
    </script>`;
const TAGS = ['eb-header', 'eb-footer', 'eb-event-card', 'eb-app-marketplace', 'eb-review-form'];
const CONCERT = '{"id": "1001", "name": "Jazz on the river", "startDate": "2027-06-12", "startTime": "19:30", "timezone": "Europe/London"}';

/** Page errors, console errors and CSP violations (`securitypolicyviolation`), as they happen. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems = watchErrors(page);
  await page.exposeFunction('reportCspViolation', (violation: string) => problems.push(`securitypolicyviolation: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} in ${event.sourceFile}:${event.lineNumber}`,
        ),
      { capture: true },
    );
  });
  return problems;
}

/** Serves `html` at `path` on the sandbox's origin and opens it. */
async function openHtml(page: Page, path: string, html: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(path);
}

/** The text an element shows inside its shadow root. */
const shadowText = (element: Locator) => element.evaluate((node) => node.shadowRoot?.textContent?.trim() ?? '');

/** The eb-* tags an example uses: raw tags, and the tags of the React wrappers it renders (<EbEventCard> is eb-event-card). */
function tagsOf(example: Example): string[] {
  const raw = [...example.code.matchAll(/<(eb-[a-z-]+)/g)].map((match) => match[1]);
  const wrappers =
    example.code
      .match(/import \{([^}]*)\} from 'eb-widgets\/react'/)?.[1]
      .split(',')
      .map((name) => name.trim()) ?? [];
  const wrapped = wrappers.filter((name) => example.code.includes(`<${name}`)).map((name) => name.replace(/(?<!^)[A-Z]/g, (letter) => `-${letter}`).toLowerCase());
  return [...new Set([...raw, ...wrapped])];
}

/** Every eb-* tag of the example is defined, and each of its elements shows something. */
async function expectTagsRendered(page: Page, example: Example): Promise<void> {
  for (const tag of tagsOf(example)) {
    await expect.poll(() => page.evaluate((name) => customElements.get(name) !== undefined, tag), `${tag} is defined`).toBe(true);
    const elements = page.locator(tag);
    await expect(elements.first(), `a ${tag} is on the page`).toBeVisible();
    for (const element of await elements.all()) await expect.poll(() => shadowText(element), `${tag} shows content`).not.toBe('');
  }
}

/** An html example as a page: as written when it is one, else inside a standard page. */
function pageOf(example: Example): string {
  if (/<html[\s>]/i.test(example.code)) return example.code;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>README example ${example.name}</title>
    ${CONFIG}
    ${example.code.includes(LOADER_URL) ? '' : LOADER}
  </head>
  <body>
${example.code}  </body>
</html>
`;
}

/**
 * Where an html example's page is served: a marketplace in history routing lives at its base
 * path (the README: the page must answer every path under it), anything else at /readme/NAME.html.
 */
function pathOf(example: Example): string {
  const basePath = example.code.match(/<eb-app-marketplace[^>]*\sbase-path="([^"]+)"/)?.[1];
  const memory = /<eb-app-marketplace[^>]*\srouting="memory"/.test(example.code);
  return basePath && !memory ? basePath : `/readme/${example.name}.html`;
}

/** An element of each tag a style sheet names, as a page would hold it. */
const SAMPLE_ELEMENTS: Record<string, string> = {
  'eb-event-card': `<eb-event-card event='${CONCERT}'></eb-event-card>`,
  'eb-footer': '<eb-footer></eb-footer>',
  'eb-header': '<eb-header></eb-header>',
  'eb-app-marketplace': '<eb-app-marketplace routing="memory"></eb-app-marketplace>',
  'eb-review-form': '<eb-review-form app-id="42" app-name="Mailbloom"></eb-review-form>',
};

/** A page holding the elements a css example names (the library adds the notification host itself). */
function cssPageOf(example: Example): string {
  const named = [...new Set([...example.code.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(eb-[a-z-]+)(?=[^{}]*\{)/g)].map((match) => match[1]))];
  const elements = named.filter((tag) => tag !== 'eb-notification-host');
  if (elements.length === 0) elements.push('eb-event-card');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>README example ${example.name}</title>
    ${CONFIG}
    ${LOADER}
    <style>
${example.code}    </style>
  </head>
  <body>
    ${elements.map((tag) => SAMPLE_ELEMENTS[tag] ?? `<${tag}></${tag}>`).join('\n    ')}
  </body>
</html>
`;
}

type RuleCheck = { selector: string; property: string; declared: string; target: string; computed: string; expected: string };

/**
 * Every declaration of the style sheet, read back where it applies: a custom property through
 * getComputedStyle on the element (on :root, on every eb-* element, which inherit it), any other
 * property on the element or, for `::part()`, on the part inside the shadow root, compared with
 * the same declarations computed on a probe element beside it.
 */
async function ruleChecks(page: Page, css: string): Promise<RuleCheck[]> {
  return page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    const checks: RuleCheck[] = [];
    const ebElements = () => [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('eb-'));
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule)) continue;
      for (const selector of rule.selectorText.split(',').map((part) => part.trim())) {
        const partMatch = selector.match(/^(.*)::part\(([\w-]+)\)$/);
        const hosts = partMatch ? [...document.querySelectorAll(partMatch[1])] : selector === ':root' ? [document.documentElement] : [...document.querySelectorAll(selector)];
        const targets = partMatch ? hosts.flatMap((host) => [...(host.shadowRoot?.querySelectorAll(`[part~="${partMatch[2]}"]`) ?? [])]) : hosts;
        for (const property of rule.style) {
          const declared = rule.style.getPropertyValue(property).trim();
          const custom = property.startsWith('--');
          // A custom property on :root reaches every element through inheritance.
          const readFrom = custom && selector === ':root' ? [document.documentElement, ...ebElements()] : targets;
          if (readFrom.length === 0) checks.push({ selector, property, declared, target: 'nothing', computed: '', expected: declared });
          for (const target of readFrom) {
            const computed = getComputedStyle(target).getPropertyValue(property).trim();
            let expected = declared;
            if (!custom) {
              const probe = document.createElement('div');
              probe.style.cssText = rule.style.cssText;
              (target.parentNode ?? document.body).appendChild(probe);
              expected = getComputedStyle(probe).getPropertyValue(property).trim();
              probe.remove();
            }
            const where =
              target.getRootNode() instanceof ShadowRoot ? `${(target.getRootNode() as ShadowRoot).host.localName} [part="${target.getAttribute('part')}"]` : target.localName;
            checks.push({ selector, property, declared, target: where, computed, expected });
          }
        }
      }
    }
    return checks;
  }, css);
}

/** A computed style of the element of `part` inside `host`'s shadow root. */
const partStyle = (host: Locator, part: string, property: string) =>
  host.evaluate(
    (element, [name, css]) => {
      const target = element.shadowRoot?.querySelector(`[part~="${name}"]`);
      return target ? getComputedStyle(target).getPropertyValue(css).trim() : 'no such part';
    },
    [part, property] as const,
  );

/** The requests the page made for the library's files on the sandbox's own origin. */
function watchSameOriginLibrary(page: Page, baseURL: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseURL).origin && (url.pathname.startsWith('/dist/') || url.pathname.includes('/eb-widgets'))) requests.push(url.pathname);
  });
  return requests;
}

/** A card's picture and name: vertical puts the picture above the name, horizontal beside it. */
async function cardLayoutSeen(card: Locator): Promise<'vertical' | 'horizontal' | 'unknown'> {
  return card.evaluate((element) => {
    const media = element.shadowRoot?.querySelector('[part~="media"]')?.getBoundingClientRect();
    const title = element.shadowRoot?.querySelector('[part~="title"]')?.getBoundingClientRect();
    if (!media || !title) return 'unknown';
    if (media.bottom <= title.top + 1) return 'vertical';
    if (media.right <= title.left + 1) return 'horizontal';
    return 'unknown';
  });
}

/**
 * A signed-in person saves the card with a click and the server says it is done: the card then
 * sends `eb-save-change`. The page is told the person is signed in (as its server would), and the
 * save call is answered here, since event 1001 is the README's, not the sandbox's.
 */
async function saveByClick(page: Page, card: Locator): Promise<void> {
  await page.route('**/api/v3/destination/save/', (route) => route.fulfill({ contentType: 'application/json', body: '{}' }));
  await page.evaluate(() => {
    const library = (window as unknown as { EBWidgets?: { configure(data: object): void } }).EBWidgets;
    if (!library) throw new Error('window.EBWidgets is missing');
    library.configure({ user: { isAuthenticated: true, publicId: 'u123', firstName: 'Ada' } });
  });
  await card.getByRole('button', { name: /^Save this event/ }).click();
}

type Context = { page: Page; baseURL: string; logs: string[]; problems: string[] };

/**
 * A framework's component (`within`: a selector prefix for its host) shows the card from an
 * object bound as a property (no `event` attribute), and the footer; its handler hears a save.
 */
async function cardBoundAsPropertyAndFooter({ page, logs }: Context, within: string): Promise<void> {
  const card = page.locator(`${within}eb-event-card`);
  await expect(card.getByRole('heading', { name: 'Jazz on the river' })).toBeVisible();
  await expect(card).not.toHaveAttribute('event');
  expect(await cardLayoutSeen(card)).toBe('horizontal');
  await expect(page.locator(`${within}eb-footer`).getByRole('contentinfo')).toBeVisible();
  await saveByClick(page, card);
  await expect.poll(() => logs).toContain('saved: true');
}

/** What each example is about, as a person sees it; the test of an example without one fails. */
const SHOWS: Record<string, { what: string; check: (context: Context) => Promise<void> }> = {
  'cdn-script': {
    what: 'the loader from the CDN defines the five tags',
    async check({ page }) {
      for (const tag of TAGS) await expect.poll(() => page.evaluate((name) => customElements.get(name) !== undefined, tag), `${tag} is defined`).toBe(true);
    },
  },
  'cdn-stylesheet': {
    what: 'the stylesheet from the CDN gives an element its room before its tag is defined: 64 px for <eb-header>, as tall as the header once drawn',
    async check({ page }) {
      const href = LOADER_URL.replace(/eb-widgets\.js$/, 'eb-widgets.css');
      // A frame with the stylesheet and no script: its elements stay undefined.
      await page.evaluate((sheet) => {
        const frame = document.createElement('iframe');
        frame.id = 'undefined-elements';
        frame.srcdoc = `<link rel="stylesheet" href="${sheet}"><eb-header></eb-header>`;
        document.body.append(frame);
      }, href);
      const header = page.frameLocator('#undefined-elements').locator('eb-header');
      await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().height)).toBe(64);
    },
  },
  'ssr-page': {
    what: 'the header and footer rendered in Node by eb-widgets/ssr, readable at once, then hydrated by the library from its CDN URL into the same DOM with no console message',
    async check({ page, problems }) {
      for (const tag of ['eb-header', 'eb-footer']) {
        const element = page.locator(tag);
        await expect.poll(() => element.evaluate((node) => node.shadowRoot?.querySelector('style') === null && node.shadowRoot.querySelector('[data-eb-ssr]') !== null)).toBe(true);
      }
      await expect(page.locator('eb-header').getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(page.locator('eb-footer').getByRole('combobox', { name: 'Locale' })).toHaveValue('en_US');
      // A mismatch is a console error (in problems); a locale the page does not show would have
      // dropped the server's root (a warning, and no [data-eb-ssr] above).
      expect(problems).toEqual([]);
    },
  },
  'plain-page': {
    what: "header, the card 'Jazz on the river' in its horizontal layout from its JSON attribute, the minimal footer; the page's listener hears eb-save-change when the card is saved",
    async check({ page, logs }) {
      await expect(page.locator('eb-header').getByRole('banner')).toBeVisible();
      const card = page.locator('eb-event-card');
      await expect(card.getByRole('heading', { name: 'Jazz on the river' })).toBeVisible();
      expect(await cardLayoutSeen(card)).toBe('horizontal');
      const footer = page.locator('eb-footer');
      await expect(footer.getByRole('contentinfo')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
      await saveByClick(page, card);
      await expect.poll(() => logs).toContain('event 1001 saved: true');
    },
  },
  'strict-csp-page': {
    what: 'the marketplace shows its apps with the Content Security Policy and Trusted Types enforced',
    async check({ page, problems }) {
      const marketplace = page.locator('eb-app-marketplace');
      await expect(marketplace.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(marketplace.getByRole('link', { name: /Mailbloom/ }).first()).toBeVisible();
      expect(problems).toEqual([]);
      // The policy is in force: an HTML string written to the DOM and a policy of another name are
      // refused, and reported as violations (which this test would fail on anywhere else).
      const enforced = await page.evaluate(() => {
        const { trustedTypes } = window as unknown as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } };
        const results: string[] = [];
        try {
          document.body.insertAdjacentHTML('beforeend', '<b>probe</b>');
          results.push('HTML string accepted');
        } catch (error) {
          results.push(`HTML string refused: ${(error as Error).name}`);
        }
        try {
          trustedTypes?.createPolicy('not-allowed', {});
          results.push('policy not-allowed created');
        } catch (error) {
          results.push(`policy not-allowed refused: ${(error as Error).name}`);
        }
        return results;
      });
      expect(enforced).toEqual(['HTML string refused: TypeError', 'policy not-allowed refused: TypeError']);
      // Chromium logs each refusal as a console error, then fires the violation event.
      const kind = (problem: string) =>
        problem.startsWith('securitypolicyviolation: ') ? problem.split(' ')[1] : /^console\.error: .*blocked\.$/.test(problem) ? 'console: blocked' : problem;
      await expect.poll(() => problems.map(kind).sort()).toEqual(['console: blocked', 'console: blocked', 'require-trusted-types-for', 'trusted-types']);
      problems.splice(0);
    },
  },
  'marketplace-tag': {
    what: 'the marketplace shows its home with the apps',
    async check({ page }) {
      const marketplace = page.locator('eb-app-marketplace');
      await expect(marketplace.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(marketplace.getByRole('link', { name: /Mailbloom/ }).first()).toBeVisible();
    },
  },
  'review-form-tag': {
    what: "the review form shows 'Rate your experience with Mailbloom' with its five stars",
    async check({ page }) {
      const form = page.locator('eb-review-form');
      const stars = form.getByRole('radiogroup', { name: 'Rate your experience with Mailbloom' });
      await expect(stars).toBeVisible();
      await expect(stars.getByRole('radio')).toHaveCount(5);
    },
  },
  theming: {
    what: 'the brand colour, the font, the card radius and the footer border apply',
    async check({ page }) {
      const card = page.locator('eb-event-card');
      await expect(card.getByRole('heading', { name: 'Jazz on the river' })).toBeVisible();
      await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
      await expect.poll(() => partStyle(card, 'card', 'border-top-left-radius')).toBe('16px');
      await expect.poll(() => partStyle(page.locator('eb-footer'), 'footer', 'border-top-width')).toBe('4px');
      await expect.poll(() => partStyle(page.locator('eb-footer'), 'footer', 'border-top-color')).toBe('rgb(10, 110, 92)');
      await expect.poll(() => partStyle(card, 'title', 'font-family')).toContain('Inter');
      // The re-brand reaches the brand colour inside the elements, which defaults to --eb-color-ui-orange.
      await expect.poll(() => partStyle(card, 'card', '--eb-color-brand')).toBe('#0a6e5c');
    },
  },
  'color-scheme': {
    what: 'the header is dark by its attribute; the footer follows the system setting through env.colorScheme, live',
    async check({ page }) {
      const scheme = (tag: string, role: 'banner' | 'contentinfo') =>
        page
          .locator(tag)
          .getByRole(role)
          .evaluate((element) => getComputedStyle(element).colorScheme);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('eb-header').getByRole('banner')).toBeVisible();
      await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
      expect(
        await page
          .locator('eb-header')
          .getByRole('banner')
          .evaluate((element) => getComputedStyle(element).backgroundColor),
      ).toBe('rgb(27, 23, 38)');
      expect(await scheme('eb-footer', 'contentinfo')).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await scheme('eb-footer', 'contentinfo')).toBe('dark');
      expect(await scheme('eb-header', 'banner')).toBe('dark');
    },
  },
  'notification-theming': {
    what: 'a message shows 64px below the top, at most 480px wide, with square corners',
    async check({ page }) {
      // A message to theme: a signed-in person saves the card, and the server says it is done.
      await page.route('**/api/v3/destination/save/', (route) => route.fulfill({ contentType: 'application/json', body: '{}' }));
      await page.evaluate(() =>
        (window as unknown as { EBWidgets: { configure(data: object): void } }).EBWidgets.configure({ user: { isAuthenticated: true, publicId: 'u1', firstName: 'Ada' } }),
      );
      await page
        .locator('eb-event-card')
        .getByRole('button', { name: /^Save this event/ })
        .click();
      const host = page.locator('eb-notification-host');
      await expect(host.getByText('Event has been saved successfully.')).toBeVisible();
      await expect.poll(() => partStyle(host, 'notification', 'border-top-left-radius')).toBe('0px');
      const box = await host.locator('[part~="notification"]').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(480);
      expect(await host.locator('[part~="area"]').evaluate((area) => area.getBoundingClientRect().top)).toBe(64);
    },
  },
  'react-app': {
    what: "the header, the card 'Jazz on the river' from its event prop, the footer; onSaveChange hears eb-save-change when the card is saved",
    async check({ page, logs }) {
      await expect(page.locator('eb-header').getByRole('banner')).toBeVisible();
      const card = page.locator('eb-event-card');
      await expect(card.getByRole('heading', { name: 'Jazz on the river' })).toBeVisible();
      expect(await cardLayoutSeen(card)).toBe('horizontal');
      await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
      await saveByClick(page, card);
      await expect.poll(() => logs).toContain('saved: true');
    },
  },
  'own-tag-name': {
    what: "a partner-event-card with the heading 'Jazz on the river'",
    async check({ page }) {
      const card = page.locator('partner-event-card');
      await expect(card.getByRole('heading', { name: 'Jazz on the river' })).toBeVisible();
      expect(await page.evaluate(() => customElements.get('partner-event-card') !== customElements.get('eb-event-card'))).toBe(true);
    },
  },
  'typed-events': {
    what: "the page's card turns vertical, and saving it with a click reaches the document listener with eb-save-change",
    async check({ page, logs }) {
      const card = page.locator('eb-event-card');
      await expect(card.getByRole('heading', { name: 'Jazz on the river' })).toBeVisible();
      await expect.poll(() => cardLayoutSeen(card)).toBe('vertical');
      await saveByClick(page, card);
      await expect.poll(() => logs).toContain('1001 true');
    },
  },
  'vue-component': {
    what: "the card 'Jazz on the river' from the .prop binding (an object, no attribute) and the footer; @eb-save-change hears the card being saved",
    check: (context) => cardBoundAsPropertyAndFooter(context, ''),
  },
  'angular-component': {
    what: "the card 'Jazz on the river' from the [event] property binding and the footer; (eb-save-change) hears the card being saved",
    check: (context) => cardBoundAsPropertyAndFooter(context, 'app-events '),
  },
};

/** How each runner opens its example. */
const OPEN: Record<string, (page: Page, example: Example) => Promise<void>> = {
  async page(page, example) {
    await serveCdn(page, VERSION);
    await openHtml(page, pathOf(example), pageOf(example));
  },
  async css(page, example) {
    await serveCdn(page, VERSION);
    await openHtml(page, `/readme/${example.name}.html`, cssPageOf(example));
  },
  async app(page, example) {
    await openFixturePage(page, 'app', example);
  },
  async vue(page, example) {
    await openFixturePage(page, 'vue', example);
  },
  async angular(page, example) {
    await openFixturePage(page, 'angular', example);
  },
  // A server's module: run here in Node against the packed package, its page served to the browser.
  async node(page, example) {
    await serveCdn(page, VERSION);
    const file = path.join(FIXTURES, 'consumer-app', 'readme', `${example.name}.mjs`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, example.code);
    const { pageHtml } = (await import(pathToFileURL(file).href)) as { pageHtml: (url: string) => Promise<string> };
    const address = `/readme/${example.name}.html`;
    await openHtml(page, address, await pageHtml(address));
  },
};

async function openFixturePage(page: Page, runner: keyof typeof FIXTURE_OF, example: Example): Promise<void> {
  const built = `${FIXTURE_OF[runner]}/dist/readme/${example.name}.html`;
  await serveFixtures(page, [built]);
  await page.goto(`/consumer/${built}`);
}

// The framework apps' files are built by scripts/consumer.test.mjs and run by
// e2e/react-frameworks.spec.ts; scripts/readme-examples.test.mjs checks them word for word.
const examples: Example[] = readmeExamples(README).filter((example: Example) => runnerFor(example) !== 'framework');

test('the README has examples, and each has a check here of what it shows', () => {
  expect(examples.length).toBeGreaterThan(0);
  expect(examples.map((example) => example.name).filter((name) => !SHOWS[name])).toEqual([]);
  expect(Object.keys(SHOWS).filter((name) => !examples.some((example) => example.name === name))).toEqual([]);
});

for (const example of examples) {
  const runner = runnerFor(example) as string | undefined;
  const shows = SHOWS[example.name];
  test(`README example ${example.name} (${example.lang}, README.md:${example.line}): ${shows?.what ?? 'runs'}, with no error and no CSP violation`, async ({ page, baseURL }) => {
    expect(runner && OPEN[runner], `no runner takes README example ${example.name} (${example.lang})`).toBeTruthy();
    expect(shows, `no check of what README example ${example.name} shows: add one to SHOWS`).toBeTruthy();
    const problems = await watchProblems(page);
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'log') logs.push(message.text());
    });
    const sameOrigin = watchSameOriginLibrary(page, baseURL!);
    await OPEN[runner!](page, example);
    if (runner !== 'css') await expectTagsRendered(page, example);
    await shows.check({ page, baseURL: baseURL!, logs, problems });
    if (runner === 'css') {
      const checks = await ruleChecks(page, example.code);
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.filter((check) => check.computed !== check.expected || check.target === 'nothing')).toEqual([]);
    }
    if (runner === 'page' || runner === 'css') expect(sameOrigin, 'the library came from its CDN URL, not from this origin').toEqual([]);
    expect(problems).toEqual([]);
  });
}
