import { acceptsGzip, cachedJson, matchesIfNoneMatch } from './cached-json';

describe('cachedJson', () => {
  it('serialises once and derives a weak ETag from the bytes', () => {
    const a = cachedJson('1', [{ id: 1 }]);
    expect(a.body.toString()).toBe('[{"id":1}]');
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cachedJson('1', [{ id: 1 }]).etag).toBe(a.etag);
    expect(cachedJson('1', [{ id: 2 }]).etag).not.toBe(a.etag);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    [undefined, false],
    ['', false],
  ])('%p → %p', (header, expected) => expect(matchesIfNoneMatch(header, etag)).toBe(expected));
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['deflate', false],
    [undefined, false],
  ])('%p → %p', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
