import { BookingExportChunkEntity } from './booking-export-chunk.entity';
import { BookingExportEntity } from './booking-export.entity';

export * from './booking-export-chunk.entity';
export * from './booking-export.entity';

/** The admin's own tables: CSV exports and their pieces. */
export const ADMIN_ENTITIES = [BookingExportEntity, BookingExportChunkEntity];
