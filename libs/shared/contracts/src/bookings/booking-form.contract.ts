import type { CreatedBooking } from './booking.contract';
import { isSerialId, serialIdOf } from '../validation/serial-id.validator';
import { waitTime } from '../words/wait-time.words';

/**
 * docs/product/validation.md#validation booking form and docs/product/constants.md#business-constants-and-limits
 * limits: the one place the API and the wizard read them from.
 */
export const BOOKING_RULES = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  childAgeMin: 3,
  childAgeMax: 18,
  guestCountMin: 4,
  guestCountMax: 50,
  guestCountDefault: 10,
  gamesMin: 3,
  gamesMax: 20,
  themeMax: 100,
  specialRequestsMax: 2000,
  addressMin: 5,
  addressMax: 200,
  cityMin: 2,
  cityMax: 100,
  zipCodeMin: 5,
  zipCodeMax: 10,
  spaceDetailsMin: 10,
  spaceDetailsMax: 1000,
  /** How far ahead a date can be booked (days after today in the business time zone). */
  bookingHorizonDays: 730,
  /**
   * How long the wizard waits for the answer to Submit before it gives up and says so (a booking is stored in well
   * under a second; longer means the network is gone or crawling).
   */
  submitTimeoutSeconds: 15,
  /**
   * A Submit answered 409 IDEMPOTENCY_KEY_IN_FLIGHT (its first try still runs on the server) is sent again by the same
   * key this many times, each after the server's Retry-After (or the fallback below): the first try is answered within
   * seconds, so a few tries reach its answer; past them the parent is told as after a time-out.
   */
  inFlightRetries: 5,
  inFlightRetryFallbackSeconds: 2,
} as const;

/** What happens when an unpaid booking's hold on its team ends (the wizard, the booking's page and the e-mail). */
export const HOLD_END_WORDS = 'Pay before then to keep it; after that it is yours again only if a team is still free.';

export const BOOKING_MESSAGES = {
  parentName: 'Parent name is required',
  parentEmail: 'Valid email is required',
  parentPhone: 'Enter 10+ digits',
  childName: 'Child name is required',
  childAge: `Child age must be between ${BOOKING_RULES.childAgeMin} and ${BOOKING_RULES.childAgeMax}`,
  eventDate: 'Invalid date',
  eventDatePast: 'The event date cannot be in the past',
  eventDateTooFar: 'Please choose a date within the next 2 years',
  eventTime: 'Event time is required',
  selectedGames: 'Please select at least 3 games',
  gameUnknown: 'One of the selected games is not available',
  gamesTooMany: `Please select at most ${BOOKING_RULES.gamesMax} games`,
  gamesDuplicate: 'Each game can be selected once',
  guestCount: `Number of children must be between ${BOOKING_RULES.guestCountMin} and ${BOOKING_RULES.guestCountMax}`,
  eventType: 'Event type is required',
  intensity: 'Intensity must be Chill & Fun, Competitive or Max Intensity',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  spaceDetails: 'Please describe the space',
  addOn: 'Add-ons must be chosen or not (true or false)',
  price: 'Prices must be dollar amounts with 2 decimals',
  /** 422 OUT_OF_SERVICE_AREA, at the state or ZIP field the server refused. */
  outOfServiceArea: (phone: string) =>
    `Sorry, we don't serve that area yet. Please call us at ${phone} to ask about your event.`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  /**
   * The field hints of docs/product/validation.md#validation (shown while typing; the messages above are the errors).
   */
  phoneHint: 'Please enter at least 10 digits',
  spaceDetailsHint: 'Please provide more details (minimum 10 characters)',
  /** 422 when the client's totals differ from the server's; the SPA shows the server's figures. */
  priceChanged: 'The price has changed. Please review the updated total before booking.',
  notFound: 'Booking not found',
  /** 409 ALREADY_BOOKED: a second Submit of the same party, from another tab or after a lost answer. */
  alreadyBooked:
    'You already have a booking for this date and time. Open it to pay or check it; the e-mail we sent has its link too.',
  /** ALREADY_BOOKED answered to the booking's owner: the wizard reopens Complete Your Booking on it (a toast). */
  alreadyBookedShown: 'You already booked this party: here it is to check and pay.',
  /**
   * ALREADY_BOOKED answered to a request that does not prove it is the owner's (another browser, signed out): the
   * booking stays closed to it, only the e-mail's link or the owner's account opens it.
   */
  alreadyBookedElsewhere:
    'This e-mail already has a booking for this date and time. Open it from the link in the e-mail we sent, or sign in to the account you booked with.',
  /** 409 IDEMPOTENCY_KEY_IN_FLIGHT: an earlier Submit of the same booking still runs; the wizard waits for it. */
  submitStillProcessing:
    'Your first try is still being saved. Please keep this page open: we are waiting for its answer, so nothing is booked twice.',
  /** docs/product/errors.md#errors toasts. */
  created: 'Booking Created Successfully!',
  failed: 'Booking Failed: Please try again or contact us directly.',
  /** Submit gave up after submitTimeoutSeconds; the draft and the request's idempotency key are kept. */
  submitTimedOut:
    'We could not reach our booking system. Everything you entered is kept: press Submit Booking again when your connection is back. If your first try got through, you will see that booking, never a second one.',
  tooMany: (seconds: number) => `Too many bookings sent at once. Please try again in ${waitTime(seconds)}.`,
  /** Unpaid bookings from one connection hold teams' time; paying for one (or its hold ending) makes room. */
  tooManyUnpaidFromConnection: (seconds: number) =>
    `Several bookings from your connection are still waiting for payment. Please pay for one of them, or try again in ${waitTime(seconds)}.`,
  /** The same, for one e-mail address. */
  tooManyUnpaidForEmail: (seconds: number) =>
    `This e-mail address already has bookings waiting for payment. Please pay for one of them, or try again in ${waitTime(seconds)}.`,
} as const;

/** The `details` of a 409 ALREADY_BOOKED: the booking that already stands for that e-mail, date and time. */
export interface AlreadyBookedDetails {
  bookingId: string;
  /**
   * The booking as POST answers it (201), only when the request proves it is the owner's (their account or this
   * browser's owner cookie): the wizard reopens "Complete Your Booking" on it.
   */
  booking?: CreatedBooking;
}

/**
 * docs/product/api.md#entities lists selected games as game ids. A catalogue game is its number; a custom game
 * (docs/product/pages.md#custom-games) is the string "custom-<id>", so one list can point at either table.
 */
export type GameRef = number | `custom-${number}`;
const CUSTOM_REF = /^custom-(\d+)$/;

export const customGameRef = (id: number): GameRef => `custom-${id}`;

/** A game reference with its serial id (SERIAL_ID_MAX bounds both kinds), or undefined when it cannot be one. */
export function parseGameRef(ref: unknown): { kind: 'game' | 'custom'; id: number } | undefined {
  if (typeof ref === 'number') return isSerialId(ref) ? { kind: 'game', id: ref } : undefined;
  const match = typeof ref === 'string' ? CUSTOM_REF.exec(ref) : null;
  const id = match ? serialIdOf(match[1]) : undefined;
  return id === undefined ? undefined : { kind: 'custom', id };
}
