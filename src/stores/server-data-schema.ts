import * as v from 'valibot';
import { currentPath } from '../platform/browser';

// The server data of spec 000 §3 as API.md §2 spells it (camelCase): the one definition of the
// configuration document. Every data-eb-config block and EBWidgets.configure() call is checked
// against it field by field, its TypeScript types are inferred from it (server-data-types.ts),
// and the README's table of fields is checked against it.
//
// Defaults, and what the built-in sample adds (sample-server-data.ts): a field the page leaves
// out takes the default written here. Only harmless defaults are written here: flags off, an
// anonymous user, no feature flags, the API path and affiliate code. Host-specific values
// (URLs of one site, locale info, currency, the 'Find Events' links) have no default: the
// elements derive those links from `env.serverUrl` (sign-in, sign-up, logout, organizer and help
// pages, locale links, admin links), so a page that sets only serverUrl links to its own site.
// The sample's US values are used only when the page configures nothing at all.

export const DEFAULT_SERVER_URL = 'https://www.eventbrite.com';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Valibot's object() and record() take arrays too; a list where an object belongs is refused. */
const onlyObject = () => v.custom<Record<string, unknown>>(isObject, (issue) => `Invalid type: Expected Object but received ${issue.received}`);

// Valibot walks an object's entries with for...in: entries without a prototype keep keys a page
// set on Object.prototype out of the walk.
const object = <const TEntries extends v.ObjectEntries>(entries: TEntries) => v.pipe(onlyObject(), v.object(Object.assign(Object.create(null) as TEntries, entries)));
const record = <const TValue extends v.GenericSchema>(value: TValue) => v.pipe(onlyObject(), v.record(v.string(), value));

/** Left out, a host-specific field stays empty; `note` says what the elements do instead (README). */
const hostSpecific = <const TSchema extends v.GenericSchema>(schema: TSchema, note: string) => v.optional(v.pipe(schema, v.description(note)));

const text = () => v.optional(v.string());
const flag = () => v.optional(v.boolean());
const number = () => v.optional(v.number());

const httpUrl = v.pipe(
  v.string(),
  v.check(
    (value) => /^https?:\/\/[^/?#\s]+/i.test(value),
    (issue) => `Invalid URL: Expected an http(s) URL but received ${issue.received}`,
  ),
);

export const SocialSchema = object({
  x: text(),
  facebook: text(),
  linkedin: text(),
  instagram: text(),
  tiktok: text(),
});

/** A site of `env.locales`, overriding the built-in one of its locale. */
export const LocaleEntrySchema = object({
  locale: v.string(),
  localeName: text(),
  tld: text(),
  usesLanguageSubdirectory: flag(),
  helpCenterLanguage: text(),
  pressBlogUrl: text(),
  contact: v.optional(object({ supportUrl: text(), salesUrl: text() })),
  social: v.optional(SocialSchema),
});

export const LocaleInfoSchema = object({
  locale: v.optional(v.nullable(v.string())),
  defaultLanguage: text(),
  defaultCurrency: text(),
  defaultTimezone: text(),
  countryCode: text(),
  languageCode: text(),
  firstWeekDay: number(),
  paperSize: text(),
  nonprofitFee: v.optional(object({ percent: v.number(), perTicket: v.number(), currency: v.string() })),
});

export const CurrencyFormatSchema = object({ currency: v.string(), decimalPlaces: v.number() });

export const EnvSchema = object({
  serverUrl: v.optional(httpUrl, DEFAULT_SERVER_URL),
  adminServerUrl: hostSpecific(v.string(), '— (host-specific: staff items then show on no host)'),
  ebDomain: hostSpecific(v.string(), '— (host-specific)'),
  isEmbeddedView: v.optional(v.boolean(), false),
  isMobile: v.optional(v.boolean(), false),
  signupUrl: hostSpecific(v.string(), 'built on serverUrl: `/signin/signup/?referrer={page}`'),
  loginUrl: hostSpecific(v.string(), 'built on serverUrl: `/signin/?referrer={page}`'),
  logoutUrl: hostSpecific(v.string(), 'built on serverUrl: `/logout/`'),
  // Spec 000 §2 "Sample config links".
  organizerOverviewUrl: hostSpecific(v.string(), 'built on serverUrl: `/organizer/overview/`'),
  organizerPricingUrl: hostSpecific(v.string(), 'built on serverUrl: `/organizer/pricing/`'),
  blogAcademyUrl: hostSpecific(v.string(), 'built on serverUrl: `/blog/academy/`'),
  howItWorksUrl: hostSpecific(v.string(), 'built on serverUrl: `/how-it-works/`'),
  feesUrl: hostSpecific(v.string(), 'built on serverUrl: `/fees/`'),
  supportHomeUrl: hostSpecific(v.string(), 'built on serverUrl: `/help/{language}/`'),
  contactUsUrl: hostSpecific(v.string(), 'built on serverUrl: `/help/{language}/contact-us/`'),
  currencyFormat: hostSpecific(CurrencyFormatSchema, '— (host-specific)'),
  locales: v.optional(v.array(LocaleEntrySchema), []),
  localeInfo: hostSpecific(LocaleInfoSchema, "— (host-specific: the locale follows serverUrl's country domain)"),
  /** Set by the server when the visitor falls under a privacy regime (for example "us-state"). */
  privacyRegime: v.optional(v.nullable(v.string())),
  // Added by this library (API.md §2).
  apiBaseUrl: v.optional(v.string(), '/api/v3'),
  affiliateCode: v.optional(v.string(), 'oddtdtcreator'),
  locale: v.optional(v.nullable(v.string())),
  /** The page's colour scheme for every element without a `color-scheme` attribute (color-scheme.ts). */
  colorScheme: v.optional(v.picklist(['light', 'dark', 'auto']), 'light'),
  /** The Facebook app that Messenger sharing goes through (its send dialog needs one). */
  facebookAppId: text(),
});

export const UserSchema = object({
  // Only the boolean true signs in.
  isAuthenticated: v.optional(v.boolean(), false),
  isAttendee: flag(),
  isStaff: flag(),
  hasTikibar: flag(),
  hasPublish: flag(),
  hasPaidPublish: flag(),
  hasGlobalPermissions: flag(),
  hasEvents: flag(),
  hasOrganizers: flag(),
  canInvite: flag(),
  canCreateEvents: flag(),
  canUseStudio: flag(),
  canUseAttendeeNewsletter: flag(),
  usesNewPermissions: flag(),
  publicId: text(),
  email: v.optional(object({ email: v.string() })),
  firstName: text(),
  lastName: text(),
  fullName: text(),
  thumbnailUrl: text(),
  numOrders: number(),
  numSavedEvents: number(),
  numFollowing: number(),
  intercomUserHash: text(),
  activeOrganization: v.optional(object({ id: v.string() })),
});

export const RequestSchema = object({
  path: v.optional(v.pipe(v.string(), v.description("the page's path")), () => currentPath()),
  params: v.optional(record(v.string())),
  lifecycle: text(),
  serverName: text(),
  sessionId: text(),
  correlationId: text(),
});

export const FeatureFlagsSchema = record(v.boolean());

export const FooterLinkSchema = object({ locale: v.string(), title: v.string(), link: v.string(), position: v.number() });

/** No prototype: valibot asks `key in` the default, and must not find keys set on Object.prototype. */
const EMPTY = Object.freeze(Object.create(null) as Record<string, never>);

/** The sections of the document; a section the page leaves out is all defaults. */
export const SERVER_DATA_SECTIONS = {
  env: v.optional(EnvSchema, EMPTY),
  user: v.optional(UserSchema, EMPTY),
  request: v.optional(RequestSchema, EMPTY),
  featureFlags: v.optional(FeatureFlagsSchema, EMPTY),
  footerLinks: v.optional(v.array(FooterLinkSchema), []),
  gaSettings: v.optional(record(v.unknown()), EMPTY),
};

export const ServerDataSchema = object(SERVER_DATA_SECTIONS);
