// What the npm build publishes beside its JavaScript, generated from dist/custom-elements.json
// (itself read from elements/*.ts) so that no attribute, property or event is written twice:
// - npm/elements/<tag>.d.ts: the element's interface (typed properties, addEventListener that
//   knows each event's detail), its class, the tag in HTMLElementTagNameMap and its events in
//   GlobalEventHandlersEventMap (so document.addEventListener('eb-save-change', ...) is typed);
// - npm/eb-widgets.d.ts: the package's entry;
// - npm/jsx/react.d.ts, preact.d.ts, solid.d.ts, vue.d.ts: the tags as each framework's
//   intrinsic elements, with typed properties, attributes and eb-* event handlers;
// - npm/react.js and npm/react.d.ts: the React wrappers (src/react/element-wrapper.tsx), simple
//   props as attributes, JSON props as properties, each eb-* event an on... prop;
// - npm/ssr.d.ts: eb-widgets/ssr, the server renderer's functions;
// - npm/types/: the declarations of src/public-types.ts and src/ssr/ssr-options.ts, emitted by TypeScript.
import path from 'node:path';
import ts from 'typescript';

const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, _dash, letter) => letter.toUpperCase());
/** eb-save-change -> onSaveChange: the React wrapper's prop for an event. */
export const eventProp = (event) => `on${pascal(event.replace(/^eb-/, ''))}`;

const doc = (text, indent = '') =>
  text
    ? `${indent}/**\n${text
        .split('\n')
        .map((line) => `${indent} * ${line}`.trimEnd())
        .join('\n')}\n${indent} */\n`
    : '';

/**
 * Every element a page places (a module under elements/; not the notification host, which the
 * library adds itself), with what the generators need.
 */
export function elementsOf(manifest) {
  return manifest.modules
    .filter((module) => module.path.startsWith('elements/'))
    .flatMap((module) =>
      module.declarations
        .filter((declaration) => declaration.customElement)
        .map((declaration) => ({
          ...declaration,
          module: module.path.replace(/\.js$/, ''),
          wrapper: declaration.name.replace(/Element$/, ''),
          eventMap: `${declaration.name.replace(/Element$/, '')}EventMap`,
        })),
    );
}

// Type names the manifest may use that live in the public types (src/public-types.ts).
const PUBLIC_TYPES = ['EventCardEventInput', 'DisplayEvent', 'ServerData', 'ServerDataPatch'];
const usedPublicTypes = (text) => PUBLIC_TYPES.filter((name) => new RegExp(`\\b${name}\\b`).test(text));

function elementDeclarations(element) {
  const { name, tagName, eventMap, members = [], events = [], description } = element;
  const properties = members.filter((member) => member.kind === 'field');
  const body = [
    `export interface ${eventMap} {`,
    ...events.map((event) => `${doc(event.description, '  ')}  '${event.name}': ${event.type.text};`),
    '}',
    '',
    doc(description),
    `export interface ${name} extends HTMLElement {`,
    ...properties.map((property) => `${doc(property.description, '  ')}  ${property.name}: ${property.type.text} | undefined;`),
    ...['addEventListener', 'removeEventListener'].flatMap((method) => [
      `  ${method}<K extends keyof ${eventMap}>(type: K, listener: (this: ${name}, event: ${eventMap}[K]) => unknown, options?: boolean | ${method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions'}): void;`,
      `  ${method}<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${name}, event: HTMLElementEventMap[K]) => unknown, options?: boolean | ${method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions'}): void;`,
      `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | ${method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions'}): void;`,
    ]),
    '}',
    '',
    `/**\n * The class of <${tagName}>, registered under that tag when this module is imported in a browser.\n * It may be registered again under another name: \`customElements.define('my-tag', ${name})\`.\n * Undefined where there is no DOM (Node): nothing is defined there.\n */`,
    `export declare const ${name}: { prototype: ${name}; new (): ${name} };`,
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    `    '${tagName}': ${name};`,
    '  }',
    `  interface GlobalEventHandlersEventMap extends ${eventMap} {}`,
    '}',
  ];
  const text = body.join('\n');
  const types = usedPublicTypes(text);
  const imports = types.length ? `import type { ${types.join(', ')} } from '../types/public-types.js';\n\n` : '';
  return `${imports}${text}\n`;
}

const fieldsOf = (element) => (element.members ?? []).filter((member) => member.kind === 'field');
const isStringUnion = (type) => /^'[^']*'(\s*\|\s*'[^']*')*$/.test(type);

/**
 * What an attribute takes as markup: a boolean is present or not, a union of strings stays that
 * union, a number may be written as text; anything else (a JSON attribute) is text.
 */
function attributeValueType(attribute) {
  const type = attribute.type.text;
  if (type === 'boolean') return 'boolean | string';
  if (type === 'string' || isStringUnion(type)) return type;
  if (type === 'number') return 'number | string';
  return 'string';
}

/** The properties a JSX user may set on the tag: every property, and each attribute by name. */
function jsxAttributes(element, valueType = (type) => type) {
  const lines = fieldsOf(element).map((field) => `${doc(field.description, '  ')}  ${field.name}?: ${valueType(field.type.text)};`);
  for (const attribute of element.attributes ?? []) {
    if (attribute.name !== attribute.fieldName) lines.push(`${doc(attribute.description, '  ')}  '${attribute.name}'?: ${valueType(attributeValueType(attribute))};`);
  }
  return lines;
}

/** The public types (EventCardEventInput, ...) that the elements' properties use. */
const publicTypesOfProperties = (elements) => [
  ...new Set(
    elements.flatMap((element) =>
      usedPublicTypes(
        fieldsOf(element)
          .map((field) => field.type.text)
          .join('\n'),
      ),
    ),
  ),
];

/** The imports every JSX declaration file starts with: each element's interface and event map, and the public types. */
function jsxImports(elements) {
  const publicTypes = publicTypesOfProperties(elements);
  return [
    ...elements.map((element) => `import type { ${element.name}, ${element.eventMap} } from '../elements/${element.tagName}.js';`),
    ...(publicTypes.length ? [`import type { ${publicTypes.join(', ')} } from '../types/public-types.js';`] : []),
  ];
}

/** The framework's HTML attributes for the element, without the names the element types itself. */
function baseAttributes(element, base, extraNames = []) {
  const names = [...fieldsOf(element).map((field) => field.name), ...(element.attributes ?? []).map((attribute) => attribute.name), ...extraNames];
  const unique = [...new Set(names)];
  return unique.length ? `Omit<${base}, ${unique.map((name) => `'${name}'`).join(' | ')}>` : base;
}

/** The tags as React 19's intrinsic elements, for <eb-event-card event={event} /> in TSX. */
function reactJsxDeclarations(elements) {
  const publicTypes = publicTypesOfProperties(elements);
  return [
    '// The tags as React intrinsic elements. Generated from custom-elements.json.',
    `import type * as React from 'react';`,
    ...elements.map((element) => `import type { ${element.name} } from '../elements/${element.tagName}.js';`),
    ...(publicTypes.length ? [`import type { ${publicTypes.join(', ')} } from '../types/public-types.js';`] : []),
    '',
    ...elements.flatMap((element) => [`export interface ${element.wrapper}Attributes {`, ...jsxAttributes(element), '}', '']),
    `declare module 'react' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map((element) => `      '${element.tagName}': React.DetailedHTMLProps<React.HTMLAttributes<${element.name}>, ${element.name}> & ${element.wrapper}Attributes;`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * The tags as Preact's intrinsic elements. Preact sets a prop the element has as a property,
 * anything else as an attribute, and listens to `on<name>` as the event <name> when the name
 * starts lower-case: `oneb-save-change` is eb-save-change (Preact 10 and 11).
 */
function preactJsxDeclarations(elements) {
  const signalish = (type) => `Signalish<${type} | undefined>`;
  return [
    '// The tags as Preact intrinsic elements. Generated from custom-elements.json.',
    `import type { HTMLAttributes, Signalish, TargetedEvent } from 'preact';`,
    ...jsxImports(elements),
    '',
    ...elements.flatMap((element) => {
      const handlers = (element.events ?? []).map((event) => `on${event.name}`);
      return [
        `/** <${element.tagName}> in Preact: properties and attributes by name, each eb-* event as on<event name>. */`,
        `export interface ${element.wrapper}PreactAttributes extends ${baseAttributes(element, `HTMLAttributes<${element.name}>`, handlers)} {`,
        ...jsxAttributes(element, signalish),
        ...(element.events ?? []).map(
          (event) => `${doc(event.description, '  ')}  'on${event.name}'?: ((event: TargetedEvent<${element.name}, ${element.eventMap}['${event.name}']>) => void) | undefined;`,
        ),
        '}',
        '',
      ];
    }),
    `declare module 'preact' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map((element) => `      '${element.tagName}': ${element.wrapper}PreactAttributes;`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * The tags as Solid's intrinsic elements. Solid sets every prop of a custom element as a property
 * (dash-case names camelCased); `prop:`, `attr:` and `bool:` say which explicitly, and
 * `on:eb-save-change` listens to the event by its exact name.
 */
function solidJsxDeclarations(elements) {
  const optional = (type) => `${type} | undefined`;
  return [
    '// The tags as Solid intrinsic elements. Generated from custom-elements.json.',
    `import type { JSX } from 'solid-js';`,
    ...jsxImports(elements),
    '',
    ...elements.flatMap((element) => {
      const fields = fieldsOf(element);
      const attributes = element.attributes ?? [];
      const explicit = [
        ...fields.map((field) => `${doc(field.description, '  ')}  'prop:${field.name}'?: ${optional(field.type.text)};`),
        ...attributes.map((attribute) =>
          attribute.type.text === 'boolean'
            ? `${doc(attribute.description, '  ')}  'bool:${attribute.name}'?: ${optional('boolean')};`
            : `${doc(attribute.description, '  ')}  'attr:${attribute.name}'?: ${optional(attributeValueType(attribute))};`,
        ),
        ...(element.events ?? []).map(
          (event) =>
            `${doc(event.description, '  ')}  'on:${event.name}'?: ${optional(`JSX.EventHandlerWithOptionsUnion<${element.name}, ${element.eventMap}['${event.name}']>`)};`,
        ),
      ];
      return [
        `/** <${element.tagName}> in Solid: properties by name or prop:, attributes by name, attr: or bool:, each eb-* event as on:<event name>. */`,
        `export interface ${element.wrapper}SolidAttributes extends ${baseAttributes(element, `JSX.HTMLAttributes<${element.name}>`)} {`,
        ...jsxAttributes(element, optional),
        ...explicit,
        '}',
        '',
      ];
    }),
    `declare module 'solid-js' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map((element) => `      '${element.tagName}': ${element.wrapper}SolidAttributes;`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** eb-save-change -> onEbSaveChange: the prop Vue compiles @eb-save-change to, and listens to as eb-save-change. */
const vueEventProp = (event) => `on${pascal(event)}`;

/**
 * The tags for Vue, from one interface per tag: Vue sets a prop the element has as a property,
 * anything else as an attribute, and listens to onEbSaveChange (@eb-save-change in a template)
 * as eb-save-change. Vue's TSX reads IntrinsicElementAttributes; vue-tsc takes a dash-case tag in
 * a template for a component and reads GlobalComponents, as Vue's guide to custom elements does.
 */
function vueJsxDeclarations(elements) {
  const optional = (type) => `${type} | undefined`;
  return [
    '// The tags for Vue templates (vue-tsc) and Vue TSX. Generated from custom-elements.json.',
    `import type { HTMLAttributes, PublicProps } from 'vue';`,
    ...jsxImports(elements),
    '',
    ...elements.flatMap((element) => {
      const handlers = (element.events ?? []).map((event) => vueEventProp(event.name));
      return [
        `/** <${element.tagName}> in Vue: properties and attributes by name, each eb-* event as @<event name> (on<EventName> in TSX). */`,
        `export interface ${element.wrapper}VueAttributes extends ${baseAttributes(element, 'HTMLAttributes', handlers)} {`,
        ...jsxAttributes(element, optional),
        ...(element.events ?? []).map(
          (event) => `${doc(event.description, '  ')}  ${vueEventProp(event.name)}?: ((event: ${element.eventMap}['${event.name}']) => void) | undefined;`,
        ),
        '}',
        '',
      ];
    }),
    '/**',
    ' * A tag as vue-tsc checks it in a template: a component whose instance is the element (a template',
    ' * ref is the element) and whose $props are its attributes. Types only: Vue renders the tag as a',
    ' * custom element once the app says so (compilerOptions.isCustomElement).',
    ' */',
    'export type VueTemplateElement<Element extends HTMLElement, Attributes> = new () => Element & {',
    '  /** @deprecated Read by vue-tsc to check templates; not a property of the element. */',
    '  $props: Attributes & PublicProps;',
    '};',
    '',
    `declare module 'vue' {`,
    '  interface IntrinsicElementAttributes {',
    ...elements.map((element) => `    '${element.tagName}': ${element.wrapper}VueAttributes;`),
    '  }',
    '  interface GlobalComponents {',
    ...elements.map((element) => `    '${element.tagName}': VueTemplateElement<${element.name}, ${element.wrapper}VueAttributes>;`),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Whether an attribute's value is data given as JSON (set as a property), not text, a number or a boolean. */
const isJsonAttribute = (attribute) => !['boolean', 'string', 'number'].includes(attribute.type.text) && !isStringUnion(attribute.type.text);

function reactWrappers(elements) {
  const wrappers = elements.map((element) => {
    const attributes = Object.fromEntries(
      (element.attributes ?? [])
        .filter((attribute) => !isJsonAttribute(attribute))
        .map((attribute) => [attribute.fieldName, { name: attribute.name, ...(attribute.type.text === 'boolean' && { boolean: true }) }]),
    );
    const properties = (element.attributes ?? []).filter(isJsonAttribute).map((attribute) => attribute.fieldName);
    const events = Object.fromEntries((element.events ?? []).map((event) => [eventProp(event.name), event.name]));
    const spec = `{ tag: '${element.tagName}', displayName: '${element.wrapper}', attributes: ${JSON.stringify(attributes)}, properties: ${JSON.stringify(properties)}, events: ${JSON.stringify(events)}, load: () => import('./elements/${element.tagName}.js') }`;
    return `export const ${element.wrapper} = elementWrapper(${spec}, drawOnServer);`;
  });
  // The client boundary: a React Server Component importing this gets client references, and
  // neither the elements nor React's client APIs enter the server graph. `#eb-server-drawing` is
  // the server drawing on a server and nothing in a browser bundle (package.json "imports").
  const js = `'use client';
// React wrappers of the five elements. Generated from custom-elements.json.
import { drawOnServer } from '#eb-server-drawing';
import { EbServerData, elementWrapper } from './react-runtime.js';

export { EbServerData };

${wrappers.join('\n')}
`;
  const dts = [
    '// React wrappers of the five elements. Generated from custom-elements.json.',
    `import type * as React from 'react';`,
    `import type { RenderOptions } from './types/ssr/ssr-options.js';`,
    ...elements.map((element) => `import type { ${element.name}, ${element.eventMap} } from './elements/${element.tagName}.js';`),
    `import type {} from './jsx/react.js';`,
    ...[...new Set(elements.flatMap((element) => usedPublicTypes(JSON.stringify(element.members ?? []))))].map((name) => `import type { ${name} } from './types/public-types.js';`),
    '',
    "/** What <EbServerData> takes: the page's server data, and the options of eb-widgets/ssr for the page. */",
    `export interface EbServerDataProps extends Pick<RenderOptions, 'serverData' | 'url' | 'privacySignal'> {`,
    '  children?: React.ReactNode;',
    '}',
    '/**',
    " * The page's server data (API.md §2), once around the elements: on the server, <EbHeader> and",
    ' * <EbFooter> are drawn with it in a declarative shadow root that the element hydrates; in the',
    ' * browser it is the page\'s configuration (it writes a `<script type="application/json" data-eb-config>`,',
    ' * and a later change is passed on with `configure`). Give the same document the page would carry,',
    ' * with `env.locale` and `request.path`.',
    ' */',
    'export declare const EbServerData: React.FC<EbServerDataProps>;',
    '',
    ...elements.flatMap((element) => {
      const fields = (element.members ?? []).filter((member) => member.kind === 'field');
      const props = `${element.wrapper}Props`;
      return [
        `export interface ${props} extends Omit<React.HTMLAttributes<${element.name}>, ${[...fields.map((field) => `'${field.name}'`), ...(element.events ?? []).map((event) => `'${eventProp(event.name)}'`)].join(' | ') || 'never'}> {`,
        ...fields.map((field) => `${doc(field.description, '  ')}  ${field.name}?: ${field.type.text};`),
        ...(element.events ?? []).map((event) => `${doc(event.description, '  ')}  ${eventProp(event.name)}?: (event: ${element.eventMap}['${event.name}']) => void;`),
        `  ref?: React.Ref<${element.name}>;`,
        `  children?: React.ReactNode;`,
        '}',
        `/** <${element.tagName}> for React: objects are passed as properties, events as on... props. */`,
        `export declare const ${element.wrapper}: React.FC<${props}>;`,
        '',
      ];
    }),
  ].join('\n');
  return { js, dts };
}

/** window.EBWidgets (API.md §1), set by every build. */
const globalDeclarations = () =>
  [
    `import type { configure } from './types/public-types.js';`,
    '',
    'declare global {',
    '  interface Window {',
    '    /** The library on the page (API.md §1); the first copy loaded stays in charge. */',
    '    EBWidgets?: {',
    '      readonly version: string;',
    '      configure: typeof configure;',
    "      /** Loads a tag's code now, for elements the loader cannot see (inside another shadow root). */",
    '      load(tag: string): Promise<void>;',
    '    };',
    '  }',
    '}',
    '',
    'export {};',
    '',
  ].join('\n');

function entryDeclarations(elements) {
  return [
    '// The package entry: defines the five tags in a browser, nothing in Node.',
    `import './global.js';`,
    ...elements.map((element) => `export { ${element.name}, type ${element.eventMap} } from './elements/${element.tagName}.js';`),
    `export { configure, type DisplayEvent, type EventCardEventInput, type ServerData, type ServerDataPatch } from './types/public-types.js';`,
    '',
  ].join('\n');
}

/**
 * The declarations of src/public-types.ts and what it reaches, as TypeScript emits them, with
 * relative specifiers given their .js so they resolve under every moduleResolution.
 */
function publicTypeDeclarations(root) {
  const files = {};
  const options = {
    ...ts.convertCompilerOptionsFromJson(
      {
        target: 'ES2021',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
        esModuleInterop: true,
        resolveJsonModule: true,
      },
      root,
    ).options,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: path.join(root, 'src'),
    outDir: path.join(root, 'out'),
    types: [],
  };
  const program = ts.createProgram([path.join(root, 'src', 'public-types.ts'), path.join(root, 'src', 'ssr', 'ssr-options.ts')], options);
  const result = program.emit(undefined, (fileName, text) => {
    const relative = path.relative(options.outDir, fileName).split(path.sep).join('/');
    const directory = path.posix.dirname(relative);
    files[relative] = text.replace(/(from |import\()(['"])(\.\.?\/[^'"]+)\2/g, (match, lead, quote, specifier) => {
      if (/\.(js|json)$/.test(specifier)) return match;
      const target = path.posix.normalize(path.posix.join(directory, specifier));
      const isDirectory = !program.getSourceFile(path.join(root, 'src', `${target}.ts`)) && !program.getSourceFile(path.join(root, 'src', `${target}.tsx`));
      return `${lead}${quote}${specifier}${isDirectory ? '/index.js' : '.js'}${quote}`;
    });
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .concat(result.diagnostics)
    .filter((item) => item.category === ts.DiagnosticCategory.Error);
  if (problems.length) throw new Error(ts.formatDiagnostics(problems, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
  return files;
}

/** eb-widgets/ssr (Node): the header and footer as HTML with declarative shadow DOM. */
const ssrDeclarations = () =>
  [
    '// eb-widgets/ssr, for Node: <eb-header> and <eb-footer> rendered on the server, as HTML with',
    '// declarative shadow DOM that the library in the page hydrates.',
    `import type { RenderHandlerOptions, RenderOptions, ServerRenderedTag } from './types/ssr/ssr-options.js';`,
    '',
    `export { SERVER_RENDERED_TAGS, type AttributeValue, type RenderHandlerOptions, type RenderOptions, type ServerRenderedTag } from './types/ssr/ssr-options.js';`,
    '',
    '/**',
    ' * The HTML of `<eb-header>` or `<eb-footer>`: the element with its attributes and its content in',
    ' * `<template shadowrootmode="open">`. Rejects for any other tag, an unknown locale or an',
    ' * attribute name that is not one.',
    ' */',
    'export declare function renderElement(tag: ServerRenderedTag, options?: RenderOptions): Promise<string>;',
    '',
    "/** `renderElement('eb-header', options)`. */",
    'export declare const renderHeader: (options?: RenderOptions) => Promise<string>;',
    '',
    "/** `renderElement('eb-footer', options)`. */",
    'export declare const renderFooter: (options?: RenderOptions) => Promise<string>;',
    '',
    '/**',
    ' * The render service as a standard request handler (the Fetch API): `GET /render/eb-header` and',
    ' * `/render/eb-footer` (the anonymous fragment, cacheable), `POST /render/<tag>` with a signed-in',
    " * page's server data, `GET /healthz`. A wrong request gets 400 and a JSON error naming the field.",
    ' */',
    'export declare function createRenderHandler(options?: RenderHandlerOptions): (request: Request) => Promise<Response>;',
    '',
  ].join('\n');

/** Every file the npm build adds beside its JavaScript, by path under dist/npm/. */
export function packageFiles(manifest, root) {
  const elements = elementsOf(manifest);
  const files = {};
  for (const element of elements) files[`elements/${element.tagName}.d.ts`] = elementDeclarations(element);
  files['eb-widgets.d.ts'] = entryDeclarations(elements);
  files['global.d.ts'] = globalDeclarations();
  // The classic builds (eb-widgets/iife, and eb-widgets/classic, the loader that adds each
  // element's chunks): a script with every tag; what it adds is window.EBWidgets.
  files['iife.d.ts'] =
    `// The classic build defines the five tags and sets window.EBWidgets.\nimport './global.js';\n${elements.map((element) => `import './elements/${element.tagName}.js';`).join('\n')}\n\nexport {};\n`;
  files['jsx/react.d.ts'] = reactJsxDeclarations(elements);
  files['jsx/preact.d.ts'] = preactJsxDeclarations(elements);
  files['jsx/solid.d.ts'] = solidJsxDeclarations(elements);
  files['jsx/vue.d.ts'] = vueJsxDeclarations(elements);
  const react = reactWrappers(elements);
  files['react.js'] = react.js;
  files['react.d.ts'] = react.dts;
  // `#eb-server-drawing` in a browser bundle: the browser draws every element itself.
  files['no-server-drawing.js'] = '// What eb-widgets/react imports in a browser bundle (package.json "imports"): no drawing.\nexport const drawOnServer = undefined;\n';
  files['ssr.d.ts'] = ssrDeclarations();
  for (const [file, text] of Object.entries(publicTypeDeclarations(root))) files[`types/${file}`] = text;
  return files;
}
