import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { pageTitle } from '../platform/header';
import { IconButton } from '../ui/icon-button/IconButton';
import { MenuIcon } from '../ui/icon-button/icons';
import { $focusDrawers, closeFocusDrawer, destroyFocusDrawer, showFocusDrawer } from '../ui/notifications/drawers';
import { FocusDrawer } from '../ui/notifications/FocusDrawer';
import type { HeaderLink } from './header-links';
import type { UserMenuEntry } from './menu-rules';
import { UserMenuEntryLabel } from './UserMenu';

export interface MenuDrawerProps {
  /** Embedded view: no page title, nav items or description, only the account links. */
  embedded: boolean;
  /** The header's own nav items (quick links and the call to action). */
  navLinks: HeaderLink[];
  /** Sign In / Sign Up for an anonymous visitor, the user menu otherwise. */
  accountEntries: UserMenuEntry[];
  onLinkChosen: (link: { id: string }) => void;
  onLogout: (logoutUrl: string) => void;
}

/**
 * Spec 000 §2 "Footer and shell": when the header is hidden, a menu toggle opens a side drawer
 * with the header's nav items instead. The drawer is titled with the page's title and has a
 * short description; in the embedded view all three are dropped and it holds only the account
 * links, under the title 'Menu'.
 */
export function MenuDrawer({ embedded, navLinks, accountEntries, onLinkChosen, onLogout }: MenuDrawerProps) {
  const { t, i18n } = useLingui();
  const drawerId = `eb-header-menu-${useId()}`;
  const isShown = useStore($focusDrawers)[drawerId] === 'shown';
  useEffect(() => () => destroyFocusDrawer(drawerId), [drawerId]);

  const menu = t`Menu`;
  const title = embedded ? menu : pageTitle() || menu;
  return (
    <div className="eb-header-drawer" part="menu-drawer">
      <IconButton label={menu} icon={<MenuIcon />} hasPopup="dialog" expanded={isShown} onClick={() => (isShown ? closeFocusDrawer(drawerId) : showFocusDrawer(drawerId))} />
      <FocusDrawer id={drawerId} title={title}>
        {embedded ? null : (
          <>
            <p className="eb-header-drawer__description">{t`Find events, organize your own and manage your account.`}</p>
            <nav aria-label={t`Main Navigation`}>
              <ul className="eb-header-drawer__list">
                {navLinks.map((link) => (
                  <li key={link.id}>
                    <a href={link.href} onClick={() => onLinkChosen(link)}>
                      {i18n._(link.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        {accountEntries.length ? (
          <nav aria-label={t`Account`}>
            <ul className="eb-header-drawer__list">
              {accountEntries.map((entry) => (
                <li key={entry.id}>
                  {entry.action === 'logout' && entry.href ? (
                    <button type="button" className="eb-header-drawer__button" onClick={() => onLogout(entry.href!)}>
                      <UserMenuEntryLabel entry={entry} />
                    </button>
                  ) : (
                    <a href={entry.href}>
                      <UserMenuEntryLabel entry={entry} />
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </FocusDrawer>
    </div>
  );
}
