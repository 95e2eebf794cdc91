import { msg } from '@lingui/core/macro';
import { map } from 'nanostores';
import { ApiError } from '../api/api-error';
import { safeUrl, siteUrl } from '../lib/urls';
import { currentPageUrl, currentPath, currentPathAndQuery, expireCookie, isSecurePage, navigateTo, readCookie, writeCookie, type CookieOptions } from '../platform/browser';
import { showNotification } from './notifications';
import { $env, $user, configure } from './server-data';

// Spec 000 §4 "Event saved state", §8 and API.md §3: one saved state per event id for the whole
// page, so every card of an event shows the same flag and requests never overlap.

export interface SavedState {
  /** What every card shows: the state the user asked for, the confirmed one when nothing is pending. */
  saved: boolean;
  /** What the server last confirmed (or the page's event data said). */
  confirmed: boolean;
  /** A save or unsave request is on its way. */
  pending: boolean;
}

/** Saved state by event id. */
export const $savedEvents = map<Record<string, SavedState>>({});

/** Spec 000 §8: a save of an event the server already has saved. */
export const BOOKMARK_ALREADY_EXISTS = 'BOOKMARK_ALREADY_EXISTS';

export const SAVE_SUCCESS_MESSAGE = msg`Event has been saved successfully.`;
export const SAVE_FAILURE_MESSAGE = msg`There was a problem saving the event, please try again.`;

/** What a card wants to hear about a change the server confirmed (analytics, eb-save-change). */
export interface SaveReport {
  onConfirmed?: (saved: boolean) => void;
}

// The report of the latest click on each event: a confirmed change is told to the card that asked.
const reports = new Map<string, SaveReport>();
// Bumped by resetSavedEvents: an answer to a request sent before it changes nothing.
let generation = 0;

/**
 * A card's `savedByYou` becomes the state only when no card has told the store about the event
 * yet; returns the state the store holds.
 */
export function seedSavedState(eventId: string, savedByYou: boolean): SavedState {
  const known = $savedEvents.get()[eventId];
  if (known) return known;
  const seeded = { saved: savedByYou, confirmed: savedByYou, pending: false };
  $savedEvents.setKey(eventId, seeded);
  return seeded;
}

const stateOf = (eventId: string): SavedState | undefined => $savedEvents.get()[eventId];

function changeSavedCount(delta: number): void {
  const count = $user.get().numSavedEvents;
  // An unknown count stays unknown: a guess would show a wrong number in the header.
  if (typeof count !== 'number') return;
  configure({ user: { numSavedEvents: Math.max(0, count + delta) } });
}

/**
 * Sends requests until the server holds what the user asked for last. One request at a time per
 * event: clicks while one is on its way only change the wanted state, so fast clicks can never
 * leave the page showing something the server does not have.
 */
async function syncSavedState(eventId: string): Promise<void> {
  const started = generation;
  for (;;) {
    const state = stateOf(eventId);
    if (!state) return;
    if (state.saved === state.confirmed) {
      $savedEvents.setKey(eventId, { ...state, pending: false });
      return;
    }
    const target = state.saved;
    const report = reports.get(eventId);
    $savedEvents.setKey(eventId, { ...state, pending: true });
    // Spec 000 §8: an event the server already had saved counts as saved; the count it sent
    // with the page already includes it.
    let countDelta = target ? 1 : -1;
    try {
      // The API client comes with the first save: a page of cards nobody saves never loads it.
      const { saveEvents, unsaveEvents } = await import('../api/destination');
      await (target ? saveEvents : unsaveEvents)([eventId]);
      if (generation !== started) return;
    } catch (error) {
      if (generation !== started) return;
      if (target && error instanceof ApiError && error.code === BOOKMARK_ALREADY_EXISTS) {
        console.warn(`[eb-widgets] event ${eventId} was already saved; treated as saved.`);
        countDelta = 0;
      } else {
        const { confirmed } = stateOf(eventId) ?? state;
        $savedEvents.setKey(eventId, { saved: confirmed, confirmed, pending: false });
        showNotification({ children: SAVE_FAILURE_MESSAGE, type: 'error', originComponent: 'eb-event-card' });
        return;
      }
    }
    $savedEvents.setKey(eventId, { ...(stateOf(eventId) ?? state), confirmed: target });
    changeSavedCount(countDelta);
    if (target) showNotification({ children: SAVE_SUCCESS_MESSAGE, type: 'success', originComponent: 'eb-event-card' });
    report?.onConfirmed?.(target);
  }
}

/** Asks for `saved`: shown at once, sent when no request for the event is on its way. */
export function requestSavedState(eventId: string, saved: boolean, report?: SaveReport): void {
  const state = seedSavedState(eventId, !saved);
  if (report) reports.set(eventId, report);
  $savedEvents.setKey(eventId, { ...state, saved });
  if (!state.pending) void syncSavedState(eventId);
}

// ---------------------------------------------------------------- signed-out saving

/** Spec 000 §4, §9: the cookie that remembers the event to save after sign-in. */
export const SAVE_AFTER_SIGN_IN_COOKIE = 'ebEventId';
export const SAVE_AFTER_SIGN_IN_SECONDS = 300;

/** The cookie's options: 300 seconds, the current path only, Secure on https pages. */
export function saveAfterSignInCookieOptions(page: { path: string; secure: boolean }): CookieOptions {
  return { maxAgeSeconds: SAVE_AFTER_SIGN_IN_SECONDS, path: page.path, secure: page.secure };
}

/**
 * Sign-in with a way back: `env.loginUrl` with its `referrer` replaced, else
 * `{serverUrl}/signin/?referrer=…`. A login URL that is not http(s) is not followed.
 */
export function signInUrl(env: { loginUrl?: string; serverUrl?: string }, referrer: string, pageUrl: string): string {
  const base = safeUrl(env.loginUrl, pageUrl) ?? safeUrl(siteUrl(env.serverUrl ?? '', '/signin/'), pageUrl) ?? new URL('/signin/', pageUrl).href;
  const url = new URL(base);
  url.searchParams.set('referrer', referrer);
  return url.href;
}

/** Spec 000 §4 "Logged-out save": remember the event, then go to sign-in and come back here. */
export function saveAfterSignIn(eventId: string): void {
  writeCookie(SAVE_AFTER_SIGN_IN_COOKIE, eventId, saveAfterSignInCookieOptions({ path: currentPath(), secure: isSecurePage() }));
  navigateTo(signInUrl($env.get(), currentPathAndQuery(), currentPageUrl()));
}

// Events whose save after sign-in already ran on this page: two cards of one event save once,
// even if the cookie could not be expired.
const resumedEvents = new Set<string>();

/**
 * Back from sign-in: when the cookie names this event and the user is signed in, the cookie is
 * expired and the save runs by itself, once per page. True when it ran.
 */
export function resumeSaveAfterSignIn(eventId: string, report?: SaveReport): boolean {
  if (!$user.get().isAuthenticated || resumedEvents.has(eventId) || readCookie(SAVE_AFTER_SIGN_IN_COOKIE) !== eventId) return false;
  resumedEvents.add(eventId);
  expireCookie(SAVE_AFTER_SIGN_IN_COOKIE, currentPath());
  if ($savedEvents.get()[eventId]?.saved) return false;
  requestSavedState(eventId, true, report);
  return true;
}

/** Toggles the event: signed in, a save or unsave; signed out, the way to sign-in. */
export function toggleSavedEvent(eventId: string, savedByYou: boolean, report?: SaveReport): void {
  if (!$user.get().isAuthenticated) {
    saveAfterSignIn(eventId);
    return;
  }
  requestSavedState(eventId, !seedSavedState(eventId, savedByYou).saved, report);
}

/** Forgets every saved state; for tests. */
export function resetSavedEvents(): void {
  generation += 1;
  $savedEvents.set({});
  reports.clear();
  resumedEvents.clear();
}
