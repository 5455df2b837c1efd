import { CATALOGUE_GAME_COUNT, GALLERY_CATEGORIES, SPACE_TYPES, slugify } from '@app/contracts';
import { durationMinutes, packagePriceCents } from '@app/pricing';
import { GALLERY_SEED } from './gallery.seed';
import { GAME_SEED } from './games.seed';
import { PACKAGE_SEED } from './packages.seed';
import { TESTIMONIAL_SEED } from './testimonials.seed';

const unique = (values: unknown[]) => new Set(values).size === values.length;

describe('catalogue seed content', () => {
  it('has 20 games with every field filled and artwork named by slug', () => {
    expect(GAME_SEED).toHaveLength(20);
    expect(unique(GAME_SEED.map((g) => g.slug))).toBe(true);
    for (const g of GAME_SEED) {
      expect(g.slug).toBe(slugify(g.name));
      expect(g.imageUrl).toBe(`/images/games/${g.slug}.svg`);
      expect(g.description.length).toBeGreaterThan(60);
      expect(g.difficulty).toBeGreaterThanOrEqual(1);
      expect(g.difficulty).toBeLessThanOrEqual(5);
      expect(g.maxPlayers).toBeGreaterThanOrEqual(g.minPlayers);
      expect(SPACE_TYPES).toContain(g.spaceType);
      expect(g.spaceRequired).not.toBe('');
      expect(g.ageRange).toMatch(/^Ages \d+-\d+$/);
      expect(g.durationMinutes).toBeGreaterThan(0);
      expect(g.skills.length).toBeGreaterThan(0);
      expect(g.equipment.length).toBeGreaterThan(0);
    }
    expect(new Set(GAME_SEED.map((g) => g.spaceType))).toEqual(new Set(SPACE_TYPES));
    expect(GAME_SEED).toHaveLength(CATALOGUE_GAME_COUNT);
  });

  it('prices and times the three packages by the pricing rules', () => {
    expect(PACKAGE_SEED.map((p) => p.tier)).toEqual([1, 2, 3]);
    expect(PACKAGE_SEED.map((p) => p.basePriceCents)).toEqual([40_000, 60_000, 80_000]);
    for (const p of PACKAGE_SEED) {
      expect(p.basePriceCents).toBe(packagePriceCents(p.gamesIncluded));
      expect(p.durationMinutes).toBe(durationMinutes(p.gamesIncluded));
    }
    expect(PACKAGE_SEED.filter((p) => p.popular).map((p) => p.tier)).toEqual([2]);
  });

  it('covers every gallery category with at most 8 featured images', () => {
    expect(GALLERY_SEED.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GALLERY_SEED.map((i) => i.category))).toEqual(
      new Set(GALLERY_CATEGORIES.filter((c) => c !== 'all')),
    );
    const featured = GALLERY_SEED.filter((i) => i.featured).length;
    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(8);
    expect(unique(GALLERY_SEED.map((i) => i.slug))).toBe(true);
    for (const i of GALLERY_SEED) expect(i.imageUrl).toBe(`/images/gallery/${i.slug}.svg`);
  });

  it('has at least 6 testimonials, some featured', () => {
    expect(TESTIMONIAL_SEED.length).toBeGreaterThanOrEqual(6);
    expect(TESTIMONIAL_SEED.some((t) => t.featured)).toBe(true);
    for (const t of TESTIMONIAL_SEED) expect(t.parentInitial).toBe(t.parentName[0]);
  });
});
