import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { App } from '../../api/apps';
import { useAnalytics } from '../../element/analytics';
import { $user } from '../../stores/server-data';
import { loadCategories } from '../marketplace-stores';
import { useMarketplace, usePageTitle } from '../MarketplaceContext';
import { CategoriesToExplore } from '../parts/CategoriesToExplore';
import { DiscoverySection } from '../parts/DiscoverySection';
import { Hero } from '../parts/Hero';
import { MarketingSection } from '../parts/MarketingSection';
import { StaffPicks } from '../parts/StaffPicks';
import { popularPath, recommendedPath } from '../routes';

// Each loaded Recommended list is reported once: coming back home shows the same list again,
// which is no new load; a refresh loads a new one.
const reportedRecommendations = new WeakSet<readonly App[]>();

/**
 * Spec 001 §2 "Home page" and §4 "Home on load": Popular; Recommended for a signed-in user or
 * featured apps for an anonymous one; the Staff Picks spotlight; the marketing category; the
 * categories to explore. Each section loads its own list (once for the page); the categories
 * load here, unless they are on their way already.
 */
export function HomeScreen() {
  const { t } = useLingui();
  const { base } = useMarketplace();
  const { isAuthenticated } = useStore($user);
  const track = useAnalytics();
  usePageTitle(t`Eventbrite App Marketplace | Apps for Your Events (Formerly Spectrum)`);
  useEffect(() => {
    void loadCategories();
  }, []);

  const recommendedTitle = t`Recommended`;
  // Spec 001 §7: a recommendation load is an analytics event with the apps shown and the section.
  const reportRecommendations = (shown: App[], loaded: readonly App[]) => {
    if (reportedRecommendations.has(loaded)) return;
    reportedRecommendations.add(loaded);
    track({
      category: 'app-marketplace',
      action: 'RecommendationLoad',
      label: recommendedTitle,
      sectionTitle: recommendedTitle,
      apps: shown.map((app, index) => ({ appName: app.name, appId: app.id, position: index + 1 })),
    });
  };

  return (
    <>
      <Hero headline={t`Find the apps for your events`} secondary={t`Connect the tools you already use to promote, sell and run your events.`} />
      <DiscoverySection title={t`Popular`} list="popular" seeAllTo={popularPath(base)} />
      {isAuthenticated ? (
        <DiscoverySection title={recommendedTitle} list="recommended" seeAllTo={recommendedPath(base)} onLoaded={reportRecommendations} />
      ) : (
        <DiscoverySection title={t`Featured`} list="featured" seeAllTo={recommendedPath(base)} />
      )}
      <StaffPicks />
      <MarketingSection />
      <CategoriesToExplore />
    </>
  );
}
