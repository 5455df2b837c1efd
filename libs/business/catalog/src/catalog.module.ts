import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogSnapshot } from './catalog-snapshot.service';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CustomGamesAdminController } from './custom-games-admin.controller';
import { CustomGamesReviewService } from './custom-games-review.service';
import { CustomGamesController } from './custom-games.controller';
import { CustomGamesService } from './custom-games.service';
import { CustomGamePersonalData } from './custom-game-personal-data';
import { CustomGameEntity } from './entities/custom-game.entity';
import { CATALOG_ENTITIES } from './entities';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

/**
 * Packages, games, gallery, testimonials, custom game submissions and the site's business facts. Other modules ask
 * the catalogue through CatalogService (findGame, gameExists, findPackage...).
 */
@Module({
  imports: [TypeOrmModule.forFeature(CATALOG_ENTITIES)],
  controllers: [CatalogController, CustomGamesController, CustomGamesAdminController, SiteController],
  providers: [CatalogSnapshot, CatalogService, CustomGamesService, CustomGamesReviewService, SiteService],
  exports: [CatalogService, CustomGamesService, SiteService],
})
export class CatalogModule {}

/** A parent's suggested games, for their download and their erasure (libs/office/privacy). */
@Module({
  imports: [TypeOrmModule.forFeature([CustomGameEntity])],
  providers: [CustomGamePersonalData],
  exports: [CustomGamePersonalData],
})
export class CustomGamePersonalDataModule {}
