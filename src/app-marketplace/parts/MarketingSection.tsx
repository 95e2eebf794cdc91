import type { Category } from '../../api/apps';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { $categories, categoryList } from '../marketplace-stores';
import { useMarketplace } from '../MarketplaceContext';
import { categoryPath } from '../routes';
import { DiscoverySection } from './DiscoverySection';

/** Spec 001 §4: the home page's marketing category, by slug, the first one the server has. */
export const MARKETING_CATEGORY_SLUGS = ['marketing-and-promotion', 'promotion-and-advertising'] as const;

export function marketingCategory(categories: readonly Category[]): Category | undefined {
  for (const slug of MARKETING_CATEGORY_SLUGS) {
    const found = categories.find((category) => category.slug === slug);
    if (found) return found;
  }
  return undefined;
}

/**
 * Spec 001 §2/§4 "optional marketing category section": once the categories have loaded, the
 * apps of the marketing category with a link to its page; nothing when there is no such category.
 */
export function MarketingSection() {
  const { base } = useMarketplace();
  const { status, categories } = useStoreInTransition($categories);
  const category = status === 'loaded' ? marketingCategory(categories) : undefined;
  if (!category) return null;
  return <DiscoverySection title={category.nameLocalized || category.name} list={categoryList(category.slug)} seeAllTo={categoryPath(base, category.slug)} />;
}
