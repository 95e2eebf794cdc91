import { expect } from 'chai';
import { renderHandler, type StrictRender } from './render-handler';
import { RenderRequestError } from './render-html';
import type { RenderHandlerOptions, RenderOptions } from './ssr-options';

// The render service's memory: anonymous fragments kept by tag, locale, page and attributes,
// bounded, never for a signed-in page. scripts/render-service.test.mjs covers the answers
// themselves with the real renderer; here a counting renderer shows what is rendered when.

function counting(options: RenderHandlerOptions = {}, fail?: (call: number) => Error | undefined) {
  const calls: { tag: string; options: RenderOptions }[] = [];
  const render: StrictRender = (tag, renderOptions) => {
    calls.push({ tag, options: renderOptions });
    const error = fail?.(calls.length);
    if (error) return Promise.reject(error);
    return Promise.resolve(`<${tag}>${calls.length}</${tag}>`);
  };
  const errors: unknown[] = [];
  const handle = renderHandler({ onError: (error) => errors.push(error), ...options }, render);
  const get = (target: string) => handle(new Request(new URL(target, 'http://render.test')));
  return { calls, errors, handle, get };
}

describe('the render service keeps anonymous fragments in memory', () => {
  it('a warm service answers from memory: the same request again renders nothing', async () => {
    const { calls, get } = counting();
    const first = await (await get('/render/eb-footer?locale=de_DE&page=/d/')).text();
    const second = await (await get('/render/eb-footer?locale=de_DE&page=/d/')).text();
    expect(calls).to.have.length(1);
    expect(second).to.equal(first);
  });

  it('one entry per tag, locale, page and attributes, whatever the order of the parameters', async () => {
    const { calls, get } = counting();
    await get('/render/eb-header?variant=organizer&hide-create-cta');
    await get('/render/eb-header?hide-create-cta&variant=organizer');
    expect(calls).to.have.length(1);
    for (const target of [
      '/render/eb-footer?variant=organizer&hide-create-cta',
      '/render/eb-header?variant=organizer',
      '/render/eb-header?variant=organizer&hide-create-cta&locale=fr_FR',
      '/render/eb-header?variant=organizer&hide-create-cta&page=/x/',
    ]) {
      await get(target);
    }
    expect(calls).to.have.length(5);
  });

  it('the same request arriving many times at once is rendered once', async () => {
    const { calls, get } = counting();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/render/eb-footer')));
    expect(calls).to.have.length(1);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).to.equal(1);
  });

  it('bounded: past cacheEntries the least recently used fragment goes first, so memory stays flat', async () => {
    const { calls, get } = counting({ cacheEntries: 2 });
    await get('/render/eb-footer?page=/a/');
    await get('/render/eb-footer?page=/b/');
    await get('/render/eb-footer?page=/a/'); // /a/ is now the most recently used
    await get('/render/eb-footer?page=/c/'); // /b/ goes
    expect(calls).to.have.length(3);
    await get('/render/eb-footer?page=/a/');
    await get('/render/eb-footer?page=/c/');
    expect(calls, '/a/ and /c/ are kept').to.have.length(3);
    await get('/render/eb-footer?page=/b/');
    expect(calls, '/b/ was dropped').to.have.length(4);
  });

  it('cacheEntries: 0 keeps nothing (every request rendered: the cold figures of BENCHMARKS.md)', async () => {
    const { calls, get } = counting({ cacheEntries: 0 });
    await get('/render/eb-footer');
    await get('/render/eb-footer');
    expect(calls).to.have.length(2);
  });

  it('a signed-in fragment (POST) is never kept: it holds the person', async () => {
    const { calls, handle } = counting();
    const body = JSON.stringify({ user: { isAuthenticated: true, publicId: 'u1' } });
    for (let index = 0; index < 2; index++) {
      const response = await handle(new Request('http://render.test/render/eb-header', { method: 'POST', body }));
      expect(response.headers.get('Cache-Control')).to.equal('private, no-store');
    }
    expect(calls).to.have.length(2);
  });

  it('a failure is not kept: an unexpected error answers 500 (logged through onError, no details in the answer), the next request renders again', async () => {
    const { calls, errors, get } = counting({}, (call) => (call === 1 ? new Error('catalog file missing at /srv/app/locales/de.json') : undefined));
    const failed = await get('/render/eb-footer');
    expect(failed.status).to.equal(500);
    const body = (await failed.json()) as { error: string };
    expect(body.error).to.equal('The fragment could not be rendered; the service logged why.');
    expect(errors).to.have.length(1);
    const again = await get('/render/eb-footer');
    expect(again.status).to.equal(200);
    expect(calls).to.have.length(2);
  });

  it("a refused request (the renderer's RenderRequestError) is 400 with its field, and not kept either", async () => {
    const { calls, errors, get } = counting(
      {},
      () => new RenderRequestError('variant', 'eb-widgets/ssr: <eb-header> attribute "variant" must be one of "default", "organizer" (was "x").'),
    );
    const refused = await get('/render/eb-header?variant=x');
    expect(refused.status).to.equal(400);
    expect(await refused.json()).to.deep.equal({ error: '<eb-header> attribute "variant" must be one of "default", "organizer" (was "x").', field: 'variant' });
    await get('/render/eb-header?variant=x');
    expect(calls).to.have.length(2);
    expect(errors).to.deep.equal([]);
  });
});
