import { waitFor } from '@testing-library/dom';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../elements/eb-review-form';
import { $notifications, removeNotification } from '../stores/notifications';
import { configure, resetServerData } from '../stores/server-data';
import { expectNoAxeViolations } from '../test-support/axe';
import { captureConsole } from '../test-support/console';
import { cleanupElements, mountHtml, pageNotifications, rendered, shadow } from '../test-support/elements';
import { fakeRatingsApi, wireReview, type FakeRatingsApi } from '../test-support/fake-ratings-api';
import { expectFocusOn } from '../test-support/focus';
import { clickWithMouse } from '../test-support/pointer';
import { resetUserReviews } from './user-reviews';

// <eb-review-form>, spec 001 §4 (one-click rating, review modal), §5 (validation), §6 (reviewer),
// §7 (rating calls), §8 (errors and messages). Every test mounts the real element and uses a real
// mouse and keyboard.

let server: FakeRatingsApi | undefined;

beforeEach(() => {
  configure({ user: { isAuthenticated: true, publicId: 'u1' } });
  sessionStorage.clear();
});

afterEach(async () => {
  cleanupElements();
  server?.restore();
  server = undefined;
  resetUserReviews();
  resetServerData();
  sessionStorage.clear();
  for (const notification of $notifications.get()) removeNotification(notification.id);
  await resetMouse();
});

const START = 'app-id="42" app-name="Mailbloom" installed';

async function mountForm(attributes = START) {
  const host = await rendered(mountHtml(`<eb-review-form ${attributes}></eb-review-form>`).querySelector<HTMLElement>('eb-review-form'));
  const view = shadow(host);
  return { host, root: host.shadowRoot!, view };
}

/** Mounts an installed app's form and waits until the user's review has loaded. */
async function mountLoaded(attributes = START) {
  const mounted = await mountForm(attributes);
  await waitFor(() => expect(mounted.view.getByRole('radiogroup').getAttribute('aria-busy')).to.equal(null));
  return mounted;
}

type View = Awaited<ReturnType<typeof mountForm>>['view'];

const star = (view: View, count: number) => view.getAllByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` })[0];
/** The modal's star: the one-click group's stars come first in the shadow root. */
const modalStar = (view: View, count: number) => view.getAllByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }).at(-1)!;
const checkedStars = (view: View) =>
  view
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.getAttribute('aria-label'));
const titleField = (view: View) => view.getByRole<HTMLInputElement>('textbox', { name: /^Title/ });
const textField = (view: View) => view.getByRole<HTMLTextAreaElement>('textbox', { name: 'Review' });
const submitButton = (view: View) => view.getByRole('button', { name: 'Submit' });

/** Rates with a real click and waits for the review modal. */
async function rateAndOpen(view: View, count: number) {
  await clickWithMouse(star(view, count));
  await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
}

/** Waits for the message modal that thanks the person after a save, what they see next. */
const thankYou = (view: View) => waitFor(() => view.getByRole('dialog', { name: 'Thank you for your review' }));

async function typeInto(field: HTMLElement, text: string) {
  await clickWithMouse(field);
  await sendKeys({ type: text });
}

/** Every detail of an `eb-*` event that reaches the document. */
function recordEvents(name: string) {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  document.addEventListener(name, listener);
  return { details, stop: () => document.removeEventListener(name, listener) };
}

describe('one-click rating (spec 001 §4)', () => {
  it("five stars, 1 to 5: a radio group, each star named '1 star' to '5 stars'", async () => {
    server = fakeRatingsApi();
    const { view } = await mountLoaded();
    expect(view.getByRole('radiogroup', { name: 'Rate your experience with Mailbloom' })).to.exist;
    expect(view.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).to.deep.equal(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checkedStars(view)).to.deep.equal([]);
  });

  it("heading 'Rate your experience with {app}', or 'Your rating for {app}' once rated", async () => {
    server = fakeRatingsApi();
    const { view } = await mountLoaded();
    expect(view.getByRole('heading', { level: 2 }).textContent).to.equal('Rate your experience with Mailbloom');
    await rateAndOpen(view, 4);
    expect(view.getAllByRole('heading', { level: 2 })[0].textContent).to.equal('Your rating for Mailbloom');
  });

  it("shown only when installed: the user's review (GET /apps/{app_id}/ratings/?user_id=) loads on mount and fills the stars and the form", async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ rating: 3, review_title: 'Solid', review_text: 'Does the job.' }) } });
    const { view } = await mountLoaded();
    const [load] = server.requests;
    expect(load.method).to.equal('GET');
    expect(load.path).to.equal('/apps/42/ratings/');
    expect(load.search.get('user_id')).to.equal('u1');
    expect(checkedStars(view)).to.deep.equal(['3 stars']);
    expect(view.getByRole('heading', { level: 2 }).textContent).to.equal('Your rating for Mailbloom');
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(titleField(view).value).to.equal('Solid');
    expect(textField(view).value).to.equal('Does the job.');
    expect(modalStar(view, 3).getAttribute('aria-checked')).to.equal('true');
  });

  it('clicking a star creates the review with the rating and the locale, shows a spinner, then opens the review modal', async () => {
    server = fakeRatingsApi();
    const { view } = await mountLoaded();
    server.hold();
    await clickWithMouse(star(view, 4));
    await waitFor(() => expect(view.getByRole('status', { name: 'Loading' })).to.exist);
    expect(checkedStars(view)).to.deep.equal(['4 stars']);
    expect(view.queryByRole('dialog')).to.equal(null);
    server.release();
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(server.saves().map(({ path, body }) => ({ path, body }))).to.deep.equal([{ path: '/apps/42/ratings/', body: { rating: 4, locale: 'en_US' } }]);
    expect(view.queryByRole('status', { name: 'Loading' })).to.equal(null);
    expect(star(view, 4).getAttribute('aria-checked')).to.equal('true');
  });

  it('clicking a star edits an existing review with only the rating', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ id: '501', rating: 4 }) } });
    const { view } = await mountLoaded();
    await rateAndOpen(view, 2);
    expect(server.saves().map(({ path, body }) => ({ path, body }))).to.deep.equal([{ path: '/ratings/501/', body: { app_rating: { rating: 2 } } }]);
  });

  it('clicking the star of the current rating clears the selection, and sends nothing', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ rating: 4 }) } });
    const { view } = await mountLoaded();
    await clickWithMouse(star(view, 4));
    await waitFor(() => expect(checkedStars(view)).to.deep.equal([]));
    expect(view.getByRole('heading', { level: 2 }).textContent).to.equal('Rate your experience with Mailbloom');
    expect(view.queryByRole('dialog')).to.equal(null);
    expect(server.saves()).to.deep.equal([]);
  });

  it('a one-click rating that fails rolls the stars back and shows the error by code, with eb-review-error', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ rating: 4 }) } });
    const errors = recordEvents('eb-review-error');
    const { view } = await mountLoaded();
    server.failNext('UNKNOWN', 500);
    await clickWithMouse(star(view, 1));
    const message = await waitFor(() => view.getByRole('alertdialog', { name: 'Something weird happened' }));
    expect(message.textContent).to.contain('We ran into an error when trying to save your review. Try again at a later time.');
    expect(checkedStars(view)).to.deep.equal(['4 stars']);
    expect(errors.details).to.deep.equal([
      { code: 'UNKNOWN', message: 'Something weird happened – We ran into an error when trying to save your review. Try again at a later time.' },
    ]);
    errors.stop();
  });

  it('eb-review-saved {review} after a one-click rating too', async () => {
    server = fakeRatingsApi();
    const saved = recordEvents('eb-review-saved');
    const { view } = await mountLoaded();
    await rateAndOpen(view, 5);
    expect(saved.details).to.have.length(1);
    expect((saved.details[0] as { review: { rating: number; id: string } }).review).to.include({ rating: 5, id: '901' });
    saved.stop();
  });
});

describe("not installed (spec 001 §6: 'Reviewer')", () => {
  it("without installed the stars are not shown and nothing is fetched; 'Review this app' shows 'You can't leave a review just yet – To write a review, you must have this app installed.'", async () => {
    server = fakeRatingsApi();
    const { view } = await mountForm('app-id="42" app-name="Mailbloom"');
    expect(view.queryAllByRole('radio')).to.have.length(0);
    const button = view.getByRole('button', { name: 'Review this app' });
    await clickWithMouse(button);
    const message = await waitFor(() => view.getByRole('alertdialog', { name: "You can't leave a review just yet" }));
    expect(message.textContent).to.contain('To write a review, you must have this app installed.');
    expect(server.requests).to.deep.equal([]);
  });
});

describe('the review modal (spec 001 §4, §5)', () => {
  it("title required: 'Required field' once the field was touched", async () => {
    server = fakeRatingsApi();
    const { view } = await mountLoaded();
    await rateAndOpen(view, 4);
    expect(view.queryByText('Required field')).to.equal(null);
    await clickWithMouse(titleField(view));
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(view.getByText('Required field')).to.exist);
    expect(titleField(view).getAttribute('aria-invalid')).to.equal('true');
    expect(titleField(view).getAttribute('aria-describedby')).to.contain(view.getByText('Required field').id);
  });

  it("title at most 100 characters: 'Max 100 character limit!', its counter, and nothing typed is cut", async () => {
    server = fakeRatingsApi();
    const { view } = await mountLoaded();
    await rateAndOpen(view, 4);
    await typeInto(titleField(view), 'x'.repeat(100));
    expect(view.getByText('100/100')).to.exist;
    expect(view.queryByText('Max 100 character limit!')).to.equal(null);
    await sendKeys({ type: 'y' });
    await waitFor(() => expect(view.getByText('Max 100 character limit!')).to.exist);
    expect(view.getByText('101/100')).to.exist;
    expect(titleField(view).value).to.equal(`${'x'.repeat(100)}y`);
  });

  it("text optional, at most 1024 characters: 'Max 1024 character limit!', with its counter", async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ review_text: 'z'.repeat(1023) }) } });
    const { view } = await mountLoaded();
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(view.getByText('1023/1024')).to.exist;
    await clickWithMouse(textField(view));
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'ab' });
    await waitFor(() => expect(view.getByText('Max 1024 character limit!')).to.exist);
    expect(view.getByText('1025/1024')).to.exist;
    expect(submitButton(view).getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => expect(view.queryByText('Max 1024 character limit!')).to.equal(null));
    // Empty text is fine: it is optional.
    expect(submitButton(view).getAttribute('aria-disabled')).to.equal(null);
  });

  it('submit is disabled with no star or an invalid form', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ rating: 3, review_title: 'Solid' }) } });
    const { view } = await mountLoaded();
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(submitButton(view).getAttribute('aria-disabled')).to.equal(null);
    // The star of the current rating clears it: no star.
    await clickWithMouse(modalStar(view, 3));
    await waitFor(() => expect(submitButton(view).getAttribute('aria-disabled')).to.equal('true'));
    await clickWithMouse(modalStar(view, 5));
    await waitFor(() => expect(submitButton(view).getAttribute('aria-disabled')).to.equal(null));
    await clickWithMouse(titleField(view));
    await sendKeys({ press: 'End' });
    for (let i = 0; i < 'Solid'.length; i += 1) await sendKeys({ press: 'Backspace' });
    await waitFor(() => expect(submitButton(view).getAttribute('aria-disabled')).to.equal('true'));
    await clickWithMouse(submitButton(view));
    expect(server.saves()).to.deep.equal([]);
  });

  it('errors show after a failed submit: Enter in the title with no title shows every error and takes focus to the first', async () => {
    server = fakeRatingsApi();
    const { view, root } = await mountLoaded();
    await rateAndOpen(view, 4);
    // Clear the star in the modal, then submit with Enter from the text field's neighbour, the title.
    await clickWithMouse(modalStar(view, 4));
    await clickWithMouse(titleField(view));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(view.getAllByText('Required field')).to.have.length(2));
    // The first error is the stars': focus goes to the group's one tab stop, the star last touched.
    await waitFor(() => expectFocusOn(root, modalStar(view, 4)));
    expect(server.saves()).to.have.length(1);
  });

  it('creates a review when the user has none, with the locale', async () => {
    // The one-click save created it; the modal then edits. A user whose review the page lost
    // (or another tab removed) still gets a create: the store decides, not the modal.
    server = fakeRatingsApi();
    const { view } = await mountLoaded();
    await rateAndOpen(view, 4);
    expect(server.saves()[0].body).to.deep.equal({ rating: 4, locale: 'en_US' });
    await typeInto(titleField(view), 'Great');
    await clickWithMouse(submitButton(view));
    await thankYou(view);
    expect(server.saves()[1]).to.deep.include({ path: '/ratings/901/', body: { app_rating: { rating: 4, review_title: 'Great' } } });
  });

  it('an edit sends only the non-null fields: no text written, no text sent', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ id: '501', rating: 4, review_title: 'Old', review_text: '' }) } });
    const { view } = await mountLoaded();
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    await clickWithMouse(titleField(view));
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' and new' });
    await clickWithMouse(submitButton(view));
    await waitFor(() => expect(server!.saves()).to.have.length(1));
    expect(server.saves()[0]).to.deep.include({ path: '/ratings/501/', body: { app_rating: { rating: 4, review_title: 'Old and new' } } });
    await thankYou(view);
  });

  it('an edit that clears a written text sends the empty text, so the server clears it', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ id: '501', rating: 4, review_title: 'Old', review_text: 'Gone' }) } });
    const { view } = await mountLoaded();
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    await clickWithMouse(textField(view));
    await sendKeys({ press: 'End' });
    for (let i = 0; i < 4; i += 1) await sendKeys({ press: 'Backspace' });
    await clickWithMouse(submitButton(view));
    await waitFor(() => expect(server!.saves()).to.have.length(1));
    expect(server.saves()[0].body).to.deep.equal({ app_rating: { rating: 4, review_title: 'Old', review_text: '' } });
    await thankYou(view);
  });

  it('closing the modal resets its selected rating: the stars show the saved rating, not the unsaved choice', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ rating: 4 }) } });
    const { view } = await mountLoaded();
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    await clickWithMouse(modalStar(view, 2));
    await clickWithMouse(view.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expect(checkedStars(view)).to.deep.equal(['4 stars']);
  });
});

describe('after saving (spec 001 §4, §8)', () => {
  it("success: the modal closes, 'Thank you for your review' shows in a message modal and is announced, eb-review-saved {review}", async () => {
    server = fakeRatingsApi();
    const saved = recordEvents('eb-review-saved');
    const { view } = await mountLoaded();
    await rateAndOpen(view, 4);
    await typeInto(titleField(view), 'Great');
    await typeInto(textField(view), 'Works.');
    await clickWithMouse(submitButton(view));
    const thanks = await thankYou(view);
    expect(view.queryAllByRole('textbox')).to.have.length(0);
    const notifications = await pageNotifications();
    await waitFor(() => expect(notifications.getByRole('status').textContent).to.contain('Thank you for your review'));
    expect(saved.details).to.have.length(2);
    expect((saved.details[1] as { review: object }).review).to.deep.include({ rating: 4, reviewTitle: 'Great', reviewText: 'Works.' });
    await clickWithMouse(view.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(thanks.isConnected).to.equal(false));
    saved.stop();
  });

  const FAILURES: [code: string, status: number, title: string, body: string | null][] = [
    ['APP_ALREADY_RATED', 400, 'You already reviewed this app', 'Your review keeps others informed and helps our partners improve their app.'],
    ['APP_NOT_INSTALLED', 400, "You can't leave a review just yet", 'To write a review, you must have this app installed.'],
    ['ARGUMENTS_ERROR', 400, "You can't leave a review just yet", 'To write a review, you must have this app installed.'],
    ['NOT_AUTHORIZED', 403, 'You do not have permission to access the resource you requested.', null],
    ['UNKNOWN', 500, 'Something weird happened', 'We ran into an error when trying to save your review. Try again at a later time.'],
  ];
  for (const [code, status, title, body] of FAILURES) {
    it(`failure ${code}: the modal closes, the message modal says '${title}${body ? ` – ${body}` : ''}', eb-review-error {code, message}`, async () => {
      server = fakeRatingsApi();
      const errors = recordEvents('eb-review-error');
      const { view } = await mountLoaded();
      await rateAndOpen(view, 3);
      await typeInto(titleField(view), 'Fine');
      server.failNext(code, status);
      await clickWithMouse(submitButton(view));
      const message = await waitFor(() => view.getByRole('alertdialog', { name: title }));
      expect(view.queryByRole('dialog')).to.equal(null);
      if (body) expect(message.textContent).to.contain(body);
      expect(errors.details).to.deep.equal([{ code, message: body ? `${title} – ${body}` : title }]);
      await expectNoAxeViolations(view.getByRole('alertdialog'));
      errors.stop();
    });
  }
});

describe('a draft that is never lost (issue 13)', () => {
  const DRAFT_KEY = 'eb-review-draft:42:u1';

  it('is kept per app and user in session storage from the first keystroke', async () => {
    server = fakeRatingsApi();
    const { view } = await mountLoaded();
    await rateAndOpen(view, 4);
    await typeInto(titleField(view), 'G');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).to.deep.equal({ rating: 4, title: 'G', text: '' }));
    expect(Object.keys(sessionStorage)).to.deep.equal([DRAFT_KEY]);
  });

  it("after a failed save (500), reopening the form restores it and says 'Your unsaved review was restored'", async () => {
    server = fakeRatingsApi();
    const { view } = await mountLoaded();
    await rateAndOpen(view, 4);
    await typeInto(titleField(view), 'Kept');
    await typeInto(textField(view), 'Every word.');
    server.failNext('UNKNOWN', 500);
    await clickWithMouse(submitButton(view));
    await waitFor(() => view.getByRole('alertdialog', { name: 'Something weird happened' }));
    await sendKeys({ press: 'Escape' });
    await clickWithMouse(view.getByRole('button', { name: 'Write a review' }));
    await waitFor(() => expect(view.getByText('Your unsaved review was restored')).to.exist);
    expect(titleField(view).value).to.equal('Kept');
    expect(textField(view).value).to.equal('Every word.');
    await clickWithMouse(submitButton(view));
    await thankYou(view);
    expect(server.reviewOf('42')).to.include({ review_title: 'Kept', review_text: 'Every word.' });
    expect(sessionStorage.getItem(DRAFT_KEY)).to.equal(null);
  });

  it('survives a reload: a new page with the same app and user restores it', async () => {
    server = fakeRatingsApi();
    const first = await mountLoaded();
    await rateAndOpen(first.view, 2);
    await typeInto(titleField(first.view), 'Half written');
    // As after a reload: a fresh element and fresh stores; the tab's session storage stays.
    cleanupElements();
    resetUserReviews();
    const { view } = await mountLoaded();
    expect(checkedStars(view)).to.deep.equal(['2 stars']);
    await clickWithMouse(view.getByRole('button', { name: 'Write a review' }));
    await waitFor(() => expect(view.getByText('Your unsaved review was restored')).to.exist);
    expect(titleField(view).value).to.equal('Half written');
  });

  it('one user never sees the draft of another, nor of another app', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview(), 43: wireReview({ id: '502' }) } });
    sessionStorage.setItem('eb-review-draft:42:u2', JSON.stringify({ rating: 1, title: 'Not yours', text: '' }));
    sessionStorage.setItem('eb-review-draft:43:u1', JSON.stringify({ rating: 1, title: 'Other app', text: '' }));
    const { view } = await mountLoaded();
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(view.queryByText('Your unsaved review was restored')).to.equal(null);
    expect(titleField(view).value).to.equal('Works well');
  });

  it('discarding it goes back to the saved review and forgets the draft', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ rating: 4, review_title: 'Saved title' }) } });
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ rating: 2, title: 'Draft title', text: 'Draft text' }));
    const { view } = await mountLoaded();
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.getByText('Your unsaved review was restored')).to.exist);
    expect(titleField(view).value).to.equal('Draft title');
    await clickWithMouse(view.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(titleField(view).value).to.equal('Saved title'));
    expect(modalStar(view, 4).getAttribute('aria-checked')).to.equal('true');
    expect(view.queryByText('Your unsaved review was restored')).to.equal(null);
    expect(sessionStorage.getItem(DRAFT_KEY)).to.equal(null);
  });

  it('what is stored that is not a draft (edited by hand, another version) is ignored', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview({ review_title: 'Saved title' }) } });
    sessionStorage.setItem(DRAFT_KEY, '{"rating": "five", "title": 3}');
    const { view } = await mountLoaded();
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(titleField(view).value).to.equal('Saved title');
  });
});

describe('the stars with the keyboard (WAI-ARIA radio group)', () => {
  it('one tab stop; arrow keys move focus without choosing; Space and Enter choose', async () => {
    server = fakeRatingsApi();
    const { view, root, host } = await mountLoaded();
    const before = mountHtml('<button>before</button>').querySelector('button')!;
    host.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expectFocusOn(root, star(view, 1));
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expectFocusOn(root, star(view, 3));
    await sendKeys({ press: 'ArrowLeft' });
    expectFocusOn(root, star(view, 2));
    expect(server.saves()).to.deep.equal([]);
    expect(checkedStars(view)).to.deep.equal([]);
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(server.saves()[0].body).to.deep.include({ rating: 2 });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(server.saves()[1].body).to.deep.equal({ app_rating: { rating: 3 } });
  });

  it('Escape closes the modal and focus returns to the star that opened it', async () => {
    server = fakeRatingsApi();
    const { view, root } = await mountLoaded();
    await rateAndOpen(view, 4);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expectFocusOn(root, star(view, 4));
  });

  it('after the thank-you message, focus is back on the star too', async () => {
    server = fakeRatingsApi();
    const { view, root } = await mountLoaded();
    await rateAndOpen(view, 5);
    await typeInto(titleField(view), 'Great');
    await clickWithMouse(submitButton(view));
    await thankYou(view);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(view.queryByRole('dialog')).to.equal(null));
    expectFocusOn(root, star(view, 5));
  });
});

describe('bad input', () => {
  for (const [what, attributes] of [
    ['a missing app-id', 'app-name="Mailbloom" installed'],
    ['an empty app-id', 'app-id="  " app-name="Mailbloom" installed'],
  ] as const) {
    it(`${what}: one warning and 'Reviews are not available for this app.', never a blank element`, async () => {
      server = fakeRatingsApi();
      const warnings = captureConsole('warn');
      try {
        const { view } = await mountForm(attributes);
        expect(view.getByText('Reviews are not available for this app.')).to.exist;
        expect(warnings.messages().filter((message) => message.includes('app-id'))).to.have.length(1);
        expect(server.requests).to.deep.equal([]);
      } finally {
        warnings.restore();
      }
    });
  }

  it('review text is sent and shown as text only, verbatim', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">{name} <b>&amp;</b>';
    server = fakeRatingsApi({ reviews: { 42: wireReview({ review_title: hostile, review_text: hostile }) } });
    const { view, root } = await mountLoaded(`app-id="42" app-name="<b>Mail</b>" installed`);
    expect(view.getByRole('heading', { level: 2 }).textContent).to.equal('Your rating for <b>Mail</b>');
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    expect(titleField(view).value).to.equal(hostile);
    expect(textField(view).value).to.equal(hostile);
    expect(root.querySelector('img')).to.equal(null);
    await clickWithMouse(textField(view));
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '<script>' });
    await clickWithMouse(submitButton(view));
    await waitFor(() => expect(server!.saves()).to.have.length(1));
    expect(server.saves()[0].body).to.deep.equal({ app_rating: { rating: 4, review_title: hostile, review_text: `${hostile}<script>` } });
    await thankYou(view);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it("the user's review that fails to load still leaves the stars to rate with", async () => {
    server = fakeRatingsApi();
    server.restore();
    const original = fetch;
    window.fetch = () => Promise.resolve(new Response('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const warnings = captureConsole('warn');
    try {
      const { view } = await mountLoaded();
      expect(view.getAllByRole('radio')).to.have.length(5);
      expect(warnings.messages()).to.have.length(1);
    } finally {
      warnings.restore();
      window.fetch = original;
    }
  });
});

describe('several forms on one page', () => {
  it('two forms of one app share the review: rating in one shows in the other, with one load', async () => {
    server = fakeRatingsApi();
    const first = await mountLoaded();
    const second = await mountLoaded();
    expect(server.requests.filter((request) => request.method === 'GET')).to.have.length(1);
    await rateAndOpen(first.view, 3);
    await waitFor(() => expect(checkedStars(second.view)).to.deep.equal(['3 stars']));
    expect(second.view.getByRole('heading', { level: 2 }).textContent).to.equal('Your rating for Mailbloom');
  });
});

describe('accessibility (axe-core)', () => {
  it('no violations: the stars, the review modal open, with errors shown, and the not-installed button', async () => {
    server = fakeRatingsApi({ reviews: { 42: wireReview() } });
    const { host, view } = await mountLoaded();
    await expectNoAxeViolations(host);
    await clickWithMouse(view.getByRole('button', { name: 'Edit your review' }));
    await waitFor(() => expect(view.queryByRole('dialog')).to.exist);
    await expectNoAxeViolations(host);
    await clickWithMouse(titleField(view));
    await sendKeys({ press: 'End' });
    for (let i = 0; i < 'Works well'.length; i += 1) await sendKeys({ press: 'Backspace' });
    await waitFor(() => expect(view.getByText('Required field')).to.exist);
    await expectNoAxeViolations(host);
    const other = await mountForm('app-id="43" app-name="Dashwise"');
    await expectNoAxeViolations(other.host);
  });
});
