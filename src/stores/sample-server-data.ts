import type { ServerData } from './server-data-types';

const SERVER_URL = 'https://www.eventbrite.com';

/**
 * Spec 000 §3 "built-in sample fallback" with §2 "Sample config links" and §9 "Sample US config":
 * what every element uses for whatever the page does not configure. The user is anonymous.
 */
export function sampleServerData(currentPath: string): ServerData {
  const referrer = encodeURIComponent(currentPath || '/');
  return {
    env: {
      serverUrl: SERVER_URL,
      adminServerUrl: 'https://admin.eventbrite.com',
      ebDomain: 'eventbrite.com',
      isEmbeddedView: false,
      isMobile: false,
      loginUrl: `${SERVER_URL}/signin/?referrer=${referrer}`,
      signupUrl: `${SERVER_URL}/signin/signup/?referrer=${referrer}`,
      logoutUrl: `${SERVER_URL}/logout/`,
      organizerOverviewUrl: `${SERVER_URL}/organizer/overview/`,
      organizerPricingUrl: `${SERVER_URL}/organizer/pricing/`,
      blogAcademyUrl: `${SERVER_URL}/blog/academy/`,
      howItWorksUrl: `${SERVER_URL}/how-it-works/`,
      feesUrl: `${SERVER_URL}/fees/`,
      supportHomeUrl: `${SERVER_URL}/help/en-us/`,
      contactUsUrl: `${SERVER_URL}/help/en-us/contact-us/`,
      currencyFormat: { currency: 'USD', decimalPlaces: 2 },
      locales: [],
      // No locale or defaultLanguage: these would outrank the serverUrl a page configures
      // (spec 000 §4), and the sample's own .com already resolves to en_US.
      localeInfo: {
        defaultCurrency: 'USD',
        defaultTimezone: 'America/Los_Angeles',
        countryCode: 'US',
        languageCode: 'en',
        firstWeekDay: 0,
        paperSize: 'letter',
        nonprofitFee: { percent: 2.0, perTicket: 0.99, currency: 'USD' },
      },
      privacyRegime: null,
      apiBaseUrl: '/api/v3',
      affiliateCode: 'oddtdtcreator',
    },
    user: { isAuthenticated: false },
    request: { path: currentPath },
    featureFlags: {},
    footerLinks: [
      { locale: 'en_US', title: 'New York Events', link: `${SERVER_URL}/d/ny--new-york/events/`, position: 1 },
      { locale: 'en_US', title: 'Chicago Events', link: `${SERVER_URL}/d/il--chicago/events/`, position: 2 },
      { locale: 'en_US', title: 'Los Angeles Events', link: `${SERVER_URL}/d/ca--los-angeles/events/`, position: 3 },
      { locale: 'en_US', title: 'San Francisco Events', link: `${SERVER_URL}/d/ca--san-francisco/events/`, position: 4 },
      { locale: 'en_US', title: 'Online Events', link: `${SERVER_URL}/d/online/all-events/`, position: 5 },
    ],
    gaSettings: {},
  };
}
