// Builds dist/custom-elements.json (Custom Elements Manifest 2.1) from the `defineElement({...})`
// call in each elements/<tag>.ts: attributes and events come from the definition itself, their
// descriptions from the JSDoc beside them, and CSS parts and custom properties from
// `@csspart` / `@cssprop` tags on the call. Nothing of this reaches the runtime bundle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const TYPE_TEXT = { boolean: 'boolean', string: 'string', number: 'number', json: 'object' };

const docText = (comment) => (typeof comment === 'string' ? comment : ts.getTextOfJSDocComment(comment) ?? '').trim();

function jsDocOf(node) {
  const docs = (node.jsDoc ?? []).filter(Boolean);
  return {
    description: docs.map((doc) => docText(doc.comment)).filter(Boolean).join('\n'),
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

/** `--eb-x - what it does (default: value)` / `part-name - what it is`. */
function nameAndDescription(text) {
  const match = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(text);
  if (!match) return { name: text, description: '' };
  const [, name, rest] = match;
  const defaultMatch = /\(default:?\s*([^)]+)\)\s*$/.exec(rest);
  return defaultMatch
    ? { name, description: rest.slice(0, defaultMatch.index).trim(), default: defaultMatch[1].trim() }
    : { name, description: rest.trim() };
}

function elementDeclaration(file) {
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
      ? initializer.elements.filter(ts.isStringLiteral).map((element) => `'${element.text}'`).join(' | ')
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
    cssProperties: doc.tags.filter((item) => item.name === 'cssprop').map((item) => nameAndDescription(item.text)),
  };
}

export function customElementsManifest(entries, root) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: entries.map(({ tag, file }) => {
      const declaration = elementDeclaration(file);
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
    }),
  };
}
