import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStyles } from '../use-styles';
import {
  activeLinkId,
  focusableItemIds,
  isGroupActive,
  isLinkActive,
  isNavigationKey,
  linkHref,
  navigationIndexAfter,
  navigationSegments,
  type ExpandableLinkItem,
  type NavigationItem,
  type NavigationLinkItem,
} from './navigation-list-rules';
import { navigationListStyles } from './navigation-list.styles';

export type {
  AnchorLinkItem,
  DividerItem,
  ExpandableLinkItem,
  NavigationItem,
  NavigationLinkItem,
  RouterLinkItem,
  SectionHeaderItem,
} from './navigation-list-rules';

export interface NavigationListProps {
  /** The accessible name of the navigation landmark ('Account', 'Event tools'). */
  label: string;
  items: NavigationItem[];
  /** The current page's path: its link is marked as the current page and its group kept expanded. */
  activePath?: string;
  /** A router link was chosen with a plain left click or Enter; without it router links load the page. */
  onNavigate?: (path: string) => void;
}

/** Clicks the browser should handle itself: new tab, new window, download. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A navigation list (spec 000 §4, §9): router links, anchor links, dividers, section headers
 * and expandable links. A group expands on click and stays expanded while it or one of its
 * links is active: clicking the button of such a group leaves it open. One Tab stop (roving
 * tabindex) on the last focused, else the active, else the first item; Down, Up, Home and End
 * move between the links and group buttons shown, without wrapping; Enter follows a link or
 * toggles a group.
 */
export function NavigationList({ label, items, activePath, onNavigate }: NavigationListProps) {
  useStyles(navigationListStyles);
  const baseId = useId();
  const [openedGroups, setOpenedGroups] = useState<ReadonlySet<string>>(() => new Set());
  const [focusedId, setFocusedId] = useState<string>();
  const controls = useRef(new Map<string, HTMLElement>());

  const groupExpanded = (group: ExpandableLinkItem) => openedGroups.has(group.id) || isGroupActive(group, activePath);
  const expandedIds = new Set(items.filter((item) => item.kind === 'expandable-link' && groupExpanded(item)).map((item) => item.id));
  const focusable = focusableItemIds(items, expandedIds);
  const activeId = activeLinkId(items, activePath);
  const tabStop = focusedId !== undefined && focusable.includes(focusedId) ? focusedId : activeId !== undefined && focusable.includes(activeId) ? activeId : focusable[0];

  const toggle = (group: ExpandableLinkItem) => {
    // The group holding the current page stays open: collapsing it would hide where the user is.
    if (isGroupActive(group, activePath)) return;
    setOpenedGroups((opened) => {
      const next = new Set(opened);
      if (!next.delete(group.id)) next.add(group.id);
      return next;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!isNavigationKey(event.key)) return;
    const current = focusable.findIndex((id) => controls.current.get(id) === event.target);
    if (current < 0) return;
    event.preventDefault();
    controls.current.get(focusable[navigationIndexAfter(event.key, current, focusable.length)])?.focus();
  };

  const controlProps = (id: string) => ({
    ref: (element: HTMLElement | null) => {
      if (element) controls.current.set(id, element);
      else controls.current.delete(id);
    },
    tabIndex: id === tabStop ? 0 : -1,
    onFocus: () => setFocusedId(id),
  });

  const renderLink = (item: NavigationLinkItem, className: string) => {
    const href = linkHref(item);
    if (href === undefined) return <span className={`${className} eb-navigation-list__link--unavailable`}>{item.label}</span>;
    const onClick =
      item.kind === 'router-link' && onNavigate
        ? (event: MouseEvent) => {
            if (event.defaultPrevented || opensElsewhere(event)) return;
            event.preventDefault();
            onNavigate(item.path);
          }
        : undefined;
    return (
      <a {...controlProps(item.id)} className={className} href={href} aria-current={isLinkActive(item, activePath) ? 'page' : undefined} onClick={onClick}>
        {item.label}
      </a>
    );
  };

  const renderGroup = (group: ExpandableLinkItem) => {
    const expanded = expandedIds.has(group.id);
    const groupId = `${baseId}-${group.id}`;
    const active = isGroupActive(group, activePath);
    return (
      <>
        <button
          {...controlProps(group.id)}
          type="button"
          className={`eb-navigation-list__toggle${active ? ' eb-navigation-list__toggle--active' : ''}`}
          aria-expanded={expanded}
          aria-controls={groupId}
          onClick={() => toggle(group)}
        >
          {group.label}
          <span className="eb-navigation-list__chevron" aria-hidden="true" />
        </button>
        <ul id={groupId} className="eb-navigation-list__group" hidden={!expanded}>
          {group.items.map((child) => (
            <li key={child.id}>{renderLink(child, 'eb-navigation-list__link eb-navigation-list__link--nested')}</li>
          ))}
        </ul>
      </>
    );
  };

  return (
    <nav className="eb-navigation-list" aria-label={label} onKeyDown={onKeyDown}>
      {navigationSegments(items).map((segment) => {
        if (segment.kind === 'divider') return <hr key={segment.id} className="eb-navigation-list__divider" />;
        const headerId = segment.header ? `${baseId}-${segment.header.id}` : undefined;
        return (
          <div key={segment.id} className="eb-navigation-list__section">
            {segment.header ? (
              <div id={headerId} className="eb-navigation-list__section-header">
                {segment.header.label}
              </div>
            ) : null}
            {segment.items.length ? (
              <ul className="eb-navigation-list__list" aria-labelledby={headerId}>
                {segment.items.map((item) => (
                  <li key={item.id}>{item.kind === 'expandable-link' ? renderGroup(item) : renderLink(item, 'eb-navigation-list__link')}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </nav>
  );
}
