import { useLingui } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';
import { textDirection, toLanguageTag } from '../i18n/locales';
import { ElementContext, type ElementContextValue } from './element-context';
import { ElementErrorBoundary } from './ElementErrorBoundary';

// The tree every element renders below the i18n provider: on the client (render-element.tsx) and
// on the server (src/ssr/). One tree for both, so a server-rendered element hydrates into exactly
// what the server rendered (useId included, which counts positions in the tree).

function LanguageRoot({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return (
    <div lang={toLanguageTag(active.locale)} dir={textDirection(active.locale)}>
      {children}
    </div>
  );
}

export interface ElementTreeProps {
  tag: string;
  /** The element's context: null on the server, where there is no element yet. */
  context: ElementContextValue | null;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

/** The element's context, its language and its error boundary around the element's component. */
export function ElementTree({ tag, context, Component, props }: ElementTreeProps) {
  return (
    <ElementContext.Provider value={context}>
      <LanguageRoot>
        <ElementErrorBoundary tag={tag}>
          <Component {...props} />
        </ElementErrorBoundary>
      </LanguageRoot>
    </ElementContext.Provider>
  );
}
