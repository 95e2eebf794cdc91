type Level = 'warn' | 'error';

/** Records console.warn / console.error calls (still printed) until `restore()`. */
export function captureConsole(level: Level) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back as it was, never called
  const original = console[level];
  const calls: unknown[][] = [];
  console[level] = (...args: unknown[]) => {
    calls.push(args);
  };
  return {
    calls,
    messages: () => calls.map((args) => args.map(String).join(' ')),
    restore: () => {
      console[level] = original;
    },
  };
}
