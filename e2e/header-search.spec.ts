import { expect, testOnWorkerPage as test, type Page } from './test';

// Issue 10: "Reopening the search takeover shows the suggestions for the current text, never the
// previous ones for a moment." On the sandbox's legacy page (the IIFE build), whose server
// answers the suggestions.

const header = (page: Page) => page.locator('eb-header');
const searchBar = (page: Page) => header(page).getByRole('button', { name: /^Search events/ });
const options = (page: Page) => header(page).getByRole('listbox', { name: 'Search events' }).getByRole('option');
const answered = (page: Page, query: string) =>
  page.waitForResponse((response) => response.url().includes('/destination/search/autocomplete/') && new URL(response.url()).searchParams.get('q') === query);

/**
 * From now on, every list of suggestions the header holds, recorded on each DOM change (so before
 * any frame can paint it): the option labels while the list is shown.
 */
async function recordShownLists(page: Page) {
  await header(page).evaluate((host) => {
    const lists: string[][] = [];
    const record = () => {
      const listbox = host.shadowRoot!.querySelector<HTMLElement>('[role="listbox"]');
      const shown = listbox && !listbox.hidden ? Array.from(listbox.querySelectorAll('[role="option"]'), (option) => option.textContent ?? '') : [];
      const last = lists[lists.length - 1];
      if (shown.length && JSON.stringify(shown) !== JSON.stringify(last)) lists.push(shown);
    };
    new MutationObserver(record).observe(host.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
    (window as unknown as { shownLists: string[][] }).shownLists = lists;
  });
  return () => page.evaluate(() => (window as unknown as { shownLists: string[][] }).shownLists);
}

/** Escape closes the list, a second Escape the takeover; the text stays for next time. */
async function closeTakeover(page: Page) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(header(page).getByRole('dialog')).toHaveCount(0);
}

test.describe('<eb-header> search takeover', () => {
  test('reopening shows the suggestions for the current text, never the previous ones for a moment', async ({ page }) => {
    await page.goto('/legacy/');
    await searchBar(page).click();
    const jazzAnswer = answered(page, 'jazz');
    await page.keyboard.type('jazz');
    await jazzAnswer;
    await expect(options(page).first()).toContainText(/jazz/i);
    const jazzList = await options(page).allTextContents();
    await closeTakeover(page);

    // Reopened on the same text: the answer for 'jazz' from the first frame on, nothing else.
    let shownLists = await recordShownLists(page);
    const againJazz = answered(page, 'jazz');
    await searchBar(page).click();
    await expect(header(page).getByRole('combobox', { name: 'Search events' })).toHaveValue('jazz');
    await againJazz;
    await expect(options(page)).toHaveText(jazzList);
    expect(await shownLists(), 'every list shown after reopening').toEqual([jazzList]);

    // The text changed and the takeover closed before its answer came: reopened, the answer for
    // 'jazz' is never shown for 'jazz night'.
    await page.keyboard.type(' night');
    await closeTakeover(page);
    shownLists = await recordShownLists(page);
    const nightAnswer = answered(page, 'jazz night');
    await searchBar(page).click();
    await expect(header(page).getByRole('combobox', { name: 'Search events' })).toHaveValue('jazz night');
    await nightAnswer;
    await expect(options(page).first()).toContainText(/night/i);
    const nightList = await options(page).allTextContents();
    expect(nightList, 'the answer for "jazz night" differs from the one for "jazz"').not.toEqual(jazzList);
    expect(await shownLists(), 'no list shown after reopening is the one for "jazz"').not.toContainEqual(jazzList);
    expect((await shownLists()).at(-1)).toEqual(nightList);
  });
});
