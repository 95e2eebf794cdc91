import { msg } from '@lingui/core/macro';
import { authLinks, serverBaseUrl, type HeaderLink } from '../../header/auth-links';
import { siteUrl } from '../../lib/urls';
import type { Env, User } from '../../stores/server-data';

// Spec 001 §2 "Marketplace header": the quick links, as plain data built from the server base
// URL the way the site header builds its own (src/header/header-links.ts).

/**
 * Where 'Manage apps' goes: the organization's extensions page, where an organizer sees and
 * removes the apps they installed (spec 001 §2 "the organizations extensions page").
 */
export const MANAGE_APPS_PATH = '/organizations/extensions/';

/** Where 'Create Events' goes: the site's event creation entry (spec 000 §2 header links, `/create/`). */
export const CREATE_EVENTS_PATH = '/create/';

export interface MarketplaceQuickLinkContext {
  env: Pick<Env, 'serverUrl' | 'loginUrl' | 'signupUrl'>;
  user: Pick<User, 'isAuthenticated'>;
  /** The current path plus query string, where 'Log In' and 'Sign Up' return to. */
  currentPage: string;
}

/**
 * Signed out: 'Create Events', 'Log In' and 'Sign Up' (the server's `loginUrl`/`signupUrl`
 * when set, as in the organizer header); signed in: 'Manage apps'.
 */
export function marketplaceQuickLinks({ env, user, currentPage }: MarketplaceQuickLinkContext): HeaderLink[] {
  const server = serverBaseUrl(env);
  if (user.isAuthenticated) return [{ id: 'manage-apps', label: msg`Manage apps`, href: siteUrl(server, MANAGE_APPS_PATH) }];
  return [{ id: 'create-events', label: msg`Create Events`, href: siteUrl(server, CREATE_EVENTS_PATH) }, ...authLinks({ env, variant: 'organizer', currentPage })];
}
