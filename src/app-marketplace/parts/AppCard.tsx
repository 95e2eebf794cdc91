import type { ReactNode } from 'react';
import { useAnalytics } from '../../element/analytics';
import { httpUrl } from '../../lib/urls';
import { truncateText } from '../../lib/truncate';
import { useStyles } from '../../ui/use-styles';
import { appCardStyles } from './app-card.styles';
import type { App } from '../../api/apps';
import { MarketplaceLink, useMarketplace } from '../MarketplaceContext';
import { appPath } from '../routes';

/** Spec 001 §9: app names are shown to 30 characters, short descriptions to 40. */
export const APP_NAME_MAX = 30;
export const SHORT_DESCRIPTION_MAX = 40;

export type AppCardTextSize = 'medium' | 'large';

export interface AppCardProps {
  app: App;
  /** Its place in the section, from 1, for analytics. */
  position: number;
  /** The section it is shown in, for analytics. */
  sectionTitle: string;
  /** Spec 001 §2: the name in medium or large text (large by default). */
  textSize?: AppCardTextSize;
  /** The name and short description with the search term highlighted, instead of the plain text. */
  highlightedName?: ReactNode;
  highlightedShortDescription?: ReactNode;
}

/**
 * Spec 001 §2 "An app card shows the logo, the name and the short description"; a click on it
 * is an `app-marketplace` analytics event with the app's name, id, position and section.
 */
export function AppCard({ app, position, sectionTitle, textSize = 'large', highlightedName, highlightedShortDescription }: AppCardProps) {
  useStyles(appCardStyles);
  const { base } = useMarketplace();
  const track = useAnalytics();
  const logo = httpUrl(app.logoUrl);
  const shortDescription = app.localization?.shortDescription ?? '';
  return (
    <MarketplaceLink
      className={`eb-app-card eb-app-card--${textSize}`}
      to={appPath(base, app.slug)}
      onClick={() => track({ category: 'app-marketplace', action: 'AppClick', label: app.name, appName: app.name, appId: app.id, position, sectionTitle })}
    >
      {logo ? (
        <img className="eb-app-card__logo" src={logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="eb-app-card__logo" aria-hidden="true" />
      )}
      <span className="eb-app-card__text">
        <span className="eb-app-card__name">{highlightedName ?? truncateText(app.name, APP_NAME_MAX)}</span>
        {shortDescription ? <span className="eb-app-card__description">{highlightedShortDescription ?? truncateText(shortDescription, SHORT_DESCRIPTION_MAX)}</span> : null}
      </span>
    </MarketplaceLink>
  );
}
