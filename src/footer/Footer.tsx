import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { SUPPORTED_LOCALES, LOCALE_SITES } from '../i18n/locales';
import { safeUrl, siteUrl } from '../lib/urls';
import { navigateTo } from '../platform/browser';
import { usePageSnapshot } from '../element/page-snapshot';
import { $locale } from '../stores/locale';
import { useServerData } from '../element/use-server-data';
import {
  DO_NOT_SELL_FLAG,
  EU_DSA_DOMAINS,
  IMPRESSUM_DOMAIN,
  connectColumn,
  cookiesLink,
  doNotSellLink,
  euDsaLink,
  footerSite,
  generalLinks,
  impressumLink,
  minimalModeLinks,
  planEventsColumn,
  usingEventbriteColumn,
  type FooterLink,
  type MarketingColumn,
} from './footer-links';

export interface LocaleChange {
  locale: string;
  url: string;
}

export interface FooterProps {
  /** Only Terms, Privacy and Cookies. */
  minimalLinks?: boolean;
  /** Never show the marketing section (by default it shows for signed-out users). */
  hideMarketing?: boolean;
  /** Called before navigating to the locale change URL; returning false cancels the navigation. */
  onLocaleChange?: (change: LocaleChange) => boolean;
  /** Called before the cookie preferences open; returning false lets the page show its own. */
  onManageCookies?: (detail: { url: string }) => boolean;
}

function label(text: MessageDescriptor | string, translate: (descriptor: MessageDescriptor) => string): string {
  return typeof text === 'string' ? text : translate(text);
}

function LinkItem({ link }: { link: FooterLink }) {
  const { _ } = useLingui();
  return (
    <li className={link.smallScreensOnly ? 'eb-footer__small-screens-only' : undefined}>
      <a href={link.href}>{label(link.label, _)}</a>
    </li>
  );
}

function LinkList({ links, className, part }: { links: FooterLink[]; className: string; part?: string }) {
  return (
    <ul className={className} part={part}>
      {links.map((link) => (
        <LinkItem key={link.id} link={link} />
      ))}
    </ul>
  );
}

function MarketingSection({ columns }: { columns: MarketingColumn[] }) {
  const { _ } = useLingui();
  return (
    <div className="eb-footer__marketing" part="marketing">
      {columns.map((column) => (
        <section key={column.id} className="eb-footer__column" aria-labelledby={`eb-footer-${column.id}`}>
          <h2 id={`eb-footer-${column.id}`} className="eb-footer__column-title">
            {_(column.title)}
          </h2>
          <LinkList links={column.links} className="eb-footer__column-links" />
        </section>
      ))}
    </div>
  );
}

// Arrow keys on a closed select change its value at once; a keyboard user browsing the list
// must not be sent away on every step, so keyboard choices wait for Enter (WCAG 3.2.2).
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

function LocaleSelector({ locale, onChoose }: { locale: string; onChoose: (locale: string) => boolean }) {
  const id = useId();
  const [pending, setPending] = useState<string>();
  const [browsing, setBrowsing] = useState(false);
  const choose = (value: string) => {
    setBrowsing(false);
    if (value === locale) return setPending(undefined);
    // A cancelled change shows the current locale again.
    if (!onChoose(value)) setPending(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') choose(event.currentTarget.value);
    else if (BROWSING_KEYS.has(event.key) || event.key.length === 1) setBrowsing(true);
  };
  const options = SUPPORTED_LOCALES.includes(locale) ? SUPPORTED_LOCALES : [locale, ...SUPPORTED_LOCALES];
  return (
    <div className="eb-footer__locale">
      <label htmlFor={id}>
        <Trans>Locale</Trans>
      </label>
      <select
        id={id}
        part="locale-select"
        value={pending ?? locale}
        onKeyDown={onKeyDown}
        onPointerDown={() => setBrowsing(false)}
        onChange={(event) => {
          setPending(event.target.value);
          if (!browsing) choose(event.target.value);
        }}
        onBlur={() => {
          setBrowsing(false);
          setPending(undefined);
        }}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {LOCALE_SITES[code]?.name ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}

/** `<eb-footer>`: spec 000 §2 "Footer and shell". */
export function Footer({ minimalLinks = false, hideMarketing = false, onLocaleChange, onManageCookies }: FooterProps) {
  const env = useServerData('env');
  const user = useServerData('user');
  const featureFlags = useServerData('featureFlags');
  const serverFooterLinks = useServerData('footerLinks');
  const locale = useStore($locale);
  const { year, privacySignal } = usePageSnapshot();
  const { _ } = useLingui();

  if (env.isEmbeddedView) return null;

  const site = footerSite(env, locale);
  const context = { env, site };

  const changeLocale = (next: string) => {
    const url = siteUrl(safeUrl(env.serverUrl) ?? 'https://www.eventbrite.com', `/international/change_locale/?locale=${encodeURIComponent(next)}`);
    const proceed = onLocaleChange ? onLocaleChange({ locale: next, url }) : true;
    if (proceed) navigateTo(url);
    return proceed;
  };

  const cookiesUrl = cookiesLink(context).href;
  const manageCookies = () => {
    const proceed = onManageCookies ? onManageCookies({ url: cookiesUrl }) : true;
    if (proceed) navigateTo(cookiesUrl);
  };

  const copyright = (
    <p className="eb-footer__copyright">
      <Trans>© {year} Eventbrite</Trans>
    </p>
  );

  if (minimalLinks) {
    return (
      <footer className="eb-footer eb-footer--minimal" part="footer">
        <nav className="eb-footer__bottom" aria-label={_(msg`Legal`)}>
          {copyright}
          <LinkList links={minimalModeLinks(context)} className="eb-footer__links" part="links" />
        </nav>
      </footer>
    );
  }

  const showDoNotSell = Boolean(featureFlags[DO_NOT_SELL_FLAG]) && (Boolean(env.privacyRegime) || privacySignal);
  const conditionalLinks = [
    ...(showDoNotSell ? [doNotSellLink(context)] : []),
    ...(EU_DSA_DOMAINS.has(site.tld) ? [euDsaLink(context)] : []),
    ...(site.tld === IMPRESSUM_DOMAIN ? [impressumLink(context)] : []),
  ];

  const findEvents: FooterLink[] = serverFooterLinks
    .filter((link) => link?.locale === locale && typeof link.title === 'string' && safeUrl(link.link, site.baseUrl))
    .sort((a, b) => a.position - b.position)
    .map((link) => ({ id: `find-${link.position}-${link.title}`, label: link.title, href: safeUrl(link.link, site.baseUrl)! }));
  const columns = [
    usingEventbriteColumn(context),
    planEventsColumn(context),
    ...(findEvents.length ? [{ id: 'find-events', title: msg`Find Events`, links: findEvents }] : []),
    connectColumn(context),
  ];
  const showMarketing = !user.isAuthenticated && !hideMarketing;

  return (
    <footer className="eb-footer" part="footer">
      {showMarketing && <MarketingSection columns={columns} />}
      <div className="eb-footer__bottom">
        {copyright}
        <nav aria-label={_(msg`Footer`)}>
          <ul className="eb-footer__links" part="links">
            {generalLinks(context).map((link) => (
              <LinkItem key={link.id} link={link} />
            ))}
            <li>
              <button type="button" className="eb-footer__link-button" onClick={manageCookies}>
                <Trans>Manage Cookie Preferences</Trans>
              </button>
            </li>
            {conditionalLinks.map((link) => (
              <LinkItem key={link.id} link={link} />
            ))}
          </ul>
        </nav>
        <LocaleSelector locale={locale} onChoose={changeLocale} />
      </div>
    </footer>
  );
}
