import { createContext, createElement, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import type { RenderOptions } from '../ssr/ssr-options';
import type { ServerDataPatch } from '../stores/server-data-types';
import { isPageLeaving, watchPageLeaving } from '../platform/page-leaving';

/** define-element.ts's DEFER_HYDRATION, written out: this module imports nothing of the elements. */
const DEFER_HYDRATION = 'defer-hydration';

// The React wrappers of eb-widgets/react (dist/npm/react.js lists one per element, generated
// from the manifest). Simple props are written as attributes, in the server's HTML too, so that
// an element reads them the moment it upgrades and the HTML React hydrates is the HTML the
// server sent; JSON props are set as properties, eb-* events reach on... props. On the server,
// under <EbServerData>, the header, the footer and the event card are drawn in a declarative
// shadow root that the element hydrates (server-drawing.ts), as eb-widgets/ssr draws the header
// and the footer for other servers.

/** What the wrappers draw on the server with: eb-widgets/ssr's options for the page. */
export type ServerDrawingOptions = Pick<RenderOptions, 'serverData' | 'url' | 'privacySignal'>;

/** The content of a tag's declarative shadow root for these attributes and JSON props, or undefined where it is not drawn. */
export type DrawOnServer = (
  tag: string,
  given: { attributes: Readonly<Record<string, string>>; properties: Readonly<Record<string, unknown>> },
  options: ServerDrawingOptions,
) => string | undefined;

const ServerDrawingContext = createContext<ServerDrawingOptions | undefined>(undefined);

/** JSON for a config block: no value can close the `<script>`. */
const configJson = (data: unknown) => (JSON.stringify(data) ?? 'null').replace(/</g, '\\u003c');

export interface EbServerDataProps extends ServerDrawingOptions {
  children?: ReactNode;
}

/**
 * The page's server data (API.md §2), given once around the elements: the header, the footer and
 * the cards are drawn with it on the server, and the library reads it in the browser. It writes
 * the page's `<script type="application/json" data-eb-config>`, which the library reads when it
 * starts, so the elements hydrate with what the server drew with; a later change is passed on
 * with `EBWidgets.configure`. It loads the library, so every tag is defined on the page.
 */
export function EbServerData({ children, serverData, url, privacySignal }: EbServerDataProps) {
  const json = configJson(serverData);
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    // The library not started yet reads the block when it starts: configuring it now would
    // make every element render again for the same data.
    if (applied.current === undefined && !window.EBWidgets) {
      applied.current = json;
      return;
    }
    if (applied.current === json) return;
    applied.current = json;
    // The copy of the library in charge of the page, whichever loaded it.
    window.EBWidgets?.configure(JSON.parse(json) as ServerDataPatch);
  }, [json]);
  // Every tag defined in the browser, its code loaded when first used: a raw tag that a React
  // Server Component renders is drawn too (Next.js loads no client module it only imports).
  useEffect(() => {
    watchPageLeaving();
    import('../eb-widgets').catch((error: unknown) => isPageLeaving() || console.error('[eb-widgets/react] the library could not be loaded.', error));
  }, []);
  const drawing = useMemo(() => ({ serverData, url, privacySignal }), [serverData, url, privacySignal]);
  return (
    <ServerDrawingContext.Provider value={drawing}>
      <script type="application/json" data-eb-config="" dangerouslySetInnerHTML={{ __html: json }} />
      {children}
    </ServerDrawingContext.Provider>
  );
}

export interface WrapperSpec {
  tag: string;
  displayName: string;
  /** Each simple prop (text, number, a list of values, boolean) by its camelCase name: its attribute's name, and whether it is a boolean. */
  attributes: Readonly<Record<string, { name: string; boolean?: boolean }>>;
  /** The JSON props, set as properties. */
  properties: readonly string[];
  /** Each on... prop and its eb-* event. */
  events: Readonly<Record<string, string>>;
  /** Imports the tag's module, which defines it. */
  load: () => Promise<unknown>;
}

/** An attribute's text for a prop's value; undefined leaves the attribute out. */
function attributeText(value: unknown, boolean: boolean | undefined): string | undefined {
  if (boolean) return value ? '' : undefined;
  if (value === undefined || value === null || value === false) return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any value a prop is given becomes its attribute's text; the element warns of one it cannot read
    return String(value);
  } catch {
    // A value that cannot be text: the element takes its default, as when its property is set so.
    return undefined;
  }
}

type Listener = { handleEvent: (event: Event) => void };

/** The element to the ref the wrapper was given, as React would give it. */
function handOn(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** The React component for one element. `drawOnServer` is given on the server only. */
export function elementWrapper(spec: WrapperSpec, drawOnServer?: DrawOnServer) {
  const { tag, attributes, properties, events } = spec;

  function Wrapper(allProps: Record<string, unknown> & { ref?: Ref<HTMLElement>; children?: ReactNode }) {
    const { ref, children, ...props } = allProps;
    const element = useRef<HTMLElement | null>(null);
    const listeners = useRef(new Map<string, Listener>());
    const propertiesSet = useRef(new Map<string, unknown>());
    const drawing = useContext(ServerDrawingContext);
    // The first render (the server's too) holds the element back; the second lets it draw, its
    // properties set by then.
    const [settled, setSettled] = useState(false);

    const attributeValues: Record<string, string> = {};
    const propertyValues: Record<string, unknown> = {};
    const hostProps: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      const attribute = attributes[key];
      if (attribute) {
        const text = attributeText(value, attribute.boolean);
        if (text !== undefined) attributeValues[attribute.name] = text;
      } else if (properties.includes(key)) {
        propertyValues[key] = value;
      } else if (!(key in events)) {
        // id, className, style, slot, data-* and aria-* go on the element as React puts them.
        hostProps[key] = value;
      }
    }

    // After every render, before the element draws: each JSON prop that changed, each handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose, as React sets a DOM element's props
    useLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      for (const property of properties) {
        const set = propertiesSet.current;
        if (property in props ? set.has(property) && set.get(property) === props[property] : !set.has(property)) continue;
        if (property in props) set.set(property, props[property]);
        else set.delete(property);
        (node as unknown as Record<string, unknown>)[property] = props[property];
      }
      for (const [prop, event] of Object.entries(events)) {
        const handler = props[prop];
        const listener = listeners.current.get(event);
        if (typeof handler === 'function') {
          if (listener) listener.handleEvent = handler as Listener['handleEvent'];
          else {
            const added = { handleEvent: handler as Listener['handleEvent'] };
            listeners.current.set(event, added);
            node.addEventListener(event, added);
          }
        } else if (listener) {
          listeners.current.delete(event);
          node.removeEventListener(event, listener);
        }
      }
      // The second render, which lets the element draw, comes once it has the properties set here.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the element's properties are set on the page's node, which only an effect reaches
      if (!settled) setSettled(true);
    });

    // The tag's code, once a wrapper of it is on the page: the element takes over the
    // attributes and properties it was given before.
    useEffect(() => {
      // A page without the tag's code keeps the element as it is (its server HTML, if any).
      watchPageLeaving();
      spec.load().catch((error: unknown) => isPageLeaving() || console.error(`[eb-widgets/react] the code of <${tag}> could not be loaded.`, error));
    }, []);

    const setRef = useCallback(
      (node: HTMLElement | null) => {
        element.current = node;
        handOn(ref, node);
      },
      [ref],
    );

    const drawn = drawOnServer && drawing ? drawOnServer(tag, { attributes: attributeValues, properties: propertyValues }, drawing) : undefined;
    const content = drawn === undefined ? children : createElement('template', { shadowrootmode: 'open', dangerouslySetInnerHTML: { __html: drawn } });
    // eslint-disable-next-line react-hooks/refs -- createElement is JSX spelled out (the tag is a string known only here): React attaches the callback ref, nothing reads it during render
    return createElement(tag, { ...hostProps, ...attributeValues, ...(settled ? {} : { [DEFER_HYDRATION]: '' }), ref: setRef }, content);
  }

  Wrapper.displayName = spec.displayName;
  return Wrapper;
}
