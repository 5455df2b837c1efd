import { CustomGameEntity } from './custom-game.entity';
import { GalleryImageEntity } from './gallery-image.entity';
import { GameEntity } from './game.entity';
import { PackageEntity } from './package.entity';
import { TestimonialEntity } from './testimonial.entity';

export { CustomGameEntity, GameEntity };

export const CATALOG_ENTITIES = [PackageEntity, GameEntity, GalleryImageEntity, TestimonialEntity, CustomGameEntity];
