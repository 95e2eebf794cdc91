// The public options of eb-widgets/ssr, free of imports so that their declarations stand alone
// in the package (scripts/package-types.mjs).

/** The elements the server renders: one header and one footer per page. */
export const SERVER_RENDERED_TAGS = ['eb-header', 'eb-footer'] as const;
export type ServerRenderedTag = (typeof SERVER_RENDERED_TAGS)[number];

/** An attribute's value: text, a number, or for a boolean attribute true (present) or false (absent). */
export type AttributeValue = string | number | boolean | null | undefined;

export interface RenderOptions {
  /**
   * The element's attributes by their HTML names (`{ 'minimal-links': true, variant: 'organizer' }`),
   * written on the element and rendered with, as the element will read them.
   */
  attributes?: Readonly<Record<string, AttributeValue>>;
  /**
   * The server data (API.md §2): the same document the page gives the library in its
   * `<script type="application/json" data-eb-config>`, which the page must still carry.
   */
  serverData?: unknown;
  /**
   * The locale to render in (`de_DE`, `de-AT`). By default the one the library will resolve in
   * the page: `env.locale`, the page URL's `lang` parameter, `env.localeInfo`, the server URL's
   * country domain. The page must show the same (give `env.locale`), else the element is
   * rendered again in the browser.
   */
  locale?: string;
  /**
   * The address of the page the HTML goes into (absolute, or its path and query): where sign-in
   * returns to, and whether it is the admin host. By default `request.path` of the server data
   * on the host of `env.serverUrl`.
   */
  url?: string;
  /** The visitor's Global Privacy Control signal, the request's `Sec-GPC: 1` header. */
  privacySignal?: boolean;
  /** The time of the page, for the copyright year; now by default. */
  now?: Date;
}

/** The render service's settings (createRenderHandler, `npx eb-widgets-render`). */
export interface RenderHandlerOptions {
  /**
   * The platform's server URL, `env.serverUrl` of the anonymous fragments (`GET`): where their
   * links and sign-in go. Default `https://www.eventbrite.com`.
   */
  origin?: string;
  /**
   * How many anonymous fragments are kept in memory (one per tag, locale, page and attributes),
   * the least recently used dropped first; 0 keeps none. Default 500.
   */
  cacheEntries?: number;
  /** Called with an error the service did not expect, which it answers with 500. Default: console.error. */
  onError?: (error: unknown) => void;
}
