import { expect, test } from '@playwright/test';

test.describe('dist/custom-elements.json (API.md §1)', () => {
  test("describes <eb-footer>: its attributes, properties, events, CSS parts and custom properties", async ({ request }) => {
    const response = await request.get('/dist/custom-elements.json');
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    const declarations = manifest.modules.flatMap((module: { declarations: unknown[] }) => module.declarations);
    const footer = declarations.find((declaration: { tagName?: string }) => declaration.tagName === 'eb-footer');
    expect(footer.customElement).toBe(true);
    expect(footer.attributes.map((attribute: { name: string }) => attribute.name)).toEqual(['minimal-links', 'hide-marketing']);
    expect(footer.attributes[0].type.text).toBe('boolean');
    expect(footer.attributes[0].description).toContain('Terms, Privacy and Cookies');
    expect(footer.members.map((member: { name: string }) => member.name)).toEqual(['minimalLinks', 'hideMarketing']);
    expect(footer.events.map((event: { name: string }) => event.name)).toEqual(['eb-locale-change', 'eb-manage-cookies']);
    expect(footer.events[0].type.text).toContain('locale: string');
    expect(footer.cssParts.map((part: { name: string }) => part.name)).toEqual(['footer', 'marketing', 'links', 'locale-select']);
    expect(footer.cssProperties.map((property: { name: string }) => property.name)).toContain('--eb-footer-background');
  });

  test('describes every built element with its API.md §3 attributes and events', async ({ request }) => {
    const manifest = await (await request.get('/dist/custom-elements.json')).json();
    const byTag = Object.fromEntries(
      manifest.modules.flatMap((module: { declarations: { tagName: string }[] }) => module.declarations).map((declaration: { tagName: string }) => [declaration.tagName, declaration]),
    );
    const names = (list: { name: string }[]) => list.map((item) => item.name);
    expect(names(byTag['eb-header'].attributes)).toEqual(
      expect.arrayContaining(['variant', 'hide-header', 'hide-menu-toggle', 'hide-create-cta', 'show-browse-events', 'alternate-cta', 'search-query']),
    );
    expect(names(byTag['eb-header'].events)).toContain('eb-search');
    expect(names(byTag['eb-event-card'].attributes)).toEqual(expect.arrayContaining(['event', 'affiliate-code', 'layout']));
    expect(names(byTag['eb-event-card'].events)).toEqual(expect.arrayContaining(['eb-save-change', 'eb-share']));
    expect(names(byTag['eb-app-marketplace'].attributes)).toEqual(expect.arrayContaining(['base-path', 'routing', 'path', 'hide-header']));
    expect(names(byTag['eb-app-marketplace'].events)).toEqual(['eb-navigate']);
    expect(names(byTag['eb-review-form'].attributes)).toEqual(['app-id', 'app-name', 'installed']);
    expect(names(byTag['eb-review-form'].events)).toEqual(['eb-review-saved', 'eb-review-error']);
  });
});
