import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'tailwindcss';

// The page stylesheets an element must render unchanged under (issue 37): the hostile `*` rules
// of real sites, and three CSS frameworks as their built CSS, with their classes where a site
// built with them puts them: on the element's container and on the element itself.

export interface HostPageCss {
  name: string;
  /** The page's stylesheet. */
  css: () => Promise<string>;
  /** Classes of the element's container and of the element itself. */
  containerClass?: string;
  hostClass?: string;
}

const fromPackage = (file: string) => () => readFile(path.resolve('node_modules', file), 'utf8');

/** Every inherited property CSS lists that changes how text or controls look, on `selector`, !important. */
export const everyInheritedProperty = (selector: string) =>
  (
    `${selector} { font-family: cursive; font-size: 30px; font-style: italic; font-weight: 900; font-variant: small-caps; font-stretch: condensed;` +
    ' font-kerning: none; font-feature-settings: "smcp"; font-size-adjust: 0.8; font-synthesis: none; font-optical-sizing: none;' +
    ' font-variation-settings: "wght" 900; line-height: 50px; letter-spacing: 3px; word-spacing: 1em; text-transform: uppercase;' +
    ' text-align: right; text-align-last: right; text-indent: 60px; text-shadow: 2px 2px 0 lime; white-space: pre; word-break: break-all;' +
    ' overflow-wrap: anywhere; hyphens: auto; tab-size: 20; color: red; cursor: wait; list-style: square inside; quotes: "<" ">";' +
    ' caret-color: lime; -webkit-text-fill-color: blue; -webkit-text-stroke: 1px lime; text-underline-offset: 10px; text-emphasis: dot;' +
    ' paint-order: stroke; image-rendering: pixelated; color-scheme: dark; text-rendering: geometricPrecision; -webkit-font-smoothing: none; }'
  ).replace(/;/g, ' !important;');

const tailwindClasses = {
  container: 'font-serif uppercase tracking-widest leading-loose text-red-600 text-right italic',
  host: 'block font-mono uppercase tracking-widest text-lg italic underline',
};

let tailwind: Promise<string> | undefined;

/** Tailwind CSS 4 as a site builds it: its preflight and the utilities its pages use. */
function tailwindCss(): Promise<string> {
  const root = path.resolve('node_modules/tailwindcss');
  tailwind ??= compile('@import "tailwindcss";', {
    base: root,
    loadStylesheet: async (id: string, base: string) => {
      const file = id === 'tailwindcss' ? path.join(root, 'index.css') : path.resolve(base, id.replace(/^tailwindcss\//, ''));
      return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
    },
  }).then((compiler) => compiler.build(`${tailwindClasses.container} ${tailwindClasses.host}`.split(' ')));
  return tailwind;
}

const TAGS = 'eb-header, eb-footer, eb-event-card, eb-app-marketplace, eb-review-form, eb-notification-host';

export const HOSTILE_STAR = '* { font-family: cursive; letter-spacing: 3px; text-transform: uppercase }';

export const EVERY_INHERITED_PAGE: HostPageCss = {
  name: 'every inherited property on * and on the tag, and an underline on the tag, !important',
  // Not on *: an underline of the element's ancestors is drawn through the text inside (README).
  css: () => Promise.resolve(`${everyInheritedProperty('*')} ${everyInheritedProperty(TAGS)} ${TAGS} { text-decoration: underline wavy red !important; }`),
};

export const HOST_PAGE_CSS: readonly HostPageCss[] = [
  { name: `the issue's * rule (${HOSTILE_STAR})`, css: () => Promise.resolve(HOSTILE_STAR) },
  { name: 'the same * rule, !important', css: () => Promise.resolve(HOSTILE_STAR.replace(/;|(?= })/g, ' !important;')) },
  EVERY_INHERITED_PAGE,
  {
    name: 'Bootstrap 5.3 (with its text utilities on the element and its container)',
    css: fromPackage('bootstrap/dist/css/bootstrap.min.css'),
    containerClass: 'text-uppercase fs-3 fw-bold lh-lg font-monospace text-danger text-end',
    hostClass: 'd-block text-uppercase fs-3 fw-bold font-monospace fst-italic text-center text-decoration-underline',
  },
  {
    name: 'Tailwind CSS 4 (its preflight, and utilities on the element and its container)',
    css: tailwindCss,
    containerClass: tailwindClasses.container,
    hostClass: tailwindClasses.host,
  },
  {
    name: 'Bulma 1 (with its helpers on the element and its container)',
    css: fromPackage('bulma/css/bulma.min.css'),
    containerClass: 'content is-size-3 has-text-danger is-uppercase has-text-right is-family-monospace',
    hostClass: 'is-block is-uppercase is-italic is-size-4 has-text-weight-bold is-family-code is-underlined',
  },
];
