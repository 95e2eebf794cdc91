import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, type ComponentType } from 'react';
import type { ElementDefinition, ElementImplementation, Props } from './element-definition';
import { elementProps } from './element-props';
import { pageSchemeSheet, stylesheetFor } from './element-stylesheets';
import { ElementTree } from './element-tree';
import { emitEvent } from './events';
import { hydrateElement } from './hydrate-element';
import { warnOfAdjustedBrand } from './brand-contrast';
import { releaseReservedSpace } from './reserved-space';
import { serverRenderedRoot } from './server-marker';
import { sharedRootRenderer } from './shared-root';

// The React half of every element, loaded with the first element's code: its tree, rendered
// through a portal of the page's one shared root into the element's shadow root, or, when the
// server rendered it (eb-widgets/ssr), hydrated in a root of its own (hydrate-element.tsx).

type ElementRootProps = { container: ShadowRoot };

const elementRoots = new Map<string, ComponentType<ElementRootProps>>();

/** One root component per tag: the error boundary, the element's context and its `eb-` events. */
function elementRootFor(definition: ElementDefinition<Props>, Component: ComponentType<Props>): ComponentType<ElementRootProps> {
  const { tag, events = {}, attributes = {} } = definition;
  let ElementRoot = elementRoots.get(tag);
  if (ElementRoot) return ElementRoot;
  // Every attribute is an own prop, undefined until set: one the page never set is never read
  // from a polluted Object.prototype (`Object.prototype.hideHeader = true`).
  const unset: Props = Object.fromEntries(Object.keys(attributes).map((prop) => [prop, undefined]));
  ElementRoot = function ElementRoot({ container }: ElementRootProps) {
    const host = container.host as HTMLElement;
    const props = useStore(elementProps(host));
    const callbacks = useMemo(() => {
      const result: Record<string, (detail: unknown) => boolean> = {};
      for (const [prop, { event, cancelable }] of Object.entries(events)) {
        result[prop] = (detail) => emitEvent(host, event, detail, { cancelable });
      }
      return result;
    }, [host]);
    const context = useMemo(() => ({ tag, host }), [host]);
    // The shared root renders an element only once translations are in, so its first render has
    // its content: that render takes the place of the reserved space at once. The brand colour is
    // checked from then on, when the tree's box says which scheme it is drawn in.
    useLayoutEffect(() => {
      releaseReservedSpace(container);
      warnOfAdjustedBrand(host);
    }, [container, host]);
    return <ElementTree tag={tag} context={context} Component={Component} props={{ ...unset, ...props, ...callbacks }} />;
  };
  ElementRoot.displayName = `ElementRoot(${tag})`;
  elementRoots.set(tag, ElementRoot);
  return ElementRoot;
}

/** Renders the element's tree into its shadow root; returns how to take it out again. */
export function mountElement(container: ShadowRoot, definition: ElementDefinition<Props>, { component, styles }: ElementImplementation<Props>): () => void {
  // The tag's stylesheet takes the place of the base styles adopted while its code loaded, and
  // comes before the primitives' sheets (use-styles.ts).
  const adoptStylesheet = () => {
    const sheet = stylesheetFor(definition.tag, styles);
    const base = stylesheetFor('', '');
    const scheme = pageSchemeSheet();
    if (!container.adoptedStyleSheets.includes(sheet)) {
      container.adoptedStyleSheets = [sheet, scheme, ...container.adoptedStyleSheets.filter((adopted) => adopted !== base && adopted !== scheme)];
    }
  };
  const ElementRoot = elementRootFor(definition, component);
  const renderInBrowser = () => {
    adoptStylesheet();
    const key = sharedRootRenderer.mount(container, ElementRoot as ComponentType<object>, { container }, { tag: definition.tag, inSlices: definition.rendersInSlices });
    return () => sharedRootRenderer.unmount(key);
  };
  const serverRoot = serverRenderedRoot(container);
  if (serverRoot) return hydrateElement({ tag: definition.tag, container, serverRoot, ElementRoot, adoptStylesheet, renderInBrowser });
  return renderInBrowser();
}
