import { pipeFields, pipeValue } from '@app/testing';
import { AVAILABILITY_MESSAGES as M } from './availability.contract';
import { AvailabilityQueryDto } from './availability-query.dto';

const valid = { from: '2026-12-01', to: '2026-12-31', games: '4' };

describe('AvailabilityQueryDto (GET /api/availability)', () => {
  it('reads games from the query string as a number', async () => {
    expect(await pipeValue(AvailabilityQueryDto, valid)).toEqual({ ...valid, games: 4 });
  });

  it.each([
    ['no from', { from: undefined }, { from: M.from }],
    ['a day that does not exist', { from: '2026-02-30' }, { from: M.from }],
    ['a to written otherwise', { to: '12/31/2026' }, { to: M.to }],
    ['to before from', { to: '2026-11-30' }, { to: M.range }],
    ['93 days', { to: '2027-03-03' }, { to: M.rangeTooLong }],
    ['2 games', { games: '2' }, { games: M.games }],
    ['21 games', { games: '21' }, { games: M.games }],
    ['3.5 games', { games: '3.5' }, { games: M.games }],
    ['no games', { games: undefined }, { games: M.games }],
  ])('%s', async (_, change, fields) => {
    expect(await pipeFields(AvailabilityQueryDto, { ...valid, ...change })).toEqual(fields);
  });

  it('accepts one day and 92 days, both included', async () => {
    expect(await pipeFields(AvailabilityQueryDto, { ...valid, to: valid.from })).toEqual({});
    expect(await pipeFields(AvailabilityQueryDto, { ...valid, to: '2027-03-02' })).toEqual({});
  });
});
