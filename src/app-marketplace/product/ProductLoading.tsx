import { Spinner } from '../../ui/spinner/Spinner';

/**
 * The product page while its code or its app loads. Its CSS is the marketplace's own, there
 * before the product page's code is.
 */
export function ProductLoading() {
  return (
    <div className="eb-product eb-product--loading">
      <Spinner size="large" />
    </div>
  );
}
