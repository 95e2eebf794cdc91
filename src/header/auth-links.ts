import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeUrl, siteUrl, withQuery } from '../lib/urls';
import type { Env } from '../stores/server-data';
import { DEFAULT_SERVER_URL } from '../stores/server-data-schema';

// The links both the header and the marketplace's header build (spec 000 §2, spec 001 §2): the
// server base URL and the sign-in links. They travel with the shared runtime, so a page with both
// elements does not wait for one more small file (src/header/header-links.ts has the header's other
// links).

export const HEADER_VARIANTS = ['default', 'organizer'] as const;
export type HeaderVariant = (typeof HEADER_VARIANTS)[number];

export interface HeaderLink {
  id: string;
  label: MessageDescriptor;
  href: string;
}

/** The server base URL, never anything but http(s). */
export function serverBaseUrl(env: Pick<Env, 'serverUrl'>): string {
  const url = safeUrl(env.serverUrl);
  return url && /^https?:/.test(url) ? url : DEFAULT_SERVER_URL;
}

/** A path on the server. */
export const onServer = (env: Pick<Env, 'serverUrl'>, path: string) => siteUrl(serverBaseUrl(env), path);

/**
 * 'Sign In' on the default header, 'Log In' on the organizer header (spec 000 §2 lists both;
 * the organizer side of the product says "log in").
 */
export function signInLabel(variant: HeaderVariant): MessageDescriptor {
  return variant === 'organizer' ? msg`Log In` : msg`Sign In`;
}

export interface AuthLinkContext {
  env: Pick<Env, 'serverUrl' | 'loginUrl' | 'signupUrl'>;
  variant: HeaderVariant;
  /** The current path plus query string, where sign-in returns to. */
  currentPage: string;
}

/**
 * Spec 000 §2 anonymous links, both returning to the current page: the server's `loginUrl` and
 * `signupUrl` when set (they carry their referrer already), else `/signin/?referrer=…`.
 */
export function authLinks({ env, variant, currentPage }: AuthLinkContext): HeaderLink[] {
  const referrer = { referrer: currentPage || '/' };
  const base = serverBaseUrl(env);
  return [
    { id: 'sign-in', label: signInLabel(variant), href: safeUrl(env.loginUrl, base) ?? withQuery(onServer(env, '/signin/'), referrer) },
    { id: 'sign-up', label: msg`Sign Up`, href: safeUrl(env.signupUrl, base) ?? withQuery(onServer(env, '/signin/signup/'), referrer) },
  ];
}
