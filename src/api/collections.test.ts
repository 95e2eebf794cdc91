import { expect } from 'chai';
import { resetServerData } from '../stores/server-data';
import { fakeFetch, type FakeAnswer } from '../test-support/fake-fetch';
import { ApiError, BAD_RESPONSE } from './client';
import { captureConsole } from '../test-support/console';
import { addEventToCollection, fetchMyCollections, removeEventFromCollection } from './collections';

let fetchMock: ReturnType<typeof fakeFetch> | undefined;
const useFetch = (...answers: FakeAnswer[]) => (fetchMock = fakeFetch(...answers));

afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  resetServerData();
});

describe('collection calls (spec 000 §3, §4; README "API additions")', () => {
  it('GET /users/me/collections/ answers the collections with their event ids, camelCased', async () => {
    const { requests } = useFetch({ body: { collections: [{ id: '1', name: 'Weekend plans', event_ids: ['7', '8'] }] } });
    const answer = await fetchMyCollections();
    expect(requests[0].method).to.equal('GET');
    expect(new URL(requests[0].url).pathname).to.equal('/api/v3/users/me/collections/');
    expect(answer).to.deep.equal({ collections: [{ id: '1', name: 'Weekend plans', eventIds: ['7', '8'] }] });
  });

  it('adds an event with POST /collections/{collection_id}/events/ {"event_ids": [id]}', async () => {
    const { requests } = useFetch({ body: {} });
    expect(await addEventToCollection('3', '42')).to.equal(undefined);
    expect(requests[0].method).to.equal('POST');
    expect(new URL(requests[0].url).pathname).to.equal('/api/v3/collections/3/events/');
    expect(await requests[0].json()).to.deep.equal({ event_ids: ['42'] });
  });

  it('removes an event with DELETE /collections/{collection_id}/events/{event_id}/, answered 204', async () => {
    const { requests } = useFetch({ status: 204 });
    expect(await removeEventFromCollection('3', '42')).to.equal(undefined);
    expect(requests[0].method).to.equal('DELETE');
    expect(new URL(requests[0].url).pathname).to.equal('/api/v3/collections/3/events/42/');
  });

  it('ids are escaped into the path, never able to reach another path', async () => {
    const { requests } = useFetch({ body: {} }, { status: 204 });
    await addEventToCollection('../../apps', '1');
    await removeEventFromCollection('3', '1/../../x');
    expect(new URL(requests[0].url).pathname).to.equal('/api/v3/collections/..%2F..%2Fapps/events/');
    expect(new URL(requests[1].url).pathname).to.equal('/api/v3/collections/3/events/1%2F..%2F..%2Fx/');
  });

  it('failures are ApiErrors with the server code', async () => {
    useFetch({ status: 403, body: { status_code: 403, error: 'NOT_AUTHORIZED', error_description: 'No.' } });
    let failure: unknown;
    try {
      await addEventToCollection('3', '42');
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(ApiError);
    expect((failure as ApiError).code).to.equal('NOT_AUTHORIZED');
    expect((failure as ApiError).status).to.equal(403);
  });
});

describe('collection calls: an answer of the wrong shape is a BAD_RESPONSE (issue 11)', () => {
  for (const [name, body] of [
    ['a collection id that is a number', { collections: [{ id: 1, name: 'Weekend plans', event_ids: [] }] }],
    ['event_ids that is not a list', { collections: [{ id: '1', name: 'Weekend plans', event_ids: '123' }] }],
    ['a name that is null', { collections: [{ id: '1', name: null, event_ids: [] }] }],
    ['collections that is not a list', { collections: 5 }],
  ] as const) {
    it(`GET /users/me/collections/ answering ${name}`, async () => {
      const warnings = captureConsole('warn');
      try {
        useFetch({ body });
        const error = await fetchMyCollections().catch((caught: unknown) => caught);
        expect(error).to.include({ code: BAD_RESPONSE });
        expect(warnings.messages()).to.have.length(1);
        expect(warnings.messages()[0]).to.contain('GET /users/me/collections/');
      } finally {
        warnings.restore();
      }
    });
  }
});
