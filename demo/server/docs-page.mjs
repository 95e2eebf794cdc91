// The /docs/ page: the reference of every element, generated from dist/custom-elements.json
// (the manifest the build writes, so the page cannot drift from it), and a live playground per
// element wired by demo/pages/docs-playground.js. The reference is plain server-rendered HTML,
// readable without JavaScript; everything taken from the manifest is escaped text.
import { escapeHtml } from './http-kit.mjs';

/** The element the library places itself: documented, but no playground (a page never places it). */
const NOTIFICATION_HOST = 'eb-notification-host';
const ANALYTICS_EVENT = 'eb-analytics';

// Only names that are safe as they are go into markup as element and attribute names.
const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;
const STRING_UNION = /^'[^']*'(?:\s*\|\s*'[^']*')*$/;

/** What each playground starts with: values a page would write, not documentation. */
const PLAYGROUND_START = {
  'eb-event-card': ({ event }) => (event ? { event: JSON.stringify(event, null, 2) } : {}),
  'eb-app-marketplace': () => ({ routing: 'memory' }),
  'eb-review-form': ({ app }) => (app ? { 'app-id': app.id, 'app-name': app.name, installed: app.installed } : {}),
};

/** Attributes a playground keeps as they start, and why. */
const PLAYGROUND_FIXED = {
  'eb-app-marketplace': { routing: 'Kept at memory in this playground, so the marketplace never changes the address of the docs page.' },
};

/** Escaped text, with the manifest's `code` spans shown as code. */
const prose = (text = '') => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const paragraphs = (text = '') =>
  text
    .split(/\n\s*\n/)
    .filter((part) => part.trim())
    .map((part) => `<p>${prose(part.trim())}</p>`)
    .join('\n');
const code = (text) => `<code>${escapeHtml(text)}</code>`;

/** The detail of `CustomEvent<{...}>`; empty for a plain `CustomEvent`. */
export function eventDetail(typeText = '') {
  const match = /^CustomEvent<([\s\S]*)>$/.exec(typeText.trim());
  return match ? match[1].trim() : '';
}

/** Every declaration of the manifest with the path of the module that defines it. */
export function declarationsOf(manifest) {
  return (manifest?.modules ?? []).flatMap((module) =>
    (module.declarations ?? []).filter((declaration) => declaration.customElement && declaration.tagName).map((declaration) => ({ ...declaration, modulePath: module.path })),
  );
}

const id = (...parts) => parts.join('--').replace(/[^a-zA-Z0-9_-]/g, '-');

function table(sectionId, title, columns, rows, { empty = 'None.' } = {}) {
  const headingId = id(sectionId, title.toLowerCase());
  const heading = `<h3 id="${headingId}">${escapeHtml(title)}</h3>`;
  if (!rows.length) return `${heading}\n<p>${escapeHtml(empty)}</p>`;
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  // The first cell names the row: a row header.
  const body = rows.map(([first, ...rest]) => `<tr><th scope="row">${first}</th>${rest.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `${heading}\n<table aria-labelledby="${headingId}" data-reference="${escapeHtml(title.toLowerCase())}"><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function reference(declaration) {
  const tag = declaration.tagName;
  const attributes = declaration.attributes ?? [];
  const members = (declaration.members ?? []).filter((member) => member.kind === 'field');
  const events = declaration.events ?? [];
  return [
    table(
      tag,
      'Attributes',
      ['Attribute', 'Type', 'Default', 'Description'],
      attributes.map((attribute) => [
        code(attribute.name),
        code(attribute.type?.text ?? ''),
        attribute.default === undefined ? '' : code(attribute.default),
        prose(attribute.description),
      ]),
    ),
    table(
      tag,
      'Properties',
      ['Property', 'Type', 'Attribute'],
      members.map((member) => [code(member.name), code(member.type?.text ?? ''), member.attribute ? code(member.attribute) : '']),
    ),
    table(
      tag,
      'Events',
      ['Event', 'Detail', 'Description'],
      events.map((event) => [code(event.name), eventDetail(event.type?.text) ? code(eventDetail(event.type.text)) : '', prose(event.description)]),
    ),
    table(
      tag,
      'CSS parts',
      ['Part', 'Description'],
      (declaration.cssParts ?? []).map((part) => [code(part.name), prose(part.description)]),
    ),
    table(
      tag,
      'CSS custom properties',
      ['Property', 'Default', 'Description'],
      (declaration.cssProperties ?? []).map((property) => [code(property.name), property.default === undefined ? '' : code(property.default), prose(property.description)]),
    ),
    table(
      tag,
      'Slots',
      ['Slot', 'Description'],
      (declaration.slots ?? []).map((slot) => [slot.name ? code(slot.name) : '(default slot)', prose(slot.description)]),
      { empty: 'None: the element renders all its content itself.' },
    ),
  ].join('\n');
}

/** How an attribute of this manifest type is edited: checkbox, select, text field or JSON. */
function controlKind(type) {
  if (type === 'boolean') return 'checkbox';
  if (STRING_UNION.test(type)) return 'select';
  if (type === 'string' || type === 'number') return 'text';
  // Anything else is an object written as JSON.
  return 'json';
}

/** The labelled control of one attribute, showing the value the playground starts with. */
function control(tag, attribute, start, fixedBecause) {
  const controlId = id('control', tag, attribute.name);
  const kind = controlKind(attribute.type?.text ?? 'string');
  const value = start[attribute.name];
  const label = `<label for="${controlId}">${code(attribute.name)}</label>`;
  // A JSON field says whether its text was applied; a fixed control says why it is fixed.
  const statusId = `${controlId}--status`;
  const noteId = `${controlId}--note`;
  const describedBy = [kind === 'json' ? statusId : '', fixedBecause ? noteId : ''].filter(Boolean).join(' ');
  const common = `id="${controlId}" data-attribute="${escapeHtml(attribute.name)}"${fixedBecause ? ' disabled' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
  const note = fixedBecause ? `<p class="control__note" id="${noteId}">${escapeHtml(fixedBecause)}</p>` : '';
  switch (kind) {
    case 'checkbox':
      return `<div class="control control--checkbox"><input type="checkbox" ${common}${value ? ' checked' : ''}>${label}${note}</div>`;
    case 'select': {
      const unset = `<option value=""${value === undefined ? ' selected' : ''}>(not set${attribute.default ? `: ${escapeHtml(attribute.default)}` : ''})</option>`;
      const choices = [...attribute.type.text.matchAll(/'([^']*)'/g)]
        .map(([, option]) => `<option value="${escapeHtml(option)}"${option === value ? ' selected' : ''}>${escapeHtml(option)}</option>`)
        .join('');
      return `<div class="control">${label}<select ${common}>${unset}${choices}</select>${note}</div>`;
    }
    case 'text':
      return `<div class="control">${label}<input type="text" ${common} value="${escapeHtml(value ?? '')}" spellcheck="false">${note}</div>`;
    default:
      // Applied on a button press, once it parses.
      return (
        `<div class="control control--json">${label}<textarea ${common} data-json="${statusId}" rows="12" spellcheck="false">${escapeHtml(value ?? '')}</textarea>` +
        `<button type="button" data-apply="${controlId}">Apply ${escapeHtml(attribute.name)}</button>` +
        `<p class="control__status" id="${statusId}" aria-live="polite"></p>${note}</div>`
      );
  }
}

function playground(declaration, samples, allEvents) {
  const tag = declaration.tagName;
  const headingId = id(tag, 'playground');
  const heading = `<h3 id="${headingId}">Playground</h3>`;
  if (!CUSTOM_ELEMENT_NAME.test(tag)) return `${heading}\n<p>No playground: ${code(tag)} is not a custom element name.</p>`;
  const start = PLAYGROUND_START[tag]?.(samples) ?? {};
  const fixed = PLAYGROUND_FIXED[tag] ?? {};
  const attributes = (declaration.attributes ?? []).filter((attribute) => ATTRIBUTE_NAME.test(attribute.name));
  const controls = attributes.map((attribute) => control(tag, attribute, start, fixed[attribute.name])).join('\n');
  const live = attributes
    .filter((attribute) => start[attribute.name] !== undefined && start[attribute.name] !== false)
    .map((attribute) => (start[attribute.name] === true ? ` ${attribute.name}` : ` ${attribute.name}="${escapeHtml(start[attribute.name])}"`))
    .join('');
  const documented = (declaration.events ?? []).map((event) => event.name);
  const logId = id(tag, 'event-log');
  return `${heading}
<p data-without-script>The playground needs JavaScript; the reference above does not.</p>
<div class="playground" data-playground="${escapeHtml(tag)}" data-events="${escapeHtml(allEvents.join(' '))}" data-documented-events="${escapeHtml(documented.join(' '))}" hidden>
<div class="playground__side">
<fieldset class="playground__controls"><legend>Attributes of ${code(`<${tag}>`)}</legend>
${controls || '<p>No attributes.</p>'}
</fieldset>
<h4 id="${logId}">Events of ${code(`<${tag}>`)}</h4>
<ol class="event-log" data-event-log aria-labelledby="${logId}" aria-live="polite" tabindex="0"></ol>
<button type="button" data-clear-log>Clear the events</button>
</div>
<div class="playground__live"><${tag} data-live${live}></${tag}></div>
</div>`;
}

function elementSection(declaration, samples, allEvents) {
  const tag = declaration.tagName;
  return `<section class="element" id="${escapeHtml(id(tag))}" aria-labelledby="${escapeHtml(id(tag, 'heading'))}">
<h2 id="${escapeHtml(id(tag, 'heading'))}">${code(`<${tag}>`)}</h2>
<div class="element__description" data-description>${paragraphs(declaration.description)}</div>
<p>${tag === NOTIFICATION_HOST ? 'Added to the page by' : 'Defined by'} ${code(`dist/${declaration.modulePath ?? ''}`)}${tag === NOTIFICATION_HOST ? '' : ', which <code>dist/eb-widgets.js</code> loads the first time the tag is used'}.</p>
${reference(declaration)}
${tag === NOTIFICATION_HOST ? '' : playground(declaration, samples, allEvents)}
</section>`;
}

/** What the manifest says of eb-analytics: one event, dispatched by several elements. */
function analyticsSection(declarations) {
  const dispatching = declarations.filter((declaration) => (declaration.events ?? []).some((event) => event.name === ANALYTICS_EVENT));
  if (!dispatching.length) return '';
  const event = dispatching[0].events.find((item) => item.name === ANALYTICS_EVENT);
  return `<section class="element" id="${ANALYTICS_EVENT}" aria-labelledby="${ANALYTICS_EVENT}--heading">
<h2 id="${ANALYTICS_EVENT}--heading">${code(ANALYTICS_EVENT)}</h2>
<div data-description>${paragraphs(event.description)}</div>
<dl>
<dt>Detail</dt><dd data-analytics-detail>${code(eventDetail(event.type?.text))}</dd>
<dt>Dispatched by</dt><dd data-analytics-elements>${dispatching.map((declaration) => `<a href="#${escapeHtml(id(declaration.tagName))}">${code(`<${declaration.tagName}>`)}</a>`).join(', ')}</dd>
</dl>
</section>`;
}

/**
 * The body of /docs/: contents, one section per element (reference and playground), eb-analytics
 * and the notification host. `samples` holds sandbox data for the playgrounds (`event`, `app`).
 */
export function docsContent(manifest, samples = {}) {
  const declarations = declarationsOf(manifest);
  if (!declarations.length) return '<p>dist/custom-elements.json names no custom element.</p>';
  const elements = declarations.filter((declaration) => declaration.tagName !== NOTIFICATION_HOST);
  const host = declarations.filter((declaration) => declaration.tagName === NOTIFICATION_HOST);
  const allEvents = [...new Set(declarations.flatMap((declaration) => (declaration.events ?? []).map((event) => event.name)))].filter((name) => /^[a-z][a-z0-9-]*$/.test(name));
  const analytics = analyticsSection(declarations);
  const contents = [
    ...elements.map((declaration) => `<li><a href="#${escapeHtml(id(declaration.tagName))}">${code(`<${declaration.tagName}>`)}</a></li>`),
    analytics ? `<li><a href="#${ANALYTICS_EVENT}">${code(ANALYTICS_EVENT)}</a></li>` : '',
    ...host.map((declaration) => `<li><a href="#${escapeHtml(id(declaration.tagName))}">${code(`<${declaration.tagName}>`)}</a> (added by the library)</li>`),
  ].join('');
  return [
    `<nav class="contents" aria-labelledby="contents-heading"><h2 id="contents-heading">Contents</h2><ol>${contents}</ol></nav>`,
    ...elements.map((declaration) => elementSection(declaration, samples, allEvents)),
    analytics,
    ...host.map((declaration) => elementSection(declaration, samples, allEvents)),
  ].join('\n');
}

/** The page body when the manifest cannot be read: what to do about it. */
export function missingManifest(reason) {
  return `<p role="alert">The reference is generated from <code>dist/custom-elements.json</code>, which could not be read (${escapeHtml(reason)}). Run <code>npm run build</code> and reload.</p>`;
}
