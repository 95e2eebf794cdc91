import { useEffect, useMemo } from 'react';
import { lazyPart } from '../../element/lazy-part';
import { toLanguageTag } from '../../i18n/locales';
import { $locale } from '../../stores/locale';
import { ProductLoading } from '../product/ProductLoading';
import { createProductState } from '../product/product-state';
import { LazyScreen } from './LazyScreen';

// Spec 001 §2 "App product page" (product/ProductScreen.tsx). Its code (the description's HTML
// sanitizer, the screenshots, the reviews and the review form) is much of the marketplace's: it
// comes when a product page is first shown, fetched while the app itself is, so the home,
// category and search pages, which a phone waits for, do not download it.
const productCode = lazyPart('the app product page', () => import('../product/ProductScreen'));

export function AppScreen({ slug }: { slug: string }) {
  const product = useMemo(() => createProductState(slug), [slug]);
  useEffect(() => {
    void product.loadApp();
    // The page's first number or date formatter loads the browser's locale data, a long piece of
    // work: built now, while the app and this code download, and not in the task that renders the
    // page, so that no task runs past 50 ms on a phone. In three steps, each in a task of its own,
    // as the module loader does it for cards (src/module-loader.ts).
    const language = toLanguageTag($locale.get());
    const steps = [() => new Intl.Locale(language).maximize(), () => Intl.NumberFormat.supportedLocalesOf(language), () => new Intl.NumberFormat(language)];
    let localeData: ReturnType<typeof setTimeout>;
    const next = () => {
      try {
        steps.shift()!();
      } catch {
        // Only a head start: the page formats its numbers all the same.
      }
      if (steps.length) localeData = setTimeout(next);
    };
    localeData = setTimeout(next);
    return () => clearTimeout(localeData);
  }, [product]);
  return (
    <LazyScreen code={productCode} loading={<ProductLoading />}>
      {(code) => <code.ProductPage key={slug} product={product} />}
    </LazyScreen>
  );
}
