import { expect, test, type Page } from './test';
import {
  holdRequests,
  htmlPage,
  inTurn,
  layoutShifts,
  LOADER,
  openPage,
  pageInTwoParts,
  recordLayoutShifts,
  serverStylesReplaced,
  shadowHtml,
  signInAs,
  watchConsole,
} from './pages';

// Issue 16, 'Server-rendered header and footer': /legacy/ places <eb-header> and <eb-footer> as
// eb-widgets/ssr renders them (declarative shadow DOM). Before any script they are readable and
// usable; the library (only dist/ files: the IIFE or the module loader) then hydrates them with
// no console message, the same DOM and no layout shift.

const SCRIPTS = {
  'the IIFE': '<script defer src="/dist/eb-widgets.iife.js"></script>',
  'the module loader': LOADER,
} as const;

const VIEWPORTS = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } } as const;

/**
 * /legacy/ as the session gets it, with the library's script tag replaced by `script`. Waits only
 * until the page's HTML is parsed (deferred scripts may be held back), not for its load event.
 */
async function legacyPageWith(page: Page, script: string, transform = (html: string) => html): Promise<void> {
  const html = await (await page.request.get('/legacy/')).text();
  const swapped = html.replace(/<script\b[^>]*\bsrc="\/dist\/[^"]+"[^>]*><\/script>/, script);
  if (!swapped.includes(script)) throw new Error('/legacy/ has no library script tag to swap');
  await page.route('**/legacy/', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: transform(swapped) }));
  await page.goto('/legacy/', { waitUntil: 'commit' });
  // 'interactive' once parsing ends, before deferred and module scripts run.
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** Holds back every /dist/ file until the returned function is called: the page as it is before scripts. */
const holdScripts = (page: Page) => holdRequests(page, '**/dist/**');

/** Hydrated: defined, the server's <style> gave way to the adopted stylesheets, the effects after hydration ran. */
async function hydrated(page: Page, tag: string): Promise<void> {
  await serverStylesReplaced(page, tag);
  await page.waitForTimeout(300);
}

test.describe('server-rendered header and footer before any script (JavaScript disabled)', () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });

  test("the header's and footer's links and text are there and readable by role", async ({ page }) => {
    await page.goto('/legacy/');
    const header = page.locator('eb-header');
    await expect(header.getByRole('banner')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Eventbrite home' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main Navigation' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Organize' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    // The narrow layout's Menu is there too, hidden by CSS at this width.
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    const footer = page.locator('eb-footer');
    await expect(footer.getByRole('contentinfo')).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
    for (const name of ['About', 'Blog', 'Careers', 'Terms', 'Privacy', 'San Francisco Events']) await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.getByRole('combobox', { name: 'Locale' })).toHaveValue('en_US');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Eventbrite`)).toBeVisible();
  });

  test('"the server-rendered header and footer (eb-widgets/ssr takes the scheme and renders it, with auto through a prefers-color-scheme media query so the HTML is right before any script)"', async ({
    page,
  }) => {
    const fragment = async (tag: string, query: string) => (await page.request.get(`/render/${tag}?${query}`)).text();
    const body = [
      await fragment('eb-header', 'color-scheme=dark'),
      (await fragment('eb-header', 'color-scheme=auto')).replace('<eb-header', '<eb-header id="auto"'),
      await fragment('eb-footer', 'color-scheme=auto'),
    ].join('');
    await openPage(page, '/ssr-schemes/', htmlPage('', body));
    /** The colour scheme and background of a server-rendered header's banner, as drawn. */
    const banner = (selector: string) =>
      page
        .locator(selector)
        .getByRole('banner')
        .evaluate((element) => ({ scheme: getComputedStyle(element).colorScheme, background: getComputedStyle(element).backgroundColor }));
    const DARK = { scheme: 'dark', background: 'rgb(27, 23, 38)' };
    const LIGHT = { scheme: 'light', background: 'rgb(255, 255, 255)' };
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await banner('eb-header:not([id])')).toEqual(DARK);
    expect(await banner('#auto')).toEqual(LIGHT);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await banner('eb-header:not([id])')).toEqual(DARK);
    expect(await banner('#auto')).toEqual(DARK);
    // The footer is dark in both schemes; its outermost box takes the scheme all the same.
    expect(
      await page
        .locator('eb-footer')
        .getByRole('contentinfo')
        .evaluate((element) => getComputedStyle(element).colorScheme),
    ).toBe('dark');
  });

  test('Tab moves through the links of the header, then the page, then the footer', async ({ page }) => {
    await page.goto('/legacy/');
    const header = page.locator('eb-header');
    const footer = page.locator('eb-footer');
    /** Presses Tab until `locator` has focus (the page's own links come between): true once it does. */
    const tabTo = async (locator: ReturnType<Page['locator']>, most = 6) => {
      for (let presses = 0; presses < most; presses++) {
        await page.keyboard.press('Tab');
        if (await locator.evaluate((element) => element === (element.getRootNode() as Document | ShadowRoot).activeElement)) return true;
      }
      return false;
    };
    // The sandbox's demo bar comes first; then the header, one control after the other.
    expect(await tabTo(header.getByRole('link', { name: 'Skip Main Navigation' }))).toBe(true);
    for (const next of [
      header.getByRole('link', { name: 'Eventbrite home' }),
      header.getByRole('button', { name: 'Search events' }),
      header.getByRole('button', { name: 'Organize' }),
      header.getByRole('button', { name: 'Help' }),
      header.getByRole('link', { name: 'Sign In' }),
      header.getByRole('link', { name: 'Sign Up' }),
    ]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
    // On into the footer: its links in order.
    const footerLinks = footer.getByRole('link');
    expect(await tabTo(footerLinks.first())).toBe(true);
    for (let index = 1; index < 4; index++) {
      await page.keyboard.press('Tab');
      await expect(footerLinks.nth(index)).toBeFocused();
    }
  });

  test('at 412 px the narrow layout shows: the Menu button and the search icon, not the wide links', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/legacy/');
    const header = page.locator('eb-header');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search events' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Organize' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
  });

  test("a header server-rendered for a signed-in user shows the user's menu, not Sign In", async ({ page }) => {
    await signInAs(page, 'Ada', '/legacy/');
    const header = page.locator('eb-header');
    // One trigger is shown (the narrow layout's is hidden by CSS at this width), with the user's email.
    await expect(header.getByRole('button', { name: /ada\..*@example\.com/i })).toHaveCount(1);
    await expect(header.getByRole('button', { name: /ada\..*@example\.com/i })).toBeVisible();
    await expect(header.getByRole('button', { name: /ada\..*@example\.com/i }).getByText(/ada\..*@example\.com/i)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(page.locator('eb-footer').getByRole('heading', { name: 'Use Eventbrite' })).toHaveCount(0);
  });
});

// Each build hydrates the signed-out header and footer; the other cases take the two builds in
// turn (both run the same code past their loaders).
for (const [name, script] of Object.entries(SCRIPTS)) {
  test.describe(`server-rendered header and footer hydrated by ${name}`, () => {
    test.use({ viewport: VIEWPORTS.desktop });

    test('hydrate with no console message of any type and the same DOM, then respond to real clicks', async ({ page }) => {
      const messages = watchConsole(page);
      const release = await holdScripts(page);
      await legacyPageWith(page, script);
      const before = { header: await shadowHtml(page, 'eb-header'), footer: await shadowHtml(page, 'eb-footer') };
      expect(before.header).toContain('data-eb-ssr=');
      release();
      await hydrated(page, 'eb-header');
      await hydrated(page, 'eb-footer');
      expect(messages).toEqual([]);
      expect(await shadowHtml(page, 'eb-header')).toBe(before.header);
      expect(await shadowHtml(page, 'eb-footer')).toBe(before.footer);
      // It responds: the Organize menu opens on a click, Manage Cookie Preferences navigates.
      const organize = page.locator('eb-header').getByRole('button', { name: 'Organize' });
      await organize.click();
      await expect(organize).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('eb-header').getByRole('menuitem', { name: 'Pricing' })).toBeVisible();
      await page.locator('eb-footer').getByRole('button', { name: 'Manage Cookie Preferences' }).click();
      await page.waitForURL(/\/help\/en-us\/articles\/cookie-statement\/$/);
      expect(messages).toEqual([]);
    });
  });
}

const scriptInTurn = (index: number) => inTurn(Object.entries(SCRIPTS), index);

test.describe('server-rendered header and footer hydrated by each build in turn', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  const [signedInName, signedInScript] = scriptInTurn(0);
  test(`a signed-in header hydrates with no console message and the same DOM; its user menu opens on a real click (${signedInName})`, async ({ page }) => {
    await signInAs(page, 'Ada', '/');
    const messages = watchConsole(page);
    const release = await holdScripts(page);
    await legacyPageWith(page, signedInScript);
    const before = await shadowHtml(page, 'eb-header');
    release();
    await hydrated(page, 'eb-header');
    expect(messages).toEqual([]);
    expect(await shadowHtml(page, 'eb-header')).toBe(before);
    const trigger = page
      .locator('eb-header')
      .getByRole('button', { name: /ada\..*@example\.com/i })
      .first();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('eb-header').getByRole('menuitem', { name: 'Tickets' })).toBeVisible();
  });

  const [checkName, checkScript] = scriptInTurn(1);
  test(`the check can fail: HTML that differs from what the browser renders is reported on the console (${checkName})`, async ({ page }) => {
    const messages = watchConsole(page);
    await legacyPageWith(page, checkScript, (html) => html.replace('>Careers<', '>Carrots<'));
    await expect.poll(() => messages.join('\n')).toMatch(/<eb-footer> did not match the HTML the server rendered/);
    await expect(page.locator('eb-footer').getByRole('link', { name: 'Careers' })).toBeVisible();
  });

  // Where the page's HTML is cut, and what is on screen until the rest arrives.
  const CUTS = {
    "inside the header's first link": { tag: 'eb-header', after: '</a>', role: 'banner', height: 64 },
    "inside the footer's locale list": { tag: 'eb-footer', after: '</option>', role: 'contentinfo', height: 0 },
  } as const;
  for (const [index, [where, { tag, after, role, height }]] of Object.entries(CUTS).entries()) {
    const [name, script] = scriptInTurn(index);
    test(`the server's HTML shows whole: a page that arrives in two parts, cut ${where}, keeps the element's room (${height} px) with nothing half drawn, then shows it with nothing moving (${name})`, async ({
      page,
      baseURL,
    }) => {
      await recordLayoutShifts(page);
      const html = (await (await page.request.get('/legacy/')).text()).replace(/<script\b[^>]*\bsrc="\/dist\/[^"]+"[^>]*><\/script>/, script);
      const cut = html.indexOf(after, html.indexOf('<div data-eb-ssr', html.indexOf(`<${tag}`))) + after.length;
      const site = await pageInTwoParts(baseURL!, '/legacy/', html.slice(0, cut), html.slice(cut));
      try {
        await page.goto(site.url, { waitUntil: 'commit' });
        await expect(page.getByText('A legacy server template')).toBeVisible();
        // Two frames painted with the first part.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await expect(page.locator(tag).getByRole(role)).toBeHidden();
        expect(await page.locator(tag).evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
        site.sendRest();
        await expect(page.locator(tag).getByRole(role)).toBeVisible();
        await hydrated(page, 'eb-header');
        await hydrated(page, 'eb-footer');
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        site.sendRest();
        await site.close();
      }
    });
  }

  for (const [index, [form, viewport]] of Object.entries(VIEWPORTS).entries()) {
    const [name, script] = scriptInTurn(index + 1);
    test(`no layout shift from the first paint through hydration, ${form} (${viewport.width} px): CLS 0 (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      // The library arrives late, as on a phone: the page paints with the server's HTML first.
      await page.route('**/dist/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await legacyPageWith(page, script);
      await hydrated(page, 'eb-header');
      await hydrated(page, 'eb-footer');
      const shifts = await layoutShifts(page);
      expect(shifts).toEqual([]);
    });
  }
});
