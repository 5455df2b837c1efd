import { namedStatement } from './named-statement';

describe('namedStatement', () => {
  it('names a text by its hash: one name per text, another for any other text', () => {
    const text = 'SELECT $1::int AS one';
    expect(namedStatement(text)).toEqual({ name: expect.stringMatching(/^s_[0-9a-f]{24}$/), text });
    expect(namedStatement(text).name).toBe(namedStatement(`${text}`).name);
    expect(namedStatement(`${text} `).name).not.toBe(namedStatement(text).name);
  });
});
