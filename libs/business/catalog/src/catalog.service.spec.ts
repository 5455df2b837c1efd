import { createHash } from 'node:crypto';
import type { Game } from '@app/contracts';
import type { CatalogData, CatalogSnapshot } from './catalog-snapshot.service';
import { CatalogService } from './catalog.service';
import { ANSWERS_PER_COPY } from './prepared-answers';

const game = (id: number, spaceType: Game['spaceType'], minPlayers = 4, maxPlayers = 30) =>
  ({ id, name: `Game ${id}`, spaceType, minPlayers, maxPlayers }) as Game;

const copy = (version: string, games: Game[]): CatalogData => ({
  version,
  games,
  packages: [],
  gallery: [],
  testimonials: [],
});

/** A snapshot whose copy the test replaces, as a new catalogue version does. */
function snapshotOf(first: CatalogData) {
  let data = first;
  const snapshot = { current: () => data } as unknown as CatalogSnapshot;
  return { snapshot, replace: (next: CatalogData) => (data = next) };
}

describe('CatalogService public lists', () => {
  afterEach(() => jest.restoreAllMocks());

  it('serialises and hashes a list once per catalogue version, and anew when the version changes', async () => {
    const { snapshot, replace } = snapshotOf(copy('1', [game(1, 'indoor'), game(2, 'outdoor')]));
    const catalog = new CatalogService(snapshot);
    const stringify = jest.spyOn(JSON, 'stringify');

    const first = await catalog.gamesAnswer({});
    expect(JSON.parse(first.body)).toEqual([game(1, 'indoor'), game(2, 'outdoor')]);
    expect(first.etag).toBe(`W/"${createHash('sha1').update(first.body).digest('base64')}"`);
    expect(await catalog.gamesAnswer({})).toBe(first);
    expect(stringify).toHaveBeenCalledTimes(1);

    replace(copy('2', [game(1, 'indoor')]));
    const changed = await catalog.gamesAnswer({});
    expect(JSON.parse(changed.body)).toEqual([game(1, 'indoor')]);
    expect(changed.etag).not.toBe(first.etag);
  });

  it('keeps one answer per filter', async () => {
    const { snapshot } = snapshotOf(copy('1', [game(1, 'indoor'), game(2, 'outdoor', 10, 40)]));
    const catalog = new CatalogService(snapshot);
    const indoor = await catalog.gamesAnswer({ spaceType: 'indoor' });
    expect(JSON.parse(indoor.body)).toEqual([game(1, 'indoor')]);
    expect(JSON.parse((await catalog.gamesAnswer({ minPlayers: 35 })).body)).toEqual([game(2, 'outdoor', 10, 40)]);
    expect(JSON.parse((await catalog.gamesAnswer({})).body)).toHaveLength(2);
    expect(await catalog.gamesAnswer({ spaceType: 'indoor' })).toBe(indoor);
  });

  it('keeps at most ANSWERS_PER_COPY filters of a copy, and still answers any other', async () => {
    const { snapshot } = snapshotOf(copy('1', [game(1, 'indoor', 1, 999)]));
    const catalog = new CatalogService(snapshot);
    for (let n = 1; n <= ANSWERS_PER_COPY; n++) await catalog.gamesAnswer({ minPlayers: n });
    const kept = await catalog.gamesAnswer({ minPlayers: 1 });
    expect(await catalog.gamesAnswer({ minPlayers: 1 })).toBe(kept);
    const beyond = await catalog.gamesAnswer({ minPlayers: ANSWERS_PER_COPY + 1 });
    expect(JSON.parse(beyond.body)).toEqual([game(1, 'indoor', 1, 999)]);
    expect(await catalog.gamesAnswer({ minPlayers: ANSWERS_PER_COPY + 1 })).not.toBe(beyond);
  });
});
