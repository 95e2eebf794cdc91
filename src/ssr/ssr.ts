// eb-widgets/ssr: <eb-header> and <eb-footer> as HTML with declarative shadow DOM, for a
// page's server data and locale, readable and usable before any script runs; the library in the
// page hydrates them (API.md §1, README 'Server-rendered header and footer').
import type { Messages } from '@lingui/core';
import { catalogModules } from 'virtual:eb-catalog-modules';
import { enUSMessages } from '../i18n/catalogs';
import { DEFAULT_LOCALE, type CatalogLocale } from '../i18n/locales';
import { renderHandler } from './render-handler';
import { renderElementHtml } from './render-html';
import type { RenderHandlerOptions, RenderOptions, ServerRenderedTag } from './ssr-options';

export { SERVER_RENDERED_TAGS, type AttributeValue, type RenderHandlerOptions, type RenderOptions, type ServerRenderedTag } from './ssr-options';

const catalogs = new Map<CatalogLocale, Promise<Messages>>([[DEFAULT_LOCALE, Promise.resolve(enUSMessages)]]);

/** A catalog's messages, imported once: the same compiled catalog as the browser's locales/<catalog>.json. */
function loadMessages(catalog: CatalogLocale): Promise<Messages> {
  let messages = catalogs.get(catalog);
  if (!messages) {
    const load = catalogModules[catalog];
    if (!load) return Promise.reject(new Error(`eb-widgets/ssr: no catalog is built for ${catalog}.`));
    messages = load().then((module) => module.default.messages);
    messages.catch(() => catalogs.delete(catalog));
    catalogs.set(catalog, messages);
  }
  return messages;
}

// The same definitions as the browser's: the tag's attributes, events and code (no class is
// defined without a DOM).
const ELEMENT_MODULES: Readonly<Record<ServerRenderedTag, () => Promise<unknown>>> = {
  'eb-header': () => import('../../elements/eb-header'),
  'eb-footer': () => import('../../elements/eb-footer'),
};
const loadElement = (tag: ServerRenderedTag) => ELEMENT_MODULES[tag]();

/**
 * The HTML of `<eb-header>` or `<eb-footer>`: the element with its attributes and its content in
 * `<template shadowrootmode="open">`. Rejects for any other tag, an unknown locale or an
 * attribute name that is not one.
 */
export function renderElement(tag: ServerRenderedTag, options: RenderOptions = {}): Promise<string> {
  return renderElementHtml(tag, options, { loadMessages, loadElement });
}

/** `renderElement('eb-header', options)`. */
export const renderHeader = (options: RenderOptions = {}): Promise<string> => renderElement('eb-header', options);

/** `renderElement('eb-footer', options)`. */
export const renderFooter = (options: RenderOptions = {}): Promise<string> => renderElement('eb-footer', options);

/**
 * The render service as a standard request handler, `(request: Request) => Promise<Response>`:
 * `GET /render/eb-header` and `/render/eb-footer` (the anonymous fragment, cacheable),
 * `POST /render/<tag>` with a signed-in page's server data, `GET /healthz`. A wrong request gets
 * 400 and a JSON error naming the field.
 */
export function createRenderHandler(options: RenderHandlerOptions = {}): (request: Request) => Promise<Response> {
  return renderHandler(options, (tag, renderOptions) => renderElementHtml(tag, renderOptions, { loadMessages, loadElement }, { strict: true }));
}
