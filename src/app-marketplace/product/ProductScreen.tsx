import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { httpUrl } from '../../lib/urls';
import { setMetaDescription } from '../../platform/history';
import { ReviewForm } from '../../review-form/ReviewForm';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { useStyles } from '../../ui/use-styles';
import { useMarketplace, usePageTitle } from '../MarketplaceContext';
import { appPath } from '../routes';
import { ProductHeader } from './ProductHeader';
import { ProductLoading } from './ProductLoading';
import { RatingOverview } from './RatingOverview';
import { Resources } from './Resources';
import { Reviews } from './Reviews';
import { Screenshots } from './Screenshots';
import { ServerHtml } from './ServerHtml';
import type { ProductPageState } from './product-state';
import { productStyles } from './product.styles';
import { useLatest } from '../../element/use-latest';

/** Spec 001 §5: the rating as a number, the histogram and the reviews need this many reviews. */
export const MIN_REVIEWS_FOR_RATING = 5;
/** Spec 001 §2: the badge banner shows for this redirect on this app. */
const BADGES_REDIRECT = 'attendees-badges';
const BADGES_APP = 'conference-badges';
export const OPEN_REVIEW_PARAM = 'open_review_modal';

/**
 * Spec 001 §2 "App product page": the app by its slug with details, extension, permissions and
 * its rating summary; an old renamed slug goes to the new one, a failed load to the marketplace's
 * home. Each visit has its own state (made and loaded by screens/AppScreen.tsx, which loads this
 * code): leaving drops the ratings, their filter and sort.
 */
export function ProductPage({ product }: { product: ProductPageState }) {
  useStyles(productStyles);
  const { t } = useLingui();
  const { base, navigate, routing, searchParams, path } = useMarketplace();
  const { status, app, renamedTo } = useStoreInTransition(product.$app);
  // Where the page is: read by the moves below, which a new address must not make again.
  const here = useLatest({ base, navigate, path, searchParams });

  useEffect(() => {
    const { base, navigate, path } = here.current;
    if (status === 'missing' && renamedTo) navigate(`${appPath(base, renamedTo)}${new URL(path, 'http://x.invalid').search}`, { replace: true });
    // Spec 001 §2: nothing found (and no new slug) or a failed load goes to the marketplace.
    else if (status === 'missing' || status === 'failed') navigate(base, { replace: true });
  }, [status, renamedTo, here]);

  const name = app?.name;
  usePageTitle(name ? t`${name} | App Marketplace` : undefined);
  const shortDescription = app?.localization?.shortDescription ?? '';
  useEffect(() => {
    if (routing !== 'history' || !shortDescription) return undefined;
    return setMetaDescription(shortDescription);
  }, [routing, shortDescription]);

  // Spec 001 §2: ?open_review_modal=true opens the review flow once, and the parameter goes.
  const [openReview] = useState(() => searchParams.get(OPEN_REVIEW_PARAM) === 'true');
  useEffect(() => {
    const { navigate, path, searchParams } = here.current;
    if (!searchParams.has(OPEN_REVIEW_PARAM)) return;
    const url = new URL(path, 'http://x.invalid');
    url.searchParams.delete(OPEN_REVIEW_PARAM);
    navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
  }, [here]);

  if (!app) return <ProductLoading />;

  const banner = httpUrl(app.bannerUrl);
  const installed = app.details?.isInstalled === true;
  const totalReviews = app.appRatingSummary?.totalReviews ?? app.totalReviews ?? 0;
  const enoughReviews = totalReviews >= MIN_REVIEWS_FOR_RATING;
  const localization = app.localization;
  const showBadgeWarning = searchParams.get('redirect_from') === BADGES_REDIRECT && app.slug === BADGES_APP;

  const reviewForm = (
    <ReviewForm appId={app.id} appName={app.name} installed={installed} startOpen={openReview} asButton={!enoughReviews} onReviewSaved={() => void product.refreshAfterReview()} />
  );

  return (
    <article className="eb-product" aria-labelledby="eb-product-name">
      {showBadgeWarning ? (
        <p className="eb-product__warning" role="note">
          {t`Eventbrite no longer offers a feature to create name badges. Consider using this third-party tool instead.`}
        </p>
      ) : null}
      {banner ? <img className="eb-product__banner" src={banner} alt="" height={233} /> : <div className="eb-product__banner" />}
      <ProductHeader app={app} enoughReviews={enoughReviews} />
      <Screenshots screenshots={localization?.screenshots ?? []} appName={app.name} />
      {localization?.description ? (
        <section className="eb-product__section" aria-labelledby="eb-product-description">
          <h2 id="eb-product-description" className="eb-product__section-title">{t`Description`}</h2>
          <ServerHtml html={localization.description} />
        </section>
      ) : null}
      <section className="eb-product__section" id="rating-overview" aria-labelledby="eb-product-ratings" tabIndex={-1}>
        <h2 id="eb-product-ratings" className="eb-product__section-title">{t`Ratings and reviews`}</h2>
        {enoughReviews ? <RatingOverview app={app} product={product} /> : <p className="eb-product__not-enough">{t`Not enough ratings`}</p>}
        {/* In one place whatever the count, so a fifth review does not start the form again. */}
        {reviewForm}
        {enoughReviews ? <Reviews app={app} product={product} /> : null}
      </section>
      {localization?.supportDescription ? (
        <section className="eb-product__section" aria-labelledby="eb-product-support">
          <h2 id="eb-product-support" className="eb-product__section-title">{t`Support`}</h2>
          <ServerHtml html={localization.supportDescription} />
        </section>
      ) : null}
      <Resources app={app} />
    </article>
  );
}
