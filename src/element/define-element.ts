import r2wc from '@r2wc/core';
import { map, type MapStore } from 'nanostores';
import { registerElementLoader, startLibrary } from '../library';
import { skippedParts, toPlainData } from '../lib/plain-data';
import { whenNearViewport } from '../platform/near-viewport';
import { isPageLeaving, watchPageLeaving } from '../platform/page-leaving';
import { $env, $serverData } from '../stores/server-data';
import { attributeName, parseAttribute, type Warn } from './attributes';
import { ChunkLoadError } from './chunk-load-error';
import type { ElementDefinition, ElementImplementation, Props } from './element-definition';
import { READ_PROPS } from './element-props';
import { pageSchemeSheet, stylesheetSoFar } from './element-stylesheets';
import { pageElementConnected, pageElementLeft } from './notification-host';
import { holdReservedSpace, releaseReservedSpace, reservedSpaceSheet } from './reserved-space';
import { keepServerDataDrawnWith, serverRenderedRoot } from './server-marker';

// The custom-element half of every element, free of React: the loader defines every tag with
// it at start, so a tag is upgraded wherever it appears (inside another shadow root, created by
// `document.createElement`, added by a framework later), while its React code is fetched only
// when the first element of that tag is connected (as Stencil's lazy loader does).

declare const __EB_DRAWING_ONLY__: boolean | undefined;

const PROPS = Symbol('eb.props');
const PENDING_UNMOUNT = Symbol('eb.pendingUnmount');
const SOURCES = Symbol('eb.sources');
const GIVEN = Symbol('eb.given');
const UNREAD_JSON = Symbol('eb.unreadJson');
const READ = Symbol('eb.read');
const APPLY_ATTRIBUTE = Symbol('eb.applyAttribute');
const MOUNT = Symbol('eb.mount');
const MOUNT_SOON = Symbol('eb.mountSoon');
const PROPS_STORE = Symbol('eb.propsStore');
const DEFERRED = Symbol('eb.deferred');

/**
 * Lit's convention (@lit-labs/ssr): an element with this attribute waits to draw itself, or to
 * hydrate the server's HTML, until it is removed. The React wrappers write it on their first
 * render, on the server too, and take it off once they have set the element's properties: an
 * element never hydrates a server's card without the event the server drew.
 */
const DEFER_HYDRATION = 'defer-hydration';

/** How a prop got its value, so a warning about the value names what the page used. */
export type PropSource = 'attribute' | 'property';

export interface EbElement extends HTMLElement {
  readonly [PROPS]: MapStore<Props>;
  [PENDING_UNMOUNT]?: ReturnType<typeof setTimeout>;
  /** The props the page last set through their property: the others came through their attribute. */
  [SOURCES]?: Map<string, PropSource>;
  [GIVEN]?: Map<string, unknown>;
  /** JSON attributes not parsed yet: the text of each, until the props are first read. */
  [UNREAD_JSON]?: Map<string, string | null>;
  /** Whether the props have been read (rendered, or a property read): JSON is parsed at once from then on. */
  [READ]?: boolean;
  /** The props, with every JSON attribute not parsed yet parsed now. */
  [READ_PROPS](): MapStore<Props>;
  /** Whether it waits to mount, after the upgrade that connected it (mountSoon). */
  [MOUNT_SOON]?: boolean;
  /** Renders it: loads its code and mounts its React tree when that is there. */
  [MOUNT](): void;
  /** Whether it waits for `defer-hydration` to go before it mounts. */
  [DEFERRED]?: boolean;
}

/** Whether the prop's current value came through the attribute or the property. */
export const propSource = (host: Element, prop: string): PropSource => (host as EbElement)[SOURCES]?.get(prop) ?? 'attribute';

// r2wc's class with the two lifecycle callbacks our subclass extends.
type R2wcElementClass = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/** Each tag's class, as defineElement returned it. */
const elementClasses = new Map<string, CustomElementConstructor>();
/** Each tag's definition, the first given; also without a DOM, where the server renderer reads it. */
const definitions = new Map<string, ElementDefinition<Props>>();

/** The definition of `tag` (its attributes, events and code), once its elements/ module ran. */
export const elementDefinition = (tag: string): ElementDefinition<Props> | undefined => definitions.get(tag);

/** The JSON values whose left-out parts were warned about (plainJson). */
const warnedValues = new WeakSet<object>();

/**
 * Whether the wrapper already gave this JSON prop value its one warning: the element's own
 * check of the value then stays silent, so the page gets one warning per value it set.
 */
export const warnedAbout = (value: unknown): boolean => typeof value === 'object' && value !== null && warnedValues.has(value);

/**
 * A JSON prop's value as the element's code gets it: plain data (see toPlainData), so neither
 * React nor the element ever reads a cycle, a getter that throws, a BigInt, 20,000 levels of
 * nesting or a polluted Object.prototype. Such a part is left out and the rest is kept, with one
 * warning naming the parts: an element reads only the fields it uses, and a used field left out
 * takes its default. A value that is not data at all warns once and gives the default.
 */
function plainJson(value: unknown, warn: Warn, warnLeftOut: Warn): unknown {
  if (value === undefined || value === null) return undefined;
  const skipped = skippedParts();
  const plain = toPlainData(value, { onSkipped: skipped.add });
  if (plain.problem !== undefined) {
    warn(plain.problem);
    return undefined;
  }
  if (skipped.count) {
    warnLeftOut(skipped.describe());
    warnedValues.add(plain.data as object);
  }
  return plain.data;
}

/** `String(value)`, or undefined when that throws (a `toString` that throws, an object without a prototype). */
function textOf(value: unknown): string | undefined {
  try {
    return String(value);
  } catch {
    return undefined;
  }
}

type RenderModule = typeof import('./render-element');

interface Loaded {
  render: RenderModule;
  implementation: ElementImplementation<Props>;
}

const loading = new Map<string, Promise<Loaded | undefined>>();

/** The tag's code and the React renderer, fetched once per tag (again after a failure). */
function loadImplementation(definition: ElementDefinition<Props>): Promise<Loaded | undefined> {
  const { tag } = definition;
  let promise = loading.get(tag);
  if (!promise) {
    promise = Promise.all([import('./render-element'), definition.load()]).then(
      ([render, implementation]) => ({ render, implementation }),
      (error: unknown) => {
        // Forgotten, so the next element of this tag tries again.
        loading.delete(tag);
        if (!isPageLeaving()) console.error(`[eb-widgets] <${tag}> could not be loaded.`, new ChunkLoadError(tag, error));
        return undefined;
      },
    );
    loading.set(tag, promise);
  }
  return promise;
}

interface Mounting {
  cancelled: boolean;
  stopWaiting?: () => void;
  unmount?: () => void;
}

/** The r2wc renderer of a tag: mounts once the tag's code is there, unless the element left first. */
function lazyRenderer(definition: ElementDefinition<Props>) {
  return {
    mount(container: HTMLElement): Mounting {
      const mounting: Mounting = { cancelled: false };
      // The element keeps its final size until its first render (render-element.tsx): from its
      // construction, or again now that it comes back after it was taken out.
      holdReservedSpace(container as unknown as ShadowRoot, $env.get().isEmbeddedView);
      // The code loads at once, so that an element scrolled to later does not wait for it too.
      const near = definition.renderNearViewport
        ? new Promise<void>((resolve) => {
            mounting.stopWaiting = whenNearViewport((container as unknown as ShadowRoot).host, resolve);
          })
        : undefined;
      void loadImplementation(definition).then(async (loaded) => {
        if (!loaded) releaseReservedSpace(container as unknown as ShadowRoot);
        if (!loaded || mounting.cancelled) return;
        await near;
        if (mounting.cancelled) return;
        mounting.unmount = loaded.render.mountElement(container as unknown as ShadowRoot, definition, loaded.implementation);
      });
      return mounting;
    },
    // Props reach the React tree through the element's own store, not through r2wc.
    update() {},
    unmount(mounting: Mounting): void {
      mounting.cancelled = true;
      mounting.stopWaiting?.();
      mounting.unmount?.();
    },
  };
}

/** The tag whose definition is upgrading the page's elements of it, during `customElements.define`. */
let definingTag: string | undefined;
const waitingToMount: EbElement[] = [];
/** How long one task may spend mounting elements upgraded together: a phone runs it about 4x slower. */
const MOUNT_SLICE_MS = 5;

// Defining a tag upgrades every element of it already on the page, in that one task, and a page
// may hold hundreds of cards: no task may run past 50 ms on a phone. The upgrade itself (the
// constructor, which attaches the shadow root and adopts the reserved space) cannot be split, but
// what connecting then starts (watching for the viewport, asking for the code) can: it runs in
// the tasks after, a few milliseconds at a time, in the page's order.
function mountSoon(element: EbElement): void {
  element[MOUNT_SOON] = true;
  if (waitingToMount.push(element) === 1) setTimeout(mountWaiting);
}

function mountWaiting(): void {
  const end = performance.now() + MOUNT_SLICE_MS;
  while (waitingToMount.length && performance.now() < end) {
    const element = waitingToMount.shift()!;
    // Taken out meanwhile (and not back): it mounts when it is connected again.
    if (element[MOUNT_SOON] && element.isConnected) element[MOUNT]();
  }
  if (waitingToMount.length) setTimeout(mountWaiting);
}

/**
 * Registers `definition.tag` as a custom element through r2wc, and owns every custom-element
 * chore: attribute parsing (booleans by presence, removal gives the default, one warning for a
 * malformed value), properties set before the tag was defined, deferred unmount so a moved
 * element keeps its state, no double definition, the shared stylesheet, loading the element's
 * code on first connection, and the page's notification host. The React side (error boundary,
 * i18n provider, `eb-` events) is in render-element.tsx.
 */
export function defineElement<P>(definition: ElementDefinition<P>): CustomElementConstructor | undefined {
  const { tag, attributes = {} } = definition;
  if (!definitions.has(tag)) definitions.set(tag, definition as unknown as ElementDefinition<Props>);
  // Imported without a DOM (Node, SSR, Next.js), or in the React wrappers' server drawing, which
  // only reads the definitions: no global is read and nothing is defined.
  // (A build constant, so that the drawing's bundle leaves out the browser's renderer.)
  if ((typeof __EB_DRAWING_ONLY__ !== 'undefined' && __EB_DRAWING_ONLY__) || typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined;
  // Another copy of the library came first: it stays in charge of every tag.
  if (!startLibrary()) return customElements.get(tag);
  watchPageLeaving();
  // Defined twice (two definitions of a tag in one copy): the first stays.
  const existing = elementClasses.get(tag);
  if (existing) return existing;

  const anyDefinition = definition as unknown as ElementDefinition<Props>;
  registerElementLoader(tag, () => loadImplementation(anyDefinition));
  const propByAttribute = new Map(Object.keys(attributes).map((prop) => [attributeName(prop), prop]));
  const warnFor = (what: string) => (problem: string) => console.warn(`[eb-widgets] <${tag}> ${what} ${problem}; the default is used instead.`);
  const warnLeftOutFor = (what: string) => (parts: string) => console.warn(`[eb-widgets] <${tag}> ${what}: what cannot be read is left out (${parts}); the rest is used.`);

  // r2wc only hands the definition on to the renderer: the component is loaded later.
  const R2wcElement = r2wc(anyDefinition as never, { shadow: 'open' }, lazyRenderer(anyDefinition)) as unknown as R2wcElementClass;

  class Element extends R2wcElement implements EbElement {
    static get observedAttributes() {
      return [...propByAttribute.keys(), DEFER_HYDRATION];
    }

    // Each made when first needed: the constructor runs for every element of the tag in the one
    // task that defines it (mountSoon), so it makes nothing an element may never use.
    declare [PROPS_STORE]?: MapStore<Props>;
    declare [PENDING_UNMOUNT]?: ReturnType<typeof setTimeout>;
    declare [SOURCES]?: Map<string, PropSource>;
    // JSON properties as the page gave them (parsed, when given as text): what the getter returns.
    declare [GIVEN]?: Map<string, unknown>;
    declare [UNREAD_JSON]?: Map<string, string | null>;
    declare [READ]?: boolean;
    declare [MOUNT_SOON]?: boolean;
    declare [DEFERRED]?: boolean;

    get [PROPS](): MapStore<Props> {
      return (this[PROPS_STORE] ??= map<Props>({}));
    }

    // r2wc's constructor attaches the shadow root. An element the server rendered (eb-widgets/ssr)
    // has a declarative one already, which attachShadow would empty: it is kept, to be hydrated.
    attachShadow(init: ShadowRootInit): ShadowRoot {
      const existing = this.shadowRoot;
      return existing && serverRenderedRoot(existing) ? existing : super.attachShadow(init);
    }

    constructor() {
      super();
      // A server-rendered element's <style> holds all its CSS until it is hydrated (hydrate-element.tsx).
      // Any other keeps its final size from now until its first render (reserved-space.ts).
      if (!serverRenderedRoot(this.shadowRoot!)) {
        const reserved = reservedSpaceSheet(tag, $env.get().isEmbeddedView);
        this.shadowRoot!.adoptedStyleSheets = [stylesheetSoFar(tag), pageSchemeSheet(), ...(reserved ? [reserved] : [])];
      } else {
        keepServerDataDrawnWith(this.shadowRoot!, $serverData.get());
      }
      // A property set on the element before its tag was defined is an own property that hides
      // our accessor: take it off and set it again through the accessor.
      for (const prop of Object.keys(attributes)) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Props)[prop];
          delete (this as unknown as Props)[prop];
          this.setProperty(prop, value, true);
        }
      }
    }

    setProperty(prop: string, value: unknown, upgrading = false) {
      const type = attributes[prop];
      const attribute = attributeName(prop);
      if (type === 'json') {
        // Text is parsed as the attribute would be; the getter gives back what was given.
        const warn = warnFor(`property "${prop}"`);
        const parsed = typeof value === 'string' ? parseAttribute('json', value, warn) : value;
        (this[SOURCES] ??= new Map()).set(prop, 'property');
        this[UNREAD_JSON]?.delete(prop);
        (this[GIVEN] ??= new Map()).set(prop, parsed ?? undefined);
        this[PROPS].setKey(prop, plainJson(parsed, warn, warnLeftOutFor(`property "${prop}"`)));
        return;
      }
      // Other types are reflected to the attribute, which attributeChangedCallback parses...
      let text = type === 'boolean' ? (value ? '' : null) : value === null || value === undefined ? null : textOf(value);
      // ...and a setter never throws: a value that cannot be made text warns once and gives the default.
      if (text === undefined) {
        warnFor(`property "${prop}"`)('cannot be turned into text (String(value) threw an error)');
        text = null;
      }
      if (text === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, text);
      // ...except while upgrading, when attribute changes made in the constructor queue no callback.
      if (upgrading) this[PROPS].setKey(prop, parseAttribute(type, text, warnFor(`attribute "${attribute}"`)));
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      if (attribute === DEFER_HYDRATION) {
        if (value === null && this[DEFERRED]) {
          this[DEFERRED] = false;
          if (this.isConnected) this[MOUNT]();
        }
        return;
      }
      const prop = propByAttribute.get(attribute);
      if (!prop) return;
      this[SOURCES]?.delete(prop);
      // Defining a tag upgrades every element of it in one task, which must stay short, and
      // checking a card's `event` JSON is much of that task on a page of cards, most of them not
      // drawn for a while. So JSON waits until the props are first read: the element's first
      // render, or the page reading the property. Its warning, if any, comes then.
      if (attributes[prop] === 'json' && !this[READ]) {
        (this[UNREAD_JSON] ??= new Map()).set(prop, value);
        return;
      }
      this[APPLY_ATTRIBUTE](prop, value);
    }

    [APPLY_ATTRIBUTE](prop: string, value: string | null) {
      const what = `attribute "${attributeName(prop)}"`;
      const warn = warnFor(what);
      const parsed = parseAttribute(attributes[prop], value, warn);
      this[PROPS].setKey(prop, attributes[prop] === 'json' ? plainJson(parsed, warn, warnLeftOutFor(what)) : parsed);
    }

    [READ_PROPS](): MapStore<Props> {
      this[READ] = true;
      const unread = this[UNREAD_JSON];
      this[UNREAD_JSON] = undefined;
      unread?.forEach((value, prop) => this[APPLY_ATTRIBUTE](prop, value));
      return this[PROPS];
    }

    connectedCallback() {
      if (this[PENDING_UNMOUNT] !== undefined) clearTimeout(this[PENDING_UNMOUNT]);
      this[PENDING_UNMOUNT] = undefined;
      pageElementConnected(this, defineElement);
      if (definingTag === tag) mountSoon(this);
      else this[MOUNT]();
    }

    [MOUNT]() {
      this[MOUNT_SOON] = false;
      if (this.hasAttribute(DEFER_HYDRATION)) {
        this[DEFERRED] = true;
        return;
      }
      super.connectedCallback();
    }

    disconnectedCallback() {
      // Moving an element disconnects and reconnects it in one go: unmount only if it stays out.
      clearTimeout(this[PENDING_UNMOUNT]);
      this[PENDING_UNMOUNT] = setTimeout(() => {
        this[PENDING_UNMOUNT] = undefined;
        if (this.isConnected) return;
        super.disconnectedCallback();
        pageElementLeft(this);
      });
    }
  }

  for (const prop of Object.keys(attributes)) {
    Object.defineProperty(Element.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this[SOURCES]?.get(prop) === 'property' && this[GIVEN]?.has(prop) ? this[GIVEN].get(prop) : this[READ_PROPS]().get()[prop];
      },
      set(this: Element, value: unknown) {
        this.setProperty(prop, value);
      },
    });
  }

  // The tag gets a subclass of its own, so the class returned (exported as EbEventCardElement
  // and so on) can still be registered by the page under a name of its choosing.
  if (!customElements.get(tag)) {
    try {
      definingTag = tag;
      customElements.define(tag, class extends Element {});
    } catch (error) {
      // Defined in the meantime by someone else: theirs stays.
      if (!customElements.get(tag)) throw error;
    } finally {
      definingTag = undefined;
    }
  }
  elementClasses.set(tag, Element);
  return Element;
}
