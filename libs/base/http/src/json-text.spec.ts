import { jsonTextProblem } from './json-text';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonTextProblem', () => {
  it('counts objects and arrays together, up to the limit included', () => {
    expect(jsonTextProblem(nested(4), 4)).toBeUndefined();
    expect(jsonTextProblem('{"a":[{"b":[1]}]}', 4)).toBeUndefined();
    expect(jsonTextProblem(nested(5), 4)).toBe('too-deep');
    expect(jsonTextProblem('{"a":[{"b":[{}]}]}', 4)).toBe('too-deep');
  });

  it('measures depth, not how many containers there are', () => {
    expect(jsonTextProblem(`[${Array(1000).fill('{"a":[1]}').join(',')}]`, 3)).toBeUndefined();
  });

  it('stops at the first level too many (a body that once got through: 2,300 levels in 5 kB)', () => {
    expect(jsonTextProblem('{"a":'.repeat(2300) + '1' + '}'.repeat(2300), 32)).toBe('too-deep');
  });

  it('ignores brackets, quotes and backslashes inside strings', () => {
    expect(jsonTextProblem(JSON.stringify({ a: '[[[[[[{{{{{', b: 'say "[[[[["', c: '\\[[[[[[' }), 2)).toBeUndefined();
  });

  it.each([
    ['a high half alone', '{"q":"\\ud800x"}'],
    ['a high half at the end of the string', '{"q":"\\uD800"}'],
    ['a low half alone', '{"q":"x\\udc00"}'],
    ['two high halves', '{"q":"\\ud800\\ud800"}'],
    ['a high half before another escape', '{"q":"\\ud800\\u0041"}'],
    ['a high half before a character escape', '{"q":"\\ud800\\n"}'],
    ['in a key', '{"\\udfff":1}'],
  ])('finds a lone surrogate: %s', (_, text) => {
    expect(jsonTextProblem(text, 32)).toBe('lone-surrogate');
  });

  it.each([
    ['an escaped pair', '{"q":"\\ud83d\\ude00"}'],
    ['the character itself', '{"q":"😀"}'],
    ['an escaped backslash before u', '{"q":"\\\\ud800"}'],
    ['ordinary escapes', '{"q":"\\u0041\\n\\"\\\\"}'],
  ])('accepts well-formed text: %s', (_, text) => {
    expect(jsonTextProblem(text, 32)).toBeUndefined();
  });
});
