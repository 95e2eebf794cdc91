import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useContext, useEffect, type MouseEvent, type ReactNode } from 'react';
import { useAnalytics } from '../element/analytics';
import { ElementContext, useLayoutByCss } from '../element/element-context';
import { usePageSnapshot } from '../element/page-snapshot';
import { navigateTo, removeStoredItem } from '../platform/browser';
import { PAGE_CONTENT_ID, focusPageContent } from '../platform/header';
import { useServerData } from '../element/use-server-data';
import type { User } from '../stores/server-data';
import { $viewportWidth, $windowSize } from '../stores/viewport';
import { Dropdown, type DropdownItem } from '../ui/dropdown/Dropdown';
import { chatIdentityFor, showChatIdentity, type ChatIdentity } from './chat-identity';
import {
  HEADER_VARIANTS,
  authLinks,
  createCtaLink,
  headerMenus,
  quickLinks,
  searchFormAction,
  serverBaseUrl,
  showsCreateCta,
  type HeaderLink,
  type HeaderVariant,
} from './header-links';
import { Logo } from './Logo';
import { MenuDrawer } from './MenuDrawer';
import { REFERRAL_STORAGE_KEY, isAdminHost, userMenuEntries } from './menu-rules';
import { HeaderSearch } from './search/HeaderSearch';
import { UserMenu } from './UserMenu';
import { useLatest } from '../element/use-latest';

export interface SearchDetail {
  query: string;
  url: string;
}

export interface HeaderProps {
  /** 'default' or 'organizer' (organizer styling). */
  variant?: HeaderVariant;
  /** Hide the header; a menu toggle with a side drawer shows instead unless `hideMenuToggle`. */
  hideHeader?: boolean;
  hideMenuToggle?: boolean;
  hideCreateCta?: boolean;
  /** Enables Browse Events (still hidden on /d/ paths without /events/). */
  showBrowseEvents?: boolean;
  /** Labels the call to action 'Organize an event'. */
  alternateCta?: boolean;
  /** Initial text of the search field. */
  searchQuery?: string;
  /** Called before a search navigates; returning false cancels it. */
  onSearch?: (detail: SearchDetail) => boolean;
  /** Called with the chat identity on first render and whenever it changes. */
  onChatIdentity?: (identity: ChatIdentity) => boolean;
}

/** Spec 000 §9 breakpoint from which the user menu's trigger shows the user's email. */
export const USER_LABEL_MIN_WIDTH = 960;

// The parts of a server-rendered header shown below 660 px only, and from 660 px only (header.styles.ts).
const NARROW_ONLY = 'eb-header__narrow-only';
const WIDE_ONLY = 'eb-header__wide-only';

/** Hands the chat identity to the page: once on mount, again only when it changes. */
function useChatIdentity(user: User, onChatIdentity: HeaderProps['onChatIdentity']) {
  const host = useContext(ElementContext)?.host;
  const callback = useLatest(onChatIdentity);
  const key = JSON.stringify(chatIdentityFor(user));
  useEffect(() => {
    const identity = JSON.parse(key) as ChatIdentity;
    if (host) showChatIdentity(host, identity);
    callback.current?.(identity);
  }, [host, key, callback]);
}

/** `<eb-header>`: spec 000 §2 "Global header". */
export function Header({
  variant: requestedVariant,
  hideHeader = false,
  hideMenuToggle = false,
  hideCreateCta = false,
  showBrowseEvents = false,
  alternateCta = false,
  searchQuery,
  onSearch,
  onChatIdentity,
}: HeaderProps) {
  const env = useServerData('env');
  const user = useServerData('user');
  const request = useServerData('request');
  const featureFlags = useServerData('featureFlags');
  const windowSize = useStore($windowSize);
  const viewportWidth = useStore($viewportWidth);
  const { t, i18n } = useLingui();
  const track = useAnalytics();
  useChatIdentity(user, onChatIdentity);

  const variant: HeaderVariant = HEADER_VARIANTS.includes(requestedVariant as HeaderVariant) ? requestedVariant! : 'default';
  // Server-rendered, the header carries the narrow and the wide layout and CSS shows one.
  const layoutByCss = useLayoutByCss();
  const narrow = !layoutByCss && windowSize === 'small';
  // Below 960 px the links beside the search leave no room for the user's email on the trigger.
  const compactUserMenu = narrow || viewportWidth < USER_LABEL_MIN_WIDTH;
  const path = request.path || '/';
  const { page: currentPage, host } = usePageSnapshot();

  const links = quickLinks({ env, path, showBrowseEvents });
  const menus = headerMenus(env, links);
  const cta = showsCreateCta({ user, path, hideCreateCta }) ? createCtaLink(env, alternateCta) : undefined;
  const navLinks = cta ? [...links, cta] : links;
  const anonymousLinks = user.isAuthenticated ? [] : authLinks({ env, variant, currentPage });
  const userEntriesFor = (narrowWindow: boolean) =>
    userMenuEntries({
      env,
      user,
      featureFlags,
      currentPage,
      isMobile: env.isMobile || narrowWindow,
      onAdminHost: isAdminHost(host, env.adminServerUrl),
    });
  // The side drawer is never rendered on the server: it follows the window's width in JS.
  const userEntries = userEntriesFor(windowSize === 'small');

  // Spec 000 §7: a create-event attempt, source auto create.
  const onLinkChosen = (link: { id: string }) => {
    if (link.id !== 'create-cta') return;
    track({
      category: 'header',
      action: 'CreateEventAttempt',
      label: 'auto create',
      hasPublish: Boolean(user.hasPublish),
      hasPaidPublish: Boolean(user.hasPaidPublish),
    });
  };
  // Spec 000 §4: the referral value goes with the session.
  const logOut = (logoutUrl: string) => {
    removeStoredItem(REFERRAL_STORAGE_KEY);
    navigateTo(logoutUrl);
  };

  if (env.isEmbeddedView || hideHeader) {
    if (hideMenuToggle) return null;
    return (
      <MenuDrawer
        embedded={env.isEmbeddedView}
        navLinks={navLinks}
        accountEntries={user.isAuthenticated ? userEntries : anonymousLinks}
        onLinkChosen={onLinkChosen}
        onLogout={logOut}
      />
    );
  }

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusPageContent();
  };
  const asItem = (link: HeaderLink): DropdownItem => ({
    id: link.id,
    label: i18n._(link.label),
    href: link.href,
    onSelect: () => onLinkChosen(link),
  });

  // The narrow layout's nav: one 'Menu' dropdown holding every link.
  const narrowNav = (className?: string) => (
    <li className={className}>
      <Dropdown label={t`Menu`} alignment="right" items={[...navLinks, ...anonymousLinks].map(asItem)} />
    </li>
  );
  // The wide layout's nav: the quick links (Organize and Help as dropdowns), the call to action, Sign In and Sign Up.
  const wideNav = (className?: string) => (
    <>
      {links.map((link) => {
        const menu = menus.find((candidate) => candidate.id === link.id);
        return (
          <li key={link.id} className={className}>
            {menu ? (
              <Dropdown label={i18n._(menu.label)} items={menu.items.map(asItem)} />
            ) : (
              <a className="eb-header__link" href={link.href}>
                {i18n._(link.label)}
              </a>
            )}
          </li>
        );
      })}
      {cta ? (
        <li className={className}>
          <a className="eb-header__link eb-header__cta" href={cta.href} onClick={() => onLinkChosen(cta)}>
            <span aria-hidden="true" className="eb-header__cta-plus">
              +
            </span>
            {i18n._(cta.label)}
          </a>
        </li>
      ) : null}
      {anonymousLinks.map((link) => (
        <li key={link.id} className={className}>
          <a className={`eb-header__link eb-header__${link.id}`} href={link.href}>
            {i18n._(link.label)}
          </a>
        </li>
      ))}
    </>
  );

  let navItems: ReactNode;
  if (layoutByCss) {
    navItems = (
      <>
        {narrowNav(NARROW_ONLY)}
        {wideNav(WIDE_ONLY)}
        {user.isAuthenticated ? (
          <>
            <li className={NARROW_ONLY}>
              <UserMenu user={user} entries={userEntriesFor(true)} narrow compact onLogout={logOut} />
            </li>
            <li className={WIDE_ONLY}>
              <UserMenu user={user} entries={userEntriesFor(false)} narrow={false} compact="by-css" onLogout={logOut} />
            </li>
          </>
        ) : null}
      </>
    );
  } else {
    navItems = (
      <>
        {narrow ? narrowNav() : wideNav()}
        {user.isAuthenticated ? (
          <li>
            <UserMenu user={user} entries={userEntries} narrow={narrow} compact={compactUserMenu} onLogout={logOut} />
          </li>
        ) : null}
      </>
    );
  }

  const layoutClass = layoutByCss ? ' eb-header--by-css' : narrow ? ' eb-header--narrow' : '';
  return (
    <header id="global-header" className={`eb-header eb-header--${variant}${layoutClass}`} part="header">
      <a className="eb-header__skip-link" href={`#${PAGE_CONTENT_ID}`} onClick={skipToContent}>
        {t`Skip Main Navigation`}
      </a>
      <Logo href={serverBaseUrl(env)} />
      <div className="eb-header__search" part="search">
        <HeaderSearch
          initialQuery={searchQuery}
          formAction={searchFormAction(env)}
          onSearch={(detail) => (onSearch ? onSearch(detail) : true)}
          narrow={layoutByCss ? 'by-css' : narrow}
        />
      </div>
      <nav className="eb-header__nav" aria-label={t`Main Navigation`} part="nav">
        <ul className="eb-header__nav-list">{navItems}</ul>
      </nav>
    </header>
  );
}
