import { BookingGameEntity } from './booking-game.entity';
import { BookingEntity } from './booking.entity';
import { CancellationRequestEntity } from './cancellation-request.entity';

export * from './booking-game.entity';
export * from './booking.entity';
export * from './cancellation-request.entity';

export const BOOKINGS_ENTITIES = [BookingEntity, BookingGameEntity, CancellationRequestEntity];
