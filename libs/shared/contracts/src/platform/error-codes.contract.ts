/**
 * Every machine-readable error code the API answers with, grouped by the domain that raises it, with its HTTP status.
 * Error bodies carry `code` so the SPA branches on codes, never on message text. A domain adds its codes here and
 * throws its own exception class (libs/<domain>/src/<domain>.exception.ts) with them.
 */
export const PLATFORM_ERRORS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  /** A JSON body nested deeper than the server reads (`details.maxDepth`). */
  JSON_TOO_DEEP: 400,
  /** A JSON body whose text is not well-formed Unicode (a lone surrogate escape such as \ud800). */
  INVALID_UNICODE: 400,
  /** A JSON body that is not an object (an array, a string, a number, true/false or null). */
  BODY_NOT_OBJECT: 400,
  /** A path the router cannot read (percent-encoding that is not UTF-8, say). */
  BAD_URL: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  /** A route that does its work once per key only (the host's actions) asked without an Idempotency-Key. */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The client sent its request too slowly (the server's request timeout). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_IN_FLIGHT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A path segment longer than the router reads (no route has one that long). */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  /** Request headers larger than the server reads. */
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export const ACCOUNTS_ERRORS = {
  INVALID_CREDENTIALS: 401,
  LOGIN_REQUIRED: 401,
  ADMIN_REQUIRED: 403,
  /** A host's route (docs/product/hosts.md#access) asked by another signed-in user. */
  HOST_REQUIRED: 403,
  ACCOUNT_TAKEN: 409,
  HOST_NOT_FOUND: 404,
  /** A host invitation's link that was used, expired, or was never ours (one answer for all three). */
  HOST_INVITATION_INVALID: 410,
  /** A common password, or the username / e-mail address as the password (at the `password` field). */
  PASSWORD_TOO_WEAK: 400,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  /**
   * The signed-in user confirmed an account's deletion with the wrong password (a 403, not a 401: the session itself
   * is fine and stays).
   */
  PASSWORD_INCORRECT: 403,
} as const;

/** A parent's own data: its download and the account's deletion (messages: PRIVACY_MESSAGES). */
export const PRIVACY_ERRORS = {
  /** A host's or an admin's account: the business manages those. */
  ACCOUNT_NOT_DELETABLE: 403,
  /** A party the parent can no longer cancel online; `details` carries UpcomingPartiesDetails. */
  PARTIES_NOT_CANCELLABLE: 409,
} as const;

export const CATALOG_ERRORS = {
  CUSTOM_GAME_NOT_FOUND: 404,
} as const;

export const CONTACT_ERRORS = {
  CONTACT_MESSAGE_NOT_FOUND: 404,
} as const;

export const BOOKINGS_ERRORS = {
  BOOKING_NOT_FOUND: 404,
  /** The client's totalPrice/finalPrice differ from the server's; `details` carries PriceMismatchDetails. */
  PRICE_MISMATCH: 422,
  /** The address is outside the states and ZIP prefixes the business serves (at the refused field). */
  OUT_OF_SERVICE_AREA: 422,
  /**
   * The same e-mail already has a booking (not cancelled) for that date and time, from another tab or a retry that lost
   * its answer; `details` carries AlreadyBookedDetails.
   */
  ALREADY_BOOKED: 409,
  /** The booking is not in a state this change applies to (confirming a cancelled one, cancelling twice). */
  BOOKING_STATE_CONFLICT: 409,
  /** A parent's reschedule less than CHANGE_NOTICE_HOURS before the event. */
  CHANGE_TOO_LATE: 409,
  /** A late cancellation needs a reason (at `reason`). */
  CANCEL_REASON_REQUIRED: 400,
  /** A cancellation request is already open, or none is open to decide. */
  CANCELLATION_REQUEST_CONFLICT: 409,
} as const;

export const PROMO_ERRORS = {
  PROMO_NOT_FOUND: 404,
  PROMO_CODE_TAKEN: 409,
  /** A redemption or reservation refused: the message says why (limit reached, expired, ...). */
  PROMO_UNAVAILABLE: 409,
} as const;

export const PAYMENTS_ERRORS = {
  /** The client's amount or totals differ from the server's; `details` carries PaymentAmountMismatchDetails. */
  PAYMENT_AMOUNT_MISMATCH: 422,
  /** The plan charges nothing now (free, fully paid, a deposit after a deposit...), or the free path on a non-zero final. */
  NOTHING_TO_PAY: 422,
  /** PayPal declined or the buyer did not approve: docs/product/errors.md#errors "Payment failed. Please try again." */
  PAYMENT_FAILED: 422,
  /** Another payment of this booking is being captured right now. */
  PAYMENT_IN_PROGRESS: 409,
  PAYMENT_NOT_FOUND: 404,
  /** PayPal cannot be reached or refuses our credentials: the service message (docs/product/errors.md#errors). */
  PAYPAL_UNAVAILABLE: 503,
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** An admin's refund beyond what the booking's captures still hold. */
  REFUND_TOO_LARGE: 422,
  /** An admin's resend of a refund request that is not the booking's. */
  REFUND_REQUEST_NOT_FOUND: 404,
  /** Nothing is left to send: the refund was made, was already sent again, or its payment holds less now. */
  REFUND_NOT_RESENDABLE: 409,
  /** No receipt or confirmation exists or will exist for this booking (not paid, not confirmed). */
  DOCUMENT_NOT_FOUND: 404,
  /** Cash or a bank transfer recorded for more than the balance due, or on a day after today; `fields` says which. */
  OFFLINE_PAYMENT_REFUSED: 422,
  /** A reversal of a PayPal payment (refunds go through a cancellation) or of one already reversed. */
  PAYMENT_NOT_REVERSIBLE: 409,
} as const;

export const AVAILABILITY_ERRORS = {
  /** No team is free for that time (taken, or outside every team's hours); `details` carries SlotRefusalDetails. */
  SLOT_TAKEN: 409,
  /**
   * Not a start time of the list (docs/product/constants.md#business-constants-and-limits), or sooner than the minimum
   * notice; `details` as SLOT_TAKEN's when there are.
   */
  SLOT_NOT_OFFERED: 422,
  TEAM_NOT_FOUND: 404,
  TIME_OFF_NOT_FOUND: 404,
  BLACKOUT_DAY_NOT_FOUND: 404,
  /** Another team has that name. */
  TEAM_NAME_TAKEN: 409,
  /** Deactivating a team that still has paid or confirmed bookings to come. */
  TEAM_HAS_BOOKINGS: 409,
} as const;

/** Photo uploads (messages: MEDIA_MESSAGES). */
export const MEDIA_ERRORS = {
  PHOTO_NOT_FOUND: 404,
  PHOTO_FILE_MISSING: 400,
  PHOTO_FORM_EXPECTED: 415,
  PHOTO_TOO_LARGE: 413,
  /** A readable image in a format we do not take (GIF, TIFF, SVG...). */
  PHOTO_TYPE_UNSUPPORTED: 415,
  /** Not an image at all (no image format's signature: text, a document). */
  PHOTO_UNREADABLE: 422,
  /** An image's signature over bytes that are not that image (a header that lies), or a file cut short. */
  PHOTO_DAMAGED: 422,
  /** More pixels than PHOTO_RULES.maxPixels or a side past maxSide: a decompression bomb, or too large to resize. */
  PHOTO_TOO_MANY_PIXELS: 422,
} as const;

/** The party roster (messages: ROSTER_MESSAGES). A wrong invitation token is BOOKING_NOT_FOUND. */
export const ROSTER_ERRORS = {
  /** The list would pass the booked children count; `details` carries RosterOverCount (the price of raising it). */
  ROSTER_OVER_COUNT: 409,
  /** The list closed ROSTER_LOCK_HOURS before the event: only an admin changes it now. */
  ROSTER_LOCKED: 409,
  /** An invited family's child past the booked count (the host may raise it). */
  ROSTER_FULL: 409,
  /** An invited family's answer (coming or not) once the list holds invitationRowCap rows. */
  ROSTER_REPLIES_FULL: 409,
  /**
   * A PUT based on a list the host side has changed since (another tab, an admin), or whose merge with families'
   * additions since would pass the count; `details.roster` is the list now.
   */
  ROSTER_CHANGED: 409,
  /**
   * The host parent asked for the award certificates before the party started (an admin may any time): the caller may
   * see the booking, so a 404 would only hide what it already knows; the state (not yet) is the refusal.
   */
  CERTIFICATES_NOT_YET: 409,
  /** Certificates for a roster with no child coming: nothing to print until the list has one. */
  ROSTER_EMPTY: 409,
  /** A host's check-in of a child id that is not on that party's roster (docs/product/hosts.md#check-in). */
  ROSTER_CHILD_NOT_FOUND: 404,
  /** A walk-in whose phone-made id is already a child of the roster other than that walk-in (hosts.md#walk-ins). */
  ROSTER_CHILD_ID_TAKEN: 409,
} as const;

/** The party day from the host's phone (messages: PARTY_MESSAGES; docs/product/party-day.md). */
export const PARTY_ERRORS = {
  /** A result or scorer for a game id that is not one of the party's games. */
  PARTY_GAME_NOT_FOUND: 404,
  /** Another phone is scoring that game: `details.hostName` says whose; send again with takeOver to take it. */
  GAME_SCORED_ELSEWHERE: 409,
  /** "Finish results" was pressed: only the office corrects a result now. */
  RESULTS_FINAL: 409,
  /** A result before the children were split into teams. */
  PARTY_NO_TEAMS: 409,
  /** Teams naming a child who did not arrive at this party, or one child twice. */
  PARTY_TEAMS_REFUSED: 422,
  /** A result naming a team that is not at this party, or points missing a team. */
  PARTY_RESULT_REFUSED: 422,
  /** Awards to a child who did not arrive, two to one child, or champions that are no team of the party. */
  PARTY_AWARDS_REFUSED: 422,
} as const;

/** Reviews (messages: REVIEW_MESSAGES). */
export const REVIEWS_ERRORS = {
  /** A review link that was never ours (forged, altered, for no booking). */
  REVIEW_LINK_INVALID: 404,
  /** A review link past its REVIEW_RULES.linkDays: it was ours, so the parent is told it expired. */
  REVIEW_LINK_EXPIRED: 410,
  /**
   * A signed link of a party that has not taken place: the booking is not completed and no thank-you was sent (a future
   * or unpaid booking's, which the parent was never sent).
   */
  REVIEW_NOT_OPEN: 409,
  /** The review was approved or rejected: the parent's link no longer edits it. */
  REVIEW_DECIDED: 409,
  /** An admin's decision on a version of the review the parent has changed since; `details.review` is it now. */
  REVIEW_CHANGED: 409,
  REVIEW_NOT_FOUND: 404,
} as const;

/** The party's album (messages: ALBUM_MESSAGES). A wrong shared-link token or someone else's album is BOOKING_NOT_FOUND. */
export const ALBUMS_ERRORS = {
  /** An upload to an album past ALBUM_RETENTION_DAYS after its event: its photos are deleted. */
  ALBUM_CLOSED: 409,
  /** A host's delete of a photo once the album has closed: only the office takes a photo down then. */
  ALBUM_CLOSED_TO_HOSTS: 409,
  /** A photo id that is not one of this album's photos (deleted already, another album's, not an id). */
  ALBUM_PHOTO_NOT_FOUND: 404,
  /** More files in one upload than ALBUM_RULES.filesPerUpload. */
  ALBUM_TOO_MANY_FILES: 413,
} as const;

export const WAITLIST_ERRORS = {
  /** A day (or second day) with a free time in the parts that suit: `details` {day, times} says which are free. */
  WAITLIST_TIMES_FREE: 409,
  /** The e-mail already waits for that day. */
  WAITLIST_ALREADY_WAITING: 409,
  /** A leave, decline or read link whose token does not match (or an id that is none): nothing is said of the id. */
  WAITLIST_LINK_INVALID: 404,
  /** The office's offer or removal for a family no longer waiting. */
  WAITLIST_ENTRY_NOT_WAITING: 409,
  /** The office's offer for a family whose time is already held. */
  WAITLIST_OFFER_OPEN: 409,
} as const;

/** Waivers (messages: WAIVER_MESSAGES; docs/product/waivers.md). */
export const WAIVERS_ERRORS = {
  /** The signature agreed to a version that is no longer the current one; `details.current` is the WaiverText now. */
  WAIVER_VERSION_STALE: 409,
  /** The child already has a signed waiver (a phone's replay of the same signature id is no refusal). */
  WAIVER_ALREADY_SIGNED: 409,
  /** A signature sent while waivers are off. */
  WAIVERS_OFF: 409,
  /** A "coming" reply or a walk-in without the signature (or emergency phone) waivers ask for; `fields` says which. */
  WAIVER_REQUIRED: 422,
  /** A minor's signature without the parent-or-guardian statement (at `parentOrGuardian`). */
  WAIVER_GUARDIAN_REQUIRED: 422,
  /** The host marked a child arrived with no signed waiver, and the business does not allow it. */
  WAIVER_NOT_SIGNED: 409,
  /** A host's signature for a child id that is not on that party's list. */
  WAIVER_CHILD_NOT_FOUND: 404,
} as const;

export const ERROR_STATUS = {
  ...PLATFORM_ERRORS,
  ...ACCOUNTS_ERRORS,
  ...CATALOG_ERRORS,
  ...CONTACT_ERRORS,
  ...BOOKINGS_ERRORS,
  ...PROMO_ERRORS,
  ...PAYMENTS_ERRORS,
  ...AVAILABILITY_ERRORS,
  ...MEDIA_ERRORS,
  ...ROSTER_ERRORS,
  ...PARTY_ERRORS,
  ...REVIEWS_ERRORS,
  ...ALBUMS_ERRORS,
  ...PRIVACY_ERRORS,
  ...WAITLIST_ERRORS,
  ...WAIVERS_ERRORS,
} as const;

export type PlatformErrorCode = keyof typeof PLATFORM_ERRORS;
export type AccountsErrorCode = keyof typeof ACCOUNTS_ERRORS;
export type CatalogErrorCode = keyof typeof CATALOG_ERRORS;
export type ContactErrorCode = keyof typeof CONTACT_ERRORS;
export type BookingsErrorCode = keyof typeof BOOKINGS_ERRORS;
export type PromoErrorCode = keyof typeof PROMO_ERRORS;
export type PaymentsErrorCode = keyof typeof PAYMENTS_ERRORS;
export type AvailabilityErrorCode = keyof typeof AVAILABILITY_ERRORS;
export type MediaErrorCode = keyof typeof MEDIA_ERRORS;
export type RosterErrorCode = keyof typeof ROSTER_ERRORS;
export type PartyErrorCode = keyof typeof PARTY_ERRORS;
export type ReviewsErrorCode = keyof typeof REVIEWS_ERRORS;
export type AlbumsErrorCode = keyof typeof ALBUMS_ERRORS;
export type PrivacyErrorCode = keyof typeof PRIVACY_ERRORS;
export type WaitlistErrorCode = keyof typeof WAITLIST_ERRORS;
export type WaiversErrorCode = keyof typeof WAIVERS_ERRORS;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one JSON error shape every endpoint answers with (docs/product/api.md#the-api error handling plus `code`). */
export interface ErrorResponse {
  statusCode: number;
  /** The HTTP reason phrase, e.g. "Bad Request". */
  error: string;
  code: ErrorCode;
  /** A sentence a person can read; never parsed by the SPA. */
  message: string;
  /** Field path to its docs/product/validation.md#validation message, for forms that show errors next to inputs. */
  fields?: Record<string, string>;
  /** Structured facts for the SPA to act on (e.g. the server's own figures after a price mismatch). */
  details?: Record<string, unknown>;
}
