// The React wrappers' drawing on the server (eb-widgets/react, issue 47): <eb-header>,
// <eb-footer> and <eb-event-card> drawn inside the app's own server render (Next.js, React
// Router, React's renderToReadableStream), which cannot wait. So everything is imported up
// front: the elements' code and every catalog. Only server builds get this module (package.json
// "imports", `#eb-server-drawing`); a browser bundle gets no-server-drawing.js instead.
import '../../elements/eb-event-card';
import '../../elements/eb-footer';
import '../../elements/eb-header';
import { catalogMessages } from 'virtual:eb-catalog-messages';
import type { Messages } from '@lingui/core';
import type { ElementImplementation, Props } from '../element/element-definition';
import * as eventCard from '../event-card/event-card.element';
import * as footer from '../footer/footer.element';
import * as header from '../header/header.element';
import { enUSMessages } from '../i18n/catalogs';
import { DEFAULT_LOCALE, type CatalogLocale } from '../i18n/locales';
import { drawShadowHtmlNow } from '../ssr/render-html';
import type { DrawOnServer } from './element-wrapper';

/**
 * The elements drawn on the server. Not the marketplace and the review form: they are made of
 * what they fetch from the API with the visitor's cookies, which the server has not fetched.
 */
const implementations = {
  'eb-header': header as unknown as ElementImplementation<Props>,
  'eb-footer': footer as unknown as ElementImplementation<Props>,
  'eb-event-card': eventCard as unknown as ElementImplementation<Props>,
};
type DrawnTag = keyof typeof implementations;

function messagesOf(catalog: CatalogLocale): Messages {
  if (catalog === DEFAULT_LOCALE) return enUSMessages;
  const messages = catalogMessages[catalog];
  if (!messages) throw new Error(`no catalog is built for ${catalog}`);
  return messages;
}

const isDrawn = (tag: string): tag is DrawnTag => Object.hasOwn(implementations, tag);

/**
 * The content of `tag`'s declarative shadow root, or undefined where the browser draws it: a tag
 * the server does not draw, a page with a DOM (a test in jsdom), or a failure, which is logged
 * and leaves the element to be drawn in the browser rather than break the app's page.
 */
export const drawOnServer: DrawOnServer = (tag, { attributes, properties }, options) => {
  if (typeof document !== 'undefined' || !isDrawn(tag)) return undefined;
  try {
    return drawShadowHtmlNow(tag, { ...options, attributes, properties }, { implementation: (drawn) => implementations[drawn], messages: messagesOf });
  } catch (error) {
    console.error(`[eb-widgets/react] <${tag}> could not be drawn on the server; the browser draws it.`, error);
    return undefined;
  }
};
