// Long work yields between its steps, so that no task runs past 50 ms on a phone: input and frames
// waiting in the browser's queue go first. A message to ourselves is the next task, without
// setTimeout's clamping or its throttling in a hidden page.

/** Runs `work` in a new task, after input and rendering waiting in the browser's queue. */
export function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

/** Resolves in a later task. */
export const nextTask = (): Promise<void> => new Promise(inNextTask);

/**
 * Runs `work` once the browser has drawn its next frame, with how long that frame's style, layout
 * and paint took: a task queued from requestAnimationFrame runs after them. A hidden page draws
 * no frames, and a frame can be held back (an iframe out of view): then, the next task or 100 ms.
 */
export function afterNextFrame(work: (frameMs?: number) => void): void {
  if (document.visibilityState === 'hidden') return inNextTask(() => work());
  let done = false;
  const finish = (frameMs?: number) => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    work(frameMs);
  };
  const fallback = setTimeout(finish, 100);
  requestAnimationFrame(() => {
    const start = performance.now();
    inNextTask(() => finish(performance.now() - start));
  });
}
