import { expect, testOnWorkerPage as test, type Page } from './test';
import { signInAs } from './pages';

/** What the tests below read of dist/custom-elements.json (the Custom Elements Manifest's schema). */
type ManifestItem = { name: string; description?: string; type?: { text: string }; default?: string; darkDefault?: string };
type ManifestDeclaration = {
  tagName: string;
  customElement?: boolean;
  attributes: ManifestItem[];
  members: ManifestItem[];
  events: ManifestItem[];
  cssParts: ManifestItem[];
  cssProperties: ManifestItem[];
};

test.describe('dist/custom-elements.json (API.md §1)', () => {
  test('describes <eb-footer>: its attributes, properties, events, CSS parts and custom properties', async ({ request }) => {
    const response = await request.get('/dist/custom-elements.json');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as { modules: { declarations: ManifestDeclaration[] }[] };
    const declarations = manifest.modules.flatMap((module) => module.declarations);
    const footer = declarations.find((declaration) => declaration.tagName === 'eb-footer')!;
    expect(footer.customElement).toBe(true);
    expect(footer.attributes.map((attribute: { name: string }) => attribute.name)).toEqual(['color-scheme', 'minimal-links', 'hide-marketing']);
    expect(footer.attributes[0].type!.text).toBe("'light' | 'dark' | 'auto'");
    expect(footer.attributes[1].type!.text).toBe('boolean');
    expect(footer.attributes[1].description).toContain('Terms, Privacy and Cookies');
    expect(footer.members.map((member: { name: string }) => member.name)).toEqual(['colorScheme', 'minimalLinks', 'hideMarketing']);
    expect(footer.events.map((event: { name: string }) => event.name)).toEqual(['eb-locale-change', 'eb-manage-cookies']);
    expect(footer.events[0].type!.text).toContain('locale: string');
    expect(footer.cssParts.map((part: { name: string }) => part.name)).toEqual(['footer', 'marketing', 'links', 'locale-select']);
    expect(footer.cssProperties.map((property: { name: string }) => property.name)).toContain('--eb-footer-background');
    // A token that differs in the dark scheme has its dark default beside its default.
    expect(footer.cssProperties.find((property: { name: string }) => property.name === '--eb-color-surface')).toMatchObject({ default: '#ffffff', darkDefault: '#1b1726' });
  });

  test('describes every built element with its API.md §3 attributes and events', async ({ request }) => {
    const manifest = (await (await request.get('/dist/custom-elements.json')).json()) as { modules: { declarations: ManifestDeclaration[] }[] };
    const byTag = Object.fromEntries(manifest.modules.flatMap((module) => module.declarations).map((declaration) => [declaration.tagName, declaration]));
    const names = (list: { name: string }[]) => list.map((item) => item.name);
    expect(names(byTag['eb-header'].attributes)).toEqual(
      expect.arrayContaining(['variant', 'hide-header', 'hide-menu-toggle', 'hide-create-cta', 'show-browse-events', 'alternate-cta', 'search-query']),
    );
    expect(names(byTag['eb-header'].events)).toContain('eb-search');
    expect(names(byTag['eb-event-card'].attributes)).toEqual(expect.arrayContaining(['event', 'affiliate-code', 'layout']));
    expect(names(byTag['eb-event-card'].events)).toEqual(expect.arrayContaining(['eb-save-change', 'eb-share']));
    expect(names(byTag['eb-app-marketplace'].attributes)).toEqual(expect.arrayContaining(['base-path', 'routing', 'path', 'hide-header']));
    expect(names(byTag['eb-app-marketplace'].events)).toEqual(['eb-navigate', 'eb-analytics']);
    expect(names(byTag['eb-event-card'].events)).toContain('eb-analytics');
    expect(byTag['eb-event-card'].events.find((event) => event.name === 'eb-analytics')!.type!.text).toContain('category: string');
    expect(names(byTag['eb-review-form'].attributes)).toEqual(['color-scheme', 'app-id', 'app-name', 'installed']);
    // Every element takes a colour scheme (issue 40).
    for (const tag of ['eb-header', 'eb-footer', 'eb-event-card', 'eb-app-marketplace', 'eb-review-form']) expect(names(byTag[tag].attributes)).toContain('color-scheme');
    expect(names(byTag['eb-review-form'].events)).toEqual(['eb-review-saved', 'eb-review-error']);
  });
});

test('"Dark values for every --eb-* token, in the manifest": each dark default it gives for a token an element sets is the colour a dark element draws with', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/dist/custom-elements.json')).json()) as { modules: { declarations?: Partial<ManifestDeclaration>[] }[] };
  const darkDefaults = new Map<string, string>();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? [])
      for (const property of declaration.cssProperties ?? []) if (property.darkDefault) darkDefaults.set(property.name, property.darkDefault);
  }
  await page.goto('/legacy/');
  const footer = page.locator('eb-footer');
  await expect(footer.getByRole('contentinfo')).toBeVisible();
  const compared = await footer.evaluate(
    (element, tokens) => {
      element.setAttribute('color-scheme', 'dark');
      const box = [...element.shadowRoot!.children].find((child) => child.localName !== 'style')!;
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      /** A colour as 8-bit sRGB, however the browser gives it (rgb(), color(srgb-linear …)). */
      const srgb = (color: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data];
      };
      /** The colour of an outline: a colour token's value, or the focus ring, which is a whole outline. */
      const drawn = (outline: string) => {
        const probe = document.createElement('i');
        probe.style.outline = outline;
        box.append(probe);
        const color = getComputedStyle(probe).outlineColor;
        probe.remove();
        return srgb(color);
      };
      const results: Array<{ token: string; token_draws: number[]; documented: number[] }> = [];
      for (const [token, documented] of tokens) {
        // Only a token the element sets itself (on :host) has a value here; the others are read with a fallback where used.
        if (!getComputedStyle(element).getPropertyValue(token).trim()) continue;
        const outline = (value: string) => (token === '--eb-focus-ring' ? value : `2px solid ${value}`);
        results.push({ token, token_draws: drawn(outline(`var(${token})`)), documented: drawn(outline(documented)) });
      }
      return results;
    },
    [...darkDefaults],
  );
  expect(compared.map((item) => item.token).sort()).toEqual([
    '--eb-color-border',
    '--eb-color-brand-text',
    '--eb-color-link',
    '--eb-color-muted',
    '--eb-color-placeholder',
    '--eb-color-surface',
    '--eb-focus-ring',
    '--eb-focus-ring-halo',
  ]);
  for (const { token, token_draws, documented } of compared) {
    token_draws.forEach((channel, index) => expect(Math.abs(channel - documented[index]), `${token}: ${String(token_draws)} against ${String(documented)}`).toBeLessThanOrEqual(1));
  }
});

type Declaration = { tagName: string; cssParts: { name: string }[]; cssProperties: { name: string; description: string }[]; slots: unknown[] };

/**
 * What an element really exposes once rendered: each `--eb-*` property its shadow root's styles
 * read that the page can set (not assigned only by the element's own rules below :host), and each
 * part it renders.
 */
async function exposed(page: Page, tag: string) {
  return page
    .locator(tag)
    .first()
    .evaluate((element) => {
      const root = element.shadowRoot!;
      const read = new Set<string>();
      const assignedInside = new Set<string>();
      // A property the element sets on :host is a default the page can override on the element.
      const onHost = new Set<string>();
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const [, name] of rule.cssText.matchAll(/var\(\s*(--eb-[a-z0-9-]+)/g)) read.add(name);
            for (const name of Array.from(rule.style)) if (name.startsWith('--eb-')) (rule.selectorText.startsWith(':host') ? onHost : assignedInside).add(name);
          }
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of root.adoptedStyleSheets) walk(sheet.cssRules);
      const parts = new Set(Array.from(root.querySelectorAll('[part]')).flatMap((node) => node.getAttribute('part')!.split(/\s+/)));
      return { properties: [...read].filter((name) => !assignedInside.has(name) || onHost.has(name)), parts: [...parts] };
    });
}

test.describe('the manifest against what the elements render (issue 15)', () => {
  for (const [tag, path, persona] of [
    ['eb-header', '/legacy/', 'Ada'],
    ['eb-footer', '/legacy/', undefined],
    ['eb-event-card', '/partner/', undefined],
    ['eb-app-marketplace', '/apps/', undefined],
    ['eb-review-form', '/reviews/', 'Olivia'],
    ['eb-notification-host', '/partner/', undefined],
  ] as const) {
    test(`<${tag}>: every --eb-* custom property its styles read and every part it renders is in custom-elements.json, described`, async ({ page, request }) => {
      const manifest = (await (await request.get('/dist/custom-elements.json')).json()) as { modules: { declarations: Declaration[] }[] };
      const declaration: Declaration = manifest.modules.flatMap((module) => module.declarations).find((item) => item.tagName === tag)!;
      if (persona) await signInAs(page, persona, path);
      else await page.goto(path);
      // Rendered: its shadow root has content.
      await expect
        .poll(() =>
          page
            .locator(tag)
            .first()
            .evaluate((element) => element.shadowRoot?.childElementCount ?? 0),
        )
        .toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      const { properties, parts } = await exposed(page, tag);
      expect(properties.length).toBeGreaterThan(0);
      expect(properties.filter((name) => !declaration.cssProperties.some((item) => item.name === name))).toEqual([]);
      expect(parts.filter((name) => !declaration.cssParts.some((item) => item.name === name))).toEqual([]);
      for (const item of declaration.cssProperties) expect(item.description, item.name).not.toBe('');
      expect(declaration.slots).toEqual([]);
    });
  }
});
