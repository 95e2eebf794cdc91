import { defineElement } from '../src/element/define-element';

/**
 * The app marketplace of the organizer admin (spec 001 §1–§4, §7–§9): home with Popular,
 * Recommended (signed in) or featured apps, Staff Picks, a marketing category and categories to
 * explore; search on the client over every app; popular, recommended and category pages with
 * the category filter; the not-found page. It routes itself: in `history` routing it reads and
 * writes the page's address and title and follows back/forward, turning plain clicks on its
 * links into in-place navigation; in `memory` routing it never touches the page's address or
 * title. Paths may start with a marketplace language prefix (`/de-de/apps/`).
 *
 * Several marketplaces on one page in `memory` routing are independent of each other.
 *
 * Dispatches `eb-analytics` (category `app-marketplace`): PageView on every navigation,
 * AppClick with the app's name, id, position and section title, and RecommendationLoad.
 *
 */
export const EbAppMarketplaceElement = defineElement({
  tag: 'eb-app-marketplace',
  attributes: {
    /**
     * `light`, `dark` or `auto` (the visitor's system setting, followed live); without it,
     * `env.colorScheme`, which is `light` unless configured.
     * @default 'light'
     */
    colorScheme: ['light', 'dark', 'auto'],
    /**
     * Where the marketplace lives; app links go to `{base}{slug}/`, category links to
     * `{base}categories/{slug}/`. A path on this site (`/apps/`, `/tools/apps`: the trailing
     * slash is added); anything else (`apps/`, `//evil.example/`, `javascript:…`) warns once and
     * gives the default. The same pages also answer under a language prefix of the marketplace
     * locales (`/de-de/apps/`; any other prefix shows the not-found page) and under the admin
     * playground (`/admin/spa/playground/app_marketplace_spa/{version}/`).
     * @default '/apps/'
     */
    basePath: 'string',
    /**
     * `history` (default): reads and writes the page's address and title, follows back and
     * forward (restoring each page's scroll position) and the page's own router (a
     * `pushState` to one of its paths, where the browser has the Navigation API; else through
     * `path`), and turns plain clicks on its links into in-place navigation; ctrl/cmd/shift/alt
     * and middle clicks open new tabs and windows as links do. `memory`: never touches the
     * page's address or title.
     * @default 'history'
     */
    routing: ['history', 'memory'],
    /**
     * In `memory` routing, the marketplace path to show first (`/apps/search/?q=crm`); the base
     * path without it; a later value moves it there. In `history` routing, where the page's
     * address decides, the address the page's router reports it went to: each new value under
     * the base path moves the marketplace there without writing history, for routers the
     * browser does not tell of (no Navigation API: WebKitGTK 2.50, older browsers). A value that is not a
     * path on this site starting with `/` warns once and is not used.
     */
    path: 'string',
    /** No marketplace logo and quick links (the hero with its search stays), for hosts with a header. */
    hideHeader: 'boolean',
  },
  events: {
    /**
     * The marketplace showed one of its pages: the first one, and every navigation after it
     * (links, search, pagination, back and forward), with the path, query and hash.
     * @detail { path: string }
     */
    onNavigate: { event: 'eb-navigate' },
  },
  // Its home renders dozens of apps: a phone would spend more than 50 ms on it in one go.
  rendersInSlices: true,
  load: () => import('../src/app-marketplace/app-marketplace.element'),
});
