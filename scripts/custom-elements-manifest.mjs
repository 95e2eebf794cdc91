// Builds dist/custom-elements.json (Custom Elements Manifest 2.1) from the `defineElement({...})`
// call in each elements/<tag>.ts: attributes and events come from the definition itself, their
// descriptions from the JSDoc beside them, and CSS parts from `@csspart` tags on the call. What
// an element's code reaches (its `load()` module and everything that imports, in src/) gives the
// rest: each `--eb-*` custom property its CSS reads that the page can set (described by an
// `@cssprop` tag wherever it is defined), and `eb-analytics` when it tracks. The notification
// host the library adds to the page is documented the same way. Nothing of this reaches the
// runtime bundle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const TYPE_TEXT = { boolean: 'boolean', string: 'string', number: 'number', json: 'object' };

const docText = (comment) => (typeof comment === 'string' ? comment : (ts.getTextOfJSDocComment(comment) ?? '')).trim();

function jsDocOf(node) {
  const docs = (node.jsDoc ?? []).filter(Boolean);
  return {
    description: docs
      .map((doc) => docText(doc.comment))
      .filter(Boolean)
      .join('\n'),
    // `@type {T}` keeps its type in typeExpression, every other tag its text in comment.
    tags: docs.flatMap((doc) => doc.tags ?? []).map((tag) => ({ name: tag.tagName.text, text: tag.typeExpression ? tag.typeExpression.type.getText() : docText(tag.comment) })),
  };
}

const propertyName = (property) => (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined);

function objectProperties(literal) {
  return ts.isObjectLiteralExpression(literal) ? literal.properties.filter(ts.isPropertyAssignment) : [];
}

function findDefinition(source) {
  let found;
  const visit = (node) => {
    if (!found && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineElement') {
      let statement = node;
      // `defineElement({...});` or `export const EbTagElement = defineElement({...});`
      while (statement.parent && !ts.isExpressionStatement(statement) && !ts.isVariableStatement(statement)) statement = statement.parent;
      found = { literal: node.arguments[0], statement };
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * `--eb-x - what it does (default: value)` / `part-name - what it is`. A colour token that differs
 * in the dark scheme says so, `(default: value; dark: value)`: its `darkDefault` (an extension
 * field of this manifest; a token without one is the same in both schemes).
 */
function nameAndDescription(text) {
  const match = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(text);
  if (!match) return { name: text, description: '' };
  const [, name, rest] = match;
  const defaultMatch = /\(default:?\s*(.+?)(?:;\s*dark:\s*(.+))?\)\s*$/.exec(rest);
  if (!defaultMatch) return { name, description: rest.trim() };
  const [, light, dark] = defaultMatch;
  return { name, description: rest.slice(0, defaultMatch.index).trim(), default: light.trim(), ...(dark ? { darkDefault: dark.trim() } : {}) };
}

/**
 * The src/ files an element's code reaches through its static and dynamic imports, with the
 * base styles every element adopts; other elements' code (`stop`) belongs to those elements.
 */
function moduleGraph(entry, { root, implementations }) {
  const seen = new Set([path.join(root, 'src', 'element', 'element.styles.ts')]);
  const visit = (file) => {
    if (seen.has(file) || (file !== entry && implementations.has(file))) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), fileName);
      const resolved = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
      if (resolved && !/\.test\.tsx?$/.test(resolved)) visit(resolved);
    }
  };
  visit(entry);
  return [...seen];
}

const CSS_PROPERTY_READ = /var\(\s*(--eb-[a-z0-9-]+)/g;
const CSS_PROPERTY_SET = /(--eb-[a-z0-9-]+)\s*:/g;

/**
 * What every `--eb-*` custom property is, from the `@cssprop` tags in src/ and elements/, and
 * which ones the page cannot set: those the library's own CSS assigns inside an element (a
 * `:host` default can still be set on the element).
 */
function cssPropertyCatalogue(root) {
  const files = ts.sys.readDirectory(path.join(root, 'src'), ['.ts', '.tsx']).concat(ts.sys.readDirectory(path.join(root, 'elements'), ['.ts']));
  const described = new Map();
  const internal = new Set();
  const onHost = new Set();
  for (const file of files.filter((name) => !/\.test\.tsx?$/.test(name) && !name.includes('test-support'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, comment] of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
      for (const [, item] of comment.matchAll(/@cssprop\s+([^@]*)/g)) {
        const entry = nameAndDescription(
          item
            .replace(/\n\s*\*\s?/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
        if (!described.has(entry.name)) described.set(entry.name, entry);
      }
    }
    for (const [, name] of text.matchAll(CSS_PROPERTY_SET)) internal.add(name);
    // A default set on :host is one the page can override on the element.
    for (const [, block] of text.matchAll(/:host(?:\([^)]*\))?\s*\{([^}]*)\}/g)) for (const [, name] of block.matchAll(CSS_PROPERTY_SET)) onHost.add(name);
  }
  for (const name of onHost) internal.delete(name);
  return { described, internal };
}

/** The custom properties a page can set on the element whose code is `files`, each described. */
function cssPropertiesOf(tag, files, catalogue) {
  const read = new Set();
  for (const file of files) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(CSS_PROPERTY_READ)) if (!catalogue.internal.has(name)) read.add(name);
  }
  return [...read].sort().map((name) => {
    const entry = catalogue.described.get(name);
    if (!entry) throw new Error(`<${tag}> reads ${name}, which no @cssprop tag describes`);
    return entry;
  });
}

/** `eb-analytics`, its detail read from the AnalyticsEvent interface of src/element/analytics.ts. */
function analyticsEvent(root) {
  const file = path.join(root, 'src', 'element', 'analytics.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'AnalyticsEvent');
  const members = declaration.members.map((member) => member.getText(source).replace(/;$/, '')).join('; ');
  return {
    name: 'eb-analytics',
    type: { text: `CustomEvent<{ ${members} }>` },
    description: 'An analytics event the specifications name, for the page to forward to its own analytics (API.md §3). Bubbles and is composed, like every eb-* event.',
  };
}

const loadedModule = (file, literal) => {
  const load = objectProperties(literal).find((property) => propertyName(property) === 'load')?.initializer;
  const specifier = load && /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(load.getText())?.[1];
  if (!specifier) throw new Error(`${file}: load must be () => import('...')`);
  return ['.ts', '.tsx'].map((extension) => path.resolve(path.dirname(file), specifier) + extension).find((candidate) => existsSync(candidate));
};

function elementDeclaration(file, context) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const definition = findDefinition(source);
  if (!definition || !ts.isObjectLiteralExpression(definition.literal)) throw new Error(`${file}: no defineElement({...}) call`);
  const fields = Object.fromEntries(objectProperties(definition.literal).map((property) => [propertyName(property), property.initializer]));
  const tag = fields.tag && ts.isStringLiteral(fields.tag) ? fields.tag.text : undefined;
  if (!tag) throw new Error(`${file}: defineElement needs a literal tag`);
  const doc = jsDocOf(definition.statement);

  const attributes = objectProperties(fields.attributes).map((property) => {
    const prop = propertyName(property);
    const { initializer } = property;
    const typeText = ts.isArrayLiteralExpression(initializer)
      ? initializer.elements
          .filter(ts.isStringLiteral)
          .map((element) => `'${element.text}'`)
          .join(' | ')
      : TYPE_TEXT[ts.isStringLiteral(initializer) ? initializer.text : 'string'];
    const { description, tags } = jsDocOf(property);
    const defaultTag = tags.find((item) => item.name === 'default');
    // `@type EventCardEventInput`: a JSON prop's type, one of the package's exported types.
    const typeTag = tags.find((item) => item.name === 'type');
    return {
      name: prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      fieldName: prop,
      type: { text: typeTag ? typeTag.text : typeText },
      description,
      ...(defaultTag ? { default: defaultTag.text } : {}),
    };
  });

  const events = objectProperties(fields.events).map((property) => {
    const options = Object.fromEntries(objectProperties(property.initializer).map((option) => [propertyName(option), option.initializer]));
    const { description, tags } = jsDocOf(property);
    const detail = tags.find((item) => item.name === 'detail');
    return {
      name: ts.isStringLiteral(options.event) ? options.event.text : String(propertyName(property)),
      type: { text: detail ? `CustomEvent<${detail.text}>` : 'CustomEvent' },
      description: `${description}${options.cancelable?.kind === ts.SyntaxKind.TrueKeyword ? ' Cancelable.' : ''}`.trim(),
    };
  });

  const code = moduleGraph(loadedModule(file, definition.literal), context);
  if (code.some((item) => path.resolve(item) === path.join(context.root, 'src', 'element', 'analytics.ts'))) events.push(context.analytics);
  const className = `${tag.replace(/(^|-)([a-z])/g, (_, _dash, letter) => letter.toUpperCase())}Element`;
  return {
    kind: 'class',
    name: className,
    tagName: tag,
    customElement: true,
    description: doc.description,
    attributes,
    members: attributes.map(({ name, fieldName, type, description }) => ({ kind: 'field', name: fieldName, type, description, attribute: name })),
    events,
    cssParts: doc.tags.filter((item) => item.name === 'csspart').map((item) => nameAndDescription(item.text)),
    cssProperties: cssPropertiesOf(tag, code, context.cssProperties),
    // The elements render everything themselves: no slot.
    slots: [],
  };
}

const NOTIFICATION_HOST_CODE = (root) => path.join(root, 'src', 'page-notifications', 'page-notifications.element.ts');

/** <eb-notification-host>: not placed by pages, but styled by them (API.md §1). */
function notificationHostDeclaration(context) {
  const code = moduleGraph(NOTIFICATION_HOST_CODE(context.root), context);
  return {
    kind: 'class',
    name: 'EbNotificationHostElement',
    tagName: 'eb-notification-host',
    customElement: true,
    description:
      "The page's one notification host (API.md §1): the library adds it at the end of <body> when its first element is connected and removes it when the last one has gone. It shows page-level messages (saved, save failed, review saved, ...) in live regions. A page never places it; it may style it.",
    attributes: [],
    members: [],
    events: [],
    cssParts: [
      { name: 'area', description: 'the column the messages stack in' },
      { name: 'notification', description: 'one message' },
      { name: 'message', description: 'the text of a message' },
      { name: 'close-button', description: "a message's close button" },
    ],
    cssProperties: cssPropertiesOf('eb-notification-host', code, context.cssProperties),
    slots: [],
  };
}

export function customElementsManifest(entries, root) {
  // Each element's code, where the module graph of another element stops.
  const implementations = new Set([
    NOTIFICATION_HOST_CODE(root),
    ...entries.map(({ file }) => loadedModule(file, findDefinition(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)).literal)),
  ]);
  const context = { root, implementations, cssProperties: cssPropertyCatalogue(root), analytics: analyticsEvent(root) };
  const host = notificationHostDeclaration(context);
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      ...entries.map(({ tag, file }) => elementModule(tag, file, root, context)),
      {
        kind: 'javascript-module',
        path: 'eb-widgets.js',
        sourcePath: 'src/element/notification-host.ts',
        declarations: [host],
        exports: [{ kind: 'custom-element-definition', name: host.tagName, declaration: { name: host.name, module: 'eb-widgets.js' } }],
      },
    ],
  };
}

function elementModule(tag, file, root, context) {
  const declaration = elementDeclaration(file, context);
  const modulePath = `elements/${tag}.js`;
  return {
    kind: 'javascript-module',
    path: modulePath,
    sourcePath: path.relative(root, file),
    declarations: [declaration],
    exports: [
      { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: modulePath } },
      { kind: 'custom-element-definition', name: tag, declaration: { name: declaration.name, module: modulePath } },
    ],
  };
}
