import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALE_SITES } from '../i18n/locales';
import { safeUrl, siteUrl } from '../lib/urls';
import type { Env, LocaleEntry, SocialNetwork } from '../stores/server-data';

// The footer's content, spec 000 §2 "Footer and shell", as plain data.

/** Spec 000 §2: 'EU DSA Statement' shows on exactly these country domains. */
export const EU_DSA_DOMAINS: ReadonlySet<string> = new Set(['be', 'dk', 'de', 'es', 'fi', 'fr', 'ie', 'it', 'nl', 'at', 'pt', 'ch', 'se', 'co.uk']);

/** Spec 000 §2: 'Impressum' shows on the German site. */
export const IMPRESSUM_DOMAIN = 'de';

/** Spec 000 §2: 'Contact Sales' for .com, .co.uk, .com.au, .co.nz, .de, .es, .ie, .sg and Canadian English. */
export const CONTACT_SALES_LOCALES: ReadonlySet<string> = new Set(['en_US', 'en_GB', 'en_AU', 'en_NZ', 'de_DE', 'es_ES', 'en_IE', 'en_SG', 'en_CA']);

/** The feature flag that allows 'Do Not Sell or Share My Personal Information' (spec 000 §2). */
export const DO_NOT_SELL_FLAG = 'enableDoNotSellLink';

export interface FooterSite {
  locale: string;
  tld: string;
  /** The server URL plus the language folder when the locale uses one (`…/fr`). */
  baseUrl: string;
  helpCenterLanguage: string;
  pressBlogUrl?: string;
  social: Partial<Record<SocialNetwork, string>>;
}

const DEFAULT_SOCIAL: Readonly<Record<SocialNetwork, string>> = {
  x: 'https://x.com/eventbrite',
  facebook: 'https://www.facebook.com/Eventbrite',
  linkedin: 'https://www.linkedin.com/company/eventbrite',
  instagram: 'https://www.instagram.com/eventbrite/',
  tiktok: 'https://www.tiktok.com/@eventbrite',
};

/** The site the footer links into: the locale's own entry from the server, else the built-in one. */
export function footerSite(env: Env, locale: string): FooterSite {
  const entry: LocaleEntry | undefined = env.locales?.find((item) => item?.locale === locale);
  const builtIn = LOCALE_SITES[locale];
  const tld = entry?.tld ?? builtIn?.tld ?? 'com';
  const language = locale.split('_')[0];
  const usesSubdirectory = entry?.usesLanguageSubdirectory ?? Boolean(builtIn?.languageSubdirectory);
  const serverUrl = safeUrl(env.serverUrl) ?? 'https://www.eventbrite.com';
  return {
    locale,
    tld,
    baseUrl: usesSubdirectory ? siteUrl(serverUrl, builtIn?.languageSubdirectory ?? language) : serverUrl.replace(/\/+$/, ''),
    helpCenterLanguage: entry?.helpCenterLanguage ?? locale.toLowerCase().replace('_', '-'),
    pressBlogUrl: entry?.pressBlogUrl,
    social: { ...DEFAULT_SOCIAL, ...entry?.social },
  };
}

export interface FooterLink {
  id: string;
  label: MessageDescriptor | string;
  href: string;
  /** Spec 000 §2: How It Works, Pricing and Contact Support are hidden on medium and larger. */
  smallScreensOnly?: boolean;
}

interface LinkContext {
  env: Env;
  site: FooterSite;
}

const onSite = ({ site }: LinkContext, path: string) => siteUrl(site.baseUrl, path);
const fromEnv = (context: LinkContext, url: string | undefined, fallbackPath: string) => safeUrl(url, context.site.baseUrl) ?? onSite(context, fallbackPath);

export function generalLinks(context: LinkContext): FooterLink[] {
  const { env, site } = context;
  const help = site.helpCenterLanguage;
  return [
    { id: 'how-it-works', label: msg`How It Works`, href: fromEnv(context, env.howItWorksUrl, '/how-it-works/'), smallScreensOnly: true },
    { id: 'pricing', label: msg`Pricing`, href: fromEnv(context, env.organizerPricingUrl, '/organizer/pricing/'), smallScreensOnly: true },
    { id: 'contact-support', label: msg`Contact Support`, href: fromEnv(context, env.contactUsUrl, `/help/${help}/contact-us/`), smallScreensOnly: true },
    { id: 'about', label: msg`About`, href: onSite(context, '/l/about/') },
    { id: 'blog', label: msg`Blog`, href: onSite(context, '/blog/') },
    { id: 'help', label: msg`Help`, href: fromEnv(context, env.supportHomeUrl, `/help/${help}/`) },
    { id: 'careers', label: msg`Careers`, href: onSite(context, '/careers/') },
    { id: 'press', label: msg`Press`, href: safeUrl(site.pressBlogUrl) ?? onSite(context, '/l/press/') },
    { id: 'impact', label: msg`Impact`, href: onSite(context, '/l/impact/') },
    { id: 'investors', label: msg`Investors`, href: 'https://investor.eventbrite.com/' },
    { id: 'security', label: msg`Security`, href: onSite(context, '/l/security/') },
    { id: 'developers', label: msg`Developers`, href: onSite(context, '/platform/') },
    { id: 'status', label: msg`Status`, href: 'https://www.eventbritestatus.com/' },
    termsLink(context),
    privacyLink(context),
    { id: 'accessibility', label: msg`Accessibility`, href: onSite(context, `/help/${help}/articles/accessibility/`) },
    cookiesLink(context),
  ];
}

const termsLink = (context: LinkContext): FooterLink => ({
  id: 'terms',
  label: msg`Terms`,
  href: onSite(context, `/help/${context.site.helpCenterLanguage}/articles/terms-of-service/`),
});
const privacyLink = (context: LinkContext): FooterLink => ({
  id: 'privacy',
  label: msg`Privacy`,
  href: onSite(context, `/help/${context.site.helpCenterLanguage}/articles/privacy-policy/`),
});
export const cookiesLink = (context: LinkContext): FooterLink => ({
  id: 'cookies',
  label: msg`Cookies`,
  href: onSite(context, `/help/${context.site.helpCenterLanguage}/articles/cookie-statement/`),
});

/** Minimal-links mode: only Terms, Privacy and Cookies. */
export function minimalModeLinks(context: LinkContext): FooterLink[] {
  return [termsLink(context), privacyLink(context), cookiesLink(context)];
}

export function doNotSellLink(context: LinkContext): FooterLink {
  return { id: 'do-not-sell', label: msg`Do Not Sell or Share My Personal Information`, href: onSite(context, '/l/privacy-choices/') };
}

export function euDsaLink(context: LinkContext): FooterLink {
  return { id: 'eu-dsa', label: msg`EU DSA Statement`, href: onSite(context, '/l/eu-dsa-statement/') };
}

export function impressumLink(context: LinkContext): FooterLink {
  return { id: 'impressum', label: msg`Impressum`, href: onSite(context, '/l/impressum/') };
}

export interface MarketingColumn {
  id: string;
  title: MessageDescriptor;
  links: FooterLink[];
}

export function usingEventbriteColumn(context: LinkContext): MarketingColumn {
  const { env } = context;
  return {
    id: 'use-eventbrite',
    title: msg`Use Eventbrite`,
    links: [
      { id: 'create-events', label: msg`Create Events`, href: fromEnv(context, env.organizerOverviewUrl, '/organizer/overview/') },
      { id: 'marketing-pricing', label: msg`Pricing`, href: fromEnv(context, env.organizerPricingUrl, '/organizer/pricing/') },
      { id: 'marketing-platform', label: msg`Event Marketing Platform`, href: onSite(context, '/organizer/features/event-marketing-platform/') },
      { id: 'ticket-app', label: msg`Eventbrite Mobile Ticket App`, href: onSite(context, '/l/eventbrite-app/') },
      { id: 'check-in-app', label: msg`Eventbrite Check-In App`, href: onSite(context, '/l/eventbrite-organizer-app/') },
      { id: 'app-marketplace', label: msg`Eventbrite App Marketplace`, href: onSite(context, '/apps/') },
      { id: 'registration-software', label: msg`Event Registration Software`, href: onSite(context, '/organizer/features/event-registration-software/') },
      { id: 'fees', label: msg`Fees`, href: fromEnv(context, env.feesUrl, '/fees/') },
      { id: 'sitemap', label: msg`Sitemap`, href: onSite(context, '/sitemap/') },
    ],
  };
}

export function planEventsColumn(context: LinkContext): MarketingColumn {
  const { env } = context;
  return {
    id: 'plan-events',
    title: msg`Plan Events`,
    links: [
      { id: 'sell-tickets', label: msg`Sell Tickets Online`, href: onSite(context, '/organizer/features/sell-tickets/') },
      { id: 'event-planning', label: msg`Event Planning`, href: fromEnv(context, env.blogAcademyUrl, '/blog/academy/') },
      { id: 'concert-tickets', label: msg`Sell Concert Tickets Online`, href: onSite(context, '/organizer/event-industry/music/') },
      { id: 'payment-system', label: msg`Event Payment System`, href: onSite(context, '/organizer/features/event-payment/') },
      { id: 'management-software', label: msg`Event Management Software`, href: onSite(context, '/organizer/features/event-management-software/') },
      { id: 'virtual-events', label: msg`Virtual Events Platform`, href: onSite(context, '/organizer/features/virtual-events-platform/') },
      { id: 'check-in-qr', label: msg`QR Codes for Event Check-In`, href: onSite(context, '/organizer/features/event-check-in/') },
      { id: 'post-event', label: msg`Post your event online`, href: onSite(context, '/organizer/features/list-your-event/') },
    ],
  };
}

const SOCIAL_NAMES: Readonly<Record<SocialNetwork, string>> = {
  x: 'X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

export function connectColumn(context: LinkContext): MarketingColumn {
  const { env, site } = context;
  const links: FooterLink[] = [
    { id: 'connect-contact-support', label: msg`Contact Support`, href: fromEnv(context, env.contactUsUrl, `/help/${site.helpCenterLanguage}/contact-us/`) },
  ];
  if (CONTACT_SALES_LOCALES.has(site.locale)) {
    links.push({ id: 'contact-sales', label: msg`Contact Sales`, href: onSite(context, '/l/contact-eventbrite-sales/') });
  }
  for (const network of Object.keys(SOCIAL_NAMES) as SocialNetwork[]) {
    const href = safeUrl(site.social[network]);
    // Brand names are the same in every language.
    if (href) links.push({ id: network, label: SOCIAL_NAMES[network], href });
  }
  return { id: 'connect', title: msg`Connect With Us`, links };
}
