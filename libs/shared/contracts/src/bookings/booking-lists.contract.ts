/** docs/product/constants.md#business-constants-and-limits lists used by more than one page. */
export const EVENT_TYPES = [
  { value: 'birthday', label: 'Birthday Party' },
  { value: 'playdate', label: 'Playdate' },
  { value: 'school-event', label: 'School Event' },
  { value: 'family-gathering', label: 'Family Gathering' },
  { value: 'sports-camp', label: 'Sports Camp' },
  { value: 'team-building', label: 'Team Building' },
  { value: 'daycare-event', label: 'Daycare Event' },
  { value: 'other', label: 'Other' },
] as const;
export type EventType = (typeof EVENT_TYPES)[number]['value'];
/** "Birthday Party" for `birthday`; a value outside the list as stored. */
export const eventTypeLabel = (value: string): string => EVENT_TYPES.find((t) => t.value === value)?.label ?? value;

/**
 * The team arrives this many minutes before the event (docs/product/availability.md#arrival): every text that mentions
 * it reads this.
 */
export const ARRIVAL_MINUTES_EARLY = 30;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
/**
 * "Confirmed" for `confirmed`; a value outside the list as stored (docs/product/states.md#states-and-transitions: shown
 * as plain text).
 */
export const bookingStatusLabel = (value: string): string =>
  Object.hasOwn(BOOKING_STATUS_LABELS, value) ? BOOKING_STATUS_LABELS[value as BookingStatus] : value;

/**
 * "2:15 PM" for "14:15": a wall-clock "HH:mm" on the business's 12-hour clock, the one clock format every page writes
 * (a start the office moved off the list, "22:05", too); anything that is not such a time is given back as it is.
 */
export function startTimeLabel(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/**
 * docs/product/constants.md#business-constants-and-limits start times: every 15 minutes from 9:00 AM to 6:00 PM. The
 * value is 24-hour "HH:mm", the label 12-hour.
 */
export const START_TIMES = Array.from({ length: 37 }, (_, i) => {
  const minutes = 9 * 60 + i * 15;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { value, label: startTimeLabel(value) };
});
export const START_TIME_VALUES = START_TIMES.map((t) => t.value);

/** docs/product/constants.md#business-constants-and-limits: the 50 US state codes of the location's state select. */
// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

/** Each state's name, for the select's "Texas (TX)" (the code is what a booking stores and sends). */
export const US_STATE_NAMES: Record<UsState, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/**
 * docs/product/pages.md#routes step 1 / docs/product/constants.md#business-constants-and-limits intensity (stored with
 * the booking, docs/product/booking.md#step-1-games); the example lines are ours.
 */
export const GAME_INTENSITIES = [
  {
    value: 'low',
    label: 'Chill & Fun',
    example: 'Relaxed rounds and lots of laughs: everyone finishes the relay together.',
  },
  {
    value: 'medium',
    label: 'Competitive',
    example: 'Friendly rivalry with points on the scoreboard and timed team challenges.',
  },
  {
    value: 'high',
    label: 'Max Intensity',
    example: 'All-out races and knockout rounds until one champion is crowned.',
  },
] as const;
export type GameIntensity = (typeof GAME_INTENSITIES)[number]['value'];
export const GAME_INTENSITY_VALUES = GAME_INTENSITIES.map((i) => i.value) as GameIntensity[];
/** "Competitive" for `medium`; a value outside the list as stored. */
export const intensityLabel = (value: string): string =>
  GAME_INTENSITIES.find((i) => i.value === value)?.label ?? value;

export const PAYMENT_STATUSES = ['unpaid', 'deposit_paid', 'completed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  deposit_paid: 'Deposit paid',
  completed: 'Paid in full',
  refunded: 'Refunded',
};
export const paymentStatusLabel = (value: string): string =>
  Object.hasOwn(PAYMENT_STATUS_LABELS, value) ? PAYMENT_STATUS_LABELS[value as PaymentStatus] : value;
