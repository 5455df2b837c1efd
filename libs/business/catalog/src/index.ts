export * from './catalog-version';
export * from './catalog.module';
export * from './catalog.service';
export * from './custom-games.service';
export * from './entities';
export * from './seed/catalog.seeder';
export * from './site.service';
export * from './submitter';
export { FeaturedQueryDto } from './catalog-query.dto';
