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
