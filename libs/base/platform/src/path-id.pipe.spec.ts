import { pathIdPipe, uuidIdPipe } from './path-id.pipe';

describe('uuidIdPipe: a path id that cannot be a UUID is the domain’s not-found', () => {
  const notFound = new Error('not found');
  const pipe = new (uuidIdPipe(() => notFound))();
  const param = { type: 'param', data: 'id' } as const;

  it.each([
    'not-a-uuid',
    '',
    '1',
    "' OR 1=1 --",
    '0b5e3a52-7c1d-4e8f-9a2b-3c4d5e6f7a8',
    '0b5e3a52-7c1d-4e8f-9a2b-3c4d5e6f7a812',
    '0b5e3a52_7c1d_4e8f_9a2b_3c4d5e6f7a81',
    '{0b5e3a52-7c1d-4e8f-9a2b-3c4d5e6f7a81}',
    'g b5e3a52-7c1d-4e8f-9a2b-3c4d5e6f7a81',
  ])('%p is not found', (value) => {
    expect(() => pipe.transform(value, param)).toThrow(notFound);
  });

  it('takes every UUID PostgreSQL reads, as it came', () => {
    for (const id of [
      '0b5e3a52-7c1d-4e8f-9a2b-3c4d5e6f7a81',
      '0B5E3A52-7C1D-4E8F-9A2B-3C4D5E6F7A81',
      '00000000-0000-0000-0000-000000000000',
      '1ef0f8e2-3c4d-11ef-8000-0242ac120002',
    ]) {
      expect(pipe.transform(id, param)).toBe(id);
    }
  });
});

describe('pathIdPipe: any rule of what an id looks like', () => {
  it('passes what the rule takes and refuses the rest with the domain’s error', () => {
    const notFound = new Error('no such game');
    const pipe = new (pathIdPipe(
      (value) => /^\d+$/.test(value),
      () => notFound,
    ))();
    const param = { type: 'param', data: 'gameId' } as const;
    expect(pipe.transform('12', param)).toBe('12');
    expect(() => pipe.transform('twelve', param)).toThrow(notFound);
  });
});
