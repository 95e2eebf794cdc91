/** One answer of the fake server: a status with a JSON body or raw text, or a network failure. */
export type FakeAnswer = { status?: number; body?: unknown; text?: string; contentType?: string } | Error;

/**
 * Replaces window.fetch until `restore()`: records each request and answers from `answers` in
 * turn (the last one again once the others are used up).
 */
export function fakeFetch(...answers: FakeAnswer[]) {
  const original = fetch;
  const requests: Request[] = [];
  // What throws in the executor rejects the call, as in fetch.
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      const request = new Request(input, init);
      requests.push(request);
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      if (answer instanceof Error) throw answer;
      const status = answer.status ?? 200;
      const body = answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
      resolve(new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': answer.contentType ?? 'application/json' } }));
    });
  return { requests, restore: () => void (window.fetch = original) };
}
