// eb-widgets/react rendered on the server (issue 47): the wrappers under <EbServerData> in React's
// own server renderers, as Next.js, React Router and a server of one's own call them. The built
// dist/, through the package's exports and its "imports" (`#eb-server-drawing`: the drawing on a
// server, nothing in a browser bundle). How the HTML hydrates in a browser is
// e2e/react-frameworks.spec.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { describe, test } from 'node:test';
import { createElement as h } from 'react';
import { renderToPipeableStream, renderToReadableStream, renderToString } from 'react-dom/server';
import { EbEventCard, EbFooter, EbHeader, EbServerData } from 'eb-widgets/react';
import { renderFooter, renderHeader } from 'eb-widgets/ssr';

const serverData = {
  env: { serverUrl: 'https://www.eventbrite.com', locale: 'en_US' },
  user: { isAuthenticated: false },
  request: { path: '/organizations/home/' },
};

/** The header and footer of a page, as an app's layout writes them. */
const layout = (data = serverData, header = {}, footer = {}) =>
  h(
    EbServerData,
    { serverData: data },
    h(EbHeader, { variant: 'organizer', hideCreateCta: true, ...header }),
    h('main', null, 'Page'),
    h(EbFooter, { minimalLinks: true, ...footer }),
  );

const elementHtml = (html, tag) => html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`) + `</${tag}>`.length);
/** The element's HTML without the `defer-hydration` the wrappers write on it (and take off once its properties are set). */
const withoutDeferral = (html) => html.replace(/ defer-hydration=""/g, '');

async function streamToText(stream) {
  let text = '';
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
  return text;
}

function pipeableToText(element) {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let text = '';
    sink.on('data', (chunk) => (text += chunk));
    sink.on('end', () => resolve(text));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject, onError: reject });
  });
}

/** Captures console.warn and console.error while `run` runs. */
async function consoleDuring(run) {
  const said = { warn: [], error: [] };
  const { warn, error } = console;
  console.warn = (...args) => said.warn.push(args.map(String).join(' '));
  console.error = (...args) => said.error.push(args.map(String).join(' '));
  try {
    return { result: await run(), said };
  } finally {
    Object.assign(console, { warn, error });
  }
}

describe('the React wrappers draw the header and footer on the server, under <EbServerData>', () => {
  test("React's renderToReadableStream writes the same <eb-header> and <eb-footer> as eb-widgets/ssr for the same server data, attributes and page: declarative shadow DOM with its CSS and the marker the library hydrates", async () => {
    const html = await streamToText(await renderToReadableStream(layout()));
    const header = await renderHeader({ serverData, attributes: { variant: 'organizer', 'hide-create-cta': true } });
    const footer = await renderFooter({ serverData, attributes: { 'minimal-links': true } });
    assert.equal(withoutDeferral(elementHtml(html, 'eb-header')), header);
    assert.equal(withoutDeferral(elementHtml(html, 'eb-footer')), footer);
    assert.match(elementHtml(html, 'eb-header'), /^<eb-header variant="organizer" hide-create-cta="" defer-hydration=""><template/);
    assert.match(header, /^<eb-header variant="organizer" hide-create-cta=""><template shadowrootmode="open"><style>/);
    assert.match(header, /<div data-eb-ssr="[^"]+">.*>Log In<\/a>/);
  });

  test('renderToString and renderToPipeableStream write the same: nothing waits, so every React server renderer draws them', async () => {
    const streamed = await streamToText(await renderToReadableStream(layout()));
    assert.equal(renderToString(layout()), streamed.replace(/^<!--.*?-->/, ''));
    assert.equal(await pipeableToText(layout()), streamed);
  });

  test('the page carries the same server data for the library in the browser: one <script type="application/json" data-eb-config>, where no value can close the script', () => {
    const hostile = { ...serverData, user: { isAuthenticated: true, publicId: 'u1', firstName: '</script><script>alert(1)</script>' } };
    const html = renderToString(layout(hostile));
    const blocks = html.match(/<script type="application\/json" data-eb-config="">(.*?)<\/script>/g);
    assert.equal(blocks.length, 1);
    assert.ok(!blocks[0].slice(0, -'</script>'.length).includes('</'), blocks[0]);
    const json = blocks[0].replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    assert.deepEqual(JSON.parse(json), hostile);
    // The person's name in the header is text, never markup.
    assert.ok(!elementHtml(html, 'eb-header').includes('<script>alert(1)'));
  });

  test('in the locale of the server data: env.locale de_DE draws the German header and footer', () => {
    const html = renderToString(layout({ ...serverData, env: { ...serverData.env, locale: 'de_DE' } }));
    assert.match(elementHtml(html, 'eb-header'), /"locale":"de_DE"|&quot;locale&quot;:&quot;de_DE&quot;/);
    assert.match(elementHtml(html, 'eb-header'), /<div lang="de-DE"/);
    assert.match(elementHtml(html, 'eb-footer'), /Datenschutz/);
  });

  test('a wrong attribute value gives one warning and the default is drawn, as in the browser', async () => {
    const { result: html, said } = await consoleDuring(() => renderToString(layout(serverData, { variant: 'purple' })));
    assert.equal(said.warn.length, 1, said.warn.join('\n'));
    assert.match(said.warn[0], /<eb-header> attribute "variant" must be one of "default", "organizer" \(was "purple"\); the default is used instead/);
    assert.match(elementHtml(html, 'eb-header'), /^<eb-header variant="purple" hide-create-cta="" defer-hydration=""><template shadowrootmode="open">/);
    // The default header, not the organizer's.
    assert.match(elementHtml(html, 'eb-header'), />Sign In</);
    assert.doesNotMatch(elementHtml(html, 'eb-header'), />Log In</);
    assert.deepEqual(said.error, []);
  });

  test('server data that is not data gives warnings and the built-in sample, never a failed page', async () => {
    const { result: html, said } = await consoleDuring(() => renderToString(layout({ env: { serverUrl: 42, locale: 'xx_XX' }, user: 'nobody' })));
    assert.match(elementHtml(html, 'eb-header'), /<template shadowrootmode="open">/);
    assert.ok(said.warn.length > 0);
    assert.deepEqual(said.error, []);
  });

  test('without <EbServerData> nothing is drawn: the tags with their attributes, for the browser to draw once the wrapper has set their properties', () => {
    const html = renderToString(h('div', null, h(EbHeader, { variant: 'organizer' }), h(EbFooter, null)));
    assert.equal(html, '<div><eb-header variant="organizer" defer-hydration=""></eb-header><eb-footer defer-hydration=""></eb-footer></div>');
  });

  test('the event card is drawn from the event object it is given: its name, date, place and price, the date and price kept in the marker as the server formatted them, for the browser to hydrate with', () => {
    const event = {
      id: '1001',
      name: 'Jazz on the river',
      url: 'https://www.eventbrite.com/e/jazz-on-the-river-tickets-1001',
      startDate: '2027-06-12',
      startTime: '19:30',
      timezone: 'Europe/London',
      ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'GBP', value: 1250 } },
      primaryVenue: { name: 'The Boathouse', address: { city: 'London' } },
    };
    const html = elementHtml(renderToString(h(EbServerData, { serverData }, h(EbEventCard, { event, layout: 'horizontal' }))), 'eb-event-card');
    assert.match(html, /^<eb-event-card layout="horizontal" defer-hydration=""><template shadowrootmode="open"><style>/);
    assert.match(html, /<h3 [^>]*class="eb-event-card__title"[^>]*><a [^>]*>Jazz on the river<\/a><\/h3>/);
    assert.match(html, /<time dateTime="[^"]+">Sat, Jun 12[^<]*<\/time>/i);
    assert.match(html, /The Boathouse/);
    assert.match(html, /From (<!-- -->)?£12\.50/);
    const marker = JSON.parse(
      html
        .match(/data-eb-ssr="([^"]+)"/)[1]
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    assert.deepEqual(Object.keys(marker.texts).sort(), ['price', 'start']);
    assert.equal(marker.texts.price, '£12.50');
  });

  test('the marketplace and the review form are not drawn on the server (README): they are made of what they fetch in the browser', async () => {
    const { EbAppMarketplace, EbReviewForm } = await import('eb-widgets/react');
    const html = renderToString(h(EbServerData, { serverData }, h(EbAppMarketplace, { routing: 'memory' }), h(EbReviewForm, { appId: '1' })));
    assert.match(html, /<eb-app-marketplace routing="memory" defer-hydration=""><\/eb-app-marketplace><eb-review-form app-id="1" defer-hydration=""><\/eb-review-form>$/);
  });

  test('a Node process that draws with eb-widgets/react then exits by itself: the drawing leaves nothing running', () => {
    const script = `
      import { createElement as h } from 'react';
      import { renderToString } from 'react-dom/server';
      import { EbHeader, EbServerData } from 'eb-widgets/react';
      const html = renderToString(h(EbServerData, { serverData: { user: { isAuthenticated: false } } }, h(EbHeader)));
      console.log(html.includes('shadowrootmode') ? 'drawn' : 'not drawn');
    `;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    assert.equal(result.signal, null, 'the process had to be killed');
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.trim(), 'drawn');
  });
});
