import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { MarketplaceContext, type MarketplaceContextValue } from '../app-marketplace/MarketplaceContext';
import { addressText, createNavigator } from '../app-marketplace/navigation';
import { routeFor, selectionAfter } from '../app-marketplace/routes';
import { createSearchTerm } from '../app-marketplace/search/search-state';
import { renderInElement } from './render-in-element';

/**
 * Renders a part of the marketplace inside a real element with the marketplace context in
 * memory routing at `path`: links move `address()` as they would move the marketplace.
 */
export async function renderInMarketplace(ui: ReactNode, path = '/apps/') {
  const navigator = createNavigator('memory', path);
  const searchTerm = createSearchTerm();
  function Provider({ children }: { children: ReactNode }) {
    const address = useStore(navigator.$address);
    const route = routeFor(address.pathname);
    const value: MarketplaceContextValue = {
      base: route.base,
      route,
      searchParams: new URLSearchParams(address.search),
      path: addressText(address),
      navigate: navigator.navigate,
      hideHeader: false,
      routing: 'memory',
      selectedFilter: selectionAfter(undefined, route, address.pathname),
      searchTerm,
    };
    // A wrapper that is always there: a part that renders nothing leaves it empty.
    return (
      <MarketplaceContext.Provider value={value}>
        <div className="eb-test-marketplace-part">{children}</div>
      </MarketplaceContext.Provider>
    );
  }
  const rendered = await renderInElement(<Provider>{ui}</Provider>);
  return { ...rendered, address: () => addressText(navigator.$address.get()) };
}
