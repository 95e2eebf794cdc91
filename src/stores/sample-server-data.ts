import * as v from 'valibot';
import { copyOwnData } from '../lib/field-by-field';
import { withoutPrototype } from '../lib/plain-data';
import { DEFAULT_SERVER_URL, ServerDataSchema } from './server-data-schema';
import type { ServerData } from './server-data-types';

const SERVER_URL = DEFAULT_SERVER_URL;

/**
 * Spec 000 §3 "built-in sample fallback" with §2 "Sample config links" and §9 "Sample US config":
 * the document of a page that configures nothing at all. It is the schema's defaults plus the
 * host-specific values of the US site: its URLs, locale info, currency and 'Find Events' links.
 * It is a fallback, never a mix: once a page configures anything, none of these values are used
 * (they would send a page of another site to www.eventbrite.com), see server-data-schema.ts.
 * The user is anonymous.
 */
export function sampleServerData(currentPath: string): ServerData {
  const referrer = encodeURIComponent(currentPath || '/');
  const usSite = {
    env: {
      serverUrl: SERVER_URL,
      adminServerUrl: 'https://admin.eventbrite.com',
      ebDomain: 'eventbrite.com',
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
    },
    request: { path: currentPath },
    footerLinks: [
      { locale: 'en_US', title: 'New York Events', link: `${SERVER_URL}/d/ny--new-york/events/`, position: 1 },
      { locale: 'en_US', title: 'Chicago Events', link: `${SERVER_URL}/d/il--chicago/events/`, position: 2 },
      { locale: 'en_US', title: 'Los Angeles Events', link: `${SERVER_URL}/d/ca--los-angeles/events/`, position: 3 },
      { locale: 'en_US', title: 'San Francisco Events', link: `${SERVER_URL}/d/ca--san-francisco/events/`, position: 4 },
      { locale: 'en_US', title: 'Online Events', link: `${SERVER_URL}/d/online/all-events/`, position: 5 },
    ],
  };
  // Own data only, even when the page has set fields on Object.prototype before the library loaded.
  return withoutPrototype(v.parse(ServerDataSchema, copyOwnData(usSite)));
}
