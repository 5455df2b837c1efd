import { bothWays, pipeValue } from '@app/testing';
import { CUSTOM_GAME_MESSAGES as M } from './custom-game.contract';
import { CreateCustomGameDto } from './create-custom-game.dto';

const valid = { name: 'Sock Toss', description: 'Throw rolled socks into buckets.', equipment: ['socks', 'buckets'] };

describe('CreateCustomGameDto, as the API and the SPA form run it', () => {
  it('accepts a submission, trims it and drops blank equipment', async () => {
    expect(await bothWays(CreateCustomGameDto, valid)).toEqual({ api: {}, form: {} });
    expect(
      await pipeValue(CreateCustomGameDto, { name: ' Sock Toss ', description: ' Fun ', equipment: [' socks ', '  '] }),
    ).toMatchObject({
      name: 'Sock Toss',
      description: 'Fun',
      equipment: ['socks'],
    });
    expect(await pipeValue(CreateCustomGameDto, { name: 'A', description: 'B' })).toMatchObject({ equipment: [] });
  });

  it.each([
    [{ name: '   ' }, { name: M.name }],
    [{ name: 'n'.repeat(81) }, { name: M.nameTooLong }],
    [{ description: '' }, { description: M.description }],
    [{ description: 'd'.repeat(2001) }, { description: M.descriptionTooLong }],
    // A list first, then its size, then each entry's type and length.
    [{ equipment: 'socks' }, { equipment: M.equipment }],
    [{ equipment: Array.from({ length: 21 }, (_, i) => `item ${i}`) }, { equipment: M.equipmentTooMany }],
    [{ equipment: ['socks', 3] }, { equipment: M.equipment }],
    [{ equipment: ['e'.repeat(81)] }, { equipment: M.equipmentItemTooLong }],
  ])('refuses %j with the same field message on both sides', async (patch, fields) => {
    expect(await bothWays(CreateCustomGameDto, { ...valid, ...patch })).toEqual({ api: fields, form: fields });
  });
});
