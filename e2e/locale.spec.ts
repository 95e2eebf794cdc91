import { expect, testOnWorkerPage as test, type Page } from './test';
import { CLASSIC_LOADER, CONFIG_BLOCK, IIFE, LOADER, htmlPage, openPage, watchDistRequests, watchErrors } from './pages';

// Spec 000 §4 "Locale", §9 "country-domain suffix map (com to en_US, co.uk to en_GB, de to de_DE,
// se to sv)" and §2 "'EU DSA Statement' link for .be, .dk, .de, .es, .fi, .fr, .ie, .it, .nl, .at,
// .pt, .ch, .se, .co.uk", on pages that load only dist/.

const footer = (page: Page) => page.locator('eb-footer');
const catalogRequests = (requests: string[]) => requests.filter((path) => path.startsWith('/dist/locales/'));

const SCRIPTS = [
  { name: 'the module loader', script: LOADER },
  { name: 'the IIFE file', script: IIFE },
  { name: 'the classic loader', script: CLASSIC_LOADER },
];

for (const { name, script } of SCRIPTS) {
  test.describe(`through ${name}`, () => {
    test('a page whose serverUrl is https://www.eventbrite.se loads the Swedish catalog and shows the footer in Swedish, with the EU DSA Statement', async ({ page }) => {
      const errors = watchErrors(page);
      const requests = watchDistRequests(page);
      const config = CONFIG_BLOCK({ env: { serverUrl: 'https://www.eventbrite.se' } });
      await openPage(page, '/e2e-swedish-site.html', htmlPage(config + script, '<eb-footer></eb-footer>'));

      await expect(footer(page).getByRole('combobox', { name: 'Land och språk' })).toBeVisible();
      await expect(footer(page).getByRole('link', { name: 'Om oss' })).toHaveAttribute('href', 'https://www.eventbrite.se/l/about/');
      await expect(footer(page).getByRole('link', { name: 'Uttalande om EU:s DSA' })).toHaveAttribute('href', 'https://www.eventbrite.se/l/eu-dsa-statement/');
      await expect(footer(page).getByRole('combobox', { name: 'Land och språk' })).toHaveValue('sv_SE');
      expect(catalogRequests(requests)).toEqual(['/dist/locales/sv.json']);
      expect(errors).toEqual([]);
    });

    test("a page whose server data gives env.localeInfo.locale fr_CH on https://www.eventbrite.ch is shown in Swiss French, not in the .ch site's German, with the EU DSA Statement", async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const requests = watchDistRequests(page);
      const config = CONFIG_BLOCK({ env: { serverUrl: 'https://www.eventbrite.ch', localeInfo: { locale: 'fr_CH' } } });
      await openPage(page, '/e2e-swiss-french-site.html', htmlPage(config + script, '<eb-footer></eb-footer>'));

      await expect(footer(page).getByRole('combobox', { name: 'Pays et langue' })).toHaveValue('fr_CH');
      // Suisse (Français) lives under /fr/ of the .ch site.
      await expect(footer(page).getByRole('link', { name: 'À propos' })).toHaveAttribute('href', 'https://www.eventbrite.ch/fr/l/about/');
      await expect(footer(page).getByRole('link', { name: "Déclaration DSA de l'UE" })).toHaveAttribute('href', 'https://www.eventbrite.ch/fr/l/eu-dsa-statement/');
      expect(catalogRequests(requests)).toEqual(['/dist/locales/fr_FR.json']);
      expect(errors).toEqual([]);
    });

    test("env.locale 'sv' set by the page loads the Swedish catalog, with the EU DSA Statement", async ({ page }) => {
      const requests = watchDistRequests(page);
      await openPage(page, '/e2e-swedish-env-locale.html', htmlPage(CONFIG_BLOCK({ env: { locale: 'sv' } }) + script, '<eb-footer></eb-footer>'));

      await expect(footer(page).getByRole('link', { name: 'Uttalande om EU:s DSA' })).toBeVisible();
      await expect(footer(page).getByRole('combobox', { name: 'Land och språk' })).toHaveValue('sv_SE');
      expect(catalogRequests(requests)).toEqual(['/dist/locales/sv.json']);
    });
  });
}
