import { expect } from 'chai';
import { installChunkLoader, type LocalRequire } from './chunk-loader';

// The classic loader's runtime against real <script> elements: the chunks in test-chunks/ call
// __ebWidgetsTestDefine, as the build's call __ebWidgetsDefine.

const CHUNKS = new URL('/src/classic/test-chunks/', location.href).href;
const define = installChunkLoader('__ebWidgetsTestDefine', 'loader.js');

// The test page stands in for the loader: the module a page's own script tag defines.
let pageRequire: LocalRequire;
const pageReady = new Promise<void>((resolve) => {
  define(['require'], (require) => {
    pageRequire = require as LocalRequire;
    resolve();
  });
});

async function load(file: string): Promise<Record<string, unknown>> {
  await pageReady;
  return new Promise((resolve, reject) => pageRequire([`${CHUNKS}${file}`], (module) => resolve(module), reject));
}

async function failureOf(file: string): Promise<Error> {
  try {
    await load(file);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`${file} loaded`);
}

/** The script elements added for `file`, counted as they are added. */
function watchScripts(file: string): { added: number; stop(): void } {
  const watch = { added: 0, stop: () => observer.disconnect() };
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src === `${CHUNKS}${file}`) watch.added += 1;
  });
  observer.observe(document.head, { childList: true });
  return watch;
}

const runs = () => (window as unknown as { chunkRuns?: Record<string, number> }).chunkRuns ?? {};

describe('the classic loader runtime', () => {
  it('runs a chunk after its dependencies, once, however often and however soon again it is asked for', async () => {
    const scripts = watchScripts('counted.js');
    const [first, second] = await Promise.all([load('with-dependency.js'), load('counted.js')]);
    const third = await load('with-dependency.js');
    scripts.stop();
    expect(first.value).to.equal('with counted');
    expect(second.value).to.equal('counted');
    expect(third).to.equal(first);
    expect(runs().counted).to.equal(1);
    expect(scripts.added).to.equal(1);
  });

  it("gives a chunk its own URL (module.uri) and names files relative to it (require.toUrl), as rollup's catalog URLs need", async () => {
    const chunk = await load('with-dependency.js');
    expect(chunk.uri).to.equal(`${CHUNKS}with-dependency.js`);
    expect(chunk.catalog).to.equal(new URL('/src/classic/locales/fr_FR.json', location.href).href);
  });

  it('refuses a file that is not there, and asks for it again the next time', async () => {
    const scripts = watchScripts('not-built.js');
    expect((await failureOf('not-built.js')).message).to.equal(`${CHUNKS}not-built.js could not be loaded`);
    expect((await failureOf('not-built.js')).message).to.equal(`${CHUNKS}not-built.js could not be loaded`);
    scripts.stop();
    expect(scripts.added).to.equal(2);
    // A failed script element does not stay in the page.
    expect(document.querySelectorAll(`script[src="${CHUNKS}not-built.js"]`)).to.have.length(0);
  });

  it('refuses a chunk whose dependency cannot be loaded', async () => {
    expect((await failureOf('needs-missing.js')).message).to.equal(`${CHUNKS}not-built.js could not be loaded`);
  });

  it('refuses a script that defines no module, and a chunk whose code throws', async () => {
    expect((await failureOf('defines-nothing.js')).message).to.equal(`${CHUNKS}defines-nothing.js defined no module`);
    expect((await failureOf('throws.js')).message).to.equal('broken chunk');
  });

  it('is installed once per page: a second copy of the loader uses the first one', () => {
    expect(installChunkLoader('__ebWidgetsTestDefine', 'loader.js')).to.equal(define);
    expect((window as unknown as Record<string, unknown>).__ebWidgetsTestDefine).to.equal(define);
  });
});
