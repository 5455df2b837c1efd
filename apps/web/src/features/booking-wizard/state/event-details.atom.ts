import { BOOKING_RULES, EVENT_TYPES, type EventType } from '@app/contracts';
import { count, oneOf, record, text } from './draft-shape';
import { draftAtom } from './draft-storage';

/** Step 2: when, how many children and what kind of event. Blank text means "not chosen yet". */
export interface EventDetailsDraft {
  /** yyyy-MM-dd */
  eventDate: string;
  /** "HH:mm" from START_TIMES */
  eventTime: string;
  guestCount: number;
  eventType: EventType | '';
}

export const EMPTY_EVENT_DETAILS: EventDetailsDraft = {
  eventDate: '',
  eventTime: '',
  guestCount: BOOKING_RULES.guestCountDefault,
  eventType: '',
};

export const eventDetailsAtom = draftAtom<EventDetailsDraft>(
  'event',
  EMPTY_EVENT_DETAILS,
  record<EventDetailsDraft>({
    eventDate: text,
    eventTime: text,
    guestCount: count,
    eventType: oneOf(['', ...EVENT_TYPES.map((type) => type.value)]),
  }),
);
