import { expect } from 'chai';
import { safeHref, safeUrl, siteUrl, withQuery } from './urls';

describe('URLs from data: only http(s), mailto and tel (API.md §4)', () => {
  it('safeUrl keeps http(s), mailto and tel, absolute', () => {
    expect(safeUrl('https://example.com/a')).to.equal('https://example.com/a');
    expect(safeUrl('mailto:help@example.com')).to.equal('mailto:help@example.com');
    expect(safeUrl('tel:+15555550100')).to.equal('tel:+15555550100');
    expect(safeUrl('/d/', 'https://www.eventbrite.com')).to.equal('https://www.eventbrite.com/d/');
  });

  it('safeUrl refuses javascript:, data:, other schemes, garbage and non-strings', () => {
    for (const value of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,hi', 'vbscript:x', 'ftp://x.example/', '', '   ', 'http://', 42, null, undefined]) {
      expect(safeUrl(value), String(value)).to.equal(undefined);
    }
    expect(safeUrl('/relative/without/base')).to.equal(undefined);
  });

  it('safeHref keeps a safe URL or relative path as given and refuses the rest', () => {
    expect(safeHref('/d/local/')).to.equal('/d/local/');
    expect(safeHref(' https://example.com/a ')).to.equal('https://example.com/a');
    expect(safeHref('?q=jazz')).to.equal('?q=jazz');
    expect(safeHref('JavaScript:alert(1)')).to.equal(undefined);
    expect(safeHref('data:text/html,hi')).to.equal(undefined);
    expect(safeHref('')).to.equal(undefined);
    expect(safeHref(undefined)).to.equal(undefined);
  });

  it('siteUrl joins a server URL and a path with one slash', () => {
    expect(siteUrl('https://www.eventbrite.com/', '/d/local/')).to.equal('https://www.eventbrite.com/d/local/');
    expect(siteUrl('https://www.eventbrite.com', 'create')).to.equal('https://www.eventbrite.com/create');
  });

  it('withQuery adds or replaces parameters', () => {
    expect(withQuery('https://x.example/e/1?aff=old&b=1', { aff: 'oddtdtcreator' })).to.equal('https://x.example/e/1?aff=oddtdtcreator&b=1');
  });
});
