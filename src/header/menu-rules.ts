import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeUrl, siteUrl, withQuery } from '../lib/urls';
import type { Env, FeatureFlags, User } from '../stores/server-data';
import { serverBaseUrl } from './auth-links';

// The user menu of spec 000 §2 "Global header" and §6 "Roles and permissions", as plain data.

/** Feature flag: show Collections (`/u/{publicId}/favorites/collections`), the old collections page. */
export const OLD_COLLECTIONS_FLAG = 'enableOldCollectionsLink';
/** Feature flag: Interests opens the detached tag picker, which returns to the current page. */
export const DETACHED_INTERESTS_FLAG = 'enableDetachedInterests';
/** Feature flag "manage overview active": Manage my events goes to /manage/ instead of /myevents/. */
export const MANAGE_OVERVIEW_FLAG = 'enableManageOverview';
/** Feature flag "creator home activated": Manage my events goes to /organizations/home (wins over the above). */
export const CREATOR_HOME_FLAG = 'enableCreatorHome';

/** The local-storage key of the referral value, removed on logout (spec 000 §4). */
export const REFERRAL_STORAGE_KEY = 'referral';

/** Spec 000 §2 narrow screens: a label longer than 30 characters is cut to 25 plus '...'. */
export const NARROW_LABEL_MAX_LENGTH = 30;
export const NARROW_LABEL_KEPT_LENGTH = 25;
/** Spec 000 §2 narrow screens: the disabled label entry goes at index 9 (position 10). */
export const NARROW_LABEL_ENTRY_INDEX = 9;

export type MenuBadge = { kind: 'count'; count: number } | { kind: 'text'; text: MessageDescriptor };

export interface UserMenuEntry {
  id: string;
  /** A message of the product, or text from the server (the user's name or email). */
  label: MessageDescriptor | string;
  href?: string;
  badge?: MenuBadge;
  /** Logout runs an action (clearing the referral) before going to `href`. */
  action?: 'logout';
  /** Shown but not interactive (the narrow-screen label entry). */
  disabled?: boolean;
}

export interface UserMenuContext {
  env: Pick<Env, 'serverUrl' | 'logoutUrl'>;
  user: User;
  featureFlags: FeatureFlags;
  /** The current path plus query string, where the detached interests picker returns to. */
  currentPage: string;
  /** `env.isMobile` or a small window: attendees then see Manage my events too. */
  isMobile: boolean;
  /** The page is on the admin host (`env.adminServerUrl`): staff items show. */
  onAdminHost: boolean;
}

/** The page's host is the admin server's host. */
export function isAdminHost(currentHost: string, adminServerUrl: string | undefined): boolean {
  const url = safeUrl(adminServerUrl);
  if (!url || !currentHost) return false;
  return new URL(url).host.toLowerCase() === currentHost.toLowerCase();
}

/** Spec 000 §6: attendees on non-mobile do not see Manage my events; others and mobile do. */
export function showsManageMyEvents(user: Pick<User, 'isAttendee'>, isMobile: boolean): boolean {
  return !user.isAttendee || isMobile;
}

/** /organizations/home with creator home, else /manage/ with manage overview, else /myevents/. */
export function manageMyEventsPath(featureFlags: FeatureFlags): string {
  if (featureFlags[CREATOR_HOME_FLAG]) return '/organizations/home';
  if (featureFlags[MANAGE_OVERVIEW_FLAG]) return '/manage/';
  return '/myevents/';
}

/**
 * The user menu, in order (spec 000 §2). Tickets, Liked, Following and Interests always show;
 * the spec leaves the rest's exact visibility open, so: Collections with its flag, Contacts
 * with `canInvite`, Organizer profile with `hasOrganizers`, the attendee newsletter with
 * `canUseAttendeeNewsletter`, Sponsorships with `hasEvents`, Studio with `canUseStudio`,
 * Manage my events by §6, the staff items on the admin host, and Log out last. Empty for an
 * anonymous visitor.
 */
export function userMenuEntries({ env, user, featureFlags, currentPage, isMobile, onAdminHost }: UserMenuContext): UserMenuEntry[] {
  if (!user.isAuthenticated) return [];
  const base = serverBaseUrl(env);
  const on = (path: string) => siteUrl(base, path);
  const profile = `/u/${encodeURIComponent(user.publicId ?? '')}`;
  const entries: UserMenuEntry[] = [
    { id: 'tickets', label: msg`Tickets`, href: on(`${profile}/`) },
    { id: 'liked', label: msg`Liked`, href: on(`${profile}/saved`), badge: { kind: 'count', count: user.numSavedEvents ?? 0 } },
    { id: 'following', label: msg`Following`, href: on(`${profile}/followed/`) },
  ];
  if (featureFlags[OLD_COLLECTIONS_FLAG]) {
    entries.push({ id: 'collections', label: msg`Collections`, href: on(`${profile}/favorites/collections`) });
  }
  entries.push({
    id: 'interests',
    label: msg`Interests`,
    href: featureFlags[DETACHED_INTERESTS_FLAG] ? withQuery(on('/u/interests/tags/'), { mode: 'detached', referrer: currentPage || '/' }) : on('/u/interests'),
  });
  entries.push({ id: 'account-settings', label: msg`Account settings`, href: on('/account-settings/') });
  if (user.canInvite) entries.push({ id: 'contacts', label: msg`Contacts`, href: on('/contacts/') });
  if (user.hasOrganizers) entries.push({ id: 'organizer-profile', label: msg`Organizer profile`, href: on('/myprofile/') });
  if (user.canUseAttendeeNewsletter) {
    entries.push({ id: 'attendee-newsletter', label: msg`Attendee newsletter`, href: on('/hybrid_newsletter/') });
  }
  if (user.hasEvents) {
    entries.push({
      id: 'sponsorships',
      label: msg`Sponsorships`,
      href: on('/sponsorship/connect/search/'),
      badge: { kind: 'text', text: msg`Beta` },
    });
  }
  if (user.canUseStudio) {
    entries.push({ id: 'studio', label: msg`Studio`, href: on('/studio/'), badge: { kind: 'text', text: msg`New` } });
  }
  if (showsManageMyEvents(user, isMobile)) {
    entries.push({ id: 'manage-my-events', label: msg`Manage my events`, href: on(manageMyEventsPath(featureFlags)) });
  }
  if (user.isStaff && onAdminHost) {
    entries.push({ id: 'admin', label: msg`Admin`, href: on('/admin/search/') });
    entries.push({ id: 'feature-flags', label: msg`Feature Flags`, href: on('/admin/nexus/gargoyle/') });
    if (user.hasTikibar) entries.push({ id: 'tikibar', label: msg`Tikibar`, href: on('/tikibar/settings/') });
  }
  entries.push({ id: 'logout', label: msg`Log out`, href: safeUrl(env.logoutUrl, base) ?? on('/logout/'), action: 'logout' });
  return entries;
}

/** The user menu's label: the user's email, else their name. */
export function userMenuLabel(user: Pick<User, 'email' | 'fullName' | 'firstName' | 'lastName'>): string {
  const email = typeof user.email?.email === 'string' ? user.email.email.trim() : '';
  if (email) return email;
  const name = user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name;
}

/** Spec 000 §2 narrow screens: longer than 30 characters becomes the first 25 plus '...'. */
export function narrowMenuLabel(label: string): string {
  // By code points, so an emoji or accented letter is never split in half.
  const characters = Array.from(label);
  if (characters.length <= NARROW_LABEL_MAX_LENGTH) return label;
  return `${characters.slice(0, NARROW_LABEL_KEPT_LENGTH).join('')}...`;
}

/**
 * Spec 000 §2 narrow screens: the disabled label entry at index 9 (position 10); a shorter menu
 * gets it at its end.
 */
export function withNarrowLabelEntry<T>(entries: readonly T[], labelEntry: T): T[] {
  const index = Math.min(NARROW_LABEL_ENTRY_INDEX, entries.length);
  return [...entries.slice(0, index), labelEntry, ...entries.slice(index)];
}

/** The user menu as shown: on narrow screens with the label entry holding the cut label. */
export function shownUserMenu(entries: readonly UserMenuEntry[], label: string, narrow: boolean): UserMenuEntry[] {
  if (!narrow || !label) return [...entries];
  return withNarrowLabelEntry(entries, { id: 'user-label', label: narrowMenuLabel(label), disabled: true });
}
