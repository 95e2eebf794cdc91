import { msg } from '@lingui/core/macro';
import { safeUrl, withQuery } from '../lib/urls';
import type { Env, User } from '../stores/server-data';
import { onServer, serverBaseUrl, type HeaderLink } from './auth-links';

export { authLinks, HEADER_VARIANTS, serverBaseUrl, signInLabel } from './auth-links';
export type { HeaderLink, HeaderVariant } from './auth-links';

// The header's links of spec 000 §2 "Global header", as plain data built from the server base URL.

/** Spec 000 §2: the affiliate code of the first quick link. */
export const DEFAULT_AFFILIATE_CODE = 'oddtdtcreator';

/**
 * Pages where the create-event call to action shows even to a user who cannot create events
 * (spec 000 §2 "allowed list", not shown there; these are the pages that sell event creation).
 * '/' is the home page only; every other entry matches as a path prefix.
 */
export const CREATE_CTA_PATHS: readonly string[] = ['/', '/organizer/', '/how-it-works/', '/fees/', '/b/', '/d/'];

/** A dropdown of the header (spec 000 §3 "menu info"): its own link when it cannot open, and its items. */
export interface HeaderMenu extends HeaderLink {
  items: HeaderLink[];
}

/** A URL the server configured (sample config links), else the given path on the server. */
const configured = (env: Pick<Env, 'serverUrl'>, url: string | undefined, fallbackPath: string) => safeUrl(url, serverBaseUrl(env)) ?? onServer(env, fallbackPath);

/** Normalises a path so '/fees' and '/fees/' match alike. */
const asFolder = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The home page matches only itself; the other allowed entries match as prefixes. */
export function isCreateCtaPath(path: string): boolean {
  const folder = asFolder(path || '/');
  return CREATE_CTA_PATHS.some((entry) => (entry === '/' ? folder === '/' : folder.startsWith(entry)));
}

/** Spec 000 §2: the call to action shows when the user can create events or the page is allowed, unless hidden. */
export function showsCreateCta({ user, path, hideCreateCta }: { user: Pick<User, 'canCreateEvents'>; path: string; hideCreateCta: boolean }): boolean {
  if (hideCreateCta) return false;
  return Boolean(user.canCreateEvents) || isCreateCtaPath(path);
}

/** Spec 000 §2: Browse Events only when enabled, and never on /d/ paths unless they contain /events/. */
export function showsBrowseEvents({ path, showBrowseEvents }: { path: string; showBrowseEvents: boolean }): boolean {
  if (!showBrowseEvents) return false;
  return !path.startsWith('/d/') || path.includes('/events/');
}

/** The affiliate code goes on the first quick link as `aff` (spec 000 §2). */
export function withAffiliateCode<T extends HeaderLink>(links: T[], affiliateCode: string | undefined): T[] {
  const code = affiliateCode?.trim() || DEFAULT_AFFILIATE_CODE;
  return links.map((link, index) => (index === 0 ? { ...link, href: withQuery(link.href, { aff: code }) } : link));
}

export interface QuickLinkContext {
  env: Pick<Env, 'serverUrl' | 'affiliateCode'>;
  path: string;
  showBrowseEvents: boolean;
}

/**
 * The header's quick links: Organize, Help and, when shown, Browse Events. On wide screens
 * Organize and Help open as dropdowns (`headerMenus`); on narrow screens and in the side drawer
 * they are plain links to these URLs. Organize, always first, carries the affiliate code.
 */
export function quickLinks({ env, path, showBrowseEvents }: QuickLinkContext): HeaderLink[] {
  const links: HeaderLink[] = [
    { id: 'organize', label: msg`Organize`, href: onServer(env, '/organizer/overview/') },
    { id: 'help', label: msg`Help`, href: onServer(env, '/support/') },
  ];
  if (showsBrowseEvents({ path, showBrowseEvents })) {
    links.push({ id: 'browse-events', label: msg`Browse Events`, href: onServer(env, '/d/local/all-events/') });
  }
  return withAffiliateCode(links, env.affiliateCode);
}

type MenuEnv = Pick<Env, 'serverUrl' | 'organizerPricingUrl' | 'blogAcademyUrl' | 'howItWorksUrl' | 'contactUsUrl'>;

/**
 * The extra dropdown menus (organize, help) for wide screens. Each starts with its quick link's
 * own destination, so the dropdown reaches everything the plain link would.
 */
export function headerMenus(env: MenuEnv, links: HeaderLink[]): HeaderMenu[] {
  const organize = links.find((link) => link.id === 'organize');
  const help = links.find((link) => link.id === 'help');
  const menus: HeaderMenu[] = [];
  if (organize) {
    menus.push({
      ...organize,
      items: [
        { id: 'organizer-overview', label: msg`Organizer overview`, href: organize.href },
        { id: 'create-events', label: msg`Create events`, href: onServer(env, '/create/') },
        { id: 'pricing', label: msg`Pricing`, href: configured(env, env.organizerPricingUrl, '/organizer/pricing/') },
        { id: 'event-planning', label: msg`Event planning`, href: configured(env, env.blogAcademyUrl, '/blog/academy/') },
      ],
    });
  }
  if (help) {
    menus.push({
      ...help,
      items: [
        { id: 'help-center', label: msg`Help Center`, href: help.href },
        { id: 'how-it-works', label: msg`How It Works`, href: configured(env, env.howItWorksUrl, '/how-it-works/') },
        { id: 'contact-support', label: msg`Contact Support`, href: configured(env, env.contactUsUrl, '/help/en-us/contact-us/') },
      ],
    });
  }
  return menus;
}

/** The call to action: 'Create an event', or 'Organize an event' in the alternate variant. */
export function createCtaLink(env: Pick<Env, 'serverUrl'>, alternateCta: boolean): HeaderLink {
  return {
    id: 'create-cta',
    label: alternateCta ? msg`Organize an event` : msg`Create an event`,
    href: onServer(env, '/manage/events/auto-create/'),
  };
}

/** The search form action (labelled 'Search for events' by the search). */
export function searchFormAction(env: Pick<Env, 'serverUrl'>): string {
  return onServer(env, '/d/');
}
