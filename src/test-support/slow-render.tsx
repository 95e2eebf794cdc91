// A render too long for one task, to tell whether React renders it in slices (no task may run
// past 50 ms): eight sections, each 8 ms to render, 64 ms in all.

export const SLOW_SECTIONS = 8;

/** The sections rendered so far (each counted once, however often it renders). */
export const renderedSections = new Set<number>();

export function SlowSections({ text = 'Section' }: { text?: string }) {
  return Array.from({ length: SLOW_SECTIONS }, (_, index) => <SlowSection key={index} index={index} text={text} />);
}

/** Takes `ms` of the main thread. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

function SlowSection({ index, text }: { index: number; text: string }) {
  busy(8);
  renderedSections.add(index);
  return <p>{`${text} ${index}`}</p>;
}

/**
 * How many sections had been rendered at each of the browser's tasks until all of them were,
 * from the next task on. Rendered in one go, every task finds all of them or none; in slices,
 * some task finds a part.
 */
export function sectionsSeenBetweenTasks(): Promise<number[]> {
  const seen: number[] = [];
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      seen.push(renderedSections.size);
      if (renderedSections.size === SLOW_SECTIONS || seen.length > 1000) {
        channel.port1.close();
        resolve(seen);
      } else channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
}

/** The counts of `sectionsSeenBetweenTasks` that show a render in progress. */
export const partlyRendered = (seen: number[]) => seen.filter((size) => size > 0 && size < SLOW_SECTIONS);
