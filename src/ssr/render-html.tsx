import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { attributeName, parseAttribute, type AttributeType } from '../element/attributes';
import { elementDefinition } from '../element/define-element';
import type { ElementDefinition, ElementImplementation, Props } from '../element/element-definition';
import { pageSchemeCss } from '../element/color-scheme';
import { baseStyles } from '../element/element.styles';
import { ElementTree } from '../element/element-tree';
import { serverHtmlReservedSpaceCss } from '../element/reserved-space';
import { SERVER_ROOT_ATTRIBUTE, type PageSnapshot, type ServerRenderedMarker } from '../element/server-marker';
import { ServerRenderingContext } from '../element/element-context';
import { parentLocale, resolveLocale, toLanguageTag, toLocaleCode, type CatalogLocale } from '../i18n/locales';
import { withVerbatimValues } from '../i18n/verbatim-values';
import { serverBaseUrl } from '../header/auth-links';
import { skippedParts, toPlainData } from '../lib/plain-data';
import { $locale } from '../stores/locale';
import { $serverData, serverDataDocument, serverDataProblems } from '../stores/server-data';
import { SERVER_RENDERED_TAGS, type AttributeValue, type RenderOptions, type ServerRenderedTag } from './ssr-options';

// The server renderer (eb-widgets/ssr) without anything of Node: the HTML of an element with
// declarative shadow DOM, for a configuration and a locale. src/ssr/ssr.ts gives it the catalogs.

/** What the renderer needs from its environment. */
export interface RenderSources {
  /** The compiled messages of a catalog. */
  loadMessages: (catalog: CatalogLocale) => Promise<Messages>;
  /** Runs the tag's elements/ module, whose definition gives its attributes, events and code. */
  loadElement: (tag: ServerRenderedTag) => Promise<unknown>;
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9_.:-]*$/i;

/**
 * A request the render service cannot render, and the field at fault: `tag`, `locale`, an
 * attribute's name, or a field of the server data (`user.email`). A TypeError, as the library's
 * other refusals of a wrong argument.
 */
export class RenderRequestError extends TypeError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Strict (the render service): every problem refuses the request, naming its field. Else (the
 * library's own functions) a wrong value warns and gives the default, as in the browser.
 */
type Strictness = { strict: boolean };

/** A boolean attribute given as query text: present (`''`, `true`, its name) or absent (`false`). */
function booleanText(name: string, value: AttributeValue): AttributeValue {
  if (typeof value !== 'string') return value;
  if (value === '' || value === 'true' || value.toLowerCase() === name) return true;
  if (value === 'false') return false;
  throw new RenderRequestError(name, `eb-widgets/ssr: attribute "${name}" is a boolean: give it as "", "true" or "false" (was ${JSON.stringify(value)}).`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The attributes as the page's HTML would carry them, and as text for the element to parse. */
function attributesOf(tag: string, given: Readonly<Record<string, AttributeValue>>, types: Readonly<Record<string, AttributeType>>, { strict }: Strictness): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [name, text] of Object.entries(given)) {
    if (!ATTRIBUTE_NAME.test(name)) throw new RenderRequestError(name, `eb-widgets/ssr: <${tag}> cannot have an attribute named ${JSON.stringify(name)}.`);
    const type = types[name.toLowerCase()];
    if (strict && !type)
      throw new RenderRequestError(
        name,
        `eb-widgets/ssr: <${tag}> has no attribute "${name}"; it has ${Object.keys(types)
          .map((known) => `"${known}"`)
          .join(', ')}.`,
      );
    const value = strict && type === 'boolean' ? booleanText(name.toLowerCase(), text) : text;
    if (value === false || value === null || value === undefined) continue;
    attributes.set(name.toLowerCase(), value === true ? '' : String(value));
  }
  return attributes;
}

/** A JSON attribute's value as the element wrapper gives it (define-element.ts plainJson). */
function plainData(value: unknown, what: string, warn: (problem: string, outcome: string) => void): unknown {
  const skipped = skippedParts();
  const plain = toPlainData(value, { onSkipped: skipped.add });
  if (plain.problem !== undefined) {
    warn(`${what} ${plain.problem}`, 'the default is used instead');
    return undefined;
  }
  if (skipped.count) warn(`${what}: what cannot be read is left out (${skipped.describe()})`, 'the rest is used');
  return plain.data;
}

function isServerRenderedTag(tag: string): tag is ServerRenderedTag {
  return (SERVER_RENDERED_TAGS as readonly string[]).includes(tag);
}

/** A render request, read and checked against the tag's definition: what its HTML is drawn from. */
interface ElementRequest {
  tag: string;
  /** The attributes as the page's HTML carries them, by lowercase name. */
  attributes: Map<string, string>;
  props: Record<string, unknown>;
  locale: string;
  serverData: ReturnType<typeof serverDataDocument>;
  snapshot: PageSnapshot;
}

/** The tag's definition, once its elements/ module ran. */
function definitionOf(tag: string): ElementDefinition<Props> {
  const definition = elementDefinition(tag);
  if (!definition) throw new Error(`eb-widgets/ssr: <${tag}> is not defined; import its elements/ module first.`);
  return definition;
}

/** eb-widgets/ssr's options, and the JSON props given as data (the React wrappers pass the card's event so). */
export interface DrawOptions extends RenderOptions {
  properties?: Readonly<Record<string, unknown>>;
}

/** Reads `options` for `tag`: its attributes, props, locale, server data and page. */
function readRequest(tag: string, options: DrawOptions, { strict }: Strictness): ElementRequest {
  const definition = definitionOf(tag);
  const types: Record<string, AttributeType> = {};
  for (const [prop, type] of Object.entries(definition.attributes ?? {})) types[attributeName(prop)] = type;
  const attributes = attributesOf(tag, options.attributes ?? {}, types, { strict });
  const explicitLocale = options.locale === undefined ? undefined : toLocaleCode(options.locale);
  if (options.locale !== undefined && !explicitLocale) {
    const message = `eb-widgets/ssr: ${JSON.stringify(options.locale)} is not a locale the library knows.`;
    throw strict ? new RenderRequestError('locale', message) : new RangeError(message);
  }
  if (strict && options.serverData !== undefined) {
    const [problem] = serverDataProblems(options.serverData);
    if (problem)
      throw new RenderRequestError(
        problem.path || 'body',
        `eb-widgets/ssr: the server data${problem.path ? `'s field ${problem.path}:` : ''} ${problem.message.replace(/\.$/, '')}.`,
      );
  }

  /** An attribute's value that does not parse: refused, or a warning and the default. */
  const report = (name: string) => (problem: string, outcome: string) => {
    if (strict) throw new RenderRequestError(name, `eb-widgets/ssr: <${tag}> ${problem}.`);
    console.warn(`[eb-widgets/ssr] <${tag}> ${problem}; ${outcome}.`);
  };
  // Configuring nothing gives the built-in sample for the page's path, as in the browser.
  const givenPath = options.url === undefined ? '/' : new URL(options.url, 'http://page.invalid').pathname;
  const serverData = serverDataDocument(options.serverData, givenPath, 'eb-widgets/ssr serverData');
  const { env } = serverData;
  // The page's address: given, or the server data's path on its server's host.
  const pageUrl = new URL(options.url ?? (serverData.request.path || '/'), serverBaseUrl(env));
  const locale =
    explicitLocale ??
    resolveLocale({
      configured: env.locale,
      queryLang: pageUrl.searchParams.get('lang') ?? undefined,
      defaultLanguage: env.localeInfo?.defaultLanguage,
      serverLocale: env.localeInfo?.locale,
      serverUrl: env.serverUrl,
    });

  const props: Record<string, unknown> = {};
  for (const [prop, type] of Object.entries(definition.attributes ?? {})) {
    const name = attributeName(prop);
    const value = parseAttribute(type, attributes.get(name) ?? null, (problem) => report(name)(`attribute "${name}" ${problem}`, 'the default is used instead'));
    // JSON arrives as plain data, as the element wrapper gives it (define-element.ts).
    props[prop] = type === 'json' && value !== undefined ? plainData(value, `attribute "${name}"`, report(name)) : value;
    // Given as data, as a property: what the element takes from it.
    const given = options.properties?.[prop];
    if (type === 'json' && given !== undefined && given !== null) props[prop] = plainData(given, `property "${prop}"`, report(name));
  }
  // The events' callbacks exist as in the browser; nothing calls them here.
  for (const prop of Object.keys(definition.events ?? {})) props[prop] = () => true;

  const snapshot: PageSnapshot = {
    page: `${pageUrl.pathname}${pageUrl.search}`,
    host: pageUrl.host,
    year: (options.now ?? new Date()).getFullYear(),
    privacySignal: options.privacySignal === true,
  };
  return { tag, attributes, props, locale, serverData, snapshot };
}

/** What goes in the element's `<template shadowrootmode="open">`: its CSS, and its tree drawn with `messages`. */
function drawShadowHtml({ tag, props, locale, serverData, snapshot }: ElementRequest, implementation: ElementImplementation<Props>, messages: Messages): string {
  const catalog = parentLocale(locale);
  // The library's instance, as the browser's (stores/locale.ts) would be set for this locale.
  const i18n = withVerbatimValues(setupI18n({ locale: catalog, locales: [toLanguageTag(locale)], messages: { [catalog]: messages } }));
  const styles = new Set<string>();
  const texts: Record<string, string> = {};
  const rendering = { snapshot, collectStyles: (css: string) => void styles.add(css), keepText: (name: string, text: string) => void (texts[name] = text) };

  // The stores are the library's one set: the render is synchronous, and they are put back after.
  const before = { serverData: $serverData.get(), locale: $locale.get() };
  let html: string;
  try {
    $serverData.set(serverData);
    $locale.set(locale);
    html = renderToString(
      <I18nProvider i18n={i18n}>
        <ServerRenderingContext.Provider value={rendering}>
          <ElementTree tag={tag} context={null} Component={implementation.component as ComponentType<Record<string, unknown>>} props={props} />
        </ServerRenderingContext.Provider>
      </I18nProvider>,
    );
  } finally {
    $serverData.set(before.serverData);
    $locale.set(before.locale);
  }

  const { env } = serverData;
  const css = [baseStyles, pageSchemeCss(env.colorScheme), implementation.styles ?? '', ...styles, serverHtmlReservedSpaceCss(tag, env.isEmbeddedView)]
    .join('')
    .replace(/<\/style/gi, '<\\/style');
  const marker: ServerRenderedMarker = { locale, snapshot, ...(Object.keys(texts).length ? { texts } : {}) };
  return `<style>${css}</style><div ${SERVER_ROOT_ATTRIBUTE}="${escapeHtml(JSON.stringify(marker))}">${html}</div><style></style>`;
}

function checkedTag(tag: string): ServerRenderedTag {
  if (!isServerRenderedTag(tag)) {
    throw new RenderRequestError('tag', `eb-widgets/ssr renders ${SERVER_RENDERED_TAGS.map((name) => `<${name}>`).join(' and ')}, not ${JSON.stringify(tag)}.`);
  }
  return tag;
}

/**
 * The HTML of `<tag>` with its content in a declarative shadow root (`<template
 * shadowrootmode="open">`), styled by its own `<style>`, readable and usable before any script
 * runs; the library hydrates it without changing it. Throws for a tag it does not render.
 */
export async function renderElementHtml(
  tag: string,
  options: RenderOptions,
  { loadMessages, loadElement }: RenderSources,
  strictness: Strictness = { strict: false },
): Promise<string> {
  const checked = checkedTag(tag);
  await loadElement(checked);
  const request = readRequest(checked, options, strictness);
  const [implementation, messages] = await Promise.all([definitionOf(checked).load(), loadMessages(parentLocale(request.locale))]);
  const attributeText = [...request.attributes].map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return `<${tag}${attributeText}><template shadowrootmode="open">${drawShadowHtml(request, implementation, messages)}</template></${tag}>`;
}

/** What drawShadowHtmlNow needs at hand, with nothing to wait for: every element's code and catalog imported already. */
export interface LoadedSources<Tag extends string> {
  implementation: (tag: Tag) => ElementImplementation<Props>;
  messages: (catalog: CatalogLocale) => Messages;
}

/**
 * The content of `<tag>`'s declarative shadow root, drawn at once (the React wrappers draw inside
 * the app's own server render, which cannot wait). The element's elements/ module must have run.
 * Warns and gives the default for a wrong attribute, as renderElementHtml does.
 */
export function drawShadowHtmlNow<Tag extends string>(tag: Tag, options: DrawOptions, sources: LoadedSources<Tag>): string {
  const request = readRequest(tag, options, { strict: false });
  return drawShadowHtml(request, sources.implementation(tag), sources.messages(parentLocale(request.locale)));
}
