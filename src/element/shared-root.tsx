import { I18nProvider } from '@lingui/react';
import { Component, createElement, memo, startTransition, useLayoutEffect, useState, type ComponentType, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterNextFrame, inNextTask } from '../lib/next-task';
import { $translationsReady, i18n } from '../stores/locale';

// One React root for every element of this copy of the library: each element's tree is a
// portal into its own shadow root. A root per element costs a root's set-up and scheduling for
// every instance; 200 event cards took 2.75 times as long as one root rendering them, against
// 1.2 times with portals (BENCHMARKS.md), and portals keep each element's tree, contexts and
// DOM its own.

interface Mounted {
  key: number;
  /** The element's tag: what its render is expected to cost goes by it. */
  tag: string;
  /** Rendered in a transition, in slices (`ElementDefinition.rendersInSlices`). */
  inSlices: boolean;
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

// No task past 50 ms on a phone. Elements are mounted a batch at a time, each batch in a task of
// its own, and the next batch waits until the browser has drawn the last one (input is answered
// meanwhile), so neither many elements connected together (a page's cards) nor one large element
// (the marketplace's home) holds the main thread.
// - Most elements render whole, a batch at once: as many as fit in BATCH_BUDGET_MS by the time
//   the last ones of their tag took, both to render and commit (a task) and to be laid out and
//   painted (the frame after it, a task too). So a batch takes about BATCH_BUDGET_MS on any
//   machine: a phone fits fewer cards than a laptop. A React transition would yield oftener but
//   costs more time overall, so a page of cards would be drawn later.
// - An element whose one render could take past 50 ms on a phone (`rendersInSlices`: the
//   marketplace) renders in a transition: React yields to the browser every few milliseconds;
//   only the commit is one task. At most SLICED_BATCH of them together. So do the first elements
//   of each tag: the first render of a component runs code not compiled yet, several times slower
//   than the next.
const BATCH_BUDGET_MS = 30;
/**
 * What an element of a tag not measured yet is taken to cost, to render and to draw: a card on a
 * slow phone, at the most. A tag's first whole batch goes by it, since its first elements render
 * in slices, which measure nothing; at 4 ms, that batch of 5-ms elements ran past 50 ms.
 */
const UNMEASURED_MS = 8;
const SLICED_BATCH = 16;
/** However long a page's frames, a batch holds at least this share (1 / n) of what fits the render budget. */
const MIN_BATCH_SHARE = 3;

/** What one element of each tag costs, in ms, as measured from the last batches. */
interface Costs {
  /** Rendering and committing it. */
  render: Map<string, number>;
  /** Laying it out and painting it, in the frame after its batch. */
  frame: Map<string, number>;
}
const costs: Costs = { render: new Map(), frame: new Map() };
/** The tags whose first elements have been rendered (in slices): their code is warm. */
const warmTags = new Set<string>();
const inSlicesNow = (entry: Mounted) => entry.inSlices || !warmTags.has(entry.tag);
const waiting: Mounted[] = [];
let pumping = false;
let batches = 0;
/** The batch being rendered, until it is on the page. */
let inFlight: { number: number; entries: readonly Mounted[] } | undefined;

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
  const sliced = waiting[0] && inSlicesNow(waiting[0]);
  const batch = sliced ? takeSlicedBatch() : takeWholeBatch();
  if (!batch.length) {
    pumping = false;
    return;
  }
  const number = ++batches;
  inFlight = { number, entries: batch };
  const show = () => update((entries) => batch.forEach((entry) => entries.set(entry.key, entry)), number);
  if (sliced) {
    batch.forEach((entry) => warmTags.add(entry.tag));
    startTransition(show);
    return;
  }
  const start = performance.now();
  flushSync(show);
  learnCost(costs.render, batch, performance.now() - start);
}

const expectedMs = (cost: Map<string, number>, entry: Mounted) => cost.get(entry.tag) ?? UNMEASURED_MS;

/** The first waiting elements that render in slices, up to SLICED_BATCH. */
function takeSlicedBatch(): Mounted[] {
  const count = waiting.slice(0, SLICED_BATCH).findIndex((entry) => !inSlicesNow(entry));
  return waiting.splice(0, count < 0 ? SLICED_BATCH : count);
}

/**
 * The first waiting elements that render whole: as many as are expected to fit in the budget,
 * one at least, and never fewer than a third of those whose rendering fits.
 */
function takeWholeBatch(): Mounted[] {
  let render = 0;
  let frame = 0;
  let count = 0;
  let frameFits = 0;
  for (const entry of waiting) {
    if (inSlicesNow(entry)) break;
    render += expectedMs(costs.render, entry);
    frame += expectedMs(costs.frame, entry);
    if (count > 0 && render > BATCH_BUDGET_MS) break;
    count += 1;
    if (frame <= BATCH_BUDGET_MS) frameFits = count;
  }
  // A frame has a part that drawing fewer elements does not make smaller: laying out and
  // painting what the page shows already (about 15 to 25 ms for a window of 200 growing cards,
  // at 1x on a loaded 2-core machine). Taken as the elements' cost, it shrank the batches to a
  // card or two a frame once it neared the budget: 200 cards within reach took 2.2 times the
  // floor's time, in 44 to 78 batches (BENCHMARKS.md).
  // At least one whenever one can go whole: a third of count rounds up.
  return waiting.splice(0, Math.max(frameFits, Math.ceil(count / MIN_BATCH_SHARE)));
}

/** Scales what each tag in the batch was expected to cost by what the batch really took. */
function learnCost(cost: Map<string, number>, batch: readonly Mounted[], ms: number): void {
  const expected = batch.reduce((sum, entry) => sum + expectedMs(cost, entry), 0);
  const scale = ms / expected;
  for (const tag of new Set(batch.map((entry) => entry.tag))) {
    // At least 0.05 ms: a batch can be too quick for the clock (coarsened to 0.1 ms or more).
    cost.set(tag, Math.max(0.05, (cost.get(tag) ?? UNMEASURED_MS) * scale));
  }
}

/**
 * After each commit of the portals: once the batch in flight is on the page (not an urgent
 * change committed before it, such as an element removed) and the browser has drawn it, the next
 * batch, in a task of its own.
 */
function portalsCommitted({ batch }: Shown): void {
  if (inFlight === undefined || batch < inFlight.number) return;
  const { entries } = inFlight;
  inFlight = undefined;
  afterNextFrame((frameMs) => {
    if (frameMs !== undefined) learnCost(costs.frame, entries, frameMs);
    if (waiting.length) renderWaiting();
    else pumping = false;
  });
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
  mount(container: Element | DocumentFragment, component: ComponentType<object>, props: object, { tag, inSlices = false }: { tag: string; inSlices?: boolean }): number {
    const key = nextKey++;
    waiting.push({ key, tag, inSlices, container, component: component as Mounted['component'], props: { ...props } });
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
