import { useId, type ReactNode } from 'react';
import { SearchBox } from './SearchBox';

export interface HeroProps {
  headline: ReactNode;
  /** Spec 001 §2: an optional secondary line under the headline. */
  secondary?: ReactNode;
  /** The search box shows on every page's hero but the product page's. */
  withSearch?: boolean;
}

/** Spec 001 §2 "A hero header shows a headline, an optional secondary line and a search box". */
export function Hero({ headline, secondary, withSearch = true }: HeroProps) {
  const headlineId = useId();
  return (
    <div className="eb-marketplace-hero" aria-labelledby={headlineId} role="region">
      <h1 id={headlineId} className="eb-marketplace-hero__headline">
        {headline}
      </h1>
      {secondary ? <p className="eb-marketplace-hero__secondary">{secondary}</p> : null}
      {withSearch ? <SearchBox /> : null}
    </div>
  );
}
