import { defineElement } from '../src/element/define-element';

/**
 * The global header (spec 000 §2 "Global header"): logo, search, quick links (Organize, Help,
 * Browse Events), the create-event call to action, Sign In / Sign Up or the user menu, and a
 * hidden 'Skip Main Navigation' link that moves focus to the page's `#page-content` element.
 * Narrow windows (below 660 px) collapse the links into a 'Menu' dropdown. With
 * `env.isEmbeddedView` or `hide-header` the header is replaced by a menu toggle opening a side
 * drawer (nothing at all with `hide-menu-toggle`); in the embedded view the drawer holds only
 * the account links.
 *
 * Choices where spec 000 is open: 'Sign In' on the default header, 'Log In' on the organizer
 * header; the create-event call to action shows to users who cannot create events only on the
 * pages of `CREATE_CTA_PATHS` (src/header/header-links.ts); the user menu's feature flags are
 * `enableOldCollectionsLink` (Collections), `enableDetachedInterests` (Interests opens
 * `/u/interests/tags/?mode=detached&referrer=…`), `enableManageOverview` (Manage my events at
 * /manage/) and `enableCreatorHome` (at /organizations/home); logging out removes the local
 * storage item `referral`.
 *
 * Chat identity (spec 000 §6): the header dispatches `eb-chat-identity` when it first renders and
 * again whenever the identity changes, and keeps the latest on the read-only-by-convention
 * property `chatIdentity`. It is `{isManager: true, publicId, email, intercomUserHash}` only for a
 * signed-in user with an `intercomUserHash`, `{isManager: false}` otherwise.
 *
 * @csspart header - the <header id="global-header"> element
 * @csspart logo - the logo link
 * @csspart search - the box holding the search
 * @csspart nav - the main navigation
 * @csspart user-menu - the signed-in user's menu
 * @csspart menu-drawer - the menu toggle and side drawer shown instead of a hidden header
 * @cssprop --eb-header-background - background of the default header (default: #ffffff; dark: #1b1726)
 * @cssprop --eb-header-color - text colour of the default header (default: #1e0a3c; dark: #f4f2f8)
 * @cssprop --eb-header-organizer-background - background of the organizer header (default: #1e0a3c)
 * @cssprop --eb-header-organizer-color - text colour of the organizer header (default: #ffffff)
 * @cssprop --eb-header-logo-color - colour of the logo, ui-orange unless --eb-color-ui-orange says otherwise (default: #d1410c)
 * @cssprop --eb-header-cta-color - colour of the call to action on the default header, ui-orange (default: #d1410c)
 */
export const EbHeaderElement = defineElement({
  tag: 'eb-header',
  attributes: {
    /**
     * `light`, `dark` or `auto` (the visitor's system setting, followed live); without it,
     * `env.colorScheme`, which is `light` unless configured.
     * @default 'light'
     */
    colorScheme: ['light', 'dark', 'auto'],
    /**
     * `default` or `organizer` (organizer styling).
     * @default 'default'
     */
    // Written out (not HEADER_VARIANTS) so that the manifest lists the values.
    variant: ['default', 'organizer'],
    /** Hide the header; a menu toggle opening a side drawer shows instead unless `hide-menu-toggle`. */
    hideHeader: 'boolean',
    /** No menu toggle (and so nothing at all) when the header is hidden or embedded. */
    hideMenuToggle: 'boolean',
    /** Hide the create-event call to action. */
    hideCreateCta: 'boolean',
    /** Enable the Browse Events link (still hidden on /d/ paths without /events/). */
    showBrowseEvents: 'boolean',
    /** Label the call to action 'Organize an event' instead of 'Create an event'. */
    alternateCta: 'boolean',
    /** Initial text of the search field. */
    searchQuery: 'string',
  },
  events: {
    /**
     * A search was submitted; unless cancelled, the page then goes to `url` (`/d/?q={query}`, or
     * `/d/local/all-events` for an empty query).
     * @detail { query: string; url: string }
     */
    onSearch: { event: 'eb-search', cancelable: true },
    /**
     * The visitor's identity for the page's chat widget, on first render and on every change:
     * a manager only for a signed-in user with an Intercom hash.
     * @detail { isManager: true; publicId: string; email: string; intercomUserHash: string } | { isManager: false }
     */
    onChatIdentity: { event: 'eb-chat-identity' },
  },
  load: () => import('../src/header/header.element'),
});
