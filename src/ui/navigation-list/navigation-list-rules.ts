import type { ReactNode } from 'react';
import { safeHref } from '../../lib/urls';

/** A link handled by the page's router: `onNavigate(path)` instead of a page load. */
export interface RouterLinkItem {
  kind: 'router-link';
  id: string;
  label: ReactNode;
  path: string;
}

/** A plain link the browser follows (another site, a page outside the router). */
export interface AnchorLinkItem {
  kind: 'anchor-link';
  id: string;
  label: ReactNode;
  href: string;
}

export interface DividerItem {
  kind: 'divider';
  id: string;
}

/** Names the items that follow it, up to the next divider or section header. */
export interface SectionHeaderItem {
  kind: 'section-header';
  id: string;
  label: ReactNode;
}

/** A button showing and hiding its links. */
export interface ExpandableLinkItem {
  kind: 'expandable-link';
  id: string;
  label: ReactNode;
  /** The group also counts as active on this path and below it ('/reports' for '/reports/sales'). */
  path?: string;
  items: NavigationLinkItem[];
}

export type NavigationLinkItem = RouterLinkItem | AnchorLinkItem;

/** Spec 000 §9 "Nav list item kinds". Ids are unique across the whole list, group items included. */
export type NavigationItem = NavigationLinkItem | DividerItem | SectionHeaderItem | ExpandableLinkItem;

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isNavigationKey(key: string): key is NavigationKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

// '/myevents/' and '/myevents' are the same page.
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The href a link renders, or undefined when its URL is refused (javascript:, data:...). */
export function linkHref(item: NavigationLinkItem): string | undefined {
  return safeHref(item.kind === 'router-link' ? item.path : item.href);
}

export function isLinkActive(item: NavigationLinkItem, activePath: string | undefined): boolean {
  if (activePath === undefined) return false;
  const target = item.kind === 'router-link' ? item.path : item.href;
  return normalisePath(target) === normalisePath(activePath);
}

/** The id of the link to the current page, groups included. */
export function activeLinkId(items: NavigationItem[], activePath: string | undefined): string | undefined {
  for (const item of items) {
    const links = item.kind === 'expandable-link' ? item.items : item.kind === 'router-link' || item.kind === 'anchor-link' ? [item] : [];
    const active = links.find((link) => isLinkActive(link, activePath));
    if (active) return active.id;
  }
  return undefined;
}

/** Spec 000 §4: a parent stays expanded if it or a child is active. */
export function isGroupActive(group: ExpandableLinkItem, activePath: string | undefined): boolean {
  if (activePath === undefined) return false;
  if (group.items.some((item) => isLinkActive(item, activePath))) return true;
  if (group.path === undefined) return false;
  const own = normalisePath(group.path);
  const active = normalisePath(activePath);
  return active === own || active.startsWith(own === '/' ? '/' : `${own}/`);
}

/** Ids of the items Up, Down, Home and End move through, in order: links and group buttons that are shown. */
export function focusableItemIds(items: NavigationItem[], expandedGroupIds: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.kind === 'expandable-link') {
      ids.push(item.id);
      if (expandedGroupIds.has(item.id)) ids.push(...item.items.filter((child) => linkHref(child)).map((child) => child.id));
    } else if ((item.kind === 'router-link' || item.kind === 'anchor-link') && linkHref(item)) {
      ids.push(item.id);
    }
  }
  return ids;
}

/** Where a key moves focus; the ends do not wrap (Home and End jump there). */
export function navigationIndexAfter(key: NavigationKey, current: number, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
  }
}

export type NavigationSegment = { kind: 'list'; id: string; header?: SectionHeaderItem; items: Array<NavigationLinkItem | ExpandableLinkItem> } | { kind: 'divider'; id: string };

/**
 * The items cut into lists at each divider and section header, so that the markup stays a
 * valid list and a section's list is named by its header.
 */
export function navigationSegments(items: NavigationItem[]): NavigationSegment[] {
  const segments: NavigationSegment[] = [];
  let list: Extract<NavigationSegment, { kind: 'list' }> | undefined;
  for (const item of items) {
    if (item.kind === 'divider') {
      list = undefined;
      segments.push({ kind: 'divider', id: item.id });
    } else if (item.kind === 'section-header') {
      list = { kind: 'list', id: item.id, header: item, items: [] };
      segments.push(list);
    } else {
      if (!list) {
        list = { kind: 'list', id: item.id, items: [] };
        segments.push(list);
      }
      list.items.push(item);
    }
  }
  return segments;
}
