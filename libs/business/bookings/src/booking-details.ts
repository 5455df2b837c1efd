import {
  BOOKING_MESSAGES as M,
  servedPlacesOf,
  unservedField,
  type BookingDetailsDto,
  type BookingLocationDto,
  type BusinessSettings,
} from '@app/contracts';
import { BookingsException } from './bookings.exception';
import type { BookingEntity } from './entities/booking.entity';

/** The booking's columns its details set (a new booking's, a changed one's). */
export function bookingDetailsOf(dto: BookingDetailsDto) {
  return {
    guestCount: dto.guestCount,
    eventType: dto.eventType,
    eventTheme: dto.eventTheme ?? null,
    location: { ...dto.location },
    addOns: {
      photography: dto.addOns?.photography ?? false,
      videography: dto.addOns?.videography ?? false,
      customShirts: dto.addOns?.customShirts ?? false,
      customAwards: dto.addOns?.customAwards ?? false,
    },
    specialRequests: dto.specialRequests ?? null,
  } satisfies Partial<BookingEntity>;
}

/**
 * docs/product/availability.md#service-area: a booking only where the business serves, refused at the state or ZIP
 * field with its phone. Only a new address is checked: bookings made before the area changed keep theirs (a reschedule
 * moves only the time).
 */
export function refuseUnservedPlace(location: BookingLocationDto, business: BusinessSettings): void {
  const field = unservedField(servedPlacesOf(business), location);
  if (!field) return;
  const message = M.outOfServiceArea(business.phone);
  throw new BookingsException('OUT_OF_SERVICE_AREA', message, { fields: { [`location.${field}`]: message } });
}
