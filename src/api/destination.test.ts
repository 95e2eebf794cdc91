import { expect } from 'chai';
import { resetServerData } from '../stores/server-data';
import { fakeFetch } from '../test-support/fake-fetch';
import { DEFAULT_PLACE_ID, userLocation } from '../stores/user-location';
import { saveEvents, searchAutocomplete, unsaveEvents } from './destination';

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
      expect([params.get('q'), params.get('completion_types'), params.get('latitude'), params.get('longitude'), params.get('place_id')]).to.deep.equal(['jazz', 'event', '40.7', '-74', null]);
      await searchAutocomplete('jazz', { location: { placeId: '85977539' } });
      expect(new URL(requests[1].url).searchParams.get('place_id')).to.equal('85977539');
    } finally {
      restore();
    }
  });
});
