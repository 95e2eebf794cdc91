import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { currentPathAndQuery } from '../../platform/browser';
import { $env, $user } from '../../stores/server-data';
import { useStyles } from '../../ui/use-styles';
import { MarketplaceLink, useMarketplace } from '../MarketplaceContext';
import { marketplaceHeaderStyles } from './marketplace-header.styles';
import { marketplaceQuickLinks } from './marketplace-header-links';

/**
 * Spec 001 §2 "Marketplace header": the logo to the apps home and the quick links ('Create
 * Events', 'Log In', 'Sign Up' signed out; 'Manage apps' signed in). `hide-header` leaves it out.
 */
export function MarketplaceHeader() {
  useStyles(marketplaceHeaderStyles);
  const { t, i18n } = useLingui();
  // The marketplace's own address is in the context: a navigation re-renders the links, so
  // sign-in returns to the page shown now.
  const { base } = useMarketplace();
  const env = useStore($env);
  const user = useStore($user);
  const links = marketplaceQuickLinks({ env, user, currentPage: currentPathAndQuery() });
  return (
    <nav className="eb-marketplace-header" aria-label={t`App Marketplace`}>
      <MarketplaceLink className="eb-marketplace-header__logo" to={base}>
        <svg className="eb-marketplace-header__logo-mark" width={99} height={20} viewBox="0 0 99 20" aria-hidden="true" focusable="false">
          <text x="0" y="16" fill="currentColor" fontSize="19" fontWeight="700" fontFamily="inherit" textLength={99} lengthAdjust="spacingAndGlyphs">
            eventbrite
          </text>
        </svg>
        <span>{t`App Marketplace`}</span>
      </MarketplaceLink>
      <ul className="eb-marketplace-header__links">
        {links.map((link) => (
          <li key={link.id}>
            <a className="eb-marketplace-header__link" href={link.href}>
              {i18n._(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
