import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { App } from '../../api/apps';
import { httpUrl } from '../../lib/urls';
import { randomState } from '../../platform/browser';
import { StarRating, ratingNumber, ratingValue } from '../../ui/star-rating/StarRating';
import { MarketplaceLink, useMarketplace } from '../MarketplaceContext';
import { appPath, categoryPath, installedAppPath } from '../routes';

/**
 * Spec 001 §2: `/oauth/authorize` with state, redirect_uri (the installed app's path),
 * response_type=token, client_id and v=1.0.
 */
export function oauthAuthorizeUrl(app: App, state: string): string {
  const params = new URLSearchParams({
    state,
    redirect_uri: installedAppPath(app.extension?.slug || app.slug),
    response_type: 'token',
    client_id: app.extension?.clientId ?? '',
    v: '1.0',
  });
  return `/oauth/authorize?${params.toString()}`;
}

function CallToAction({ app }: { app: App }) {
  const { t } = useLingui();
  const slug = app.extension?.slug || app.slug;
  if (app.details?.isInstalled && slug) {
    return (
      <a className="eb-button eb-button--primary" href={installedAppPath(slug)}>
        {t`Open`}
      </a>
    );
  }
  if (app.extension?.requiresOauth) {
    // A browser redirect: the platform's authorize page takes over the window.
    return (
      <a className="eb-button eb-button--primary" href={oauthAuthorizeUrl(app, randomState())}>
        {t`Get app`}
      </a>
    );
  }
  const info = httpUrl(app.localization?.getStartedUrl) ?? httpUrl(app.appUrl);
  return info ? (
    <a className="eb-button eb-button--primary" href={info} target="_blank" rel="noopener noreferrer">
      {t`Get app info`}
    </a>
  ) : null;
}

/**
 * Spec 001 §2: logo, installed tick, the first category, name, short description, the call to
 * action and the rating summary linking to the rating overview.
 */
export function ProductHeader({ app, enoughReviews }: { app: App; enoughReviews: boolean }) {
  const { t, i18n } = useLingui();
  const { base } = useMarketplace();
  const logo = httpUrl(app.logoUrl);
  const category = app.categories?.[0];
  const summary = app.appRatingSummary;
  const total = summary?.totalReviews ?? app.totalReviews ?? 0;
  const rating = ratingValue(summary?.rating ?? app.rating);
  // The number as the server gives it (4.2); the stars to the nearest half.
  const shownRating = ratingNumber(summary?.rating ?? app.rating);
  return (
    <header className="eb-product__header">
      {logo ? <img className="eb-product__logo" src={logo} alt="" width={96} height={96} /> : <span className="eb-product__logo" aria-hidden="true" />}
      <div className="eb-product__identity">
        {category ? (
          <MarketplaceLink className="eb-product__category" to={categoryPath(base, category.slug)}>
            {category.nameLocalized || category.name}
          </MarketplaceLink>
        ) : null}
        <h1 id="eb-product-name" className="eb-product__name">
          {app.name}
          {app.details?.isInstalled ? (
            <span className="eb-product__installed">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="11" fill="currentColor" />
                <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" strokeWidth="2.5" />
              </svg>
              <span className="eb-visually-hidden">{t`Installed`}</span>
            </span>
          ) : null}
        </h1>
        {app.localization?.shortDescription ? <p className="eb-product__short">{app.localization.shortDescription}</p> : null}
        <MarketplaceLink className="eb-product__summary" to={`${appPath(base, app.slug)}#rating-overview`}>
          {enoughReviews ? (
            <>
              <span className="eb-product__rating-number">{i18n.number(shownRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
              <StarRating rating={rating} size="small" />
              <span>{t({ message: plural(total, { one: '# review', other: '# reviews' }) })}</span>
            </>
          ) : (
            t`Not enough ratings`
          )}
        </MarketplaceLink>
      </div>
      <div className="eb-product__cta">
        <CallToAction app={app} />
      </div>
    </header>
  );
}
