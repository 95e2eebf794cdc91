// Keyboard shortcuts that listen on the whole page, such as `/`, which focuses the search box
// when the person is not typing elsewhere.

/** Where a key press is typing, not a command: form fields and editable content. */
function isTypingIn(element: Element | null | undefined): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element.matches('input, textarea, select');
}

/** The focused element, looking inside (open) shadow roots: the page's, ours or another library's. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Calls `listener` when `/` is pressed while the person is not typing anywhere in the page
 * (an input, textarea, select or editable content, in any open shadow root); that `/` is then not
 * typed anywhere. One listener takes each press. Returns the function that stops listening.
 */
export function onSearchShortcut(listener: () => void): () => void {
  const handle = (event: KeyboardEvent) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return;
    const origin = event.composedPath()[0];
    if (isTypingIn(origin instanceof Element ? origin : null) || isTypingIn(deepActiveElement())) return;
    event.preventDefault();
    listener();
  };
  document.addEventListener('keydown', handle);
  return () => document.removeEventListener('keydown', handle);
}
