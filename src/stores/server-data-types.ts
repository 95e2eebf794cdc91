// The server data of spec 000 §3 as API.md §2 spells it (camelCase).

export interface LocaleEntry {
  locale: string;
  localeName?: string;
  tld?: string;
  usesLanguageSubdirectory?: boolean;
  helpCenterLanguage?: string;
  pressBlogUrl?: string;
  contact?: { supportUrl?: string; salesUrl?: string };
  social?: Partial<Record<SocialNetwork, string>>;
}

export type SocialNetwork = 'x' | 'facebook' | 'linkedin' | 'instagram' | 'tiktok';

export interface LocaleInfo {
  locale?: string | null;
  defaultLanguage?: string;
  defaultCurrency?: string;
  defaultTimezone?: string;
  countryCode?: string;
  languageCode?: string;
  firstWeekDay?: number;
  paperSize?: string;
  nonprofitFee?: { percent: number; perTicket: number; currency: string };
}

export interface CurrencyFormat {
  currency: string;
  decimalPlaces: number;
}

export interface Env {
  serverUrl: string;
  adminServerUrl: string;
  ebDomain: string;
  isEmbeddedView: boolean;
  isMobile: boolean;
  signupUrl: string;
  loginUrl: string;
  logoutUrl: string;
  /** Spec 000 §2 "Sample config links". */
  organizerOverviewUrl: string;
  organizerPricingUrl: string;
  blogAcademyUrl: string;
  howItWorksUrl: string;
  feesUrl: string;
  supportHomeUrl: string;
  contactUsUrl: string;
  currencyFormat: CurrencyFormat;
  locales: LocaleEntry[];
  localeInfo: LocaleInfo;
  /** Set by the server when the visitor falls under a privacy regime (for example "us-state"). */
  privacyRegime?: string | null;
  /** Added by this library (API.md §2). */
  apiBaseUrl: string;
  affiliateCode: string;
  locale?: string | null;
  /** The Facebook app that Messenger sharing goes through (its send dialog needs one). */
  facebookAppId?: string;
}

export interface User {
  isAuthenticated: boolean;
  isAttendee?: boolean;
  isStaff?: boolean;
  hasTikibar?: boolean;
  hasPublish?: boolean;
  hasPaidPublish?: boolean;
  hasGlobalPermissions?: boolean;
  hasEvents?: boolean;
  hasOrganizers?: boolean;
  canInvite?: boolean;
  canCreateEvents?: boolean;
  canUseStudio?: boolean;
  canUseAttendeeNewsletter?: boolean;
  usesNewPermissions?: boolean;
  publicId?: string;
  email?: { email: string };
  firstName?: string;
  lastName?: string;
  fullName?: string;
  thumbnailUrl?: string;
  numOrders?: number;
  numSavedEvents?: number;
  numFollowing?: number;
  intercomUserHash?: string;
  activeOrganization?: { id: string };
}

export interface RequestInfo {
  path: string;
  params?: Record<string, string>;
  lifecycle?: string;
  serverName?: string;
  sessionId?: string;
  correlationId?: string;
}

export interface FooterLink {
  locale: string;
  title: string;
  link: string;
  position: number;
}

export type FeatureFlags = Record<string, boolean | undefined>;

export interface ServerData {
  env: Env;
  user: User;
  request: RequestInfo;
  featureFlags: FeatureFlags;
  footerLinks: FooterLink[];
  gaSettings: Record<string, unknown>;
}

/** What a config block or `configure()` may carry: any part of the document. */
export type ServerDataPatch = {
  [K in keyof ServerData]?: ServerData[K] extends unknown[] ? ServerData[K] : Partial<ServerData[K]>;
};
