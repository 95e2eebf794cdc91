import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import { resetServerData } from '../stores/server-data';
import { fakeFetch } from '../test-support/fake-fetch';
import { DEFAULT_PLACE_ID, userLocation } from '../stores/user-location';
import { captureConsole } from '../test-support/console';
import { BAD_RESPONSE, TIMEOUT } from './client';
import { AUTOCOMPLETE_TIMEOUT_MS, saveEvents, searchAutocomplete, unsaveEvents } from './destination';

const expire = (name: string) => (document.cookie = `${name}=; path=/; max-age=0`);

afterEach(() => {
  for (const name of ['place_id', 'latitude', 'longitude']) expire(name);
  resetServerData();
});

describe('user location (spec 000 §3, §7): cookie place_id, or latitude and longitude, else the default place id', () => {
  it('uses the place_id cookie', () => {
    document.cookie = 'place_id=101750367; path=/';
    expect(userLocation()).to.deep.equal({ placeId: '101750367' });
  });

  it('else the latitude and longitude cookies', () => {
    document.cookie = 'latitude=51.5; path=/';
    document.cookie = 'longitude=-0.12; path=/';
    expect(userLocation()).to.deep.equal({ latitude: 51.5, longitude: -0.12 });
  });

  it('else the default place id, also when the cookies hold garbage', () => {
    expect(userLocation()).to.deep.equal({ placeId: DEFAULT_PLACE_ID });
    document.cookie = 'place_id=<script>; path=/';
    document.cookie = 'latitude=north; path=/';
    document.cookie = 'longitude=1; path=/';
    expect(userLocation()).to.deep.equal({ placeId: DEFAULT_PLACE_ID });
  });
});

describe('destination calls (spec 000 §7)', () => {
  it('save and unsave POST event_ids as a list of id strings', async () => {
    const { requests, restore } = fakeFetch({ body: {} });
    try {
      await saveEvents(['123']);
      await unsaveEvents(['123', '456']);
      expect(requests.map((request) => new URL(request.url).pathname)).to.deep.equal(['/api/v3/destination/save/', '/api/v3/destination/unsave/']);
      expect(await requests[0].json()).to.deep.equal({ event_ids: ['123'] });
      expect(await requests[1].json()).to.deep.equal({ event_ids: ['123', '456'] });
    } finally {
      restore();
    }
  });

  it('autocomplete sends q, completion_types=event and the user location', async () => {
    const { requests, restore } = fakeFetch({ body: { event: [{ url: 'https://x.example/e/1', name: 'Jazz' }], suggestions: [] } });
    try {
      document.cookie = 'latitude=40.7; path=/';
      document.cookie = 'longitude=-74; path=/';
      const answer = await searchAutocomplete('jazz');
      expect(answer.event[0].name).to.equal('Jazz');
      const params = new URL(requests[0].url).searchParams;
      expect([params.get('q'), params.get('completion_types'), params.get('latitude'), params.get('longitude'), params.get('place_id')]).to.deep.equal([
        'jazz',
        'event',
        '40.7',
        '-74',
        null,
      ]);
      await searchAutocomplete('jazz', { location: { placeId: '85977539' } });
      expect(new URL(requests[1].url).searchParams.get('place_id')).to.equal('85977539');
    } finally {
      restore();
    }
  });
});

describe('autocomplete answers (API.md §4 `{"event": [{"url", "name"}], "suggestions": [Suggestion]}`, issue 11)', () => {
  const suggestion = { type: 'query', category: 'events', label: 'jazz night', source: 'search', url: 'https://x.example/d/?q=jazz', value: 'jazz night' };

  it('keeps the fields the search shows; unused Suggestion fields may be null or missing', async () => {
    const { restore } = fakeFetch({
      body: { event: [{ url: 'https://x.example/e/1', name: 'Jazz', id: '1' }], suggestions: [{ label: 'jazz', url: '/d/?q=jazz', category: null }] },
    });
    try {
      expect(await searchAutocomplete('jazz')).to.deep.equal({
        event: [{ url: 'https://x.example/e/1', name: 'Jazz' }],
        suggestions: [{ label: 'jazz', url: '/d/?q=jazz', category: null }],
      });
    } finally {
      restore();
    }
  });

  for (const [name, body] of [
    ['event and suggestions of the wrong types', { event: 'x', suggestions: 5 }],
    ['no suggestions list', { event: [] }],
    ['an event without a url', { event: [{ name: 'Jazz' }], suggestions: [] }],
    ['a suggestion label that is a number', { event: [], suggestions: [{ ...suggestion, label: 5 }] }],
    ['a Suggestion value that is a number', { event: [], suggestions: [{ ...suggestion, value: 5 }] }],
  ] as const) {
    it(`${name}: BAD_RESPONSE, one warning naming the call`, async () => {
      const { restore } = fakeFetch({ body });
      const warnings = captureConsole('warn');
      try {
        const error = await searchAutocomplete('jazz').catch((caught: unknown) => caught);
        expect(error).to.include({ code: BAD_RESPONSE });
        expect(warnings.messages()).to.have.length(1);
        expect(warnings.messages()[0]).to.contain('GET /destination/search/autocomplete/');
      } finally {
        warnings.restore();
        restore();
      }
    });
  }

  it(`gives up after ${AUTOCOMPLETE_TIMEOUT_MS / 1000} s, sooner than other calls: suggestions later than that are no use to someone typing`, async () => {
    const original = fetch;
    window.fetch = (input: RequestInfo | URL) =>
      new Promise<Response>((_resolve, reject) => {
        const { signal } = input as Request;
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- stands in for fetch, which rejects with the signal's reason as it is
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    const warnings = captureConsole('warn');
    try {
      let failure: unknown;
      const call = searchAutocomplete('jazz').catch((caught: unknown) => (failure = caught));
      await clock.tickAsync(AUTOCOMPLETE_TIMEOUT_MS - 1);
      expect(failure).to.equal(undefined);
      await clock.tickAsync(1);
      await call;
      expect(failure).to.include({ code: TIMEOUT });
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('GET /destination/search/autocomplete/').and.to.contain('10 s');
    } finally {
      warnings.restore();
      clock.uninstall();
      window.fetch = original;
    }
  });
});
