import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { ReactNode } from 'react';
import { defineElement } from '../element/define-element';
import { mountHtml, rendered, shadow } from './elements';

let count = 0;

/**
 * Renders `ui` inside a real custom element (shadow root, stylesheet, Lingui, error boundary),
 * as every surface will. `rerender(next)` swaps what it renders; the element is removed by
 * `cleanupElements()`.
 */
export async function renderInElement(ui: ReactNode) {
  const tag = `eb-test-host-${++count}` as const;
  const $ui = atom<ReactNode>(ui);
  function Host() {
    return <>{useStore($ui)}</>;
  }
  defineElement({ tag, load: () => Promise.resolve({ component: Host }) });
  const host = await rendered(mountHtml(`<${tag}></${tag}>`).querySelector<HTMLElement>(tag));
  return {
    host,
    root: host.shadowRoot!,
    view: shadow(host),
    rerender: (next: ReactNode) => $ui.set(next),
  };
}
