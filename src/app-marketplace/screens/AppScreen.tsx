import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../AppMarketplace';
import { Hero } from '../parts/Hero';

/** Spec 001 §2 "App product page" (issue 14 builds it). */
export function AppScreen({ slug }: { slug: string }) {
  const { t } = useLingui();
  usePageTitle(t`${slug} | App Marketplace`);
  return <Hero headline={slug} withSearch={false} />;
}
