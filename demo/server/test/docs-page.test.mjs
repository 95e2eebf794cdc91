import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { docsContent, eventDetail } from '../docs-page.mjs';

const declaration = (fields) => ({
  kind: 'class',
  customElement: true,
  description: '',
  attributes: [],
  members: [],
  events: [],
  cssParts: [],
  cssProperties: [],
  slots: [],
  ...fields,
});
const manifestOf = (...declarations) => ({
  schemaVersion: '2.1.0',
  modules: declarations.map((item) => ({ kind: 'javascript-module', path: `elements/${item.tagName}.js`, declarations: [item] })),
});

const footer = declaration({
  tagName: 'eb-footer',
  description: 'The global footer.',
  attributes: [{ name: 'minimal-links', fieldName: 'minimalLinks', type: { text: 'boolean' }, description: 'Only Terms, Privacy and Cookies.' }],
  members: [{ kind: 'field', name: 'minimalLinks', type: { text: 'boolean' }, attribute: 'minimal-links' }],
  events: [{ name: 'eb-locale-change', type: { text: 'CustomEvent<{ locale: string; url: string }>' }, description: 'A locale was chosen. Cancelable.' }],
  cssParts: [{ name: 'footer', description: 'the <footer> element' }],
  cssProperties: [{ name: '--eb-footer-background', description: 'background of the footer', default: '#1e0a3c' }],
});

describe('the /docs/ reference, from the manifest', () => {
  test('a plain CustomEvent has no detail; CustomEvent<T> has T', () => {
    assert.equal(eventDetail('CustomEvent'), '');
    assert.equal(eventDetail('CustomEvent<{ path: string }>'), '{ path: string }');
  });

  test('names the element, its attributes, properties, events, parts and custom properties, and says when there are no slots', () => {
    const html = docsContent(manifestOf(footer));
    for (const text of [
      '&lt;eb-footer&gt;',
      'minimal-links',
      'minimalLinks',
      'eb-locale-change',
      '{ locale: string; url: string }',
      'the &lt;footer&gt; element',
      '--eb-footer-background',
      '#1e0a3c',
    ]) {
      assert.ok(html.includes(text), text);
    }
    assert.match(html, /<h3 id="eb-footer--slots">Slots<\/h3>\s*<p>None: the element renders all its content itself.<\/p>/);
    assert.match(html, /<a href="#eb-footer"><code>&lt;eb-footer&gt;<\/code><\/a>/);
  });

  test('everything the manifest says is escaped text: a description, a default or a name never becomes markup', () => {
    const hostile = declaration({
      tagName: 'eb-footer',
      description: 'Hi <script>alert(1)</script> `<b>code</b>`',
      attributes: [
        { name: 'x"><img src=x onerror=alert(1)>', type: { text: 'string' }, description: '<i>no</i>' },
        { name: 'layout', type: { text: "'a' | '\"><b>'" }, default: '<u>', description: '' },
      ],
      events: [{ name: 'eb-x', type: { text: 'CustomEvent<{ a: "</code><script>" }>' }, description: '' }],
    });
    const html = docsContent(manifestOf(hostile, declaration({ tagName: 'not a tag<script>' })));
    assert.doesNotMatch(html, /<(script|img|b|i|u)[\s>]/);
    assert.ok(html.includes('<code>&lt;b&gt;code&lt;/b&gt;</code>'), 'a code span holds escaped text');
    // The live element only gets attributes whose names are plain names.
    assert.doesNotMatch(html, /<eb-footer data-live[^>]*onerror/);
    assert.ok(!html.includes('<not a tag'), 'no element from a name that is not a custom element name');
  });

  test('one control per attribute, chosen by its type: checkbox, select of the literals, text field, JSON text area', () => {
    const card = declaration({
      tagName: 'eb-event-card',
      attributes: [
        { name: 'event', type: { text: 'EventCardEventInput' }, description: '' },
        { name: 'affiliate-code', type: { text: 'string' }, description: '' },
        { name: 'layout', type: { text: "'vertical' | 'horizontal'" }, default: "'vertical'", description: '' },
        { name: 'compact', type: { text: 'boolean' }, description: '' },
      ],
    });
    const html = docsContent(manifestOf(card), { event: { id: '1', name: 'Jazz & "blues" <night>' } });
    assert.match(
      html,
      /<textarea id="control--eb-event-card--event" data-attribute="event" aria-describedby="control--eb-event-card--event--status" data-json="control--eb-event-card--event--status"[^>]*>\{\n {2}&quot;id&quot;: &quot;1&quot;/,
    );
    assert.match(html, /<input type="text" id="control--eb-event-card--affiliate-code" data-attribute="affiliate-code" value=""/);
    assert.match(
      html,
      /<select id="control--eb-event-card--layout" data-attribute="layout"><option value="" selected>\(not set: &#39;vertical&#39;\)<\/option><option value="vertical">vertical<\/option><option value="horizontal">horizontal<\/option><\/select>/,
    );
    assert.match(html, /<input type="checkbox" id="control--eb-event-card--compact" data-attribute="compact">/);
    assert.match(html, /<label for="control--eb-event-card--layout"><code>layout<\/code><\/label>/);
    // The live card starts with the sample event, escaped as an attribute value.
    assert.match(
      html,
      /<eb-event-card data-live event="\{\n {2}&quot;id&quot;: &quot;1&quot;,\n {2}&quot;name&quot;: &quot;Jazz &amp; \\&quot;blues\\&quot; &lt;night&gt;&quot;\n\}"><\/eb-event-card>/,
    );
  });

  test('the marketplace playground starts in memory routing and keeps it, so the docs page keeps its address', () => {
    const marketplace = declaration({
      tagName: 'eb-app-marketplace',
      attributes: [{ name: 'routing', type: { text: "'history' | 'memory'" }, default: "'history'", description: '' }],
    });
    const html = docsContent(manifestOf(marketplace));
    assert.match(html, /<eb-app-marketplace data-live routing="memory"><\/eb-app-marketplace>/);
    assert.match(html, /<select id="control--eb-app-marketplace--routing" data-attribute="routing" disabled aria-describedby="control--eb-app-marketplace--routing--note">/);
    assert.match(html, /<option value="memory" selected>memory<\/option>/);
  });

  test('the notification host is documented without a playground, and eb-analytics names the elements that dispatch it', () => {
    const analytics = { name: 'eb-analytics', type: { text: 'CustomEvent<{ category: string }>' }, description: 'An analytics event.' };
    const html = docsContent(
      manifestOf(
        declaration({ tagName: 'eb-header', events: [analytics] }),
        declaration({ tagName: 'eb-footer' }),
        declaration({ tagName: 'eb-notification-host', cssParts: [{ name: 'area', description: 'the column' }] }),
      ),
    );
    assert.match(html, /<section class="element" id="eb-analytics"/);
    assert.match(html, /data-analytics-detail><code>\{ category: string \}<\/code>/);
    assert.match(html, /data-analytics-elements><a href="#eb-header"><code>&lt;eb-header&gt;<\/code><\/a><\/dd>/);
    assert.equal([...html.matchAll(/data-playground="([^"]+)"/g)].map((match) => match[1]).join(), 'eb-header,eb-footer');
    assert.match(html, /<section class="element" id="eb-notification-host"[\s\S]*?area/);
  });
});
