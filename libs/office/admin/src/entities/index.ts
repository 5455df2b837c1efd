import { BookingExportChunkEntity } from './booking-export-chunk.entity';
import { BookingExportEntity } from './booking-export.entity';
import { ShirtOrderMarkEntity } from './shirt-order-mark.entity';

export * from './booking-export-chunk.entity';
export * from './booking-export.entity';
export * from './shirt-order-mark.entity';

/** The admin's own tables: exports and their pieces, the shirts marked ordered. */
export const ADMIN_ENTITIES = [BookingExportEntity, BookingExportChunkEntity, ShirtOrderMarkEntity];
