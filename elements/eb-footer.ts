import { defineElement } from '../src/element/define-element';

/**
 * The global footer (spec 000 §2 "Footer and shell"): general and legal links, the marketing
 * section for signed-out visitors, and the locale selector. Shows nothing when
 * `env.isEmbeddedView` is set.
 *
 * @csspart footer - the <footer> element
 * @csspart marketing - the four marketing columns
 * @csspart links - the list of general links
 * @csspart locale-select - the locale <select>
 * @cssprop --eb-footer-background - background of the footer (default: #1e0a3c)
 * @cssprop --eb-footer-color - text and link colour (default: #ffffff)
 * @cssprop --eb-footer-focus-color - focus ring colour on the footer (default: #ffffff)
 */
export const EbFooterElement = defineElement({
  tag: 'eb-footer',
  attributes: {
    /**
     * `light`, `dark` or `auto` (the visitor's system setting, followed live); without it,
     * `env.colorScheme`, which is `light` unless configured.
     * @default 'light'
     */
    colorScheme: ['light', 'dark', 'auto'],
    /** Only Terms, Privacy and Cookies. */
    minimalLinks: 'boolean',
    /** Never show the marketing section (by default it shows for signed-out users). */
    hideMarketing: 'boolean',
  },
  events: {
    /**
     * A locale was chosen in the selector; unless cancelled, the page then goes to `url`
     * (`{serverUrl}/international/change_locale/?locale={locale}`).
     * @detail { locale: string; url: string }
     */
    onLocaleChange: { event: 'eb-locale-change', cancelable: true },
    /**
     * 'Manage Cookie Preferences' was pressed; unless cancelled, the page goes to the cookie
     * statement at `url`. Cancel it to open the page's own consent manager.
     * @detail { url: string }
     */
    onManageCookies: { event: 'eb-manage-cookies', cancelable: true },
  },
  load: () => import('../src/footer/footer.element'),
});
