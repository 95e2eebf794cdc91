import { I18nProvider } from '@lingui/react';
import {
  Component,
  createElement,
  memo,
  startTransition,
  useLayoutEffect,
  useState,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
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

let nextKey = 1;
let root: Root | undefined;
/** The elements Portals shows, and the last batch among them. */
interface Shown {
  entries: ReadonlyMap<number, Mounted>;
  batch: number;
}
/** Portals' state setter, once it has rendered. */
let setShown: Dispatch<SetStateAction<Shown>> | undefined;

// Issue 16: no task past 50 ms. Elements are mounted a batch at a time, each batch as a React
// transition: React renders it in slices of about 5 ms and yields to the browser between them
// (input is answered, the page paints), so neither many elements connected together (a page's
// cards) nor one large element (the marketplace's home) holds the main thread; only the commit
// of a batch is one task. A batch is at most 16 elements, about a first screen of event cards,
// so that commit stays short; the next batch starts once the last has been committed, so a batch
// already rendering is never thrown away for elements arriving meanwhile. (200 cards all within
// reach: 1.73 times the floor in batches of 8, 1.59 in 20, 1.25 in 50, against a floor later
// found slowed by its missing messages; against the corrected floor 16 measures 2.1, and one
// batch for all is one task of 160 to 210 ms; BENCHMARKS.md.)
const BATCH_SIZE = 16;
const waiting: Mounted[] = [];
let pumping = false;
let batches = 0;
/** The batch being rendered, until it is on the page. */
let inFlight: number | undefined;

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
  // An element renders once the locale's translations are in (spec 000 §4: another locale never
  // shows English first): the batches start then.
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
    // once, so that the first batch is rendered by a root that exists.
    root = createRoot(document.createElement('div'));
    const created = root;
    flushSync(() => created.render(<Portals />));
  }
  const batch = waiting.splice(0, BATCH_SIZE);
  if (!batch.length) {
    pumping = false;
    return;
  }
  const number = ++batches;
  inFlight = number;
  startTransition(() => update((entries) => batch.forEach((entry) => entries.set(entry.key, entry)), number));
}

/**
 * After each commit of the portals: once the batch in flight is on the page (not an urgent
 * change committed before it, such as an element removed), the next batch, in a task of its own.
 */
function portalsCommitted({ batch }: Shown): void {
  if (inFlight === undefined || batch < inFlight) return;
  inFlight = undefined;
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
  const [shown, setState] = useState<Shown>(() => ({ entries: new Map(), batch: 0 }));
  useLayoutEffect(() => {
    setShown = setState;
  }, []);
  useLayoutEffect(() => portalsCommitted(shown), [shown]);
  return (
    <I18nProvider i18n={i18n}>
      {[...shown.entries.values()].map((entry) => (
        <Portal key={entry.key} entry={entry} />
      ))}
    </I18nProvider>
  );
}

/** Changes the elements shown; `batch`: the batch this change brings. */
function update(change: (entries: Map<number, Mounted>) => void, batch?: number): void {
  setShown?.((current) => {
    const entries = new Map(current.entries);
    change(entries);
    return { entries, batch: batch ?? current.batch };
  });
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
    else update((entries) => entries.delete(key));
  },
};
