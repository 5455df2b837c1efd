import { seedCatalogReads } from './seed-catalog';

describe('seedCatalogReads: the catalogue reads a freshly seeded site answers, for the SPA pre-render', () => {
  const reads = seedCatalogReads();

  it('answers packages in tier order, as the API shape (dollar strings, minutes)', () => {
    const packages = reads.packages();
    expect(packages.map((p) => p.tier)).toEqual([1, 2, 3]);
    expect(packages[0]).toMatchObject({ id: 1, name: 'Classic Champions', basePrice: '400.00', gamesIncluded: 3 });
    expect(packages.every((p) => typeof p.duration === 'number')).toBe(true);
  });

  it('numbers the rows as the seeder inserts them and filters as the API does', () => {
    const games = reads.games({});
    expect(games).toHaveLength(20);
    expect(games.map((g) => g.id)).toEqual(games.map((_, i) => i + 1));
    expect(games.every((g) => g.custom === false)).toBe(true);
    expect(reads.games({ spaceType: 'indoor' }).every((g) => g.spaceType !== 'outdoor')).toBe(true);
  });

  it('answers the featured gallery and testimonials the home page asks for', () => {
    expect(reads.gallery({})).toHaveLength(15);
    expect(reads.gallery({ featured: true })).toHaveLength(6);
    expect(reads.testimonials({ featured: true }).every((t) => t.featured)).toBe(true);
  });
});
