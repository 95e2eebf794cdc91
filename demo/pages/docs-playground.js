// The playgrounds of /docs/ (demo/server/docs-page.mjs renders them): each control sets or
// removes one attribute of the live element, and every eb-* event it dispatches is listed with
// its detail as text. Events that would take the page elsewhere (the cancelable ones) are
// cancelled, so the docs page stays. Loaded before the library, so that the events of an
// element's first render are heard too.

/** The most events a log keeps; older ones go. */
const LOG_LIMIT = 100;

const detailText = (detail) => {
  try {
    return JSON.stringify(detail, null, 2) ?? String(detail);
  } catch {
    return String(detail);
  }
};

function logEvent(log, event, { documented }) {
  const entry = document.createElement('li');
  const name = document.createElement('code');
  name.textContent = event.type;
  entry.append(name);
  if (event.cancelable) {
    event.preventDefault();
    entry.append(' (cancelled here, so the page stays)');
  }
  if (!documented) entry.append(' (not in the manifest of this element)');
  const detail = document.createElement('pre');
  detail.textContent = detailText(event.detail);
  entry.append(detail);
  log.append(entry);
  while (log.childElementCount > LOG_LIMIT) log.firstElementChild.remove();
  log.scrollTop = log.scrollHeight;
}

function setAttribute(element, name, value) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** A JSON attribute: applied when it parses; an empty field removes the attribute. */
function applyJson(element, field) {
  const status = document.getElementById(field.dataset.json);
  const text = field.value.trim();
  if (text) {
    try {
      JSON.parse(text);
    } catch (error) {
      status.dataset.invalid = '';
      status.textContent = `Not applied: this is not valid JSON (${error.message}).`;
      return;
    }
  }
  delete status.dataset.invalid;
  setAttribute(element, field.dataset.attribute, text || null);
  status.textContent = text ? `Applied ${field.dataset.attribute}.` : `Removed ${field.dataset.attribute}.`;
}

function setUp(playground) {
  const element = playground.querySelector('[data-live]');
  const log = playground.querySelector('[data-event-log]');
  const documented = new Set(playground.dataset.documentedEvents.split(' '));
  for (const name of new Set(playground.dataset.events.split(' ').filter(Boolean))) {
    element.addEventListener(name, (event) => logEvent(log, event, { documented: documented.has(name) }));
  }
  for (const field of playground.querySelectorAll('[data-attribute]:not([data-json])')) {
    field.addEventListener('change', () => {
      const name = field.dataset.attribute;
      if (field.type === 'checkbox') setAttribute(element, name, field.checked ? '' : null);
      else setAttribute(element, name, field.value === '' ? null : field.value);
    });
  }
  for (const field of playground.querySelectorAll('[data-json]')) {
    playground.querySelector(`[data-apply="${field.id}"]`).addEventListener('click', () => applyJson(element, field));
  }
  playground.querySelector('[data-clear-log]').addEventListener('click', () => log.replaceChildren());
  playground.hidden = false;
  const withoutScript = playground.previousElementSibling;
  if (withoutScript?.matches('[data-without-script]')) withoutScript.remove();
}

for (const playground of document.querySelectorAll('[data-playground]')) setUp(playground);
