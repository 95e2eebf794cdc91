import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/core';
import { map, type MapStore } from 'nanostores';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { toLanguageTag } from '../i18n/locales';
import { startLibrary } from '../library';
import { $translationsReady } from '../stores/locale';
import { attributeName, parseAttribute, type AttributeMap } from './attributes';
import { ElementContext } from './element-context';
import { baseStyles } from './element.styles';
import { ElementErrorBoundary } from './ElementErrorBoundary';
import { emitEvent, type EbEventName } from './events';
import { sharedRootRenderer } from './shared-root';

export interface ElementEvent {
  event: EbEventName;
  /** When the listener may cancel it: the callback then returns false and the default is skipped. */
  cancelable?: boolean;
}

export interface ElementDefinition<Props> {
  tag: `eb-${string}`;
  component: ComponentType<Props>;
  /** camelCase prop name -> type; each is also an attribute (`hideMarketing` / `hide-marketing`). */
  attributes?: AttributeMap;
  /** Callback prop -> the event it dispatches (`onLocaleChange` -> `eb-locale-change`). */
  events?: Readonly<Record<string, ElementEvent>>;
  /** CSS for this tag, after the base styles, in one stylesheet shared by every instance. */
  styles?: string;
}

const PROPS = Symbol('eb.props');
const PENDING_UNMOUNT = Symbol('eb.pendingUnmount');

type Props = Record<string, unknown>;

interface EbElement extends HTMLElement {
  [PROPS]: MapStore<Props>;
  [PENDING_UNMOUNT]?: ReturnType<typeof setTimeout>;
}

// r2wc's class with the two lifecycle callbacks our subclass extends.
type R2wcElementClass = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

const stylesheets = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per tag, adopted by every instance's shadow root. */
export function stylesheetFor(tag: string, css = ''): CSSStyleSheet {
  let sheet = stylesheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(baseStyles + css);
    stylesheets.set(tag, sheet);
  }
  return sheet;
}

function LanguageRoot({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <div lang={toLanguageTag(active.locale)}>{children}</div>;
}

/**
 * Registers `definition.tag` as a custom element rendering `definition.component` through r2wc,
 * and owns every custom-element chore: attribute parsing (booleans by presence, removal gives
 * the default, one warning for a malformed value), properties set before the tag was defined,
 * deferred unmount so a moved element keeps its state, no double definition, the shared
 * stylesheet, the error boundary, the i18n provider and `eb-` events.
 */
export function defineElement<P>(definition: ElementDefinition<P>): CustomElementConstructor | undefined {
  const { tag, attributes = {}, events = {}, styles = '' } = definition;
  const Component = definition.component as ComponentType<Props>;
  // Another copy of the library came first: it stays in charge of every tag.
  if (!startLibrary()) return customElements.get(tag);
  const existing = customElements.get(tag);
  if (existing) return existing;

  const propByAttribute = new Map(Object.keys(attributes).map((prop) => [attributeName(prop), prop]));
  const warnFor = (attribute: string) => (problem: string) =>
    console.warn(`[eb-widgets] <${tag}> attribute "${attribute}" ${problem}; the default is used instead.`);

  function ElementRoot({ container }: { container?: unknown }) {
    const host = (container as ShadowRoot).host as EbElement;
    const props = useStore(host[PROPS]);
    const ready = useStore($translationsReady);
    const callbacks = useMemo(() => {
      const result: Record<string, (detail: unknown) => boolean> = {};
      for (const [prop, { event, cancelable }] of Object.entries(events)) {
        result[prop] = (detail) => emitEvent(host, event, detail, { cancelable });
      }
      return result;
    }, [host]);
    const context = useMemo(() => ({ tag, host }), [host]);
    return (
      <ElementContext.Provider value={context}>
        <LanguageRoot>
          <ElementErrorBoundary tag={tag}>{ready ? <Component {...props} {...callbacks} /> : null}</ElementErrorBoundary>
        </LanguageRoot>
      </ElementContext.Provider>
    );
  }
  ElementRoot.displayName = `ElementRoot(${tag})`;

  const R2wcElement = r2wc(ElementRoot, { shadow: 'open' }, sharedRootRenderer) as unknown as R2wcElementClass;

  class Element extends R2wcElement implements EbElement {
    static get observedAttributes() {
      return [...propByAttribute.keys()];
    }

    [PROPS] = map<Props>({});
    [PENDING_UNMOUNT]?: ReturnType<typeof setTimeout>;

    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = [stylesheetFor(tag, styles)];
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
        // An object is kept as given; text is parsed as the attribute would be.
        const parsed = typeof value === 'string' ? parseAttribute('json', value, warnFor(attribute)) : value;
        this[PROPS].setKey(prop, parsed ?? undefined);
        return;
      }
      // Other types are reflected to the attribute, which attributeChangedCallback parses...
      const text = type === 'boolean' ? (value ? '' : null) : value === null || value === undefined ? null : String(value);
      if (text === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, text);
      // ...except while upgrading, when attribute changes made in the constructor queue no callback.
      if (upgrading) this[PROPS].setKey(prop, parseAttribute(type, text, warnFor(attribute)));
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = propByAttribute.get(attribute);
      if (prop) this[PROPS].setKey(prop, parseAttribute(attributes[prop], value, warnFor(attribute)));
    }

    connectedCallback() {
      clearTimeout(this[PENDING_UNMOUNT]);
      this[PENDING_UNMOUNT] = undefined;
      super.connectedCallback();
    }

    disconnectedCallback() {
      // Moving an element disconnects and reconnects it in one go: unmount only if it stays out.
      clearTimeout(this[PENDING_UNMOUNT]);
      this[PENDING_UNMOUNT] = setTimeout(() => {
        this[PENDING_UNMOUNT] = undefined;
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  for (const prop of Object.keys(attributes)) {
    Object.defineProperty(Element.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this[PROPS].get()[prop];
      },
      set(this: Element, value: unknown) {
        this.setProperty(prop, value);
      },
    });
  }

  try {
    customElements.define(tag, Element);
  } catch (error) {
    // Defined in the meantime by someone else: theirs stays.
    if (!customElements.get(tag)) throw error;
  }
  return customElements.get(tag);
}
