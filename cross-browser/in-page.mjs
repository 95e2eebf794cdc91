// Code the smoke runs inside the page, the same in both engines. Each function is sent as its
// source text (puppeteer's evaluate, WebDriver's Execute Script), so it may use only its
// arguments: `page` (the helpers below, built in the page) and plain JSON values.

/**
 * How long the network stays quiet before a page counts as settled (its lists and code loaded):
 * long enough for a chunk to run and ask for the next on a busy 2-core machine.
 */
export const SETTLE_MS = 250;

/** The helpers every in-page function receives first. */
function pageHelpers() {
  /** Every element matching `selector` in the document and in every open shadow root in it. */
  const all = (selector, root = document) => {
    const found = [...root.querySelectorAll(selector)];
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...all(selector, element.shadowRoot));
    return found;
  };
  const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const text = (element) => (element.innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  /** The name a screen reader gives, as far as these elements need: aria-label, aria-labelledby, label, text. */
  const name = (element) => {
    if (element.hasAttribute('aria-label')) return element.getAttribute('aria-label').trim();
    const ids = element.getAttribute('aria-labelledby');
    if (ids)
      return ids
        .split(/\s+/)
        .map((id) => element.getRootNode().getElementById?.(id))
        .filter(Boolean)
        .map(text)
        .join(' ');
    if (element.labels?.length) return [...element.labels].map(text).join(' ');
    return text(element);
  };
  return { all, shown, text, name };
}

/** A JavaScript expression that calls `fn(helpers, ...args)` in the page. */
export function inPage(fn, args = []) {
  return `(${fn})((${pageHelpers})(), ...${JSON.stringify(args)})`;
}

/**
 * What each eb-* element of the page shows. `near`: within a viewport of the window, where the
 * library draws an element (farther event cards wait). Drawn means the element's React tree is in
 * its shadow root (its language root) with visible text or a box with a size in it: the room the
 * page reserves before that is on the host, not in the shadow root.
 */
export function elementStates(page) {
  return (
    [...document.querySelectorAll('*')]
      // The notification host is the library's own, empty until there is something to say.
      .filter((element) => element.localName.startsWith('eb-') && element.localName !== 'eb-notification-host')
      .map((element, index) => {
        const rect = element.getBoundingClientRect();
        const tree = element.shadowRoot?.querySelector('[lang]') ?? null;
        const sized = tree
          ? [...tree.querySelectorAll('*')].filter((node) => {
              const box = node.getBoundingClientRect();
              return box.width >= 1 && box.height >= 1;
            }).length
          : 0;
        return {
          index,
          tag: element.localName,
          defined: customElements.get(element.localName) !== undefined,
          near: rect.bottom > -innerHeight && rect.top < 2 * innerHeight,
          rendered: tree !== null,
          text: tree ? page.text(tree).slice(0, 80) : '',
          sized,
          failed: Boolean(element.shadowRoot?.querySelector('.eb-generic-error')),
          // Still loading something: a section saying so, or a spinner.
          busy: Boolean(element.shadowRoot?.querySelector('[aria-busy="true"], .eb-spinner')),
        };
      })
  );
}

/** Scrolls the `index`th eb-* element of the page (elementStates' order) to the middle of the window. */
export function scrollToElement(page, index) {
  const elements = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('eb-') && element.localName !== 'eb-notification-host');
  elements[index].scrollIntoView({ block: 'center' });
}

/** The first element in `host`'s shadow tree (open shadow roots included) matching `selector` and shown, whose name matches `name`. */
export function findIn(page, host, selector, name = null, index = 0) {
  const hosts = page.all(host).filter(page.shown);
  const candidates = hosts.flatMap((element) => page.all(selector, element.shadowRoot ?? element)).filter(page.shown);
  const matching = name === null ? candidates : candidates.filter((element) => new RegExp(name).test(page.name(element)));
  return matching[index] ?? null;
}

/** What `findIn` would find, described for the test: its name, value and ARIA state; null when absent. */
export function describeIn(page, host, selector, name = null, index = 0) {
  const hosts = page.all(host).filter(page.shown);
  const candidates = hosts.flatMap((element) => page.all(selector, element.shadowRoot ?? element)).filter(page.shown);
  const element = (name === null ? candidates : candidates.filter((candidate) => new RegExp(name).test(page.name(candidate))))[index];
  if (!element) return null;
  return {
    name: page.name(element),
    text: page.text(element),
    value: 'value' in element ? element.value : null,
    pressed: element.getAttribute('aria-pressed'),
    checked: element.getAttribute('aria-checked'),
    href: element.getAttribute('href'),
    focused: element.getRootNode().activeElement === element,
    count: candidates.length,
  };
}

/** The texts of every shown element matching `selector` in `host`'s shadow trees. */
export function textsIn(page, host, selector) {
  return page
    .all(host)
    .flatMap((element) => page.all(selector, element.shadowRoot ?? element))
    .filter(page.shown)
    .map(page.text);
}

/**
 * Sets `color-scheme` on every eb-* element of the page (null removes it) and gives, for each, the
 * scheme and the text colour of its outermost box (issue 40: CSS light-dark() in this engine).
 */
export function schemesOf(page, scheme) {
  return [...document.querySelectorAll('*')]
    .filter((element) => element.localName.startsWith('eb-') && element.localName !== 'eb-notification-host')
    .map((element) => {
      if (scheme === null) element.removeAttribute('color-scheme');
      else element.setAttribute('color-scheme', scheme);
      const box = [...(element.shadowRoot?.children ?? [])].find((child) => child.localName !== 'style');
      return { tag: element.localName, scheme: box ? getComputedStyle(box).colorScheme : null, color: box ? getComputedStyle(box).color : null };
    });
}

export function locationNow() {
  return { path: location.pathname, search: location.search, ready: document.readyState };
}

/** One page error of each kind the smoke watches for, to check that it sees them. */
export function provokeErrors() {
  setTimeout(() => {
    throw new Error('smoke self-check: uncaught');
  });
  Promise.reject(new Error('smoke self-check: rejection'));
  console.error('smoke self-check: console.error');
}

/** From now on, every eb-save-change of the page's cards (the server confirmed a save or unsave). */
export function recordSaveChanges() {
  const changes = [];
  Object.defineProperty(window, '__ebSmokeSaveChanges', { value: changes });
  for (const card of document.querySelectorAll('eb-event-card')) card.addEventListener('eb-save-change', (event) => changes.push(event.detail));
}

export function saveChanges() {
  return window.__ebSmokeSaveChanges ?? null;
}
