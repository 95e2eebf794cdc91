// Server HTML read as text, for searching (spec 001 §2: the description is searched as text,
// never as HTML). The HTML is parsed into a <template> of a document that has no window: nothing
// in it runs or loads (no script, no image, no style), and it is never put in the page.

/** Elements that end a word: `<li>Email</li><li>Reports</li>` is "Email Reports", not "EmailReports". */
const BREAKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'IMG',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/** Elements whose text is not text a person reads. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

import { libraryHtmlPolicy } from '../platform/browser';

let template: HTMLTemplateElement | undefined;

function parse(html: string): DocumentFragment {
  // One windowless document for every call: parsing is the cost, not creating documents.
  template ??= document.implementation.createHTMLDocument('').createElement('template');
  // A page that enforces Trusted Types takes the HTML through the library's policy (nothing in
  // a template runs); one that does not allow the policy gets the HTML with its tags cut out.
  const policy = libraryHtmlPolicy();
  if (policy === null) {
    const text = template.ownerDocument.createDocumentFragment();
    text.append(html.replace(/<[^>]*>/g, ' '));
    return text;
  }
  template.innerHTML = (policy ? policy.createHTML(html) : html) as string;
  return template.content;
}

function collect(node: Node, parts: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) {
      parts.push(child.nodeValue ?? '');
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const { tagName } = child as Element;
      if (SKIPPED.has(tagName)) continue;
      const breaks = BREAKS.has(tagName);
      if (breaks) parts.push(' ');
      collect(child, parts);
      if (breaks) parts.push(' ');
    }
  }
}

/**
 * The text a person reads in server HTML, on one line: entities decoded, tags gone, words that
 * block elements separate kept apart, scripts and styles left out.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const fragment = parse(html);
  const parts: string[] = [];
  collect(fragment, parts);
  fragment.replaceChildren();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
