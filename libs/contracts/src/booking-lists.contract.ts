/** SPEC §9 lists used by more than one page. */
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

/** The team arrives this many minutes before the event (DESIGN §4.4): every text that mentions it reads this. */
export const ARRIVAL_MINUTES_EARLY = 30;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
