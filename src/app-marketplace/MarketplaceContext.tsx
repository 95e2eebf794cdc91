import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { setDocumentTitle } from '../platform/history';
import { isPlainClick, type Navigator, type Routing } from './navigation';
import type { FilterSelection, MarketplaceRoute } from './routes';
import type { SearchTerm } from './search/search-state';

export interface MarketplaceContextValue {
  /** Where the marketplace lives for the current path (`/apps/`, `/de-de/apps/`, the playground). */
  base: string;
  route: MarketplaceRoute;
  /** The query of the current address (`q`, `page`...). */
  searchParams: URLSearchParams;
  /** The current path with its query and hash (`/apps/search/?q=crm`). */
  path: string;
  navigate: Navigator['navigate'];
  hideHeader: boolean;
  routing: Routing;
  /** What the category filter marks as selected; this marketplace's own, whatever others on the page show. */
  selectedFilter: FilterSelection | undefined;
  /** What this marketplace's search box holds. */
  searchTerm: SearchTerm;
}

export const MarketplaceContext = createContext<MarketplaceContextValue | null>(null);

export function useMarketplace(): MarketplaceContextValue {
  const value = useContext(MarketplaceContext);
  if (!value) throw new Error('useMarketplace() outside <eb-app-marketplace>');
  return value;
}

/**
 * Sets the page's title in history routing; memory routing never touches the page (API.md §3).
 * Without a title (a name still loading) the page keeps the one it has.
 */
export function usePageTitle(title: string | undefined): void {
  const { routing } = useMarketplace();
  useEffect(() => {
    if (routing === 'history' && title) setDocumentTitle(title);
  }, [routing, title]);
}

export interface MarketplaceLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A marketplace path with its query (`/apps/search/?q=crm`). */
  to: string;
  children: ReactNode;
}

/**
 * A real link to a marketplace page: a plain click moves the marketplace in place, while
 * ctrl/cmd/shift/alt and middle clicks open a new tab or window as any link does.
 */
export function MarketplaceLink({ to, onClick, children, ...rest }: MarketplaceLinkProps) {
  const { navigate } = useMarketplace();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || rest.target) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
