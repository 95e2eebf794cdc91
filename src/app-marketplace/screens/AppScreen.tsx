import { useEffect, useMemo, useState } from 'react';
import { lazyPart, useLazyPart } from '../../element/lazy-part';
import { SectionError } from '../parts/SectionError';
import { ProductLoading } from '../product/ProductLoading';
import { createProductState } from '../product/product-state';

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
  // A failed download offers to try again; each try is a new attempt at the code.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const code = useLazyPart(productCode, !failed, () => setFailed(true), attempt);
  if (failed) {
    return (
      <SectionError
        onRefresh={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (!code) return <ProductLoading />;
  return <code.ProductPage key={slug} product={product} />;
}
