import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Avatar } from '../ui/avatar/Avatar';
import { Badge } from '../ui/badge/Badge';
import { Dropdown, type DropdownItem } from '../ui/dropdown/Dropdown';
import type { User } from '../stores/server-data';
import { shownUserMenu, userMenuLabel, type UserMenuEntry } from './menu-rules';

/** An entry's text with its badge: the saved count on Liked, 'Beta' and 'New' tags. */
export function UserMenuEntryLabel({ entry }: { entry: UserMenuEntry }) {
  const { _ } = useLingui();
  const text = typeof entry.label === 'string' ? entry.label : _(entry.label);
  const { badge } = entry;
  return (
    <>
      <span className="eb-header__entry-text">{text}</span>
      {badge?.kind === 'count' ? <Badge count={badge.count} label={_(msg`saved events`)} /> : null}
      {badge?.kind === 'text' ? <Badge count={_(badge.text)} /> : null}
    </>
  );
}

function personName(user: User): string {
  return user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

export interface UserMenuProps {
  user: User;
  entries: UserMenuEntry[];
  /** Narrow screens: the menu holds the (cut) label as a disabled entry. */
  narrow: boolean;
  /**
   * The trigger shows the avatar alone (narrow screens, and medium ones without room for the
   * label); 'by-css': the label is there and CSS hides it visually below 960 px (server-rendered).
   */
  compact: boolean | 'by-css';
  onLogout: (logoutUrl: string) => void;
}

/** The signed-in user's menu (spec 000 §2): profile image, avatar or icon, then the entries. */
export function UserMenu({ user, entries, narrow, compact, onLogout }: UserMenuProps) {
  const { _ } = useLingui();
  const label = userMenuLabel(user);
  const items: DropdownItem[] = shownUserMenu(entries, label, narrow).map((entry) => ({
    id: entry.id,
    label: <UserMenuEntryLabel entry={entry} />,
    href: entry.action ? undefined : entry.href,
    onSelect: entry.action === 'logout' && entry.href ? () => onLogout(entry.href!) : undefined,
    disabled: entry.disabled,
  }));
  const showLabel = compact !== true && label !== '';
  // Without the visible label, the avatar itself names the trigger.
  const avatarName = showLabel ? undefined : label || _(msg`Account`);
  return (
    <div className="eb-header__user-menu" part="user-menu">
      <Dropdown
        alignment="right"
        items={items}
        label={
          <>
            <Avatar text={personName(user)} imageUrl={user.thumbnailUrl} size="xsmall" alt={avatarName} decorative={avatarName === undefined} />
            {showLabel ? (
              <span className={`eb-header__user-label${compact === 'by-css' ? ' eb-header__user-label--by-css' : ''}`} title={label}>
                {label}
              </span>
            ) : null}
          </>
        }
      />
    </div>
  );
}
