// Runs before every test file (web-test-runner.config.mjs bundles it first).
import * as chai from 'chai';
import { configure } from '@testing-library/dom';
import type { Messages } from '@lingui/core';
import { addSourceMessages } from '../i18n/source-messages';
import { messages as enUSMessages } from '../locales/en_US.json';

// The build gives each module its own en_US messages (rollup.config.mjs, sourceMessages); test
// bundles are made by esbuild without that step, so they get the whole source catalog.
addSourceMessages(enUSMessages as unknown as Messages);

function describeNode(node: Node): string {
  if (!(node instanceof Element)) return node.nodeName;
  const text = (node.textContent ?? '').trim().slice(0, 80);
  return `<${node.localName}${node.id ? `#${node.id}` : ''}>${text ? ` "${text}"` : ''}`;
}

// A failed assertion about a DOM node carries the node as `actual`/`expected`; the runner's
// result serialiser then walks the whole document graph and the browser never reports back.
// Describe nodes instead, so the failure is shown at once.
chai.use((api) => {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called only with the assertion as `this`, through apply
  const assert = api.Assertion.prototype.assert;
  api.Assertion.prototype.assert = function (this: unknown, ...args: Parameters<typeof assert>) {
    try {
      return assert.apply(this, args);
    } catch (error) {
      const failure = error as { actual?: unknown; expected?: unknown };
      if (failure.actual instanceof Node) failure.actual = describeNode(failure.actual);
      if (failure.expected instanceof Node) failure.expected = describeNode(failure.expected);
      throw error;
    }
  };
});

// Testing Library prints the container into a failed query's message, and cannot print a
// ShadowRoot: the failure would surface as "Expected an element or document". Name it instead.
configure({
  getElementError(message, container) {
    const error = new Error(`${message ?? ''}\n\nin ${container instanceof ShadowRoot ? `the shadow root of <${container.host.localName}>` : describeNode(container)}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// A test that times out while it holds fake timers (@sinonjs/fake-timers) never reaches its own
// `clock.uninstall()`: every later test of the file would then wait on timers that never fire,
// and the whole file would end at the runner's time limit instead of one clear failure. The
// faked functions carry their clock; put the real ones back after each test.
afterEach(() => {
  for (const name of ['setTimeout', 'setInterval', 'Date', 'requestAnimationFrame', 'performance'] as const) {
    const clock = (globalThis[name] as { clock?: { uninstall(): void } } | undefined)?.clock;
    if (clock) {
      clock.uninstall();
      console.warn(`[test-support] a test left fake timers installed (${name}); they were uninstalled`);
    }
  }
});
