import { serialIdPipe } from './serial-id.pipe';

describe('serialIdPipe: a path id that cannot be a row is the domain’s not-found', () => {
  const notFound = new Error('not found');
  const pipe = new (serialIdPipe(() => notFound))();
  const param = { type: 'param', data: 'id' } as const;

  it.each(['2147483648', '9999999999', '0', '01', 'x', '1.5'])('%p is not found', (value) => {
    expect(() => pipe.transform(value, param)).toThrow(notFound);
  });

  it('takes every id an integer column holds', () => {
    expect(pipe.transform('1', param)).toBe(1);
    expect(pipe.transform('2147483647', param)).toBe(2_147_483_647);
  });
});
