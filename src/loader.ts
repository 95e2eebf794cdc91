import { ELEMENT_LOADERS } from './elements-registry';
import { registerElementLoader, startLibrary } from './library';

/** Spec 000 §8: a chunk that cannot be loaded is reported as a ChunkLoadError. */
class ChunkLoadError extends Error {
  constructor(chunk: string, cause: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.name = 'ChunkLoadError';
  }
}

const loading = new Map<string, Promise<void>>();

function load(tag: string): Promise<void> {
  let promise = loading.get(tag);
  if (!promise) {
    promise = ELEMENT_LOADERS[tag]()
      .then(() => undefined)
      .catch((error: unknown) => {
        // Forgotten, so the next element of this tag tries again.
        loading.delete(tag);
        console.error(`[eb-widgets] <${tag}> could not be loaded.`, new ChunkLoadError(tag, error));
      });
    loading.set(tag, promise);
  }
  return promise;
}

const TAGS = Object.keys(ELEMENT_LOADERS);
const SELECTOR = TAGS.join(',');

function loadTagsIn(node: Node): void {
  if (!(node instanceof Element)) return;
  if (TAGS.includes(node.localName)) void load(node.localName);
  node.querySelectorAll(SELECTOR).forEach((element) => void load(element.localName));
}

// The module loader: each element's code is fetched the first time its tag is in the page.
if (startLibrary()) {
  for (const tag of TAGS) registerElementLoader(tag, () => load(tag));
  loadTagsIn(document.documentElement);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) mutation.addedNodes.forEach(loadTagsIn);
    if (TAGS.every((tag) => customElements.get(tag))) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
