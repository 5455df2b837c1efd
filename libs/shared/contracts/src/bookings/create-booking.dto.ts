import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { AVAILABILITY_MESSAGES as A } from '../availability/availability.contract';
import { BOOKING_MESSAGES as M, BOOKING_RULES as R, type GameRef } from './booking-form.contract';
import {
  EVENT_TYPES,
  GAME_INTENSITY_VALUES,
  START_TIME_VALUES,
  US_STATES,
  type EventType,
  type GameIntensity,
  type UsState,
} from './booking-lists.contract';
import { IsCalendarDate, IsGameRef } from '../validation/booking.validators';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { WAITLIST_MESSAGES, WAITLIST_OFFER_TOKEN } from '../waitlist/waitlist.contract';
import { IsEmailAddress } from '../validation/is-email-address.decorator';
import { IsName } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { blankToUndefined, digitsOnly, nestedDto, trim, trimUpper } from '../validation/input.transforms';

const EVENT_TYPE_VALUES = EVENT_TYPES.map((t) => t.value);
const DOLLARS = /^\d{1,7}\.\d{2}$/;

/**
 * A text field of docs/product/validation.md#validation: a string, at least `min` characters after trimming, at most
 * `max`.
 */
const TextField = (min: number, max: number, message: string) =>
  Rules(IsString({ message }), MinLength(min, { message }), MaxLength(max, { message: M.tooLong(max) }));

/** The event's day and start time as docs/product/validation.md#validation has them: also a reservation's. */
export const EventDateRules = () =>
  Rules(
    IsCalendarDate({ message: M.eventDate }),
    IsWithinDayBounds('plan', { before: M.eventDatePast, after: M.eventDateTooFar }),
  );
export const EventTimeRules = () => Rules(IsIn(START_TIME_VALUES, { message: M.eventTime }));

/** docs/product/api.md#entities booking location; docs/product/validation.md#validation rules and messages. */
export class BookingLocationDto {
  @Transform(trim)
  @TextField(R.addressMin, R.addressMax, M.address)
  address: string;

  @Transform(trim)
  @TextField(R.cityMin, R.cityMax, M.city)
  city: string;

  @Transform(trimUpper)
  @Rules(IsIn(US_STATES, { message: M.state }))
  state: UsState;

  @Transform(trim)
  @TextField(R.zipCodeMin, R.zipCodeMax, M.zipCode)
  zipCode: string;

  @Transform(trim)
  @TextField(R.spaceDetailsMin, R.spaceDetailsMax, M.spaceDetails)
  spaceDetails: string;
}

/** docs/product/api.md#entities add-ons: each a boolean; a missing one is not chosen. */
export class BookingAddOnsDto {
  @Rules(IsOptional(), IsBoolean({ message: M.addOn }))
  photography?: boolean;

  @Rules(IsOptional(), IsBoolean({ message: M.addOn }))
  videography?: boolean;

  @Rules(IsOptional(), IsBoolean({ message: M.addOn }))
  customShirts?: boolean;

  @Rules(IsOptional(), IsBoolean({ message: M.addOn }))
  customAwards?: boolean;
}

/**
 * What an admin may change on a booking (PATCH /api/admin/bookings/:id, the "Edit booking" form), with the wizard's
 * rules and messages: the party's size, games, event type and theme, place, add-ons and special requests.
 */
export class BookingDetailsDto {
  @Rules(
    IsArray({ message: M.selectedGames }),
    ArrayMinSize(R.gamesMin, { message: M.selectedGames }),
    ArrayMaxSize(R.gamesMax, { message: M.gamesTooMany }),
    IsGameRef({ each: true, message: M.gameUnknown }),
    ArrayUnique({ message: M.gamesDuplicate }),
  )
  selectedGames: GameRef[];

  @Rules(
    IsInt({ message: M.guestCount }),
    Min(R.guestCountMin, { message: M.guestCount }),
    Max(R.guestCountMax, { message: M.guestCount }),
  )
  guestCount: number;

  @Rules(IsIn(EVENT_TYPE_VALUES, { message: M.eventType }))
  eventType: EventType;

  @Transform(blankToUndefined)
  @Rules(
    IsOptional(),
    IsString({ message: M.tooLong(R.themeMax) }),
    MaxLength(R.themeMax, { message: M.tooLong(R.themeMax) }),
  )
  eventTheme?: string;

  @Transform(nestedDto(BookingLocationDto))
  @Rules(IsObject({ message: M.address }), ValidateNested())
  location: BookingLocationDto;

  @Transform(nestedDto(BookingAddOnsDto))
  @Rules(IsOptional(), IsObject({ message: M.addOn }), ValidateNested())
  addOns?: BookingAddOnsDto;

  @Transform(blankToUndefined)
  @Rules(
    IsOptional(),
    IsString({ message: M.tooLong(R.specialRequestsMax) }),
    MaxLength(R.specialRequestsMax, { message: M.tooLong(R.specialRequestsMax) }),
  )
  specialRequests?: string;
}

/**
 * docs/product/api.md#entities "Booking, as sent on create" with the docs/product/validation.md#validation rules: POST
 * /api/bookings and the wizard's form. Checks that need the database or the business's "today" (the games exist, the
 * date is not past) are the server's (BookingsService); the wizard's calendar disables past days itself.
 */
export class CreateBookingDto extends BookingDetailsDto {
  @Transform(trim)
  @Rules(TextField(R.nameMin, R.nameMax, M.parentName), IsName('Parent name'))
  parentName: string;

  @Transform(trim)
  @Rules(IsEmailAddress({ message: M.parentEmail }), MaxLength(R.emailMax, { message: M.parentEmail }))
  parentEmail: string;

  @Transform(digitsOnly)
  @Rules(
    IsString({ message: M.parentPhone }),
    MinLength(R.phoneMinDigits, { message: M.parentPhone }),
    MaxLength(R.phoneMaxDigits, { message: M.parentPhone }),
  )
  parentPhone: string;

  @Transform(trim)
  @Rules(TextField(R.nameMin, R.nameMax, M.childName), IsName('Child name'))
  childName: string;

  @Rules(
    IsInt({ message: M.childAge }),
    Min(R.childAgeMin, { message: M.childAge }),
    Max(R.childAgeMax, { message: M.childAge }),
  )
  childAge: number;

  @EventDateRules()
  eventDate: string;

  @EventTimeRules()
  eventTime: string;

  /**
   * docs/product/booking.md#step-1-games; medium when not sent (docs/product/constants.md#business-constants-and-limits
   * default).
   */
  @Rules(IsOptional(), IsIn(GAME_INTENSITY_VALUES, { message: M.intensity }))
  intensity?: GameIntensity;

  /**
   * What the client showed (docs/product/api.md#entities). Never trusted: a figure that differs from the server's is a
   * 422.
   */
  @Rules(IsOptional(), Matches(DOLLARS, { message: M.price }))
  totalPrice?: string;

  @Rules(IsOptional(), Matches(DOLLARS, { message: M.price }))
  finalPrice?: string;

  /** The time reserved at step 2: the booking's hold takes it over, with no gap another family could use. */
  @Rules(IsOptional(), IsUUID('all', { message: A.reservationToken }))
  reservationToken?: string;

  /**
   * The waiting list's offer this booking takes (the offer e-mail's link, docs/product/waitlist.md#offers): its held
   * time is released in the booking's transaction just before the booking's hold is claimed.
   */
  @Rules(IsOptional(), Matches(WAITLIST_OFFER_TOKEN, { message: WAITLIST_MESSAGES.offerToken }))
  waitlistOffer?: string;
}
