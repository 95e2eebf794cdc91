import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useServerData } from '../../element/use-server-data';
import { Dropdown, type DropdownItem } from '../../ui/dropdown/Dropdown';
import { useStyles } from '../../ui/use-styles';
import { collectionsMenuStyles } from './collections-menu.styles';
import { $eventCollections, $myCollections, $pendingMemberships, loadMyCollections, membershipKey, seedEventCollections, toggleEventInCollection } from './my-collections';

export interface CollectionsMenuProps {
  eventId: string;
  /** eventCollections from the event data: the membership until the user's collections are loaded. */
  eventCollections: string[];
  /** Names the menu button for screen readers when a page shows many cards. */
  eventName?: string;
}

function CollectionIcon() {
  return (
    <svg className="eb-collections-menu__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h11M4 11h11M4 16h7M18 13v8M14 17h8" />
    </svg>
  );
}

function CheckIcon({ shown }: { shown: boolean }) {
  return (
    <svg
      className={`eb-collections-menu__check${shown ? '' : ' eb-collections-menu__check--off'}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * 'Add to collection' for signed-in users: a menu of their collections, a checkmark on those that
 * hold the event; choosing one adds the event or removes it. The Dropdown has plain menu items
 * (no menuitemcheckbox), so each item's name says what choosing it does.
 */
export function CollectionsMenu({ eventId, eventCollections, eventName }: CollectionsMenuProps) {
  useStyles(collectionsMenuStyles);
  const { t } = useLingui();
  const { isAuthenticated } = useServerData('user');
  const { status, collections } = useStore($myCollections);
  const membership = useStore($eventCollections, { keys: [eventId] })[eventId] ?? eventCollections;
  const pending = useStore($pendingMemberships);

  useEffect(() => {
    seedEventCollections(eventId, eventCollections);
  }, [eventId, eventCollections]);

  if (!isAuthenticated || status === 'unavailable') return null;
  // Loaded on the first sign of intent (pointer over it, focus, opening), once for the page.
  const prepare = () => {
    if (status === 'idle') void loadMyCollections();
  };

  let items: DropdownItem[];
  if (status === 'failed') {
    items = [{ id: 'retry', label: t`Your collections could not be loaded. Try again`, onSelect: () => void loadMyCollections() }];
  } else if (status !== 'loaded') {
    items = [{ id: 'loading', label: t`Loading your collections…`, disabled: true }];
  } else if (!collections.length) {
    items = [{ id: 'none', label: t`You have no collections yet`, disabled: true }];
  } else {
    items = collections.map((collection) => {
      const member = membership.includes(collection.id);
      return {
        id: collection.id,
        label: (
          <span className="eb-collections-menu__item">
            <CheckIcon shown={member} />
            <span className="eb-visually-hidden">{member ? t`Remove from collection:` : t`Add to collection:`} </span>
            <span>{collection.name}</span>
          </span>
        ),
        disabled: pending.includes(membershipKey(eventId, collection.id)),
        onSelect: () => void toggleEventInCollection(eventId, collection),
      };
    });
  }

  const name = eventName?.trim();
  return (
    <div className="eb-collections-menu" onPointerEnter={prepare} onFocus={prepare}>
      <Dropdown
        label={
          <span className="eb-collections-menu__label">
            <CollectionIcon />
            {t`Add to collection`}
          </span>
        }
        accessibleName={name ? t`Add to collection: ${name}` : undefined}
        items={items}
        alignment="right"
        preventMouseOver
        onOpenChange={(open) => open && prepare()}
      />
    </div>
  );
}
