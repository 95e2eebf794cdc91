// The document global a modal needs: a layer to render into.

/**
 * A fresh container for a modal, appended to `root` (an element's shadow root, so the element's
 * styles apply) or to the page body outside an element. The caller removes it.
 */
export function createModalLayer(root: ShadowRoot | null): HTMLElement {
  const layer = document.createElement('div');
  (root ?? document.body).append(layer);
  return layer;
}
