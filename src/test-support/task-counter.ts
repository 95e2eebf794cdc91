/**
 * Counts the browser's tasks until `stop()`: one message always waits in the queue, as input or
 * a frame would, so work that yields between its steps lets it run.
 */
export function countTasks(): { readonly tasks: number; stop(): void } {
  let tasks = 0;
  let counting = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    tasks += 1;
    if (counting) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return {
    get tasks() {
      return tasks;
    },
    stop() {
      counting = false;
      channel.port1.close();
    },
  };
}
