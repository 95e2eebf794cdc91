import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeUrl } from '../../lib/urls';

// The header search's rules (spec 000 §2 "Global header", §5), as plain functions and data.

/** Spec 000 §5: "Search changes debounced 300 ms". */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 000 §5: destination suggestions are fetched only for queries of at least 2 characters. */
export const MIN_DESTINATION_QUERY_LENGTH = 2;

/**
 * Spec 000 §2: the takeover's visibility "starts undecided, becomes true on click, false on
 * close" — undefined until the trigger is first used.
 */
export type SearchTakeoverVisibility = boolean | undefined;

/** How the visibility reads in the `data-takeover-visible` attribute: undecided, true or false. */
export function takeoverVisibilityName(visibility: SearchTakeoverVisibility): 'undecided' | 'true' | 'false' {
  return visibility === undefined ? 'undecided' : visibility ? 'true' : 'false';
}

export interface CategorySuggestion {
  /** The path segment of the browse page; all-events has its own path. */
  slug: string;
  label: MessageDescriptor;
}

/** Spec 000 §2: the default category suggestions, with spec 000 §1 category names, then all events. */
export const DEFAULT_CATEGORY_SUGGESTIONS: readonly CategorySuggestion[] = [
  { slug: 'arts', label: msg`Arts` },
  { slug: 'business', label: msg`Business` },
  { slug: 'charity-and-causes', label: msg`Charity & Causes` },
  { slug: 'community', label: msg`Community` },
  { slug: 'film-and-media', label: msg`Film & Media` },
  { slug: 'food-and-drink', label: msg`Food & Drink` },
  { slug: 'music', label: msg`Music` },
  { slug: 'all-events', label: msg`All events` },
];

/**
 * Spec 000 §5 "otherwise a fixed fallback list is used": the list shown instead of destination
 * suggestions — for a query shorter than 2 characters, when the host handles search itself
 * (a focus handler), and when the fetch fails. It is the default categories, so every fallback
 * still leads somewhere useful and the list never changes under the user's eyes for no reason.
 */
export const SEARCH_FALLBACK_SUGGESTIONS: readonly CategorySuggestion[] = DEFAULT_CATEGORY_SUGGESTIONS;

/** A query that will fetch destination suggestions: at least 2 characters once trimmed. */
export function fetchesDestinations(query: string): boolean {
  return Array.from(query.trim()).length >= MIN_DESTINATION_QUERY_LENGTH;
}

/**
 * The form action when it is an http(s) URL or a relative path, else undefined: a
 * `javascript:` action must never become a navigation.
 */
export function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const absolute = safeUrl(value, 'https://relative.invalid/');
  return absolute && /^https?:$/.test(new URL(absolute).protocol) ? value.trim() : undefined;
}

/** The origin of the search form action ('' for a relative action): the site every search link is on. */
export function searchSiteOrigin(formAction: string): string {
  const action = webUrl(formAction);
  if (!action) return '';
  try {
    return new URL(action).origin;
  } catch {
    return '';
  }
}

/** Spec 000 §2: `/d/local/{category-slug}--events/`, or `/d/local/all-events/`, on the site of the form action. */
export function categoryUrl(formAction: string, slug: string): string {
  const path = slug === 'all-events' ? '/d/local/all-events/' : `/d/local/${slug}--events/`;
  return `${searchSiteOrigin(formAction)}${path}`;
}

/** Spec 000 §2: "an empty query goes to /d/local/all-events". */
export function allEventsUrl(formAction: string): string {
  return `${searchSiteOrigin(formAction)}/d/local/all-events`;
}

export interface SearchSubmission {
  query: string;
  url: string;
}

/**
 * Spec 000 §2 "Search submit goes to /d/?q={query}; an empty query goes to /d/local/all-events":
 * what a submit dispatches and where it then goes. Surrounding spaces are not part of the query;
 * undefined when the form action is not a web URL.
 */
export function searchSubmission(formAction: string, query: string): SearchSubmission | undefined {
  const action = webUrl(formAction);
  if (!action) return undefined;
  const text = query.trim();
  return { query: text, url: text ? `${action}?q=${encodeURIComponent(text)}` : allEventsUrl(action) };
}

/**
 * Where a destination suggestion may lead: http(s) only, a relative URL resolved on the search
 * site (the widget may be embedded on another origin); undefined for anything else.
 */
export function destinationHref(url: unknown, formAction: string): string | undefined {
  const href = webUrl(url);
  if (!href) return undefined;
  const origin = searchSiteOrigin(formAction);
  return origin ? new URL(href, `${origin}/`).href : href;
}
