import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { App } from '../../api/apps';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { useStyles } from '../../ui/use-styles';
import { $appLists, listOf, loadList, type ListKey } from '../marketplace-stores';
import { MarketplaceLink } from '../MarketplaceContext';
import type { AppCardTextSize } from './AppCard';
import { AppGrid, AppGridPlaceholder, type GridColumns } from './AppGrid';
import { discoverySectionStyles } from './discovery-section.styles';
import { SectionError } from './SectionError';
import { useLatest } from '../../element/use-latest';

/** Spec 001 §9: a discovery section shows at most 6 apps. */
export const DISCOVERY_MAX_APPS = 6;

export interface DiscoverySectionProps {
  title: string;
  /** The list it shows; loaded once for the page, shared with any other section showing it. */
  list: ListKey;
  /** Where 'See all' goes; no link without it. */
  seeAllTo?: string;
  /** Spec 001 §2: the 'See all' label can be overridden. */
  seeAllLabel?: string;
  maxApps?: number;
  columns?: GridColumns;
  /** The cards' name in medium or large text (large by default). */
  textSize?: AppCardTextSize;
  /** Picks the apps to show from the list. */
  select?: (apps: App[]) => App[];
  /**
   * Called when the section shows its list loaded (each time it is shown, and after a refresh),
   * with the apps shown and the whole list as loaded, for analytics.
   */
  onLoaded?: (shown: App[], loaded: readonly App[]) => void;
}

/**
 * Spec 001 §2 "App discovery section": a title with 'See all', a grid of app cards, a spinner
 * while loading, the failure message with a refresh button that asks for this section's list
 * again, and nothing at all when there are no apps.
 */
export function DiscoverySection({ title, list, seeAllTo, seeAllLabel, maxApps = DISCOVERY_MAX_APPS, columns = 3, textSize, select, onLoaded }: DiscoverySectionProps) {
  useStyles(discoverySectionStyles);
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, apps } = listOf(useStoreInTransition($appLists), list);
  useEffect(() => {
    void loadList(list);
  }, [list]);
  const shown = (select ? select(apps) : apps).slice(0, maxApps);

  // Once per loaded list while shown: a load (or refresh) makes a new array, a re-render does not.
  const latest = useLatest({ shown, onLoaded });
  const reported = useRef<App[] | null>(null);
  useEffect(() => {
    if (status !== 'loaded' || reported.current === apps) return;
    reported.current = apps;
    if (latest.current.shown.length) latest.current.onLoaded?.(latest.current.shown, apps);
  }, [status, apps, latest]);

  // Loaded and empty: the section is not there at all.
  if (status === 'loaded' && shown.length === 0) return null;
  const refresh = () => {
    void loadList(list, { again: true });
    // The button goes away with the message: keep the keyboard user's place in this section.
    heading.current?.focus();
  };
  return (
    <section className="eb-discovery" aria-labelledby={headingId} aria-busy={status === 'fetching' || status === 'idle'}>
      <div className="eb-discovery__header">
        <h2 id={headingId} ref={heading} className="eb-discovery__title" tabIndex={-1}>
          {title}
        </h2>
        {seeAllTo ? (
          // Named by its text, described by the section title: several 'See all' links read apart.
          <MarketplaceLink className="eb-discovery__see-all" to={seeAllTo} aria-describedby={headingId}>
            {seeAllLabel ?? t`See all`}
          </MarketplaceLink>
        ) : null}
      </div>
      {status === 'failed' ? (
        <SectionError onRefresh={refresh} />
      ) : shown.length ? (
        <AppGrid apps={shown} sectionTitle={title} columns={columns} textSize={textSize} />
      ) : (
        <AppGridPlaceholder count={maxApps} columns={columns} label={t`Loading ${title}`} />
      )}
    </section>
  );
}
