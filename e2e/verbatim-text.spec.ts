import { expect, testOnWorkerPage as test, type Page } from './test';
import { CONFIG_BLOCK, LOADER, buildInTurn, htmlPage, notificationHost, openPage, watchErrors } from './pages';

// Issue 11 "Text is shown verbatim": a value put into a translated message (an organizer, an
// event or collection name, from an attribute, a property or the server) appears character for
// character as text. Lingui's <Trans> used to parse tags inside values ('Tickets by <b>bold</b>'
// showed 'Tickets by bold'), and every message decoded escape sequences inside values
// ('\u003cb\u003e' showed '<b>').

const VALUES = [
  '<script>x</script>',
  '<b>bold</b>',
  '{name}',
  '<0>x</0>',
  // Text that looks like a JSON escape: a backslash, a 'u' and four hex digits, as typed.
  String.raw`\u003cb\u003e \x41`,
];

// A message formatted to text (t, msg: names, notifications) only decoded escape sequences.
const TAGS_AND_BRACES = VALUES.slice(0, 4);

const EVENT_ID = '1';

const pageFor = (value: string, organizer: boolean) => {
  // The organizer line only where it is the message under test: each case checks its own message.
  const event = { id: EVENT_ID, name: value, url: 'https://www.eventbrite.com/e/1', ...(organizer && { ticketsBy: value }) };
  // A signed-in user: the card offers 'Add to collection'.
  const config = { env: { serverUrl: 'https://www.eventbrite.com' }, user: { isAuthenticated: true, publicId: 'u1', email: { email: 'ada@example.com' } } };
  // The property, as a framework sets it: an attribute could not hold every value unescaped.
  const script = `<script>document.getElementById('card').event = ${JSON.stringify(event).replace(/</g, '\\u003c')};</script>`;
  return { config, body: `<eb-event-card id="card"></eb-event-card>${script}` };
};

/** The user's collections, both named `value`: the card's event is in the second one. */
async function answerCollections(page: Page, value: string) {
  await page.route('**/api/v3/users/me/collections/', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        collections: [
          { id: 'c1', name: value, event_ids: [] },
          { id: 'c2', name: value, event_ids: [EVENT_ID] },
        ],
      }),
    }),
  );
  await page.route('**/api/v3/collections/c1/events/', (route) => route.fulfill({ contentType: 'application/json', body: '{}' }));
  await page.route(`**/api/v3/collections/c2/events/${EVENT_ID}/`, (route) => route.fulfill({ status: 204 }));
}

interface MessageCase {
  message: string;
  /** Values the code before this change already showed verbatim in this message (guards). */
  guards: readonly string[];
  organizer?: boolean;
  check: (page: Page, value: string) => Promise<void>;
}

const card = (page: Page) => page.locator('#card');

const MESSAGES: MessageCase[] = [
  {
    message: "'Tickets by {organizer}' (the event's ticketsBy)",
    organizer: true,
    // Lingui's <Trans> parsed tags in values, but left braces alone.
    guards: ['{name}'],
    check: async (page, value) => {
      const organizer = card(page).locator('.eb-event-card__organizer');
      await expect(organizer).toHaveText(`Tickets by ${value}`);
      expect(await organizer.evaluate((line) => line.children.length)).toBe(0);
    },
  },
  {
    message: "'Share {name}' (the share button's name)",
    guards: TAGS_AND_BRACES,
    check: async (page, value) => {
      await expect(card(page).getByRole('button', { name: `Share ${value}`, exact: true })).toBeVisible();
    },
  },
  {
    message: "'Save this event: {name}' (the save button's name)",
    guards: TAGS_AND_BRACES,
    check: async (page, value) => {
      await expect(card(page).getByRole('button', { name: `Save this event: ${value}`, exact: true })).toBeVisible();
    },
  },
  {
    message: "'Add to collection: {name}' (the collections button's name)",
    guards: TAGS_AND_BRACES,
    check: async (page, value) => {
      await expect(card(page).getByRole('button', { name: `Add to collection: ${value}`, exact: true })).toBeVisible();
    },
  },
  {
    message: "'Added to {name}.' (a collection name from the server)",
    guards: TAGS_AND_BRACES,
    check: async (page, value) => {
      await card(page)
        .getByRole('button', { name: /^Add to collection/ })
        .click();
      await card(page)
        .getByRole('menuitem', { name: `Add to collection: ${value}`, exact: true })
        .click();
      // The message, after its type said to screen readers.
      await expect(notificationHost(page).locator('[part="message"]')).toHaveText(`Success: Added to ${value}.`);
    },
  },
  {
    message: "'Removed from {name}.' (a collection name from the server)",
    guards: TAGS_AND_BRACES,
    check: async (page, value) => {
      await card(page)
        .getByRole('button', { name: /^Add to collection/ })
        .click();
      await card(page)
        .getByRole('menuitem', { name: `Remove from collection: ${value}`, exact: true })
        .click();
      // The message, after its type said to screen readers.
      await expect(notificationHost(page).locator('[part="message"]')).toHaveText(`Success: Removed from ${value}.`);
    },
  },
];

// Each value meets each message in one build, the two builds in turn, so every message and
// every value is shown by both builds.
test.describe('values in translated messages are shown verbatim', () => {
  for (const [messageIndex, { message, guards, organizer = false, check }] of MESSAGES.entries()) {
    for (const [valueIndex, value] of VALUES.entries()) {
      const { build, script } = buildInTurn(messageIndex + valueIndex);
      test(`${message} with ${JSON.stringify(value)}${guards.includes(value) ? ' (guard)' : ''} (${build})`, async ({ page }) => {
        const errors = watchErrors(page);
        await answerCollections(page, value);
        const { config, body } = pageFor(value, organizer);
        await openPage(page, '/e2e-verbatim.html', htmlPage(CONFIG_BLOCK(config) + script, body));
        await expect(card(page).getByRole('heading', { name: value, exact: true })).toBeVisible();
        await check(page, value);
        expect(errors).toEqual([]);
      });
    }
  }
});

// The header puts no server value into a message: the user's name or email is text of its own.
// These guard that it stays so (they passed before this change too).
test.describe("the header's user menu shows the user's name as given (guard)", () => {
  for (const value of VALUES) {
    test(`a full name ${JSON.stringify(value)} (guard)`, async ({ page }) => {
      const errors = watchErrors(page);
      const config = { env: { serverUrl: 'https://www.eventbrite.com' }, user: { isAuthenticated: true, publicId: 'u1', fullName: value } };
      // As a server template writes it: '<' escaped, so '</script>' in a value cannot end the block.
      const block = `<script type="application/json" data-eb-config>${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
      await openPage(page, '/e2e-verbatim-header.html', htmlPage(block + LOADER, '<eb-header></eb-header>'));
      await expect(page.locator('eb-header .eb-header__user-label')).toHaveText(value);
      expect(errors).toEqual([]);
    });
  }
});
