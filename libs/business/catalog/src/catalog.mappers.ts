import { CUSTOM_GAME_LISTING, CustomGame, GalleryImage, Game, Package, Testimonial } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import type { CustomGameEntity } from './entities/custom-game.entity';
import type { GalleryImageEntity } from './entities/gallery-image.entity';
import type { GameEntity } from './entities/game.entity';
import type { PackageEntity } from './entities/package.entity';
import type { TestimonialEntity } from './entities/testimonial.entity';

/**
 * Entity → response shape (docs/product/api.md#entities). Money leaves the server as the spec's 2-decimal dollar
 * strings.
 */
export const toPackage = (p: PackageEntity): Package => ({
  id: p.id,
  name: p.name,
  basePrice: centsToDollars(p.basePriceCents),
  description: p.description,
  duration: p.durationMinutes,
  gamesIncluded: p.gamesIncluded,
  features: p.features,
  tier: p.tier,
  popular: p.popular,
});

export const toGame = (g: GameEntity): Game => ({
  id: g.id,
  name: g.name,
  description: g.description,
  imageUrl: g.imageUrl,
  difficulty: g.difficulty,
  minPlayers: g.minPlayers,
  maxPlayers: g.maxPlayers,
  spaceRequired: g.spaceRequired,
  spaceType: g.spaceType,
  duration: g.durationMinutes,
  ageRange: g.ageRange,
  skills: g.skills,
  equipment: g.equipment,
  custom: false,
});

/** An approved submission as a public game: the fields the form does not ask come from CUSTOM_GAME_LISTING. */
export const approvedCustomGameToGame = (c: CustomGameEntity): Game => ({
  id: c.id,
  name: c.name,
  description: c.description,
  imageUrl: CUSTOM_GAME_LISTING.imageUrl,
  difficulty: c.difficulty,
  minPlayers: CUSTOM_GAME_LISTING.minPlayers,
  maxPlayers: CUSTOM_GAME_LISTING.maxPlayers,
  spaceRequired: c.spaceRequired,
  spaceType: c.spaceType,
  duration: c.estimatedDuration,
  ageRange: c.ageRange,
  skills: [],
  equipment: c.equipment,
  custom: true,
});

export const toCustomGame = (c: CustomGameEntity): CustomGame => ({
  id: c.id,
  name: c.name,
  description: c.description,
  equipment: c.equipment,
  ageRange: c.ageRange,
  spaceRequired: c.spaceRequired,
  spaceType: c.spaceType,
  difficulty: c.difficulty,
  estimatedDuration: c.estimatedDuration,
  status: c.status,
  createdAt: c.createdAt.toISOString(),
});

export const toGalleryImage = (i: GalleryImageEntity): GalleryImage => ({
  id: i.id,
  title: i.title,
  imageUrl: i.imageUrl,
  category: i.category,
  featured: i.featured,
});

export const toTestimonial = (t: TestimonialEntity): Testimonial => ({
  id: t.id,
  parentName: t.parentName,
  parentInitial: t.parentInitial,
  role: t.role,
  rating: t.rating,
  review: t.review,
  eventType: t.eventType,
  featured: t.featured,
  sample: true,
});
