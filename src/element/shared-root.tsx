import { I18nProvider } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Component, createElement, memo, type ComponentType, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { $translationsReady, i18n } from '../stores/locale';

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

// Issue 16: no task past 50 ms. Elements connected together (200 cards in a page's HTML) are
// rendered a few at a time, each batch in its own task, so the page answers input and paints
// between them. A batch is sized from what the last one cost per element; the first is one
// element, whose cost is not known yet. One element's own render is never split.
const TASK_BUDGET_MS = 25;
const waiting: Mounted[] = [];
let costPerElement = TASK_BUDGET_MS;
let pumping = false;

/** Runs `work` in a new task, after input and rendering waiting in the browser's queue. */
function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

function renderWaiting(): void {
  // Before its translations, an element renders nothing; rendering all of them when they come
  // would be one long task. The batches start then instead.
  if (!$translationsReady.get()) {
    const stop = $translationsReady.listen((ready) => {
      if (!ready) return;
      stop();
      inNextTask(renderWaiting);
    });
    return;
  }
  if (!root) {
    // A detached container: the root only hosts portals, its own DOM is never shown. Rendered at
    // once, so that the first batch's cost is its own and not the root's first render's.
    root = createRoot(document.createElement('div'));
    const created = root;
    flushSync(() => created.render(<Portals />));
  }
  const started = performance.now();
  while (waiting.length) {
    const left = TASK_BUDGET_MS - (performance.now() - started);
    if (left <= 0) break;
    const batch = waiting.splice(0, Math.max(1, Math.min(waiting.length, Math.floor(left / costPerElement))));
    const batchStarted = performance.now();
    flushSync(() => update((mounted) => batch.forEach((entry) => mounted.set(entry.key, entry))));
    costPerElement = Math.max(0.5, (performance.now() - batchStarted) / batch.length);
  }
  if (waiting.length) inNextTask(renderWaiting);
  else pumping = false;
}

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
    const key = nextKey++;
    waiting.push({ key, container, component: component as Mounted['component'], props: { ...props } });
    if (!pumping) {
      pumping = true;
      // Every element connected in this task joins the first batch, rendered in a task of its
      // own: not in the one that parsed or built the page.
      inNextTask(renderWaiting);
    }
    return key;
  },
  unmount(key: number): void {
    const index = waiting.findIndex((entry) => entry.key === key);
    if (index >= 0) waiting.splice(index, 1);
    else update((mounted) => mounted.delete(key));
  },
};
