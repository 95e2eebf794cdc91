import { useContext, useInsertionEffect } from 'react';
import { ElementContext, ServerRenderingContext } from '../element/element-context';

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adopts a primitive's CSS into the shadow root it renders in (the document outside an
 * element), once per root. One constructed sheet per primitive is shared by every element,
 * so an element only carries the CSS of the primitives it actually renders. On the server
 * (eb-widgets/ssr), the CSS is collected for the `<style>` of the element's HTML.
 */
export function useStyles(css: string): void {
  const host = useContext(ElementContext)?.host;
  // On the server no effect runs: the CSS goes into the element's <style> instead.
  useContext(ServerRenderingContext)?.collectStyles?.(css);
  useInsertionEffect(() => adopt(host?.shadowRoot ?? document, css), [host, css]);
}

function adopt(root: DocumentOrShadowRoot, css: string): void {
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
