import { useContext, useInsertionEffect } from 'react';
import { ElementContext } from '../element/element-context';

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
 * so an element only carries the CSS of the primitives it actually renders.
 */
export function useStyles(css: string): void {
  const host = useContext(ElementContext)?.host;
  useInsertionEffect(() => {
    const root: DocumentOrShadowRoot = host?.shadowRoot ?? document;
    const sheet = sheetFor(css);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host, css]);
}
