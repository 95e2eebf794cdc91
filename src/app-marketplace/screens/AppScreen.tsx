import { useEffect, useMemo } from 'react';
import { lazyPart } from '../../element/lazy-part';
import { ProductLoading } from '../product/ProductLoading';
import { createProductState } from '../product/product-state';
import { LazyScreen } from './LazyScreen';

// Spec 001 §2 "App product page" (product/ProductScreen.tsx). Its code (the description's HTML
// sanitizer, the screenshots, the reviews and the review form) is about half of the marketplace's:
// it comes when a product page is first shown, fetched while the app itself is, so the home,
// category and search pages do not download it (issue 16).
const productCode = lazyPart('the app product page', () => import('../product/ProductScreen'));

export function AppScreen({ slug }: { slug: string }) {
  const product = useMemo(() => createProductState(slug), [slug]);
  useEffect(() => {
    void product.loadApp();
    // The page's first number or date formatter loads the browser's locale data, 35 to 45 ms on
    // a laptop: built now, in a task of its own while the app and this code download, and not in
    // the task that renders the page (issue 16: no task past 50 ms on a phone).
    const localeData = setTimeout(() => {
      try {
        new Intl.NumberFormat();
      } catch {
        // Only a head start: the page formats its numbers all the same.
      }
    });
    return () => clearTimeout(localeData);
  }, [product]);
  return (
    <LazyScreen code={productCode} loading={<ProductLoading />}>
      {(code) => <code.ProductPage key={slug} product={product} />}
    </LazyScreen>
  );
}
