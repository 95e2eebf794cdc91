import { I18nProvider } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Component, createElement, memo, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { i18n } from '../stores/locale';

// One React root for every element of this copy of the library: each element's tree is a
// portal into its own shadow root. A root per element costs a root's set-up and scheduling for
// every instance; 200 event cards took 2.75 times as long as one root rendering them, against
// 1.2 times with portals (BENCHMARKS.md), and portals keep each element's tree, contexts and
// DOM its own.

interface Mounted {
  key: number;
  container: Element | DocumentFragment;
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

const $mounted = atom<ReadonlyMap<number, Mounted>>(new Map());
let nextKey = 1;
let root: Root | undefined;

/** A render error that escaped the element's own boundary stops at its portal, not the page's others. */
class PortalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[eb-widgets] an element failed outside its error boundary and was emptied.', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

const Portal = memo(function Portal({ entry }: { entry: Mounted }) {
  return createPortal(<PortalBoundary>{createElement(entry.component, entry.props)}</PortalBoundary>, entry.container);
});

/** One i18n provider for every element: contexts reach through portals. */
function Portals() {
  const mounted = useStore($mounted);
  return (
    <I18nProvider i18n={i18n}>
      {[...mounted.values()].map((entry) => (
        <Portal key={entry.key} entry={entry} />
      ))}
    </I18nProvider>
  );
}

function update(change: (mounted: Map<number, Mounted>) => void): void {
  const next = new Map($mounted.get());
  change(next);
  $mounted.set(next);
}

/** Mounts and unmounts an element's tree in the shared root. */
export const sharedRootRenderer = {
  mount(container: Element | DocumentFragment, component: ComponentType<object>, props: object): number {
    if (!root) {
      // A detached container: the root only hosts portals, its own DOM is never shown.
      root = createRoot(document.createElement('div'));
      root.render(<Portals />);
    }
    const key = nextKey++;
    update((mounted) => mounted.set(key, { key, container, component: component as Mounted['component'], props: { ...props } }));
    return key;
  },
  unmount(key: number): void {
    update((mounted) => mounted.delete(key));
  },
};
