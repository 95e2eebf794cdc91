// Spec 000 §3 "shareOptions" and §9 "Share methods ... tracking codes ... Campaign tags". Pure.
import { withQuery } from '../lib/urls';

/** Spec 000 §9 share methods, plus copying the link (its code, cp, is in the same list). */
export const SHARE_METHODS = ['email', 'facebook', 'facebookMessenger', 'linkedin', 'twitter', 'whatsapp', 'copyLink'] as const;
export type ShareMethod = (typeof SHARE_METHODS)[number];

/**
 * Spec 000 §9 "tracking codes em, fb, fbm, tw, cp". The spec gives none for LinkedIn and
 * WhatsApp: `li` and `wa` follow the same two-letter pattern.
 */
export const SHARE_TRACKING_CODES: Readonly<Record<ShareMethod, string>> = {
  email: 'em',
  facebook: 'fb',
  facebookMessenger: 'fbm',
  linkedin: 'li',
  twitter: 'tw',
  whatsapp: 'wa',
  copyLink: 'cp',
};

/** The query parameter carrying the tracking code, hyphenated like the campaign tags. */
export const SHARE_SOURCE_PARAMETER = 'utm-source';

/**
 * Spec 000 §9 "Campaign tags: campaign social, medium discovery, term checkoutwidget, content
 * attendeeshare", with hyphens (`utm-campaign`) as the marketplace's own share links spell them,
 * so they do not mix with a partner's `utm_` tags on the same page.
 */
export const SHARE_CAMPAIGN_TAGS: Readonly<Record<string, string>> = {
  'utm-campaign': 'social',
  'utm-medium': 'discovery',
  'utm-term': 'checkoutwidget',
  'utm-content': 'attendeeshare',
};

/** The event URL (already carrying `aff`) as shared by `method`: campaign tags plus its code. */
export function sharedEventUrl(eventUrl: string, method: ShareMethod): string {
  return withQuery(eventUrl, { ...SHARE_CAMPAIGN_TAGS, [SHARE_SOURCE_PARAMETER]: SHARE_TRACKING_CODES[method] });
}

export interface ShareOption {
  method: ShareMethod;
  code: string;
  /** The event URL this method shares. */
  url: string;
  /**
   * What choosing it does: open `target` in a new window (social sites), go to it in place
   * (mailto: hands over to the mail program without leaving a blank window), or copy `url`.
   */
  action: { kind: 'open'; target: string } | { kind: 'navigate'; target: string } | { kind: 'copy' };
}

export interface ShareInput {
  /** The event URL with its `aff` parameter. */
  eventUrl: string;
  eventName: string;
  /** Facebook's send dialog (Messenger) wants the site's app id; it is added when configured. */
  facebookAppId?: string;
}

const query = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params)}`;

// RFC 6068 wants %20 for spaces, which URLSearchParams would write as "+".
const mailto = (subject: string, body: string) => `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/**
 * One share method's URL and action. Messenger uses Facebook's https send dialog rather than
 * the fb-messenger:// scheme, which desktop browsers cannot open and which no URL check allows.
 */
export function shareOption(method: ShareMethod, { eventUrl, eventName, facebookAppId }: ShareInput): ShareOption {
  const url = sharedEventUrl(eventUrl, method);
  const code = SHARE_TRACKING_CODES[method];
  const open = (target: string): ShareOption => ({ method, code, url, action: { kind: 'open', target } });
  switch (method) {
    case 'email':
      return { method, code, url, action: { kind: 'navigate', target: mailto(eventName, `${eventName}\n${url}`) } };
    case 'facebook':
      return open(query('https://www.facebook.com/sharer/sharer.php', { u: url }));
    case 'facebookMessenger':
      return open(query('https://www.facebook.com/dialog/send', { link: url, redirect_uri: url, ...(facebookAppId && { app_id: facebookAppId }) }));
    case 'linkedin':
      return open(query('https://www.linkedin.com/sharing/share-offsite/', { url }));
    case 'twitter':
      return open(query('https://twitter.com/intent/tweet', { url, text: eventName }));
    case 'whatsapp':
      return open(query('https://api.whatsapp.com/send', { text: `${eventName} ${url}` }));
    case 'copyLink':
      return { method, code, url, action: { kind: 'copy' } };
  }
}

/** Spec 000 §3 "shareOptions": every method, in the order the share dialog lists them. */
export function shareOptions(input: ShareInput): ShareOption[] {
  return SHARE_METHODS.map((method) => shareOption(method, input));
}
