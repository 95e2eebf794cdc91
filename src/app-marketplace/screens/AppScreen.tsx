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
  }, [product]);
  return (
    <LazyScreen code={productCode} loading={<ProductLoading />}>
      {(code) => <code.ProductPage key={slug} product={product} />}
    </LazyScreen>
  );
}
